/**
 * Security events (issue 51): failed sign-ins, refused staff calls and staff reads of a member's
 * file, each one structured log line (`event: "security"`) with its kind, the account, the address
 * and the reason, never a password; and every refused call counted by reason in /metrics. The wire
 * answers refusals with HTTP 200 (ARCHITECTURE.md), so without these neither the access log nor the
 * request counter shows someone probing.
 */
import type { FastifyRequest } from "fastify";
import type { RefusalReason } from "./metrics.ts";

/**
 * What happened: a sign-in, a password checked for a change, a console call, a member's file read,
 * a staff member's second-factor code.
 */
export type SecurityKind = "sign_in" | "password_check" | "staff_call" | "member_file_read" | "second_factor";

export interface SecurityEvent {
  kind: SecurityKind;
  /** Set when the call was refused: counted in /metrics as well. */
  reason?: RefusalReason;
  /** The account as it was typed (sign-in) or the signed-in account's name. */
  account?: string;
  /** The signed-in account, when there is one. */
  userId?: number;
  /** The member whose file was read. */
  targetId?: number;
}

/** Long enough for any username or address; a typed account is the client's text, so it is bounded. */
const ACCOUNT_CHARS = 100;

/** Counts a refused call in /metrics (`site_refusals_total{reason}`), without a log line. */
export function countRefusal(req: FastifyRequest, reason: RefusalReason): void {
  req.server.ctx.metrics.refusals.inc({ reason });
}

/** Writes a security event (warn when refused, info otherwise) and counts a refusal. */
export function securityEvent(req: FastifyRequest, event: SecurityEvent): void {
  if (event.reason) countRefusal(req, event.reason);
  const line = {
    event: "security",
    kind: event.kind,
    ...(event.reason ? { reason: event.reason } : {}),
    ...(event.account !== undefined ? { account: event.account.slice(0, ACCOUNT_CHARS) } : {}),
    ...(event.userId !== undefined ? { userId: event.userId } : {}),
    ...(event.targetId !== undefined ? { targetId: event.targetId } : {}),
    ip: req.ip,
    call: req.routeOptions.url ?? req.url.split("?")[0],
  };
  if (event.reason) req.log.warn(line, `security: ${event.kind} refused (${event.reason})`);
  else req.log.info(line, `security: ${event.kind}`);
}
