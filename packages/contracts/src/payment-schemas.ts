/**
 * Validation schemas of the payment calls (spec §7 Payment, §5 custom amount, §3 card form). The
 * server prices every order itself: `income`, `user_id` and the package's amount are never
 * trusted; the payer is the session's member.
 */
import * as yup from "yup";
import { creditsToCents, RECHARGE_CUSTOM_MAX } from "./credits.ts";
import { ID_MAX } from "./limits.ts";
import type { FieldName, MessageRef } from "./messages.ts";
import { CARD_COUNTRIES, PAY_TYPES } from "./payments.ts";
import { trimText } from "./schema-parts.ts";

const format = (field: FieldName): MessageRef => ({ key: "errors.format", values: { field } });
const blankToUndefined = (value: unknown, original: unknown) =>
  original === null || (typeof original === "string" && original.trim() === "") ? undefined : value;

const optionalId = (field: FieldName) =>
  yup
    .number()
    .transform(blankToUndefined)
    .typeError(format(field))
    .integer(format(field))
    .min(0, format(field))
    .max(ID_MAX, format(field))
    .optional();

const text = (field: FieldName, max: number) =>
  yup
    .string()
    .transform((v: unknown) => (typeof v === "number" ? String(v) : v))
    .typeError(format(field))
    .transform(trimText)
    .max(max, format(field))
    .optional();

/** Spec §5: a typed amount has at most 2 decimals and is at most RECHARGE_CUSTOM_MAX (above 0 where it is bought). */
export const customAmountSchema = yup
  .mixed<string | number>()
  .test("amount", { key: "pay.chooseInputMeal" } satisfies MessageRef, (value) => {
    if (value === undefined || value === null || value === "") return true;
    const cents = creditsToCents(value);
    // 0 is what a client sends beside a package (the default custom amount, spec §5): the server
    // refuses it only where the typed amount is what is bought (packege_id 0).
    return cents !== undefined && cents >= 0 && cents <= RECHARGE_CUSTOM_MAX * 100;
  })
  .optional();

export const payPayloadSchema = yup.object({
  /** The spec's client sends its own id; the payer is always the session's member. */
  user_id: optionalId("user_id"),
  /** Another member to receive the credits or the membership; absent or 0 for oneself. */
  gainer_id: optionalId("gainer_id"),
  pay_type: yup
    .number()
    .transform(blankToUndefined)
    .typeError(format("pay_type"))
    .oneOf(PAY_TYPES, format("pay_type"))
    .required({ key: "pay.chooseMethod" } satisfies MessageRef),
  income: customAmountSchema,
  order_type: yup
    .number()
    .transform(blankToUndefined)
    .typeError(format("order_type"))
    .oneOf([0, 1, 2], format("order_type"))
    .optional(),
  /** A package id; 0 or absent with an `income` is a typed amount (recharge only). */
  packege_id: optionalId("packege_id"),
  payopttype: yup
    .number()
    .transform(blankToUndefined)
    .typeError(format("payopttype"))
    .oneOf([0, 1], format("payopttype"))
    .optional(),
  uuid: text("uuid", 100),
  ip: text("ip", 64),
  card_fullName: text("card_fullName", 100),
  card_fullPhone: text("card_fullPhone", 40),
  card_grEmail: text("card_grEmail", 100),
  card_number: text("card_number", 30),
  exp_year: text("exp_year", 4),
  exp_month: text("exp_month", 2),
  cvv: text("cvv", 4),
  card_country: yup
    .string()
    .transform(blankToUndefined)
    .oneOf([...CARD_COUNTRIES], format("card_country"))
    .optional(),
  card_state: text("card_state", 100),
  card_city: text("card_city", 100),
  card_address: text("card_address", 200),
  card_ZipCode: text("card_ZipCode", 20),
  firstName: text("firstName", 60),
  lastName: text("lastName", 60),
  wintopay_sessionid: text("wintopay_sessionid", 200),
});
export type PayPayload = yup.InferType<typeof payPayloadSchema>;

export const orderPayloadSchema = yup.object({
  id: yup
    .number()
    .transform(blankToUndefined)
    .typeError(format("id"))
    .integer(format("id"))
    .min(1, format("id"))
    .max(ID_MAX, format("id"))
    .required(format("id")),
});

