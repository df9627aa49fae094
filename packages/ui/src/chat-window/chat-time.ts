/** Day separators and clock times of a conversation, in the reader's language and time zone. */

function startOfDay(ms: number): number {
  const date = new Date(ms);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** A key shared by every moment of the same local day. */
export function dayKey(ms: number): number {
  return startOfDay(ms);
}

/** "today", "yesterday", or the date itself (with the year when it is not this year's). */
export function dayLabel(
  ms: number,
  now: number,
  locale: string | undefined,
): { key: "today" | "yesterday" } | { text: string } {
  const day = startOfDay(ms);
  const today = startOfDay(now);
  if (day === today) return { key: "today" };
  if (day === startOfDay(today - 1)) return { key: "yesterday" };
  const sameYear = new Date(ms).getFullYear() === new Date(now).getFullYear();
  return {
    text: new Date(ms).toLocaleDateString(locale, {
      month: "long",
      day: "numeric",
      ...(sameYear ? {} : { year: "numeric" }),
    }),
  };
}

/** "14:05" (or the locale's own form). */
export function clockTime(ms: number, locale: string | undefined): string {
  return new Date(ms).toLocaleTimeString(locale, { hour: "2-digit", minute: "2-digit" });
}
