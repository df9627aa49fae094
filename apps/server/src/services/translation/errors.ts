/** The two ways a translation fails, and the outbound-call helpers the providers share. */

/** The provider cannot serve this language pair (or this text). */
export class UnsupportedTranslationError extends Error {
  override name = "UnsupportedTranslationError";
}

/** The provider was asked and failed: unreachable, too slow, refused, or answered nonsense. */
export class TranslationFailedError extends Error {
  override name = "TranslationFailedError";
}

/** The signal of one outbound call: the provider's time limit, and the caller's own if any. */
export function deadline(timeoutMs: number, signal?: AbortSignal): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs);
  return signal ? AbortSignal.any([timeout, signal]) : timeout;
}

/** An outbound call that failed before any answer, as a TranslationFailedError. */
export function unreachable(provider: string, error: unknown, timeoutMs: number): TranslationFailedError {
  const timedOut = error instanceof DOMException && error.name === "TimeoutError";
  const reason = timedOut
    ? `no answer within ${timeoutMs} ms`
    : error instanceof Error
      ? error.message
      : String(error);
  return new TranslationFailedError(`${provider}: ${reason}`, { cause: error });
}
