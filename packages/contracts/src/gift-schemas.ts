/** Validation schema of a gift send (spec §5 gift message, §7 gift_giving, §9 quantity). */
import * as yup from "yup";
import { GIFT_NUMBER } from "./gifts.ts";
import { ID_MAX, MESSAGE_MAX } from "./limits.ts";
import type { FieldName, MessageRef } from "./messages.ts";

const required = (field: FieldName): MessageRef => ({ key: "errors.required", values: { field } });
const format = (field: FieldName): MessageRef => ({ key: "errors.format", values: { field } });

/** An empty form field is a missing one. */
const blankToUndefined = (value: unknown, original: unknown) =>
  typeof original === "string" && original.trim() === "" ? undefined : value;

export const giftSendPayloadSchema = yup.object({
  username: yup
    .string()
    .typeError(format("username"))
    .transform((v: unknown) => (typeof v === "string" ? v.trim() : v))
    .max(100, format("username"))
    .required(required("username")),
  /** The giver's words: optional, at most 50 characters (spec §5). */
  message: yup
    .string()
    .typeError(format("message"))
    .transform((v: unknown) => (v === undefined || v === null ? "" : v))
    .max(MESSAGE_MAX, {
      key: "errors.tooLong",
      values: { field: "message", max: MESSAGE_MAX },
    } satisfies MessageRef)
    .default(""),
  /** Always 1 (spec §9); the spec's client sends it, a missing one means 1. */
  number: yup
    .number()
    .transform(blankToUndefined)
    .typeError(format("number"))
    .oneOf([GIFT_NUMBER], format("number"))
    .default(GIFT_NUMBER),
  /** Spec §5: a gift must be chosen ('no gift'). */
  giftid: yup
    .number()
    .transform(blankToUndefined)
    .typeError(format("giftid"))
    .integer(format("giftid"))
    .min(1, format("giftid"))
    .max(ID_MAX, format("giftid"))
    .required({ key: "gift.noGift" } satisfies MessageRef),
});
export type GiftSendPayload = yup.InferType<typeof giftSendPayloadSchema>;

/** Ours: /member/wallet/history, optionally `before` an entry id. */
export const walletHistoryPayloadSchema = yup.object({
  before: yup
    .number()
    .transform(blankToUndefined)
    .typeError(format("before"))
    .integer(format("before"))
    .min(1, format("before"))
    .max(Number.MAX_SAFE_INTEGER, format("before"))
    .optional(),
});
