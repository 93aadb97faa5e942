/**
 * Calendar days for order rules. Dates are plain `YYYY-MM-DD` strings in the Asia/Seoul calendar
 * (a rental starts on a day, not at an instant), so day arithmetic never depends on the server's
 * time zone. Nothing here reads the clock: callers pass today, which keeps every rule testable.
 */

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;
const msPerDay = 86_400_000;
/** Korea has had no daylight saving time since 1988, so Seoul is always UTC+9. */
const seoulOffsetMs = 9 * 3_600_000;

/**
 * The day number (days since 1970-01-01) of a real calendar date, or null for anything else:
 * a wrong shape, a month 13 or a 30 February are input errors, not dates to be rolled over.
 */
export function dayNumber(date: string): number | null {
  const match = isoDate.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return null;
  return Math.round(ms / msPerDay);
}

/** Whole calendar days from `from` to `to` (positive when `to` is later), or null if either is not a date. */
export function daysBetween(from: string, to: string): number | null {
  const a = dayNumber(from);
  const b = dayNumber(to);
  return a === null || b === null ? null : b - a;
}

/** The Asia/Seoul calendar date of an instant, for the caller that needs `today` from its clock. */
export function seoulDate(instant: Date): string {
  return new Date(instant.getTime() + seoulOffsetMs).toISOString().slice(0, 10);
}
