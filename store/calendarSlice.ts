/**
 * The rental calendar (SPEC.md §3 Calendar: a date map keyed by date and a month array). The days
 * come from the item service (server-owned: loaded in getServerSideProps with the item); the range
 * is the shopper's and follows the §4 "Calendar range" rule of lib/calendar/calendarRange.ts.
 */
import { createSelector, createSlice, current, type PayloadAction } from '@reduxjs/toolkit';
import type { ItemCalendarAnswer } from '@/api/item/itemDetailSchemas';
import { applyRange, EMPTY_RANGE, pickDate, rangeCrossesDisabled, rangeDayCount, type PickOutcome } from '@/lib/calendar/calendarRange';
import type { CalendarDate, CalendarMonth, DateRange } from '@/lib/calendar/types';
import { addDays, daysBetween } from '@/lib/calendar/dateKeys';
import { addAsyncCases, idleAsync, type AsyncFields } from './asyncStatus';
import { hydrate, hydratedSlice } from './hydrate';

export const CALENDAR_LOAD = 'calendar/load';

export type CalendarState = {
  itemId: number | null;
  today: string | null;
  lastBookableDate: string | null;
  dates: Record<string, CalendarDate>;
  months: CalendarMonth[];
  startDate: string | null;
  endDate: string | null;
  /** What the last tap did, so the sheet can explain a refused end date. */
  lastPick: PickOutcome | null;
} & AsyncFields;

export const initialCalendarState: CalendarState = {
  itemId: null, today: null, lastBookableDate: null, dates: {}, months: [], startDate: null, endDate: null, lastPick: null, ...idleAsync,
};

const rangeOf = (state: Pick<CalendarState, 'startDate' | 'endDate'>): DateRange => ({ startDate: state.startDate, endDate: state.endDate });

/** The service's months turned into the date map and the month array, with no selection. */
export function calendarFromAnswer(answer: ItemCalendarAnswer): Pick<CalendarState, 'itemId' | 'today' | 'lastBookableDate' | 'dates' | 'months'> {
  const dates: Record<string, CalendarDate> = {};
  for (const month of answer.months) {
    for (const day of month.dates) {
      dates[day.date] = { ...day, isSelected: false, isLeftActive: false, isRightActive: false, isPreviewDisable: false };
    }
  }
  return {
    itemId: answer.itemId,
    today: answer.today,
    lastBookableDate: answer.lastBookableDate,
    dates,
    months: answer.months.map((m) => ({ yearMonth: m.yearMonth, dates: m.dates.map((d) => d.date) })),
  };
}

/** Puts a previous range back when every day of it is still bookable, and sets the day flags. */
function keepRange(state: CalendarState, range: DateRange): void {
  if (range.startDate && range.endDate && !rangeCrossesDisabled(state.dates, range.startDate, range.endDate)) {
    state.startDate = range.startDate;
    state.endDate = range.endDate;
  }
  applyRange(state.dates, rangeOf(state));
}

export const calendarSlice = createSlice({
  name: 'calendar',
  initialState: initialCalendarState,
  reducers: {
    /** A tap on a day: start, end, single day, or start over (SPEC.md §4 Calendar range). */
    pickCalendarDate(state, action: PayloadAction<string>) {
      const { range, outcome } = pickDate(rangeOf(state), action.payload, state.dates);
      state.startDate = range.startDate;
      state.endDate = range.endDate;
      state.lastPick = outcome;
      applyRange(state.dates, range);
    },
    /** Deselect clears the selection (SPEC.md §4). */
    deselectCalendar(state) {
      state.startDate = null;
      state.endDate = null;
      state.lastPick = null;
      applyRange(state.dates, EMPTY_RANGE);
    },
  },
  extraReducers: (builder) => {
    // The days are the server's; the range is the shopper's and survives a fresh copy of the same
    // item's days (browser back, a reload) as long as every day of it can still be booked.
    builder.addCase(hydrate, (state, action) => {
      const incoming = hydratedSlice<CalendarState>(action.payload, 'calendar');
      if (!incoming || incoming.status === 'idle') return undefined;
      const keep = incoming.itemId === state.itemId ? rangeOf(current(state)) : EMPTY_RANGE;
      const next: CalendarState = { ...incoming, dates: { ...incoming.dates }, startDate: null, endDate: null, lastPick: null };
      for (const key of Object.keys(next.dates)) next.dates[key] = { ...next.dates[key] };
      keepRange(next, keep);
      return next;
    });
    addAsyncCases<CalendarState, ItemCalendarAnswer>(builder, CALENDAR_LOAD, (state, answer) => {
      const keep = state.itemId === answer.itemId ? rangeOf(state) : EMPTY_RANGE;
      Object.assign(state, calendarFromAnswer(answer), { startDate: null, endDate: null, lastPick: null });
      keepRange(state, keep);
    });
  },
  selectors: {
    selectCalendar: (state) => state,
    // Memoized: a new object on every call would re-render every subscriber on any action.
    selectCalendarRange: createSelector(
      [(state: CalendarState) => state.startDate, (state: CalendarState) => state.endDate],
      (startDate, endDate): DateRange => ({ startDate, endDate }),
    ),
    /** Rental days of the chosen range (both ends included), 0 while incomplete. */
    selectRentalDayCount: (state) => rangeDayCount(rangeOf(state)),
    /** The fewest free units on any day of the chosen range: how many units can be rented together. */
    selectRangeFreeUnits: (state): number | null => {
      if (!state.startDate || !state.endDate) return null;
      let min = Number.POSITIVE_INFINITY;
      for (let i = 0; i <= daysBetween(state.startDate, state.endDate); i += 1) {
        min = Math.min(min, state.dates[addDays(state.startDate, i)]?.freeUnits ?? 0);
      }
      return min;
    },
  },
});

export const { pickCalendarDate, deselectCalendar } = calendarSlice.actions;
export const { selectCalendar, selectCalendarRange, selectRentalDayCount, selectRangeFreeUnits } = calendarSlice.selectors;
