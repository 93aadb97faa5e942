/**
 * Fixed dates for seed content. Content dates never come from the clock, so two runs agree and the
 * catalogue looks the same whenever it is seeded. All times are Asia/Seoul (UTC+9, no DST).
 */

/** The day the catalogue "is" published: 2026-11-01 00:00 KST. */
export const REFERENCE_DATE = kst(2026, 11, 1);

/** A KST wall-clock time as a Date. */
export function kst(year: number, month: number, day: number, hour = 0, minute = 0): Date {
  return new Date(Date.UTC(year, month - 1, day, hour - 9, minute));
}

/** A moment between two dates, chosen by a [0, 1) fraction and snapped to the minute. */
export function between(from: Date, to: Date, fraction: number): Date {
  const ms = from.getTime() + (to.getTime() - from.getTime()) * fraction;
  return new Date(Math.floor(ms / 60_000) * 60_000);
}

/** Daytime version of a moment: shops and reviewers act between 09:00 and 22:59 KST. */
export function atDaytime(date: Date, hourFraction: number): Date {
  const kstMs = date.getTime() + 9 * 3_600_000;
  const day = Math.floor(kstMs / 86_400_000) * 86_400_000;
  const minutes = 9 * 60 + Math.floor(hourFraction * 14 * 60);
  return new Date(day + minutes * 60_000 - 9 * 3_600_000);
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}

/** YYYY-MM-DD in KST. */
export function ymd(date: Date): string {
  return new Date(date.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
}
