/**
 * Checkout books exactly the days the item calendar lets a shopper pick (issue 26): not past the
 * last bookable day, not on a day the business is closed (its weekly closed day or a listed date), and
 * a range only when every day of it can be booked. The calendar and the payment page are asked
 * about the same days and must agree; quote and prepare refuse what the page shows as a problem.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { checkoutPage } from '@/server/domain/checkout/checkoutPage';
import { prepareCheckout } from '@/server/domain/checkout/prepareCheckout';
import { quoteCheckout } from '@/server/domain/checkout/quoteCheckout';
import { itemCalendar } from '@/server/domain/item/itemCalendar';
import { addDays, BOOKING_DAYS_AHEAD, weekdayOf } from '@/lib/calendar/dateKeys';
import type { DisableReason } from '@/lib/calendar/types';
import { todayInSeoul } from '@/lib/dates';
import { isDomainError } from '@/lib/errors';
import { testDbKinds, useTestDb } from '../../support/testDb';
import {
  count,
  key,
  rentalInput,
  sandbox,
  seedCheckoutFixture,
  SITE,
  verifiedMember,
  type CheckoutFixture,
} from '../../support/checkoutFixture';

const now = new Date();
const today = todayInSeoul(now);
const day = (offset: number) => addDays(today, offset);
const last = day(BOOKING_DAYS_AHEAD);
// The business closes on the weekday of today + 10 (so never on the last bookable day, 80 days later),
// and on today + 20 (listed), whatever weekday that is.
const weeklyClosed = weekdayOf(day(10));
const listedClosed = day(weekdayOf(day(20)) === weeklyClosed ? 21 : 20);

/** The selection of days [start, end] given as date keys. */
function selection(f: CheckoutFixture, start: string, end: string) {
  const input = rentalInput(f, 0, 0);
  return { ...input, selection: { ...input.selection, startDate: start, endDate: end } };
}

const errorOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => (isDomainError(e) ? { code: e.code, message: e.message } : e)
  );

// The payment page's problem for each reason the calendar gives.
const PROBLEM_OF: Record<DisableReason, string> = {
  PAST: 'DATES_PAST',
  BEYOND_WINDOW: 'DATES_BEYOND',
  CLOSED: 'DATES_CLOSED',
  FULL: 'DATES_TAKEN',
  SOLD_OUT: 'ITEM_UNAVAILABLE',
};

