/**
 * The site's calendar dates, in one form per kind, in the reader's language. A walk of both
 * variants found English dates written four ways ("11/29/2027", "11/28", "29 Nov 2026",
 * "25 November 2026"); each screen now asks for a kind of date, and the forms live here:
 *   day       28 Nov 2026 · 2026年11月28日 (a date with its year)
 *   dayMonth  28 Nov · 11月28日 (within the current year: lists, chat days)
 *   dayTime   28 Nov 2026, 14:05 · 2026年11月28日 14:05 (a moment)
 *   dayTimeSeconds  28 Nov 2026, 14:05:09 (a moment to the second: the staff's audit trail)
 *   time      14:05 (a moment within a day already shown: a chat message)
 * English is written as in Britain (day, short month, year: never ambiguous); Chinese in its own
 * calendar form. Formatters are built once per language, form and time zone: building one costs
 * far more than using it, and lists format a date per row.
 */
import { intlLocale } from "./index.ts";

export type DateForm = "day" | "dayMonth" | "dayTime" | "dayTimeSeconds" | "time";

const FORMS: Record<DateForm, Intl.DateTimeFormatOptions> = {
  day: { day: "numeric", month: "short", year: "numeric" },
  dayMonth: { day: "numeric", month: "short" },
  dayTime: {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  },
  dayTimeSeconds: {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  },
  time: { hour: "2-digit", minute: "2-digit", hourCycle: "h23" },
};

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * `value` (epoch ms or a Date) as `form` in `lang` (a site language; others read as English).
 * `timeZone: "UTC"` for a calendar day stored without a time (a birthday, a day's group).
 */
export function formatDate(
  value: number | Date,
  lang: string,
  form: DateForm,
  options: { timeZone?: "UTC" } = {},
): string {
  const locale = intlLocale(lang);
  const key = `${locale} ${form} ${options.timeZone ?? ""}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...FORMS[form], timeZone: options.timeZone });
    formatters.set(key, formatter);
  }
  return formatter.format(value);
}
