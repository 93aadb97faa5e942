import { sql } from 'drizzle-orm';
import { queryRows } from '@/server/db/rows';
import { writeScaleRangeBookings } from '@/server/db/seed/scale/rangeBookings';
import { itemFreeForRangeSql } from '@/server/domain/availability/rangeAvailability';
import { bookableUnits, freeUnitsForRange } from '@/server/domain/item/availability';
import { addDays } from '@/lib/calendar/dateKeys';
import { todayInSeoul } from '@/lib/dates';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { seedCheckoutFixture } from '../../support/checkoutFixture';

/** bench:search's generated bookings: written in bulk through the triggers, and the list still agrees with checkout. */
describe.each(testDbKinds())('the scale bookings on %s', (kind) => {
  const db = useTestDb(kind);

  it('books the next 90 days without an overlap, and every item row agrees with checkout', async () => {
    const shops = await Promise.all(
      Array.from({ length: 4 }, (_, n) => seedCheckoutFixture(db(), { units: 3, turnaroundDays: n % 2 }))
    );
    const today = todayInSeoul();
    const written = await writeScaleRangeBookings(db(), { count: 60, day: today });
    expect(written).toBeGreaterThan(0);
    for (const f of shops) {
      for (let start = 0; start < 90; start += 7) {
        const range = { start: addDays(today, start), end: addDays(today, start + 2) };
        const [row] = await queryRows<{ free: boolean }>(
          db(),
          sql`SELECT ${itemFreeForRangeSql(sql`${f.rental.itemId}::int`, range, today)} AS free`
        );
        const units = bookableUnits(
          await freeUnitsForRange(db(), f.rental.itemId, range.start, addDays(range.end, 1), await buffer(f.businessId))
        );
        expect([range, row.free]).toEqual([range, units >= 1]);
      }
    }
  });

  async function buffer(businessId: number): Promise<number> {
    const [row] = await queryRows<{ t: number }>(
      db(),
      sql`SELECT turnaround_days AS t FROM businesses WHERE id = ${businessId}`
    );
    return Number(row.t);
  }
});
