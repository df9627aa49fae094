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

/**
 * Trims text and leaves anything else for the type check to refuse. yup's own `.trim()` calls
 * `.trim()` on whatever arrived: an array or an object (a repeated form field, JSON) threw a
 * TypeError out of validation, an HTTP 500, instead of failing it.
 */
export const trimText = (value: unknown) => (typeof value === "string" ? value.trim() : value);

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

/** A search box's text: trimmed, at most `max` characters, or none. */
export const searchText = (field: FieldName, max = 100) =>
  yup.string().typeError(format(field)).transform(trimText).max(max, format(field)).optional();

/** A required reason a member or staff member writes (trimmed, at most `max` characters). */
export const reasonText = (field: FieldName, max: number) =>
  yup
    .string()
    .typeError(format(field))
    .transform(trimText)
    .max(max, { key: "errors.tooLong", values: { field, max } })
    .required(required(field));

/** One of a fixed list of words (an action, a filter's choice), required. */
export const oneOfWords = <T extends string>(field: FieldName, words: readonly T[]) =>
  yup
    .string()
    .typeError(format(field))
    .oneOf([...words], format(field))
    .required(required(field));

/** A filter's choice: one of `values`, or none (an empty field is none). */
export const optionalChoice = (field: FieldName, values: readonly number[]) =>
  yup
    .number()
    .transform(blankToUndefined)
    .typeError(format(field))
    .oneOf([...values], format(field))
    .optional();
