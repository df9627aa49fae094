/**
 * The card form's state and rules: what the member typed (all text), checked against the
 * contracts' `cardFormSchema`, held by formik as the site's other forms are. Errors keep their
 * MessageRef until shown.
 */
import { type CardFormValues, cardFormSchema, type FieldName, type MessageRef } from "@site/contracts";
import { ValidationError } from "@site/contracts/schemas";
import { type FormikErrors, useFormik } from "formik";
import { useMemo } from "react";

/** The fields in the order the form shows them (the first refused one gets the focus). */
export const CARD_FIELDS = [
  "name",
  "lastname",
  "cardnumber",
  "exp_month",
  "exp_year",
  "cvv",
  "country",
  "address",
  "city",
  "state",
  "ZipCode",
  "phone",
  "grEmail",
] as const;
export type CardField = (typeof CARD_FIELDS)[number];
export const ADDRESS_FIELDS: readonly CardField[] = ["state", "city", "address", "ZipCode"];
/** What a provider whose page takes the card does not ask here (contracts HOSTED_CARD_PAY_TYPES). */
export const CARD_ONLY_FIELDS: readonly CardField[] = [
  "cardnumber",
  "exp_month",
  "exp_year",
  "cvv",
  "country",
];

/** The name each field goes by in the contracts' messages ("That {field} does not look right"). */
const FIELD_NAMES: Record<CardField, FieldName> = {
  name: "firstName",
  lastname: "lastName",
  cardnumber: "card_number",
  exp_month: "exp_month",
  exp_year: "exp_year",
  cvv: "cvv",
  country: "card_country",
  state: "card_state",
  city: "card_city",
  address: "card_address",
  ZipCode: "card_ZipCode",
  phone: "card_fullPhone",
  grEmail: "card_grEmail",
};

const isMessageRef = (value: unknown): value is MessageRef =>
  typeof value === "object" && value !== null && "key" in value;

/** What the member typed, every field as text (the card number with its spaces). */
export type CardFormText = Record<CardField, string>;
export type CardFormErrors = Partial<Record<CardField, MessageRef>>;

export const EMPTY_CARD_FORM: CardFormText = {
  name: "",
  lastname: "",
  cardnumber: "",
  exp_month: "",
  exp_year: "",
  cvv: "",
  country: "",
  state: "",
  city: "",
  address: "",
  ZipCode: "",
  phone: "",
  grEmail: "",
};

/**
 * The fields a form shows: the billing address only for the providers that want it, the card only
 * where our form takes it (`takesCard`).
 */
export const shownCardFields = (needsAddress: boolean, takesCard = true): CardField[] =>
  CARD_FIELDS.filter(
    (field) =>
      (needsAddress || !ADDRESS_FIELDS.includes(field)) && (takesCard || !CARD_ONLY_FIELDS.includes(field)),
  );

/**
 * Checks the text against the schema: the first error of each field, or the values as the schema
 * gives them (trimmed, the number without spaces, month and year as numbers).
 */
export function checkCardForm(
  text: CardFormText,
  needsAddress: boolean,
  now = new Date(),
  takesCard = true,
): { errors: CardFormErrors; values?: CardFormValues } {
  // An untouched field is missing, not "": an empty select then asks for a choice rather than
  // calling "" a bad country.
  const input: Partial<CardFormText> = {};
  for (const field of shownCardFields(needsAddress, takesCard))
    if (text[field] !== "") input[field] = text[field];
  try {
    return {
      errors: {},
      values: cardFormSchema(needsAddress, now, takesCard).validateSync(input, { abortEarly: false }),
    };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: CardFormErrors = {};
    for (const inner of error.inner.length ? error.inner : [error]) {
      const field = inner.path as CardField | undefined;
      if (!field) continue;
      const message: unknown = inner.errors[0];
      // yup reads a message object given to `matches` as its options and answers its own English
      // ("cardnumber must match ..."): such a rule is shown as the field's format error.
      const ref: MessageRef = isMessageRef(message)
        ? message
        : { key: "errors.format", values: { field: FIELD_NAMES[field] } };
      // One message a field: "Please enter your card number" for an empty one, not its format.
      if (!errors[field] || ref.key === "errors.required") errors[field] = ref;
    }
    return { errors };
  }
}

/** "4242424242424242" -> "4242 4242 4242 4242": digits only, at most 19, in groups of 4. */
export function formatCardNumber(raw: string): string {
  return (
    raw
      .replace(/\D/g, "")
      .slice(0, 19)
      .match(/.{1,4}/g)
      ?.join(" ") ?? ""
  );
}

/**
 * The form's state on formik: what is typed, the fields left, the sends, the send under way. The
 * rules are cheap and synchronous, so the errors follow the text at every render rather than
 * formik's validation on change and blur (a picked country counts as left in the same event, and
 * formik would check that touch against the text before the pick); formik checks them again at a
 * send and calls `onValid` only when every rule passes.
 */
export function useCardFormState(
  needsAddress: boolean,
  takesCard: boolean,
  onValid: (values: CardFormValues) => Promise<void> | void,
) {
  const check = (text: CardFormText) => checkCardForm(text, needsAddress, undefined, takesCard);
  const form = useFormik<CardFormText>({
    initialValues: EMPTY_CARD_FORM,
    validateOnChange: false,
    validateOnBlur: false,
    validate: (text) => check(text).errors as FormikErrors<CardFormText>,
    onSubmit: async (text) => {
      const { values } = check(text);
      if (values) await onValid(values);
    },
  });
  const checked = useMemo(
    () => checkCardForm(form.values, needsAddress, undefined, takesCard),
    [form.values, needsAddress, takesCard],
  );

  /** A field's error once it was left or the form was sent; before that the member is still typing. */
  const shownErrors: CardFormErrors = {};
  for (const field of CARD_FIELDS) {
    const error = checked.errors[field];
    if (error && (form.touched[field] || form.submitCount > 0)) shownErrors[field] = error;
  }

  return {
    text: form.values,
    errors: shownErrors,
    /** The rules the text breaks now, shown or not (the first takes the focus at a refused send). */
    broken: checked.errors,
    submitting: form.isSubmitting,
    setFieldValue: (field: CardField, value: string) => void form.setFieldValue(field, value),
    setFieldTouched: (field: CardField) => void form.setFieldTouched(field, true),
    submit: form.submitForm,
  };
}
