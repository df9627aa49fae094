import { MIN_AGE } from "./limits.ts";

const DAY_MS = 86_400_000;

/**
 * A birthday travels as epoch milliseconds of a calendar day's midnight, in whatever time zone
 * the browser sits. Rounding to the nearest UTC midnight recovers the calendar day for every
 * zone from UTC-11 to UTC+11 (a local midnight is at most 11 hours from the UTC one).
 */
export function birthdayToDate(ms: number): { year: number; month: number; day: number } {
  const d = new Date(Math.round(ms / DAY_MS) * DAY_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** Epoch ms of a calendar day at UTC midnight: what the forms send as `birthday`. */
export function dateToBirthday(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day);
}

/** Full years between the birthday and `now` (a UTC calendar comparison). */
export function ageOn(birthdayMs: number, now: Date = new Date()): number {
  const b = birthdayToDate(birthdayMs);
  let age = now.getUTCFullYear() - b.year;
  const m = now.getUTCMonth() + 1;
  if (m < b.month || (m === b.month && now.getUTCDate() < b.day)) age -= 1;
  return age;
}

export function isAdult(birthdayMs: number, now: Date = new Date()): boolean {
  return ageOn(birthdayMs, now) >= MIN_AGE;
}

/** Days in a month (1-12), leap years included: the web day list adapts to it. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Age as the spec shows it: current year minus birth year. */
export function displayAge(birthdayMs: number, now: Date = new Date()): number {
  return now.getUTCFullYear() - birthdayToDate(birthdayMs).year;
}
