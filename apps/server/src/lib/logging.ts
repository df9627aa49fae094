/**
 * Logger options: no log line may hold a password, token, reset code or card field. Request URLs
 * are logged with secret query values masked (article reads and the socket carry `token` there).
 */
import { randomUUID } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import type { LoggerOptions } from "pino";

/** What a request id from a proxy may look like: short, and nothing a log reader would trip on. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/**
 * One id per request on every log line and in the answer's x-request-id; a proxy's id is kept when
 * it looks like one, so a request can be followed from the balancer's log to ours.
 */
export function requestIdOf(headers: IncomingHttpHeaders): string {
  const given = headers["x-request-id"];
  return typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
}

const SECRET_FIELDS = [
  "password",
  "repassword",
  "oldpassword",
  "newpassword",
  "token",
  "code",
  "authorization",
  "cookie",
  "card_number",
  "cardnumber",
  "cvv",
  "exp_year",
  "exp_month",
  "secret",
];

const SECRET_QUERY = /([?&](?:token|code|secret)=)[^&#]*/gi;

export function maskUrl(url: string): string {
  return url.replace(SECRET_QUERY, "$1[redacted]");
}

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: {
      paths: [
        ...SECRET_FIELDS,
        ...SECRET_FIELDS.map((f) => `*.${f}`),
        ...SECRET_FIELDS.map((f) => `*.*.${f}`),
        'req.headers["x-admin-secret"]',
      ],
      censor: "[redacted]",
    },
    serializers: {
      req(req: { method: string; url: string; ip?: string; hostname?: string }) {
        return { method: req.method, url: maskUrl(req.url), remoteAddress: req.ip };
      },
    },
  };
}
