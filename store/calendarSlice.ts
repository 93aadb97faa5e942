/**
 * The rental calendar (docs/product.md §3 Calendar: a date map keyed by date and a month array). The days
 * come from the item service (server-owned: loaded in getServerSideProps with the item); the range
 * is the shopper's and follows the §4 Calendar range rule of lib/calendar/calendarRange.ts.
 *
 * The slice keeps the availability once, compactly (lib/calendar/availabilityCode.ts), because it
 * is serialized into every item page; the date map and the month grids with their range flags are
 * derived by memoised selectors where they are shown (issue 15: state holds each fact once).
 */
import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ItemCalendarAnswer } from '@/api/item/itemDetail';
import {
  EMPTY_RANGE,
  firstBlockedAfter,
  pickDate,
  rangeCrossesDisabled,
  rangeDayCount,
  rangeWaitsOnBookings,
  rangeFlags,
  type PickOutcome,
} from '@/lib/calendar/calendarRange';
import {
  decodeAvailability,
  encodeAvailability,
  groupByMonth,
  type CompactAvailability,
} from '@/lib/calendar/availabilityCode';
import type { AvailabilityDay, CalendarDate, DateRange } from '@/lib/calendar/types';
import { addDays, daysBetween } from '@/lib/calendar/dateKeys';
import { addThunkCases, idleAsync, type AsyncFields } from './asyncStatus';
import { hydrate, hydratedSlice } from './hydrate';
import { loadItemCalendar, loadItemPage } from './itemDetailThunks';
import { injectSlice, rootReducer } from './rootReducer';

export type CalendarState = {
  itemId: number | null;
  today: string | null;
  lastBookableDate: string | null;
  startDate: string | null;
  endDate: string | null;
  /** What the last tap did, so the sheet can explain a refused end date. */
  lastPick: PickOutcome | null;
  /** Why the range the page was opened with (`?start=&end=`) was not preselected; null otherwise. */
  rangeNote: string | null;
  /** That refused range when only fully booked days hold it up: a 빈자리 알림 for all of it is offered. */
  waitableRange: { start: string; end: string } | null;
} & CompactAvailability &
  AsyncFields;

export const initialCalendarState: CalendarState = {
  itemId: null,
  today: null,
  lastBookableDate: null,
  firstDate: null,
  availability: '',
  startDate: null,
  endDate: null,
  lastPick: null,
  rangeNote: null,
  waitableRange: null,
  ...idleAsync,
};

/** The note when a dated link's range cannot be booked here (issue 31 §1: the page opens with no range). */
export const RANGE_NOT_BOOKABLE_NOTE =
  '고른 날짜 중 이 상품을 빌릴 수 없는 날이 있어 날짜를 비워 두었어요. 달력에서 다시 골라 주세요.';

type DayMap = Readonly<Record<string, AvailabilityDay>>;

const rangeOf = (state: Pick<CalendarState, 'startDate' | 'endDate'>): DateRange => ({
  startDate: state.startDate,
  endDate: state.endDate,
});

// One decoded copy per availability string: the reducers and the selectors read the same one.
let lastDecoded: { key: string; days: AvailabilityDay[]; map: DayMap } | undefined;
function decoded(state: CompactAvailability): { days: AvailabilityDay[]; map: DayMap } {
  const key = `${state.firstDate ?? ''}|${state.availability}`;
  if (lastDecoded?.key !== key) {
    const days = decodeAvailability(state);
    lastDecoded = { key, days, map: Object.fromEntries(days.map((d) => [d.date, d])) };
  }
  return lastDecoded;
}

/** The service's answer as the slice keeps it, with no selection. */
export function calendarFromAnswer(
  answer: ItemCalendarAnswer
): Pick<CalendarState, 'itemId' | 'today' | 'lastBookableDate' | 'firstDate' | 'availability'> {
  return {
    itemId: answer.itemId,
    today: answer.today,
    lastBookableDate: answer.lastBookableDate,
    ...encodeAvailability(answer.months),
  };
}

/** Fresh days with no selection, except a previous range that is still bookable on every day. */
function withKeptRange(next: CalendarState, range: DateRange): CalendarState {
  const kept =
    range.startDate && range.endDate && !rangeCrossesDisabled(decoded(next).map, range.startDate, range.endDate)
      ? range
      : EMPTY_RANGE;
  return { ...next, ...kept, lastPick: null, rangeNote: null, waitableRange: null };
}

/** Fresh days of an item; the range is kept only for the same item. */
function applyAnswer(state: CalendarState, answer: ItemCalendarAnswer): void {
  const keep = state.itemId === answer.itemId ? rangeOf(state) : EMPTY_RANGE;
  Object.assign(state, withKeptRange({ ...state, ...calendarFromAnswer(answer) }, keep));
}

/** docs/product.md §3 Calendar: a month with its days and the §4 Calendar range flags: what the calendar sheet draws. */
export type CalendarMonthView = { yearMonth: string; dates: CalendarDate[] };