/**
 * The card form (spec §3 card form, §5): what a member types before a card-type provider charges
 * the card. Every provider wants the name, number, expiry and security code, an e-mail and a
 * phone; the baiwan-type ones (4 to 8) want the billing address too (`needsAddress`). A provider
 * whose page takes the card (`takesCard` false, HOSTED_CARD_PAY_TYPES) gets the name, phone and
 * e-mail only: the card fields and the country are then neither shown nor asked for.
 */
const required = (field: FieldName): MessageRef => ({ key: "errors.required", values: { field } });
const CARD_NUMBER = /^\d{12,19}$/;
const PHONE = /^\+?[\d\s()-]{6,20}$/;

/**
 * What the pay call needs of a payer whose card is entered at the provider (HOSTED_CARD_PAY_TYPES):
 * spec §7's card_fullName, card_fullPhone and card_grEmail, and nothing of the card.
 */
export const cardContactSchema = yup.object({
  card_fullName: yup
    .string()
    .transform(trimText)
    .max(100, format("card_fullName"))
    .required(required("card_fullName")),
  card_fullPhone: yup
    .string()
    .transform(trimText)
    .matches(PHONE, { message: format("card_fullPhone") })
    .required(required("card_fullPhone")),
  card_grEmail: yup
    .string()
    .transform(trimText)
    .email(format("card_grEmail"))
    .max(100, format("card_grEmail"))
    .required(required("card_grEmail")),
});
export const cardFormSchema = (needsAddress: boolean, now = new Date(), takesCard = true) =>
  yup.object({
    name: yup.string().transform(trimText).max(60, format("firstName")).required(required("firstName")),
    lastname: yup.string().transform(trimText).max(60, format("lastName")).required(required("lastName")),
    cardnumber: takesCard
      ? yup
          .string()
          .transform((v: unknown) => (typeof v === "string" ? v.replace(/[\s-]/g, "") : v))
          .matches(CARD_NUMBER, { message: format("card_number") })
          .required(required("card_number"))
      : yup.string().strip(),
    exp_month: takesCard
      ? yup
          .number()
          .transform(blankToUndefined)
          .typeError(format("exp_month"))
          .integer(format("exp_month"))
          .min(1, format("exp_month"))
          .max(12, format("exp_month"))
          .required(required("exp_month"))
      : yup.number().strip(),
    exp_year: takesCard
      ? yup
          .number()
          .transform(blankToUndefined)
          .typeError(format("exp_year"))
          .integer(format("exp_year"))
          .min(now.getFullYear(), format("exp_year"))
          .max(now.getFullYear() + 20, format("exp_year"))
          .required(required("exp_year"))
      : yup.number().strip(),
    cvv: takesCard
      ? yup
          .string()
          .transform(trimText)
          .matches(/^\d{3,4}$/, { message: format("cvv") })
          .required(required("cvv"))
      : yup.string().strip(),
    country: takesCard
      ? yup
          .string()
          .oneOf([...CARD_COUNTRIES], format("card_country"))
          .required(required("card_country"))
      : yup.string().strip(),
    state: needsAddress
      ? yup.string().transform(trimText).max(100, format("card_state")).required(required("card_state"))
      : yup.string().transform(trimText).max(100),
    city: needsAddress
      ? yup.string().transform(trimText).max(100, format("card_city")).required(required("card_city"))
      : yup.string().transform(trimText).max(100),
    address: needsAddress
      ? yup.string().transform(trimText).max(200, format("card_address")).required(required("card_address"))
      : yup.string().transform(trimText).max(200),
    ZipCode: needsAddress
      ? yup.string().transform(trimText).max(20, format("card_ZipCode")).required(required("card_ZipCode"))
      : yup.string().transform(trimText).max(20),
    phone: yup
      .string()
      .transform(trimText)
      .matches(PHONE, { message: format("card_fullPhone") })
      .required(required("card_fullPhone")),
    grEmail: yup
      .string()
      .transform(trimText)
      .email(format("card_grEmail"))
      .max(100)
      .required(required("card_grEmail")),
  });
export type CardFormValues = yup.InferType<ReturnType<typeof cardFormSchema>>;
