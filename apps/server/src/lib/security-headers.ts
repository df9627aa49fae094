/**
 * Helmet's security headers, computed once at start and set on every answer. (@fastify/helmet
 * rebuilds helmet and re-parses the CSP on every request: a few percent of a busy list call.)
 */
import helmet from "helmet";

type HelmetOptions = Parameters<typeof helmet>[0];

export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
    getHeader(name: string) {
      return headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as never, res as never, () => {});
  return headers;
}
