/** Validation schemas of the privacy calls (privacy.ts holds their paths, answers and constants). */
import * as yup from "yup";
import { recordId } from "./schema-parts.ts";
import { existingPasswordField } from "./schemas.ts";

export const endSessionPayloadSchema = yup.object({ id: recordId("id") });
export const deleteAccountPayloadSchema = yup.object({ password: existingPasswordField("password") });
export type DeleteAccountPayload = yup.InferType<typeof deleteAccountPayloadSchema>;
/** The mailed link's one-time code (GET); the member's own download sends only the token. */
export const downloadPayloadSchema = yup.object({
  code: yup
    .string()
    .typeError({ key: "errors.format", values: { field: "code" } })
    .optional(),
});
