/** Day separators and clock times of a conversation, in the reader's language and time zone. */
import { formatDate } from "@site/i18n";

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
  lang: string,
): { key: "today" | "yesterday" } | { text: string } {
  const day = startOfDay(ms);
  const today = startOfDay(now);
  if (day === today) return { key: "today" };
  if (day === startOfDay(today - 1)) return { key: "yesterday" };
  const sameYear = new Date(ms).getFullYear() === new Date(now).getFullYear();
  return { text: formatDate(ms, lang, sameYear ? "dayMonth" : "day") };
}

/** "14:05", in the reader's language. */
export function clockTime(ms: number, lang: string): string {
  return formatDate(ms, lang, "time");
}
