/**
 * Validation schemas of the member calls. Kept apart from members.ts so that the shapes and
 * constants reach the first screen without yup (the schemas load with the first validation).
 */
import * as yup from "yup";
import { LANGUAGES, REPORT_TYPES, type ReportType } from "./enums.ts";
import { NOTIFY_FREQUENCIES } from "./members.ts";
import type { FieldName, MessageRef } from "./messages.ts";
import { blankToUndefined, optionalRecordId, recordId } from "./schema-parts.ts";

const oneOf = (field: FieldName): MessageRef => ({ key: "errors.oneOf", values: { field } });
const format = (field: FieldName): MessageRef => ({ key: "errors.format", values: { field } });
const required = (field: FieldName): MessageRef => ({ key: "errors.required", values: { field } });

const id = (field: FieldName) => recordId(field);

export const pagePayloadSchema = yup.object({
  page: yup
    .number()
    .transform((value, original) =>
      typeof original === "string" && original.trim() === "" ? undefined : value,
    )
    .typeError(format("page"))
    .integer(format("page"))
    .min(1, format("page"))
    .max(100_000, format("page"))
    .default(1),
  snapshot: yup.string().typeError(format("snapshot")).max(64, format("snapshot")).optional(),
});
export type PagePayload = yup.InferType<typeof pagePayloadSchema>;

export const searchPayloadSchema = yup.object({
  username: yup
    .string()
    .typeError(format("username"))
    .transform((v: unknown) => (typeof v === "string" ? v.trim() : v))
    .max(16, format("username"))
    .default(""),
});
export type SearchPayload = yup.InferType<typeof searchPayloadSchema>;

export const memberIdPayloadSchema = yup.object({ id: id("id") });
export const targetPayloadSchema = yup.object({ target_id: id("target_id") });
/** A chat message's id: bigserial, so beyond ID_MAX (the int ids of everything else). */
const messageId = yup
  .number()
  .transform(blankToUndefined)
  .typeError(format("message_id"))
  .integer(format("message_id"))
  .min(1, format("message_id"))
  .max(Number.MAX_SAFE_INTEGER, format("message_id"))
  .optional();

export const reportPayloadSchema = yup
  .object({
    userid: id("userid"),
    type: yup
      .number()
      .typeError(oneOf("type"))
      .oneOf([...REPORT_TYPES], oneOf("type"))
      .required(required("type")),
    // Ours, optional (issue 15): the chat message or the mail reported, kept with the report as evidence.
    message_id: messageId,
    eid: optionalRecordId("eid"),
  })
  .test("one-evidence", format("message_id"), (v) => v.message_id === undefined || v.eid === undefined);
export type ReportPayload = { userid: number; type: ReportType; message_id?: number; eid?: number };

const flag = yup.boolean().typeError(format("settings")).required(required("settings"));
export const settingsPayloadSchema = yup.object({
  general: yup.object({ form1: flag }).required(required("settings")),
  notification: yup
    .object({
      form1: flag,
      form2: flag,
      form3: flag,
      form4: flag,
      form5: flag,
      form6: flag,
      form7: flag,
      form8: flag,
      form9: flag,
      form10: flag,
      form11: yup
        .string()
        .oneOf([...NOTIFY_FREQUENCIES], oneOf("settings"))
        .required(required("settings")),
    })
    .required(required("settings")),
});

export const languagePayloadSchema = yup.object({
  lang: yup
    .string()
    .oneOf([...LANGUAGES], oneOf("lang"))
    .required(required("lang")),
});
