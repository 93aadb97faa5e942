/**
 * Calendar dates as `YYYY-MM-DD` keys (rental days are Asia/Seoul dates; lib/dates.ts turns an
 * instant into one). A key is a date, not an instant, so the arithmetic here is done on UTC
 * midnights and never meets a time zone: the same on a server in UTC and a phone in Seoul.
 */

/** The furthest day a rental may start or end: today + 90 days (issue 4: at most 90 days ahead). */
export const BOOKING_DAYS_AHEAD = 90;

export const WEEKDAY_NAMES = ['일', '월', '화', '수', '목', '금', '토'] as const;

const DAY_MS = 86_400_000;
const KEY = /^(\d{4})-(\d{2})-(\d{2})$/;
const YEAR_MONTH = /^(\d{4})-(\d{2})$/;

const pad = (n: number) => String(n).padStart(2, '0');

function toUtc(key: string): number {
  const match = KEY.exec(key);
  if (!match) throw new Error(`not a date key: ${key}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

function fromUtc(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** A real calendar date in `YYYY-MM-DD` form (2026-02-30 is not). */
export function isDateKey(value: string): boolean {
  return KEY.test(value) && fromUtc(toUtc(value)) === value;
}

/** A `YYYY-MM` month with a month between 01 and 12. */
export function isYearMonth(value: string): boolean {
  const match = YEAR_MONTH.exec(value);
  return match !== null && Number(match[2]) >= 1 && Number(match[2]) <= 12;
}

export function addDays(key: string, days: number): string {
  return fromUtc(toUtc(key) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
}

/** 0 = Sunday … 6 = Saturday, as businesses.openingHours counts weekdays. */
export function weekdayOf(key: string): number {
  return new Date(toUtc(key)).getUTCDay();
}

export function monthOf(key: string): string {
  return key.slice(0, 7);
}

export function addMonths(yearMonth: string, months: number): string {
  const [year, month] = yearMonth.split('-').map(Number);
  const d = new Date(Date.UTC(year, month - 1 + months, 1));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`;
}

/** Every date key of a `YYYY-MM` month, in order. */
export function monthDates(yearMonth: string): string[] {
  const first = `${yearMonth}-01`;
  const days = daysBetween(first, `${addMonths(yearMonth, 1)}-01`);
  return Array.from({ length: days }, (_, i) => addDays(first, i));
}

/** How many months from `fromMonth` it takes to reach `lastDay` (at least one). */
export function monthsUntil(fromMonth: string, lastDay: string): number {
  const [y1, m1] = fromMonth.split('-').map(Number);
  const [y2, m2] = monthOf(lastDay).split('-').map(Number);
  return Math.max(1, (y2 - y1) * 12 + (m2 - m1) + 1);
}

/** `11.24(월)`: how the rental bar and the order sheet show a day. */
export function formatShortDay(key: string): string {
  const [, month, day] = key.split('-').map(Number);
  return `${month}.${day}(${WEEKDAY_NAMES[weekdayOf(key)]})`;
}

/** `2026년 11월` for a `YYYY-MM` month heading. */
export function formatYearMonthKey(yearMonth: string): string {
  const [year, month] = yearMonth.split('-').map(Number);
  return `${year}년 ${month}월`;
}