describe.each(testDbKinds())('bookable days on %s', (kind) => {
  const db = useTestDb(kind);

  async function shop(): Promise<{ f: CheckoutFixture; member: number }> {
    const f = await seedCheckoutFixture(db(), { units: 1 });
    const hours = [0, 1, 2, 3, 4, 5, 6]
      .filter((w) => w !== weeklyClosed)
      .map((weekday) => ({ weekday, open: '09:00', close: '18:00' }));
    await db().execute(
      sql`UPDATE businesses SET opening_hours = ${JSON.stringify(hours)}::jsonb, closed_dates = ${JSON.stringify([listedClosed])}::jsonb WHERE id = ${f.businessId}`
    );
    return { f, member: await verifiedMember(db()) };
  }

  const prepareAt = (f: CheckoutFixture, member: number, start: string, end: string, amount: number) =>
    prepareCheckout(
      db() as Db,
      sandbox(db()),
      member,
      { ...selection(f, start, end), expectedAmount: amount, idempotencyKey: key() },
      SITE,
      now
    );

  it("the payment page refuses exactly the days the calendar disables, with the calendar's reason", async () => {
    const { f, member } = await shop();
    // One day fully booked, so the calendar has every reason a rental can meet.
    const full = [5, 6, 7].map(day).find((d) => weekdayOf(d) !== weeklyClosed && d !== listedClosed)!;
    await prepareAt(f, member, full, full, 40_000);
    const calendar = await itemCalendar(db(), f.rental.itemId, {}, now);
    expect(calendar.lastBookableDate).toBe(last);
    const days = calendar.months.flatMap((m) => m.dates);
    const reasons = new Map(days.map((d) => [d.date, d.disableReason]));
    expect(reasons.get(full)).toBe('FULL');
    expect(reasons.get(listedClosed)).toBe('CLOSED');
    expect(reasons.get(day(10))).toBe('CLOSED');
    expect(reasons.get(last)).toBeNull();

    const seen: Array<[string, string | null, string | null]> = [];
    for (const d of days) {
      const page = await checkoutPage(db(), member, selection(f, d.date, d.date).selection, now);
      const expected = d.disableReason === null ? null : PROBLEM_OF[d.disableReason];
      seen.push([d.date, expected, page.problems[0]?.code ?? null]);
    }
    expect(seen.filter(([, expected, got]) => expected !== got)).toEqual([]);
    // Both kinds of refusal are there to compare (the window's end falls in the last month shown).
    expect(seen.some(([, expected]) => expected === 'DATES_CLOSED')).toBe(true);
    expect(seen.filter(([, expected]) => expected === null).length).toBeGreaterThan(50);
  });

  it('quote and prepare refuse a range ending past the last bookable day, and one starting months ahead', async () => {
    const { f, member } = await shop();
    const dayBeforeLast = addDays(last, -1);
    const choices = rentalInput(f, 0, 0).choices;
    for (const [start, end] of [
      [dayBeforeLast, addDays(last, 1)],
      [day(120), day(122)],
      [day(390), day(390)],
    ]) {
      const refusal = { code: 'INVALID_INPUT', message: expect.stringContaining(`예약은 `) };
      expect(await errorOf(quoteCheckout(db(), member, selection(f, start, end).selection, choices, now))).toEqual(
        refusal
      );
      expect(await errorOf(prepareAt(f, member, start, end, 40_000 * 3))).toEqual(refusal);
    }
    expect(await count(db(), sql`SELECT count(*)::int AS n FROM orders WHERE item_id = ${f.rental.itemId}`)).toBe(0);
    // The last bookable day itself can be booked.
    await expect(prepareAt(f, member, last, last, 40_000)).resolves.toMatchObject({ amount: 40_000 });
  });

  it('quote and prepare refuse a range with a closed day in it; the days around it can be booked', async () => {
    const { f, member } = await shop();
    const choices = rentalInput(f, 0, 0).choices;
    for (const closed of [listedClosed, day(10)]) {
      const [before, after] = [addDays(closed, -1), addDays(closed, 1)];
      const refusal = { code: 'INVALID_INPUT', message: expect.stringContaining('휴무일') };
      expect(await errorOf(quoteCheckout(db(), member, selection(f, before, after).selection, choices, now))).toEqual(
        refusal
      );
      expect(await errorOf(prepareAt(f, member, before, after, 120_000))).toEqual(refusal);
      expect(await errorOf(prepareAt(f, member, closed, closed, 40_000))).toEqual(refusal);
    }
    expect(
      await count(db(), sql`SELECT count(*)::int AS n FROM rental_bookings WHERE item_id = ${f.rental.itemId}`)
    ).toBe(0);
    const open = [11, 12, 13, 14, 15].map(day).find((d) => weekdayOf(d) !== weeklyClosed && d !== listedClosed)!;
    await expect(prepareAt(f, member, open, open, 40_000)).resolves.toMatchObject({ amount: 40_000 });
  });

  it('a taken day is UNAVAILABLE_DATES for quote and prepare, as before', async () => {
    const { f, member } = await shop();
    const open = [2, 3, 4, 5].map(day).find((d) => weekdayOf(d) !== weeklyClosed && d !== listedClosed)!;
    await prepareAt(f, member, open, open, 40_000);
    const other = await verifiedMember(db());
    expect(
      await errorOf(quoteCheckout(db(), other, selection(f, open, open).selection, rentalInput(f, 0, 0).choices, now))
    ).toMatchObject({ code: 'UNAVAILABLE_DATES' });
    expect(await errorOf(prepareAt(f, other, open, open, 40_000))).toMatchObject({ code: 'UNAVAILABLE_DATES' });
  });
});
