/**
 * Whether a day can be booked: the one rule the item calendar shows and checkout (page, quote,
 * prepare) enforces, so a shopper is never charged for a day the calendar greys out. A rental range
 * can be booked only when every day of it can (as the calendar's range picker refuses a range
 * crossing a disabled day, calendarRange.ts).
 */
import { addDays, BOOKING_DAYS_AHEAD, daysBetween, weekdayOf } from './dateKeys';
import type { DisableReason } from './types';

/** What decides a day besides its free units: the booking window and the business's open days. */
export type BookingDays = {
  today: string;
  /** The furthest day a rental may start or end: today + BOOKING_DAYS_AHEAD. */
  last: string;
  soldOut: boolean;
  openWeekdays: ReadonlySet<number>;
  closedDates: ReadonlySet<string>;
};

/** The business's side of the rule: the weekdays of its opening hours (0 = Sunday) and its listed closed dates. */
export type BusinessDays = { openingHours: readonly { weekday: number }[]; closedDates: readonly string[] };

export function bookingDaysOf(today: string, business: BusinessDays, soldOut: boolean): BookingDays {
  return {
    today,
    last: addDays(today, BOOKING_DAYS_AHEAD),
    soldOut,
    openWeekdays: new Set(business.openingHours.map((h) => h.weekday)),
    closedDates: new Set(business.closedDates),
  };
}

/** Why a day cannot be booked, in the order a shopper would want to hear it; null when it can. */
export function disableReasonOf(date: string, days: BookingDays, free: number): DisableReason | null {
  if (date < days.today) return 'PAST';
  if (date > days.last) return 'BEYOND_WINDOW';
  if (days.soldOut) return 'SOLD_OUT';
  if (!days.openWeekdays.has(weekdayOf(date)) || days.closedDates.has(date)) return 'CLOSED';
  if (free <= 0) return 'FULL';
  return null;
}

/**
 * The first day of [start, end] (both included) that cannot be booked and why, leaving the units
 * aside (`free` applies to every day: pass the units free over the whole range); null when every
 * day can. A range that starts in the past or ends beyond the window says so on its first such day.
 */
export function firstUnbookableDay(
  start: string,
  end: string,
  days: BookingDays,
  free: number
): { date: string; reason: DisableReason } | null {
  for (let i = 0; i <= daysBetween(start, end); i += 1) {
    const date = addDays(start, i);
    const reason = disableReasonOf(date, days, free);
    if (reason) return { date, reason };
  }
  return null;
}
