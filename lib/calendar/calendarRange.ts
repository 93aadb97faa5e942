/**
 * docs/product.md §4 Calendar range, as pure functions the calendar slice and its month selector apply:
 * - choosing a start and an end date highlights the days between;
 * - the start has only a right edge and the end only a left edge;
 * - a single-day range has no highlight;
 * - disabled days are never highlighted;
 * - deselect clears the selection.
 * And the booking rule the service enforces: a range may not cross a disabled day (a unit must be
 * free and the business open on every day of the rental), so such an end is refused.
 */
import { addDays, daysBetween } from './dateKeys';
import type { AvailabilityDay, CalendarDate, DateRange } from './types';

export const EMPTY_RANGE: DateRange = { startDate: null, endDate: null };

/** What a tap did, so the screen can say why nothing (or something else) happened. */
export type PickOutcome = 'START' | 'END' | 'SINGLE_DAY' | 'RESTART_CROSSES_DISABLED' | 'IGNORED_DISABLED';

type DayMap = Readonly<Record<string, AvailabilityDay>>;

const isBlocked = (dates: DayMap, key: string) => !dates[key] || dates[key].isDisable;

/** The first disabled (or unknown) day after `start`, within the known days; null when none. */
export function firstBlockedAfter(dates: DayMap, start: string): string | null {
  const later = Object.keys(dates)
    .filter((key) => key > start)
    .sort();
  for (const key of later) if (isBlocked(dates, key)) return key;
  return null;
}

/** Whether some day from start to end (both included) cannot be booked. */
export function rangeCrossesDisabled(dates: DayMap, start: string, end: string): boolean {
  for (let i = 0; i <= daysBetween(start, end); i += 1) {
    if (isBlocked(dates, addDays(start, i))) return true;
  }
  return false;
}

/**
 * Whether a range that cannot be booked is held up only by fully booked days (FULL), so that a
 * cancellation could free it: the case where a 빈자리 알림 for the whole range is worth offering.
 * A closed, past or out-of-window day never frees up, so a range holding one is not waitable.
 */
export function rangeWaitsOnBookings(dates: DayMap, start: string, end: string): boolean {
  let full = false;
  for (let i = 0; i <= daysBetween(start, end); i += 1) {
    const day = dates[addDays(start, i)];
    if (!day) return false;
    if (day.isDisable && day.disableReason !== 'FULL') return false;
    if (day.isDisable) full = true;
  }
  return full;
}

/**
 * The next selection after a tap on `date`: the first tap sets the start; a tap on a later day ends
 * the range there (or starts over when a disabled day lies between); a tap on the start itself
 * makes a single-day range; a tap before the start, or after a complete range, starts over.
 */
export function pickDate(range: DateRange, date: string, dates: DayMap): { range: DateRange; outcome: PickOutcome } {
  if (isBlocked(dates, date)) return { range, outcome: 'IGNORED_DISABLED' };
  const { startDate, endDate } = range;
  if (startDate === null || endDate !== null || date < startDate) {
    return { range: { startDate: date, endDate: null }, outcome: 'START' };
  }
  if (date === startDate) return { range: { startDate, endDate: date }, outcome: 'SINGLE_DAY' };
  if (rangeCrossesDisabled(dates, startDate, date)) {
    return { range: { startDate: date, endDate: null }, outcome: 'RESTART_CROSSES_DISABLED' };
  }
  return { range: { startDate, endDate: date }, outcome: 'END' };
}

/** Rental days of a complete range, both ends included (a single day is 1); 0 while incomplete. */
export function rangeDayCount(range: DateRange): number {
  if (!range.startDate || !range.endDate) return 0;
  return daysBetween(range.startDate, range.endDate) + 1;
}

/** The selection flags of one day under a range (see the rule at the top of this file). */
export function rangeFlags(
  day: AvailabilityDay,
  range: DateRange,
  previewLimit: string | null
): Pick<CalendarDate, 'isSelected' | 'isLeftActive' | 'isRightActive' | 'isPreviewDisable'> {
  const { startDate, endDate } = range;
  const key = day.date;
  if (day.isDisable) return { isSelected: false, isLeftActive: false, isRightActive: false, isPreviewDisable: false };
  const isSelected = key === startDate || key === endDate;
  // Only a range of two days or more has a band; a single day stays a plain selected circle.
  const banded = startDate !== null && endDate !== null && startDate < endDate && key >= startDate && key <= endDate;
  return {
    isSelected,
    isLeftActive: banded && key !== startDate,
    isRightActive: banded && key !== endDate,
    isPreviewDisable: previewLimit !== null && key > previewLimit,
  };
}
