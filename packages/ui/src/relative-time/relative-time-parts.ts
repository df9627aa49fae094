const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type RelativeTimeParts =
  | { key: "justNow"; values: Record<string, never> }
  | { key: "seconds" | "minutes" | "hours"; values: { count: number } }
  | { key: "monthDay"; values: { month: number; day: number } }
  | { key: "yearMonthDay"; values: { year: number; month: number; day: number } };

/**
 * Spec §4 "Relative times": just now under 1 s, then seconds, minutes, hours under 24 h, then
 * month and day, with the year when it differs from now's. Calendar parts are in local time.
 * A time in the future (a clock a little ahead) reads as just now.
 */
export function relativeTimeParts(value: number, now: number): RelativeTimeParts {
  const elapsed = now - value;
  if (elapsed < SECOND) return { key: "justNow", values: {} };
  if (elapsed < MINUTE) return { key: "seconds", values: { count: Math.floor(elapsed / SECOND) } };
  if (elapsed < HOUR) return { key: "minutes", values: { count: Math.floor(elapsed / MINUTE) } };
  if (elapsed < DAY) return { key: "hours", values: { count: Math.floor(elapsed / HOUR) } };
  const date = new Date(value);
  const month = date.getMonth() + 1;
  const day = date.getDate();
  const year = date.getFullYear();
  if (year === new Date(now).getFullYear()) return { key: "monthDay", values: { month, day } };
  return { key: "yearMonthDay", values: { year, month, day } };
}
