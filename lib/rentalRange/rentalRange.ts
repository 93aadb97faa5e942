/**
 * A rental range as a shopper chooses it on search, the categories, the model's comparison, a
 * business's item list and the map (issue 31 §1): a start and an end Seoul date, both included, as
 * the item calendar and checkout count them (lib/calendar/bookingRules.ts). Pure and browser-safe:
 * the URL's `?start=…&end=…` is read here on the server and in the browser alike.
 */
import { addDays, BOOKING_DAYS_AHEAD, daysBetween, isDateKey, WEEKDAY_NAMES, weekdayOf } from '@/lib/calendar/dateKeys';

export type RentalRange = { start: string; end: string };

/** The longest range a shopper may ask about, as one order may book (server/domain/checkout/checkoutInput.ts MAX_RENTAL_DAYS). */
export const MAX_RANGE_DAYS = 60;

export type RangeParse = { range: RentalRange } | { error: string; code: 'INVALID_INPUT' };

/** Rental days of the range, both ends included (a single day is 1). */
export function rangeDays(range: RentalRange): number {
  return daysBetween(range.start, range.end) + 1;
}

const invalid = (error: string): RangeParse => ({ error, code: 'INVALID_INPUT' });

/**
 * The range a URL or an API caller asks about, checked as the calendar would let a shopper pick it:
 * real dates, in order, at most MAX_RANGE_DAYS, not starting in the past and not ending beyond the
 * booking window. Null when neither date is given (an undated search).
 */
export function parseRentalRange(start: unknown, end: unknown, today: string): RangeParse | null {
  const given = (v: unknown) => v !== undefined && v !== null && v !== '';
  if (!given(start) && !given(end)) return null;
  if (typeof start !== 'string' || typeof end !== 'string' || !isDateKey(start) || !isDateKey(end))
    return invalid('대여일과 반납일을 모두 올바르게 골라 주세요.');
  if (end < start) return invalid('반납일이 대여일보다 빨라요. 날짜를 다시 골라 주세요.');
  if (daysBetween(start, end) + 1 > MAX_RANGE_DAYS) return invalid(`한 번에 ${MAX_RANGE_DAYS}일까지 빌릴 수 있어요.`);
  if (start < today) return invalid('지난 날짜는 고를 수 없어요. 날짜를 다시 골라 주세요.');
  if (end > addDays(today, BOOKING_DAYS_AHEAD))
    return invalid(`예약은 ${formatDay(addDays(today, BOOKING_DAYS_AHEAD))}까지만 할 수 있어요.`);
  return { range: { start, end } };
}

/** The same range moved by `days` (negative = earlier): the nearest ranges offered when nothing is free. */
export function shiftRange(range: RentalRange, days: number): RentalRange {
  return { start: addDays(range.start, days), end: addDays(range.end, days) };
}

/** The query parameters a link carries the range in (`?start=2026-12-24&end=2026-12-27`). */
export function rangeQuery(range: RentalRange): { start: string; end: string } {
  return { start: range.start, end: range.end };
}

/** `12월 24일(목)`. */
function formatDay(key: string): string {
  const [, month, day] = key.split('-').map(Number);
  return `${month}월 ${day}일(${WEEKDAY_NAMES[weekdayOf(key)]})`;
}

/** `12월 24일(목) – 12월 27일(일) · 4일`, a single day as `12월 24일(목) · 1일`: how a dated list states its range. */
export function rangeLabel(range: RentalRange): string {
  const days = `${rangeDays(range)}일`;
  if (range.start === range.end) return `${formatDay(range.start)} · ${days}`;
  return `${formatDay(range.start)} – ${formatDay(range.end)} · ${days}`;
}

/** A card says 남은 수량 N대 when this few units (or fewer) are free for the whole range. */
export const FEW_UNITS_LEFT = 2;
