/**
 * The pure side of the shopping date picker (RentalRangePicker): which days it offers and what a tap
 * does. It knows no item, so a day is only the booking window's (lib/calendar/bookingRules.ts: not
 * past, not beyond today + BOOKING_DAYS_AHEAD); a range is at most MAX_RANGE_DAYS long. The tap rule
 * itself is the item calendar's (lib/calendar/calendarRange.ts pickDate / rangeFlags).
 */
import { pickDate, rangeFlags, type PickOutcome } from '@/lib/calendar/calendarRange';
import { addDays, BOOKING_DAYS_AHEAD, monthDates, monthOf, monthsUntil, addMonths } from '@/lib/calendar/dateKeys';
import type { AvailabilityDay, CalendarDate, DateRange } from '@/lib/calendar/types';

import { MAX_RANGE_DAYS, type RentalRange } from '@/lib/rentalRange/rentalRange';

/** A chosen range: Seoul dates, both ends included. */
export type PickedRange = RentalRange;

export type PickerOutcome = PickOutcome | 'RESTART_TOO_LONG';

/** Every day of the window, from the first of today's month to the last bookable day's month. */
export function windowDays(today: string): Record<string, AvailabilityDay> {
  const last = addDays(today, BOOKING_DAYS_AHEAD);
  const days: Record<string, AvailabilityDay> = {};
  const first = monthOf(today);
  for (let i = 0; i < monthsUntil(first, last); i += 1) {
    for (const date of monthDates(addMonths(first, i))) {
      const reason = date < today ? 'PAST' : date > last ? 'BEYOND_WINDOW' : null;
      days[date] = { date, isDisable: reason !== null, freeUnits: 0, disableReason: reason };
    }
  }
  return days;
}

/** The last end a chosen start allows: MAX_RANGE_DAYS days in all, and never past the window. */
export function lastEndFor(start: string, today: string): string {
  const cap = addDays(start, MAX_RANGE_DAYS - 1);
  const last = addDays(today, BOOKING_DAYS_AHEAD);
  return cap < last ? cap : last;
}

/**
 * The next draft after a tap: the item calendar's rule, plus the length cap — an end past it starts
 * the range over from that day (as a tap across a disabled day does).
 */
export function pickRangeDay(
  draft: DateRange,
  date: string,
  today: string
): { range: DateRange; outcome: PickerOutcome } {
  const days = windowDays(today);
  if (draft.startDate && !draft.endDate && date > lastEndFor(draft.startDate, today) && !days[date]?.isDisable) {
    return { range: { startDate: date, endDate: null }, outcome: 'RESTART_TOO_LONG' };
  }
  return pickDate(draft, date, days);
}

/** The months the sheet shows, each day with the selection flags of the draft. */
export function pickerMonths(draft: DateRange, today: string): { yearMonth: string; dates: CalendarDate[] }[] {
  const days = Object.values(windowDays(today));
  const limit = draft.startDate && !draft.endDate ? lastEndFor(draft.startDate, today) : null;
  const months = new Map<string, CalendarDate[]>();
  for (const day of days) {
    const list = months.get(monthOf(day.date)) ?? [];
    list.push({ ...day, ...rangeFlags(day, draft, limit) });
    months.set(monthOf(day.date), list);
  }
  return [...months.entries()].map(([yearMonth, dates]) => ({ yearMonth, dates }));
}

export const toDraft = (range: PickedRange | null): DateRange => ({
  startDate: range?.start ?? null,
  endDate: range?.end ?? null,
});

export const fromDraft = (draft: DateRange): PickedRange | null =>
  draft.startDate && draft.endDate ? { start: draft.startDate, end: draft.endDate } : null;
