import { testDbKinds, useTestDb } from '../../support/testDb';
import { gql } from '../../support/serviceFetch';
import type { ItemCalendarAnswer } from '@/api/item/itemDetail';
import { todayInSeoul } from '@/lib/dates';
import { addDays, BOOKING_DAYS_AHEAD, weekdayOf } from '@/lib/calendar/dateKeys';
import { itemYogaFor } from './itemHarness';
import { book, insertCatalog, insertItem, type Catalog } from './detailFixtures';

// The itemCalendar root field with every argument (the app itself asks with the id only).
const ITEM_CALENDAR_DOCUMENT = `query pb_itemCalendar($id: Int!, $from: String, $months: Int) {
  itemCalendar(id: $id, from: $from, months: $months) {
    itemId today lastBookableDate
    months { yearMonth dates { date isDisable freeUnits disableReason } }
  }
}`;

/** The first day on or after `from` that falls on `weekday` (0 = Sunday). */
function nextWeekday(from: string, weekday: number): string {
  let day = from;
  while (weekdayOf(day) !== weekday) day = addDays(day, 1);
  return day;
}

describe.each(testDbKinds())('item service pb_itemCalendar on %s', (kind) => {
  const db = useTestDb(kind);
  const today = todayInSeoul();
  const fullDay = nextWeekday(addDays(today, 10), 3);
  const partialDay = addDays(fullDay, 1);
  const listedClosed = nextWeekday(addDays(today, 20), 5);
  let catalog: Catalog;
  let rentalId: number;

  async function calendar(variables: Record<string, unknown>) {
    return gql<{ itemCalendar: ItemCalendarAnswer }>(itemYogaFor(db()), {
      query: ITEM_CALENDAR_DOCUMENT,
      variables,
      operationName: 'pb_itemCalendar',
    });
  }

  async function days(id: number): Promise<Map<string, ItemCalendarAnswer['months'][number]['dates'][number]>> {
    const { body } = await calendar({ id });
    expect(body?.errors).toBeUndefined();
    return new Map(body!.data!.itemCalendar.months.flatMap((m) => m.dates).map((d) => [d.date, d]));
  }

  beforeAll(async () => {
    catalog = await insertCatalog(db(), [listedClosed]);
    rentalId = await insertItem(db(), catalog);
    await book(db(), rentalId, fullDay, 1, 3);
    await book(db(), rentalId, partialDay, 2, 1);
    // A cancelled booking frees its unit again.
    await book(db(), rentalId, partialDay, 1, 3, 'CANCELLED');
  });

  it('answers whole months from this month through the 90-day window, days in order', async () => {
    const { body } = await calendar({ id: rentalId });
    const answer = body!.data!.itemCalendar;
    expect(answer.today).toBe(today);
    expect(answer.lastBookableDate).toBe(addDays(today, BOOKING_DAYS_AHEAD));
    expect(answer.months[0].yearMonth).toBe(today.slice(0, 7));
    expect(answer.months.at(-1)!.yearMonth).toBe(answer.lastBookableDate.slice(0, 7));
    for (const month of answer.months) {
      expect(month.dates[0].date).toBe(`${month.yearMonth}-01`);
      expect(month.dates.every((d) => d.date.startsWith(month.yearMonth))).toBe(true);
    }
  });

  it('drops free units to 0 on a fully booked day and disables it; a partly booked day keeps the rest', async () => {
    const map = await days(rentalId);
    expect(map.get(fullDay)).toEqual({ date: fullDay, isDisable: true, freeUnits: 0, disableReason: 'FULL' });
    expect(map.get(partialDay)).toEqual({ date: partialDay, isDisable: false, freeUnits: 2, disableReason: null });
    expect(map.get(addDays(partialDay, 1))?.freeUnits).toBe(2);
    expect(map.get(addDays(partialDay, 2))?.freeUnits).toBe(3);
  });

  it('disables past days, the business closed days and days beyond 90 days ahead', async () => {
    const map = await days(rentalId);
    const firstOfMonth = `${today.slice(0, 7)}-01`;
    if (firstOfMonth < today) expect(map.get(firstOfMonth)?.disableReason).toBe('PAST');
    expect(map.get(nextWeekday(addDays(today, 1), 1))?.disableReason).toBe('CLOSED');
    expect(map.get(listedClosed)).toMatchObject({ isDisable: true, disableReason: 'CLOSED' });
    const beyond = addDays(today, BOOKING_DAYS_AHEAD + 1);
    if (map.has(beyond)) expect(map.get(beyond)?.disableReason).toBe('BEYOND_WINDOW');
    const lastDay = map.get(addDays(today, BOOKING_DAYS_AHEAD));
    if (weekdayOf(addDays(today, BOOKING_DAYS_AHEAD)) !== 1) expect(lastDay?.isDisable).toBe(false);
  });

  it('disables every day of a sold-out rental', async () => {
    const soldOut = await insertItem(db(), catalog, { status: 'SOLD_OUT' });
    const map = await days(soldOut);
    expect([...map.values()].every((d) => d.isDisable)).toBe(true);
    expect(map.get(nextWeekday(addDays(today, 2), 3))?.disableReason).toBe('SOLD_OUT');
  });

  it('starts at a later month and limits the month count', async () => {
    const next = addDays(`${today.slice(0, 7)}-01`, 40).slice(0, 7);
    const { body } = await calendar({ id: rentalId, from: next, months: 1 });
    expect(body?.data?.itemCalendar.months.map((m) => m.yearMonth)).toEqual([next]);
  });

  it('answers NOT_FOUND for an unknown or hidden item', async () => {
    const hidden = await insertItem(db(), catalog, { status: 'HIDDEN' });
    for (const id of [hidden, 987_654]) {
      const { body } = await calendar({ id });
      expect(body?.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    }
  });

  it('answers INVALID_INPUT for a bad id, month or count, and for an item that is not a rental', async () => {
    const sale = await insertItem(db(), catalog, { dealType: 'SELL', price: 550000, originPrice: 590000 });
    const cases: Record<string, unknown>[] = [
      { id: 0 },
      { id: rentalId, from: '2026-13' },
      { id: rentalId, from: 'next' },
      { id: rentalId, months: 0 },
      { id: rentalId, months: 7 },
      { id: rentalId, from: '2001-01' },
      { id: sale },
    ];
    for (const variables of cases) {
      const { body } = await calendar(variables);
      expect({ variables, code: body?.errors?.[0].extensions?.code }).toEqual({ variables, code: 'INVALID_INPUT' });
    }
  });
});
