/**
 * The pieces the validation schemas share: their messages (a field's name goes with them, the
 * forms say it in the member's language) and a record's id, a whole number from 1 up, where an
 * empty form field is a missing one.
 */
import * as yup from "yup";
import { ID_MAX } from "./limits.ts";
import type { FieldName, MessageRef } from "./messages.ts";

export const required = (field: FieldName): MessageRef => ({ key: "errors.required", values: { field } });
export const format = (field: FieldName): MessageRef => ({ key: "errors.format", values: { field } });

/** An empty (or blank) form field is a missing one. */
export const blankToUndefined = (value: unknown, original: unknown) =>
  typeof original === "string" && original.trim() === "" ? undefined : value;

const anyId = (field: FieldName) =>
  yup
    .number()
    .transform(blankToUndefined)
    .typeError(format(field))
    .integer(format(field))
    .min(1, format(field))
    .max(ID_MAX, format(field));

/** A record's id, 1 to ID_MAX, required. */
export const recordId = (field: FieldName) => anyId(field).required(required(field));
/** A record's id, 1 to ID_MAX, or none (an empty field is none). */
export const optionalRecordId = (field: FieldName) => anyId(field).optional();
