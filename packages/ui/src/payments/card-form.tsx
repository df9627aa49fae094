import type { CardFormValues } from "@site/contracts";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { CardFormFields } from "./card-form-fields.tsx";
import {
  type CardField,
  type CardFormErrors,
  type CardFormText,
  checkCardForm,
  EMPTY_CARD_FORM,
  shownCardFields,
  useCardFormState,
} from "./card-form-state.ts";
import { useMessageText } from "./message-text.ts";

export type CardFormProps = {
  /** The billing address too (the baiwan-type providers, spec §5). */
  needsAddress: boolean;
  /**
   * The card itself (number, expiry, code, country); false for a provider whose own page takes it
   * (contracts `cardTypedHere`): the form then asks for the name, phone and e-mail only.
   * @default true
   */
  takesCard?: boolean;
  /**
   * Called with the checked values (trimmed, the number without spaces, month and year as numbers)
   * once every rule passes. While a returned promise runs the button spins; a rejection's message
   * shows in the alert when `error` is not given.
   */
  onSubmit: (values: CardFormValues) => Promise<void> | void;
  /**
   * The pay call is under way (when the app tracks it rather than returning a promise).
   * @default false
   */
  submitting?: boolean;
  /** The app's words for a refused payment, shown in the alert region. */
  error?: string;
  /** What the button charges, in the app's words ("$35.00"): "Pay $35.00". */
  amountLabel: string;
  /** Shows a Cancel button. */
  onCancel?: () => void;
};

/** The card details form (spec §3 card form, §5) of a card-type provider, before it charges. */
export function CardForm({
  needsAddress,
  takesCard = true,
  onSubmit,
  submitting = false,
  error,
  amountLabel,
  onCancel,
}: CardFormProps) {
  const { t } = useTranslation("store");
  const [failure, setFailure] = useState<string | null>(null);
  const form = useCardFormState(needsAddress, takesCard, async (values) => {
    try {
      await onSubmit(values);
    } catch (reason) {
      setFailure(reason instanceof Error && reason.message ? reason.message : t("payments.card.failed"));
    }
  });
  const idOf = useFieldIds();
  const errors = useErrorTexts(form.errors);
  // The button spins while a returned promise runs (formik's isSubmitting), or while the app says so.
  const busy = submitting || form.submitting;

  const submit = () => {
    if (busy) return;
    setFailure(null);
    const first = shownCardFields(needsAddress, takesCard).find((field) => form.broken[field]);
    if (first) document.getElementById(idOf(first))?.focus();
    void form.submit();
  };

  return (
    <CardFormFields
      needsAddress={needsAddress}
      takesCard={takesCard}
      text={form.text}
      errors={errors}
      busy={busy}
      alert={error || failure}
      amountLabel={amountLabel}
      idOf={idOf}
      onFieldChange={form.setFieldValue}
      onFieldBlur={form.setFieldTouched}
      onSubmit={submit}
      onCancel={onCancel}
    />
  );
}

function useFieldIds() {
  const id = useId();
  return (field: CardField) => `${id}-${field}`;
}

function useErrorTexts(errors: CardFormErrors): Partial<Record<CardField, string>> {
  const text = useMessageText();
  const out: Partial<Record<CardField, string>> = {};
  for (const [field, ref] of Object.entries(errors) as [CardField, CardFormErrors[CardField]][])
    if (ref) out[field] = text(ref);
  return out;
}

export type CardFormPreviewProps = {
  /**
   * Shows the billing address too.
   * @default false
   */
  needsAddress?: boolean;
  /**
   * Shows the card's own fields (number, expiry, code, country).
   * @default true
   */
  takesCard?: boolean;
  /** What is typed (the card number as typed: it is formatted). */
  text?: Partial<CardFormText>;
  /**
   * "invalid": after a send with rules broken; "submitting": while the call runs.
   * @default "idle"
   */
  state?: "idle" | "invalid" | "submitting";
  /** A refused payment's words, shown in the alert. */
  error?: string;
  /**
   * What the button charges.
   * @default "$35.00"
   */
  amountLabel?: string;
  /**
   * Shows the Cancel button.
   * @default false
   */
  onCancel?: boolean;
  /** "Now" for the expiry years, so baselines hold still across the new year. */
  now?: Date;
  /** Extra classes for the form. */
  className?: string;
};

/** The form in a fixed state, for catalogs and visual baselines only. */
export function CardFormPreview({
  needsAddress = false,
  takesCard = true,
  text,
  state = "idle",
  error,
  amountLabel = "$35.00",
  onCancel = false,
  now,
  className,
}: CardFormPreviewProps) {
  const id = useId();
  const noop = () => {};
  const filled = { ...EMPTY_CARD_FORM, ...text };
  const errors = useErrorTexts(
    state === "invalid" ? checkCardForm(filled, needsAddress, now, takesCard).errors : {},
  );
  return (
    <CardFormFields
      className={className}
      needsAddress={needsAddress}
      takesCard={takesCard}
      text={filled}
      errors={errors}
      busy={state === "submitting"}
      alert={error}
      amountLabel={amountLabel}
      idOf={(field) => `${id}-${field}`}
      onFieldChange={noop}
      onFieldBlur={noop}
      onSubmit={noop}
      onCancel={onCancel ? noop : undefined}
      now={now}
    />
  );
}
