import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { queryRows } from '@/server/db/rows';
import { businesses, itemOptions, items, rentalBookings } from '@/server/db/schema';
import { itemFreeForRangeSql, itemUnitsForRangeSql } from '@/server/domain/availability/rangeAvailability';
import { weekdayOf } from '@/lib/calendar/dateKeys';
import { todayInSeoul } from '@/lib/dates';
import type { RentalRange } from '@/lib/rentalRange/rentalRange';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { releaseExpiredHolds } from '@/server/domain/checkout/holdInventory';
import { rebaseRangeAvailability } from '@/server/jobs/rangeAvailabilityRebase';
import {
  prepare,
  rentalInput,
  sandbox,
  seedCheckoutFixture,
  verifiedMember,
  type CheckoutFixture,
} from '../../support/checkoutFixture';

/** What a list would see for the fixture's rental item over days `from`…`to` from today. */
async function ask(db: Db, f: CheckoutFixture, from: number, to: number): Promise<{ free: boolean; units: number }> {
  const range: RentalRange = { start: f.day(from), end: f.day(to) };
  const today = todayInSeoul();
  const [row] = await queryRows<{ free: boolean; units: number }>(
    db,
    sql`SELECT ${itemFreeForRangeSql(sql`${f.rental.itemId}::int`, range, today)} AS free,
      ${itemUnitsForRangeSql(sql`${f.rental.itemId}::int`, range, today)} AS units`
  );
  return { free: row.free, units: Number(row.units) };
}

/** A booking row as checkout or the seller's maintenance writes it: days `from`…`to` from today, both included. */
async function book(
  db: Db,
  f: CheckoutFixture,
  from: number,
  to: number,
  row: {
    unitNo: number;
    optionUnitNo?: number | null;
    status?: 'HELD' | 'CONFIRMED' | 'CANCELLED' | 'MAINTENANCE';
    bufferDays?: number;
  }
): Promise<number> {
  const maintenance = row.status === 'MAINTENANCE';
  const [inserted] = await db
    .insert(rentalBookings)
    .values({
      itemId: f.rental.itemId,
      unitNo: row.unitNo,
      optionId: maintenance ? null : f.rental.optionId,
      optionUnitNo: maintenance ? null : (row.optionUnitNo ?? row.unitNo),
      period: `[${f.day(from)},${f.day(to + 1)})`,
      status: row.status ?? 'CONFIRMED',
      bufferDays: row.bufferDays ?? 0,
    })
    .returning({ id: rentalBookings.id });
  return inserted.id;
}

describe.each(testDbKinds())('availability for a range on %s', (kind) => {
  const db = useTestDb(kind);

  it('is free with every unit left when nothing is booked, and not free in the past or beyond the window', async () => {
    const f = await seedCheckoutFixture(db(), { units: 2 });
    expect(await ask(db(), f, 3, 6)).toEqual({ free: true, units: 2 });
    expect(await ask(db(), f, -1, 2)).toEqual({ free: false, units: 0 });
    expect(await ask(db(), f, 88, 91)).toEqual({ free: false, units: 0 });
    expect(await ask(db(), f, 88, 90)).toEqual({ free: true, units: 2 });
  });

  it('needs the same unit for the whole range: two half-free units are not free', async () => {
    const f = await seedCheckoutFixture(db(), { units: 2 });
    await book(db(), f, 5, 6, { unitNo: 1 });
    await book(db(), f, 3, 4, { unitNo: 2 });
    expect(await ask(db(), f, 3, 6)).toEqual({ free: false, units: 0 });
    expect(await ask(db(), f, 3, 4)).toEqual({ free: true, units: 1 });
  });

  it('counts holds, maintenance and confirmed bookings but not cancelled ones', async () => {
    const f = await seedCheckoutFixture(db(), { units: 1 });
    const held = await book(db(), f, 10, 12, { unitNo: 1, status: 'HELD' });
    expect((await ask(db(), f, 11, 11)).free).toBe(false);
    await db().update(rentalBookings).set({ status: 'CANCELLED' }).where(eq(rentalBookings.id, held));
    expect(await ask(db(), f, 11, 11)).toEqual({ free: true, units: 1 });
    await book(db(), f, 20, 21, { unitNo: 1, status: 'MAINTENANCE' });
    expect((await ask(db(), f, 21, 23)).free).toBe(false);
  });

  it('keeps the turnaround buffer of the booking and of the business', async () => {
    const f = await seedCheckoutFixture(db(), { units: 1, turnaroundDays: 1 });
    await book(db(), f, 10, 12, { unitNo: 1, bufferDays: 1 });
    expect((await ask(db(), f, 13, 14)).free).toBe(false);
    expect((await ask(db(), f, 14, 15)).free).toBe(true);
    // The business's own buffer after the new rental: day 9 would return into the booking from day 10.
    expect((await ask(db(), f, 8, 9)).free).toBe(false);
    expect((await ask(db(), f, 7, 8)).free).toBe(true);
  });

  it('refuses a range over a closed weekday or a listed closed date', async () => {
    const f = await seedCheckoutFixture(db(), { units: 1 });
    const closedWeekday = weekdayOf(f.day(12));
    const hours = [0, 1, 2, 3, 4, 5, 6]
      .filter((w) => w !== closedWeekday)
      .map((weekday) => ({ weekday, open: '09:00', close: '18:00' }));
    await db().update(businesses).set({ openingHours: hours }).where(eq(businesses.id, f.businessId));
    expect((await ask(db(), f, 10, 13)).free).toBe(false);
    expect((await ask(db(), f, 13, 14)).free).toBe(true);
    await db()
      .update(businesses)
      .set({ closedDates: [f.day(14)] })
      .where(eq(businesses.id, f.businessId));
    expect((await ask(db(), f, 13, 14)).free).toBe(false);
  });

  it('is not free when sold out, when stock is lowered, or when the required option is full', async () => {
    const f = await seedCheckoutFixture(db(), { units: 2 });
    await db().update(itemOptions).set({ stock: 1 }).where(eq(itemOptions.id, f.rental.optionId));
    await book(db(), f, 4, 5, { unitNo: 2, optionUnitNo: 1 });
    // Item unit 1 is free, but the option's only unit is taken.
    expect(await ask(db(), f, 4, 5)).toEqual({ free: false, units: 0 });
    expect(await ask(db(), f, 6, 7)).toEqual({ free: true, units: 1 });
    await db().update(items).set({ stock: 0 }).where(eq(items.id, f.rental.itemId));
    expect(await ask(db(), f, 6, 7)).toEqual({ free: false, units: 0 });
    await db().update(items).set({ stock: 2 }).where(eq(items.id, f.rental.itemId));
    expect(await ask(db(), f, 6, 7)).toEqual({ free: true, units: 1 });
    await db().update(items).set({ status: 'SOLD_OUT' }).where(eq(items.id, f.rental.itemId));
    expect(await ask(db(), f, 6, 7)).toEqual({ free: false, units: 0 });
  });
});