export const calendarSlice = createSlice({
  name: 'calendar',
  initialState: initialCalendarState,
  reducers: {
    /** A tap on a day: start, end, single day, or start over (docs/product.md §4 Calendar range). */
    pickCalendarDate(state, action: PayloadAction<string>) {
      const { range, outcome } = pickDate(rangeOf(state), action.payload, decoded(state).map);
      state.startDate = range.startDate;
      state.endDate = range.endDate;
      state.lastPick = outcome;
      state.rangeNote = null;
      state.waitableRange = null;
    },
    /** Deselect clears the selection (docs/product.md §4). */
    deselectCalendar(state) {
      state.startDate = null;
      state.endDate = null;
      state.lastPick = null;
      state.rangeNote = null;
      state.waitableRange = null;
    },
    /**
     * The range a dated list's link carries (`?start=&end=`, issue 31 §1): chosen when every day of it
     * can be booked by the calendar's own rule (rangeCrossesDisabled), else no range and a note why.
     * `note` is the range rule's own message when the link's dates were no range at all.
     */
    preselectCalendarRange(state, action: PayloadAction<{ start: string; end: string } | { note: string }>) {
      state.lastPick = null;
      const bookable =
        'start' in action.payload &&
        !rangeCrossesDisabled(decoded(state).map, action.payload.start, action.payload.end);
      state.startDate = bookable && 'start' in action.payload ? action.payload.start : null;
      state.endDate = bookable && 'start' in action.payload ? action.payload.end : null;
      state.rangeNote = bookable ? null : 'note' in action.payload ? action.payload.note : RANGE_NOT_BOOKABLE_NOTE;
      state.waitableRange =
        !bookable &&
        'start' in action.payload &&
        rangeWaitsOnBookings(decoded(state).map, action.payload.start, action.payload.end)
          ? { start: action.payload.start, end: action.payload.end }
          : null;
    },
  },
  extraReducers: (builder) => {
    // The days are the server's; the range is the shopper's and survives a fresh copy of the same
    // item's days (browser back, a reload) as long as every day of it can still be booked. A payload
    // without this key (the server left the slice untouched) leaves the state as it is.
    // A range the server preselected from the link (or a note why not) wins over the kept one.
    builder.addCase(hydrate, (state, action) => {
      const incoming = hydratedSlice<CalendarState>(action.payload, 'calendar');
      if (!incoming || incoming.status === 'idle') return undefined;
      if (incoming.startDate || incoming.rangeNote) return incoming;
      return withKeptRange(incoming, incoming.itemId === state.itemId ? rangeOf(state) : EMPTY_RANGE);
    });
    // A rental's page brings its calendar; a sale's leaves the slice as it is (and out of the page's state).
    builder.addCase(loadItemPage.fulfilled, (state, { payload }) => {
      const answer = payload.itemDetail.calendar;
      if (!answer) return;
      applyAnswer(state as CalendarState, answer);
      state.status = 'succeeded';
      state.error = null;
    });
    addThunkCases(builder, loadItemCalendar, (state, answer) => applyAnswer(state as CalendarState, answer));
  },
  selectors: {
    selectCalendar: (state) => state,
    // Memoized: a new object on every call would re-render every subscriber on any action.
    selectCalendarRange: createSelector(
      [(state: CalendarState) => state.startDate, (state: CalendarState) => state.endDate],
      (startDate, endDate): DateRange => ({ startDate, endDate })
    ),
    /** The month grids with each day's flags under the chosen range; recomputed only when the days or the range change. */
    selectCalendarMonths: createSelector(
      [
        (state: CalendarState) => state.firstDate,
        (state: CalendarState) => state.availability,
        (state: CalendarState) => state.startDate,
        (state: CalendarState) => state.endDate,
      ],
      (firstDate, availability, startDate, endDate): CalendarMonthView[] => {
        const { days, map } = decoded({ firstDate, availability });
        const range = { startDate, endDate };
        // While only a start is chosen, days past the first disabled day after it cannot end the range.
        const previewLimit = startDate !== null && endDate === null ? firstBlockedAfter(map, startDate) : null;
        return groupByMonth(days.map((day): CalendarDate => ({ ...day, ...rangeFlags(day, range, previewLimit) })));
      }
    ),
    /** Rental days of the chosen range (both ends included), 0 while incomplete. */
    selectRentalDayCount: (state) => rangeDayCount(rangeOf(state)),
    /** The fewest free units on any day of the chosen range: how many units can be rented together. */
    selectRangeFreeUnits: (state): number | null => {
      if (!state.startDate || !state.endDate) return null;
      const { map } = decoded(state);
      let min = Number.POSITIVE_INFINITY;
      for (let i = 0; i <= daysBetween(state.startDate, state.endDate); i += 1) {
        min = Math.min(min, map[addDays(state.startDate, i)]?.freeUnits ?? 0);
      }
      return min;
    },
  },
});

export const { pickCalendarDate, deselectCalendar, preselectCalendarRange } = calendarSlice.actions;
export const { selectCalendar, selectCalendarRange, selectCalendarMonths, selectRentalDayCount, selectRangeFreeUnits } =
  injectSlice(calendarSlice.injectInto(rootReducer)).selectors;
