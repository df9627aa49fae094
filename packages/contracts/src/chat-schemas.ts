/**
 * Validation schemas of the mail, notice and translation calls (kept apart from chat.ts so that
 * the shapes reach screens without yup).
 */
import * as yup from "yup";
import { TRANSLATE_TEXT_MAX } from "./chat.ts";
import { TRANSLATE_TARGETS } from "./enums.ts";
import { MESSAGE_MAX } from "./limits.ts";
import type { FieldName, MessageRef } from "./messages.ts";
import { recordId } from "./schema-parts.ts";

const required = (field: FieldName): MessageRef => ({ key: "errors.required", values: { field } });
const format = (field: FieldName): MessageRef => ({ key: "errors.format", values: { field } });
const tooLong = (field: FieldName, max: number): MessageRef => ({
  key: "errors.tooLong",
  values: { field, max },
});

const positiveId = (field: FieldName) => recordId(field);

/** Text that must hold something besides spaces: "content cannot be empty". */
const content = (max: number) =>
  yup
    .string()
    .typeError(format("content"))
    .test("not-blank", { key: "chat.contentEmpty" } satisfies MessageRef, (v) => !!v && v.trim() !== "")
    .max(max, tooLong("content", max))
    .required({ key: "chat.contentEmpty" } satisfies MessageRef);

/** /member/email/released: recipient (username or address) and at most 50 characters. */
export const mailSendPayloadSchema = yup.object({
  email: yup
    .string()
    .typeError(format("email"))
    .transform((v: unknown) => (typeof v === "string" ? v.trim() : v))
    .max(100, format("email"))
    .required(required("email")),
  content: content(MESSAGE_MAX),
});
export type MailSendPayload = yup.InferType<typeof mailSendPayloadSchema>;

export const mailReadPayloadSchema = yup.object({ id: positiveId("eid") });
export const noticeReadPayloadSchema = yup.object({ id: positiveId("id") });

export const translatePayloadSchema = yup.object({
  content: content(TRANSLATE_TEXT_MAX),
  to: yup
    .string()
    .typeError(format("to"))
    .oneOf([...TRANSLATE_TARGETS], { key: "errors.oneOf", values: { field: "to" } } satisfies MessageRef)
    .required(required("to")),
});
export type TranslatePayload = yup.InferType<typeof translatePayloadSchema>;