describe.each(testDbKinds())('availability for a range under checkout on %s', (kind) => {
  const db = useTestDb(kind);

  it('follows a hold through its expiry release, and agrees with checkout after many concurrent holds', async () => {
    const f = await seedCheckoutFixture(db(), { units: 3 });
    const members = await Promise.all(Array.from({ length: 8 }, () => verifiedMember(db())));
    const provider = sandbox(db());
    const outcomes = await Promise.allSettled(
      members.map((member) => prepare(db(), provider, member, rentalInput(f, 6, 7), 80_000))
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(3);
    expect(await ask(db(), f, 6, 7)).toEqual({ free: false, units: 0 });
    expect(await ask(db(), f, 7, 9)).toEqual({ free: false, units: 0 });
    expect(await ask(db(), f, 8, 9)).toEqual({ free: true, units: 3 });
    // The holds run out: the next checkout of the item releases them, and the range is free again.
    await db()
      .update(rentalBookings)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(rentalBookings.itemId, f.rental.itemId));
    await db().transaction((tx) => releaseExpiredHolds(tx, f.rental.itemId, new Date()));
    expect(await ask(db(), f, 6, 7)).toEqual({ free: true, units: 3 });
  });
});

describe.each(testDbKinds())('the rebase of availability rows on %s', (kind) => {
  const db = useTestDb(kind);

  it('reads a row whose stored days are too old as not free, until the job moves its base to today', async () => {
    const f = await seedCheckoutFixture(db(), { units: 1 });
    await book(db(), f, 3, 4, { unitNo: 1 });
    expect((await ask(db(), f, 5, 6)).free).toBe(true);
    // As if nothing had written the row for 150 days: today lies past its stored days.
    await db().execute(sql`UPDATE item_range_availability SET base = base - 150 WHERE item_id = ${f.rental.itemId}`);
    expect((await ask(db(), f, 5, 6)).free).toBe(false);
    const { rebased } = await rebaseRangeAvailability(db());
    expect(rebased).toBeGreaterThanOrEqual(1);
    const [row] = await queryRows<{ base: string }>(
      db(),
      sql`SELECT to_char(base, 'YYYY-MM-DD') AS base FROM item_range_availability WHERE item_id = ${f.rental.itemId}`
    );
    expect(row.base).toBe(todayInSeoul());
    expect((await ask(db(), f, 5, 6)).free).toBe(true);
    expect((await ask(db(), f, 3, 4)).free).toBe(false);
    expect((await rebaseRangeAvailability(db())).rebased).toBe(0);
  });
});
