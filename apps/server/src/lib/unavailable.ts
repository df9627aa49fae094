/**
 * Whether an error means a service the server depends on (PostgreSQL, Redis) cannot be reached
 * for now, as while it restarts: such a call is answered 503 with a Retry-After (the caller may
 * try again shortly), not 500 (something is wrong with the server or the call).
 */

/** Socket errors of a connection that could not be made or was cut. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * PostgreSQL's SQLSTATEs for the same: class 08 (connection exception), 57P01-57P03 (the server
 * is shutting down or starting up, or the session was ended by an administrator), 53300 (too
 * many connections).
 */
const POSTGRES_CODES = /^(08[0-9A-Z]{3}|57P0[1-3]|53300)$/;

/** node-postgres and ioredis say it in words only. */
const MESSAGES =
  /^(Connection terminated|Connection terminated unexpectedly|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable|Connection is closed\.?|Reached the max retries per request limit)/;

export function isUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 5) return false;
  const { code, message, name, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    name?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === "string" && (NETWORK_CODES.has(code) || POSTGRES_CODES.test(code))) return true;
  if (name === "MaxRetriesPerRequestError") return true;
  if (typeof message === "string" && MESSAGES.test(message)) return true;
  // Drizzle wraps the driver's error as its cause; a refused connect to several addresses is an
  // AggregateError of one error each.
  if (Array.isArray(errors) && errors.some((e) => isUnavailable(e, depth + 1))) return true;
  return isUnavailable(cause, depth + 1);
}
