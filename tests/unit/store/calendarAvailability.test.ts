// Issue 15 item 5: the calendar keeps its availability compactly; the month grids are derived.
import { encodeAvailability, decodeAvailability } from '@/lib/calendar/availabilityCode';
import { addDays, monthDates } from '@/lib/calendar/dateKeys';
import type { AvailabilityDay } from '@/lib/calendar/types';
import { hydrate } from '@/store/hydrate';
import { pickCalendarDate, selectCalendar, selectCalendarMonths } from '@/store/calendarSlice';
import { loadedStore, sampleCalendar } from '../item/itemFixtures';
import { testStore } from './testStore';

const serviceDays = (): AvailabilityDay[] => sampleCalendar().months.flatMap((m) => m.dates);

describe('calendar availability (lib/calendar/availabilityCode.ts, store/calendarSlice.ts)', () => {
  it("the slice holds the window's first date and a short code, no day objects or month grids", async () => {
    const store = await loadedStore();
    const state = selectCalendar(store.getState());
    expect(state).toMatchObject({ itemId: 7, firstDate: '2026-12-01', availability: 'P*2,3,1,3*2,C,3*2,F,3*21' });
    expect(state).not.toHaveProperty('dates');
    expect(state).not.toHaveProperty('months');
    expect(JSON.stringify(state).length).toBeLessThan(400);
  });

  it("the months shown are the service's months, day for day", async () => {
    const store = await loadedStore();
    const months = selectCalendarMonths(store.getState());
    expect(months.map((m) => m.yearMonth)).toEqual(['2026-12']);
    const shown = months[0].dates.map(({ date, isDisable, freeUnits, disableReason }) => ({
      date,
      isDisable,
      freeUnits,
      disableReason,
    }));
    expect(shown).toEqual(serviceDays());
    expect(
      months[0].dates.every((d) => !d.isSelected && !d.isLeftActive && !d.isRightActive && !d.isPreviewDisable)
    ).toBe(true);
  });

  it('a window across months gives one grid per month, and the grids follow the range', async () => {
    const start = '2026-11-01';
    const days = Array.from({ length: 120 }, (_, i): AvailabilityDay => {
      const date = addDays(start, i);
      return { date, isDisable: i < 24, freeUnits: i < 24 ? 0 : 2 + (i % 3), disableReason: i < 24 ? 'PAST' : null };
    });
    const months = ['2026-11', '2026-12', '2027-01', '2027-02'].map((yearMonth) => ({
      yearMonth,
      dates: days.filter((d) => d.date.startsWith(yearMonth)),
    }));
    const { store } = testStore();
    store.dispatch(
      hydrate({
        calendar: {
          itemId: 9,
          today: '2026-11-25',
          lastBookableDate: '2027-02-23',
          status: 'succeeded',
          error: null,
          startDate: null,
          endDate: null,
          lastPick: null,
          ...encodeAvailability(months),
        },
      })
    );
    const first = selectCalendarMonths(store.getState());
    expect(first.map((m) => [m.yearMonth, m.dates.length])).toEqual([
      ['2026-11', 30],
      ['2026-12', 31],
      ['2027-01', 31],
      ['2027-02', 28],
    ]);
    expect(first.flatMap((m) => m.dates).map((d) => d.freeUnits)).toEqual(days.map((d) => d.freeUnits));
    // Memoised: the same grids until the days or the range change.
    expect(selectCalendarMonths(store.getState())).toBe(first);
    store.dispatch(pickCalendarDate('2026-12-30'));
    store.dispatch(pickCalendarDate('2027-01-02'));
    const banded = selectCalendarMonths(store.getState())
      .flatMap((m) => m.dates)
      .filter((d) => d.isLeftActive || d.isRightActive)
      .map((d) => d.date);
    expect(banded).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
  });

  it('the code round-trips any free units and every disable reason', () => {
    const december = monthDates('2026-12').map((date, i): AvailabilityDay => {
      const reason = (['PAST', 'CLOSED', 'FULL', 'BEYOND_WINDOW', 'SOLD_OUT', null] as const)[i % 6];
      return { date, isDisable: reason !== null, freeUnits: reason === null ? i * 7 : 0, disableReason: reason };
    });
    expect(decodeAvailability(encodeAvailability([{ yearMonth: '2026-12', dates: december }]))).toEqual(december);
  });
});
