import {
  deselectCalendar,
  pickCalendarDate,
  selectCalendar,
  selectCalendarMonths,
  selectRangeFreeUnits,
  selectRentalDayCount,
} from '@/store/calendarSlice';
import { pickDate, rangeFlags } from '@/lib/calendar/calendarRange';
import type { RootState } from '@/store/store';
import { loadedStore } from './itemFixtures';

/** The days as the sheet draws them: derived from the compact availability and the range. */
const shownDays = (root: RootState) => selectCalendarMonths(root).flatMap((m) => m.dates);
const shownDay = (root: RootState, date: string) => {
  const day = shownDays(root).find((d) => d.date === date);
  if (!day) throw new Error(`no day ${date}`);
  return day;
};

type Flags = { isSelected: boolean; isLeftActive: boolean; isRightActive: boolean };

async function picked(...dates: string[]) {
  const store = await loadedStore();
  for (const date of dates) store.dispatch(pickCalendarDate(date));
  const state = selectCalendar(store.getState());
  const flags = (date: string): Flags => {
    const d = shownDay(store.getState(), date);
    return { isSelected: d.isSelected, isLeftActive: d.isLeftActive, isRightActive: d.isRightActive };
  };
  return { store, state, flags };
}

const none: Flags = { isSelected: false, isLeftActive: false, isRightActive: false };

describe('docs/product.md §4 Calendar range', () => {
  it('Calendar range: choosing a start and an end date highlights the days between', async () => {
    const { state, flags } = await picked('2026-12-03', '2026-12-05');
    expect(state.startDate).toBe('2026-12-03');
    expect(state.endDate).toBe('2026-12-05');
    expect(flags('2026-12-04')).toEqual({ isSelected: false, isLeftActive: true, isRightActive: true });
    expect(flags('2026-12-06')).toEqual(none);
    expect(flags('2026-12-02')).toEqual(none);
  });

  it('Calendar range: the start has only a right edge and the end only a left edge', async () => {
    const { flags } = await picked('2026-12-03', '2026-12-05');
    expect(flags('2026-12-03')).toEqual({ isSelected: true, isLeftActive: false, isRightActive: true });
    expect(flags('2026-12-05')).toEqual({ isSelected: true, isLeftActive: true, isRightActive: false });
  });

  it('Calendar range: a single-day range has no highlight', async () => {
    const { state, flags, store } = await picked('2026-12-05', '2026-12-05');
    expect(state.startDate).toBe('2026-12-05');
    expect(state.endDate).toBe('2026-12-05');
    expect(flags('2026-12-05')).toEqual({ isSelected: true, isLeftActive: false, isRightActive: false });
    expect(selectRentalDayCount(store.getState())).toBe(1);
  });

  it('Calendar range: disabled days are never highlighted', () => {
    const range = { startDate: '2026-12-05', endDate: '2026-12-12' };
    const disabled = rangeFlags(
      { date: '2026-12-07', isDisable: true, freeUnits: 0, disableReason: 'CLOSED' },
      range,
      null
    );
    expect(disabled).toEqual({ isSelected: false, isLeftActive: false, isRightActive: false, isPreviewDisable: false });
  });

  it('Calendar range: disabled days cannot be picked, and a range may not cross one', async () => {
    const { state, flags } = await picked('2026-12-02');
    expect(state.startDate).toBeNull();
    expect(state.lastPick).toBe('IGNORED_DISABLED');
    const crossing = await picked('2026-12-05', '2026-12-08');
    // The 7th is closed: the 8th starts a new range instead of ending this one.
    expect(crossing.state).toMatchObject({
      startDate: '2026-12-08',
      endDate: null,
      lastPick: 'RESTART_CROSSES_DISABLED',
    });
    expect(crossing.flags('2026-12-05')).toEqual(none);
    expect(flags('2026-12-03')).toEqual(none);
  });

  it('Calendar range: with only a start chosen, days past the next disabled day are preview-disabled', async () => {
    const { store } = await picked('2026-12-03');
    expect(shownDay(store.getState(), '2026-12-06').isPreviewDisable).toBe(false);
    expect(shownDay(store.getState(), '2026-12-08').isPreviewDisable).toBe(true);
    expect(shownDay(store.getState(), '2026-12-20').isPreviewDisable).toBe(true);
  });

  it('Calendar range: tapping before the start, or after a complete range, starts over', async () => {
    expect((await picked('2026-12-05', '2026-12-03')).state).toMatchObject({ startDate: '2026-12-03', endDate: null });
    expect((await picked('2026-12-03', '2026-12-05', '2026-12-12')).state).toMatchObject({
      startDate: '2026-12-12',
      endDate: null,
    });
    expect(pickDate({ startDate: null, endDate: null }, '2026-12-09', {}).outcome).toBe('IGNORED_DISABLED');
  });

  it('Calendar range: deselect clears the selection', async () => {
    const { store } = await picked('2026-12-03', '2026-12-05');
    store.dispatch(deselectCalendar());
    const state = selectCalendar(store.getState());
    expect(state).toMatchObject({ startDate: null, endDate: null });
    expect(
      shownDays(store.getState()).some((d) => d.isSelected || d.isLeftActive || d.isRightActive || d.isPreviewDisable)
    ).toBe(false);
    expect(selectRentalDayCount(store.getState())).toBe(0);
  });

  it('counts rental days with both ends included and the fewest free units of the range', async () => {
    const { store } = await picked('2026-12-03', '2026-12-05');
    expect(selectRentalDayCount(store.getState())).toBe(3);
    expect(selectRangeFreeUnits(store.getState())).toBe(1);
  });
});
