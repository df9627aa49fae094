/** Validation schemas of the Web Push calls (apart from push.ts so that screens reach the shapes without yup). */
import * as yup from "yup";
import type { MessageRef } from "./messages.ts";
import { PUSH_AUTH_LENGTH, PUSH_ENDPOINT_MAX, PUSH_P256DH_LENGTH } from "./push.ts";
import { trimText } from "./schema-parts.ts";

// The browser fills these in, never the member: one label, "settings", is enough for an error.
const format: MessageRef = { key: "errors.format", values: { field: "settings" } };
const required: MessageRef = { key: "errors.required", values: { field: "settings" } };
const BASE64URL = /^[A-Za-z0-9_-]+$/;

const endpoint = yup
  .string()
  .typeError(format)
  .transform(trimText)
  .required(required)
  .max(PUSH_ENDPOINT_MAX, format)
  // Which hosts are accepted is the server's to say: PUSH_SERVICE_HOSTS, and a test's local service.
  .matches(/^https?:\/\/[^\s]+$/, format);

/** /member/push/subscribe: the fields of the browser's PushSubscription. */
export const pushSubscribePayloadSchema = yup.object({
  endpoint,
  p256dh: yup
    .string()
    .typeError(format)
    .transform(trimText)
    .required(required)
    .length(PUSH_P256DH_LENGTH, format)
    .matches(BASE64URL, format),
  auth: yup
    .string()
    .typeError(format)
    .transform(trimText)
    .required(required)
    .length(PUSH_AUTH_LENGTH, format)
    .matches(BASE64URL, format),
});

/** /member/push/unsubscribe. */
export const pushUnsubscribePayloadSchema = yup.object({ endpoint });
