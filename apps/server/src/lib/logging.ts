/**
 * Logger options: no log line may hold a password, token, reset code or card field. Request URLs
 * are logged with secret query values masked (article reads and the socket carry `token` there,
 * the unsubscribe link `t`).
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

/**
 * Query parameters whose value is a secret, by name (any case, percent-encoded or not): the socket's
 * and article reads' `token`, the unsubscribe link's `t`, mailed `code`s, and the names callbacks
 * and signed links use for keys and signatures.
 */
const SECRET_PARAMS = new Set([
  "t",
  "token",
  "access_token",
  "refresh_token",
  "id_token",
  "code",
  "secret",
  "key",
  "api_key",
  "apikey",
  "signature",
  "sig",
  "sign",
  "password",
  "pass",
  "auth",
]);
/** What a secret is written as, in a URL and in a line's fields. */
const CENSOR = "[redacted]";

function isSecretParam(name: string): boolean {
  let plain = name;
  try {
    plain = decodeURIComponent(name.replace(/\+/g, " "));
  } catch {
    // not valid percent-encoding: compared as it was sent
  }
  // `token[]=` is PHP's spelling of a list; the name is what counts.
  return SECRET_PARAMS.has(plain.trim().toLowerCase().replace(/\[\]$/, ""));
}

/** The URL with the value of every secret query parameter replaced by the censor. */
export function maskUrl(url: string): string {
  const start = url.indexOf("?");
  if (start < 0) return url;
  const end = url.indexOf("#", start);
  const query = url.slice(start + 1, end < 0 ? undefined : end);
  const masked = query
    .split(/([&;])/)
    .map((pair) => {
      const eq = pair.indexOf("=");
      return eq > 0 && isSecretParam(pair.slice(0, eq)) ? `${pair.slice(0, eq + 1)}${CENSOR}` : pair;
    })
    .join("");
  return `${url.slice(0, start + 1)}${masked}${end < 0 ? "" : url.slice(end)}`;
}

/** How deep in a logged object a secret field is looked for: `f`, `*.f` and `*.*.f`. */
const SECRET_DEPTH = 3;
const SECRETS = new Set(SECRET_FIELDS);
const NOTHING: ReadonlySet<string> = new Set();
/**
 * A line's keys whose serializers write named fields only (the request's method, masked URL and
 * address; the answer's status): not walked, and a request object is large.
 */
const SERIALIZED = new Set(["req", "res"]);

/**
 * `value` with every secret field down to `depth` levels replaced by the censor, as a copy: the
 * caller's object is left as it was, and branches without a secret are shared, not copied. An
 * object keeps its prototype (an error stays an error, with its message and stack).
 */
function censored(value: unknown, depth: number, keep: ReadonlySet<string> = NOTHING): unknown {
  if (depth === 0 || value === null || typeof value !== "object") return value;
  // Bytes hold no field names: a buffer's keys are its indexes, not worth a walk.
  if (ArrayBuffer.isView(value)) return value;
  if (Array.isArray(value)) {
    let changed = false;
    const items = value.map((item) => {
      const next = censored(item, depth - 1);
      changed ||= next !== item;
      return next;
    });
    return changed ? items : value;
  }
  let copy: Record<string, unknown> | undefined;
  const source = value as Record<string, unknown>;
  for (const key of Object.keys(source)) {
    const inner = source[key];
    if (keep.has(key)) continue;
    const next = SECRETS.has(key) ? CENSOR : censored(inner, depth - 1);
    if (next === inner) continue;
    if (!copy) {
      // Every own property, enumerable or not (an error's message and cause are not).
      copy = Object.create(
        Object.getPrototypeOf(source) as object | null,
        Object.getOwnPropertyDescriptors(source),
      ) as Record<string, unknown>;
      // V8's stack is an accessor that reads the error it was made for, not a copy: its text.
      if (source instanceof Error)
        Object.defineProperty(copy, "stack", { value: source.stack, writable: true, configurable: true });
    }
    Object.defineProperty(copy, key, { value: next, enumerable: true, writable: true, configurable: true });
  }
  return copy ?? value;
}

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    // Secrets are taken out of each line's object as it is written, not with pino's `redact`: its
    // paths starting with a wildcard ran on every child logger's bindings and on every key of every
    // line, parsing each path each time. bench/logging.ts, per request: at warn (the request's logger
    // alone) 11.2 µs against bare pino's 0.8, now 0.5 against 0.6; at info (with Fastify's two
    // lines) 71.1 against 6.8, now 9.2 against 4.1. Children's bindings (the request id) hold no secret.
    formatters: {
      log: (object) => censored(object, SECRET_DEPTH, SERIALIZED) as Record<string, unknown>,
    },
    serializers: {
      req(req: { method: string; url: string; ip?: string; hostname?: string }) {
        return { method: req.method, url: maskUrl(req.url), remoteAddress: req.ip };
      },
    },
  };
}
