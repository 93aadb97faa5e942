// Issue 31 §1: an item page opened from a dated list (`?start=&end=`) has the range chosen when every
// day of it can be booked, else no range and a short note why.
import { hydrate } from '@/store/hydrate';
import {
  pickCalendarDate,
  preselectCalendarRange,
  RANGE_NOT_BOOKABLE_NOTE,
  selectCalendar,
} from '@/store/calendarSlice';
import { loadedStore } from '../item/itemFixtures';

// The sample month (itemFixtures): 12-07 closed, 12-10 fully booked, the 11th on free.
describe('preselecting a dated link’s range on the item calendar (store/calendarSlice.ts)', () => {
  it('chooses a range whose every day can be booked', async () => {
    const store = await loadedStore();
    store.dispatch(preselectCalendarRange({ start: '2026-12-11', end: '2026-12-14' }));
    expect(selectCalendar(store.getState())).toMatchObject({
      startDate: '2026-12-11',
      endDate: '2026-12-14',
      rangeNote: null,
    });
  });

  it('leaves the range empty with a note when a day of it cannot be booked', async () => {
    const store = await loadedStore();
    store.dispatch(preselectCalendarRange({ start: '2026-12-08', end: '2026-12-11' }));
    expect(selectCalendar(store.getState())).toMatchObject({
      startDate: null,
      endDate: null,
      rangeNote: RANGE_NOT_BOOKABLE_NOTE,
    });
  });

  it('offers a 빈자리 알림 for the whole range when only fully booked days hold it up, and drops it on the next tap', async () => {
    const store = await loadedStore();
    store.dispatch(preselectCalendarRange({ start: '2026-12-08', end: '2026-12-11' }));
    expect(selectCalendar(store.getState()).waitableRange).toEqual({ start: '2026-12-08', end: '2026-12-11' });
    store.dispatch(pickCalendarDate('2026-12-12'));
    expect(selectCalendar(store.getState()).waitableRange).toBeNull();
  });

  it('offers no 빈자리 알림 when a closed day is in the range (no cancellation can open it)', async () => {
    const store = await loadedStore();
    store.dispatch(preselectCalendarRange({ start: '2026-12-06', end: '2026-12-10' }));
    expect(selectCalendar(store.getState())).toMatchObject({
      rangeNote: RANGE_NOT_BOOKABLE_NOTE,
      waitableRange: null,
    });
  });

  it('offers no 빈자리 알림 for a range that was chosen', async () => {
    const store = await loadedStore();
    store.dispatch(preselectCalendarRange({ start: '2026-12-11', end: '2026-12-14' }));
    expect(selectCalendar(store.getState()).waitableRange).toBeNull();
  });

  it("says the range rule's own reason when the link's dates are no range, and forgets it on the next tap", async () => {
    const store = await loadedStore();
    store.dispatch(preselectCalendarRange({ note: '지난 날짜는 고를 수 없어요. 날짜를 다시 골라 주세요.' }));
    expect(selectCalendar(store.getState()).rangeNote).toBe('지난 날짜는 고를 수 없어요. 날짜를 다시 골라 주세요.');
    store.dispatch(pickCalendarDate('2026-12-12'));
    expect(selectCalendar(store.getState())).toMatchObject({ startDate: '2026-12-12', rangeNote: null });
  });

  it("the server's preselected range wins over the one the shopper had kept for the item", async () => {
    const store = await loadedStore();
    store.dispatch(pickCalendarDate('2026-12-20'));
    store.dispatch(pickCalendarDate('2026-12-21'));
    const server = { ...selectCalendar(store.getState()), startDate: '2026-12-11', endDate: '2026-12-13' };
    store.dispatch(hydrate({ calendar: server }));
    expect(selectCalendar(store.getState())).toMatchObject({ startDate: '2026-12-11', endDate: '2026-12-13' });
  });
});
