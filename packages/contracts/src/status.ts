/**
 * Answer codes of the wire contract (spec §7, §8). Every answer is `{ status, msg?, data? }`.
 * A call's own negative codes (-1, -2, -3) mean different things per call; they are named per
 * call in `calls.ts` answers. The codes below are the shared ones.
 */
export const Status = {
  ok: 200,
  /** Generic failure; also the session-invalid answer (told apart by its msg). */
  failed: 0,
  /** Under review (register/login answer -3, spec §4). */
  underReview: -3,
  /** Payload failed validation. `data` is `{ field, key }`. */
  invalid: 400,
  /** The member lacks a permission flag (spec §6). */
  noPermission: 403,
  notFound: 404,
  tooLarge: 413,
  unsupportedMedia: 415,
  tooManyRequests: 429,
  serverError: 500,
  /** The database (or another service the call needs) is unreachable for now: try again shortly. */
  unavailable: 503,
  /** Pay answer: the provider wants a full-page frame (spec §8). */
  payFrame: 10011,
} as const;
export type StatusCode = (typeof Status)[keyof typeof Status] | -1 | -2;

/** The spec's session-invalid msg ('please enter user name'): the client forces a re-login on it. */
export const SESSION_INVALID_MSG = "请输入用户名";

export interface Answer<T = unknown> {
  status: number;
  /** English text, for callers that show it as is. */
  msg?: string;
  /** The message key of `msg` (an `errors.*` or `answers.*` key) and its values: clients translate it. */
  key?: string;
  values?: Record<string, string | number>;
  data?: T;
}

/** `data` of an `invalid` answer: which field broke which rule (an `errors.*` message key). */
export interface InvalidData {
  field: string;
  key: string;
}

export function isSessionInvalid(answer: Answer): boolean {
  return answer.msg === SESSION_INVALID_MSG;
}
