/**
 * Migration 0014 gives the bookings already on the books their option units: an order's rows the
 * options of its lines, a row without an order (seeded history) the option whose share of the item's
 * unit numbers holds it, and each a free option unit number. Run here on rows as they were before it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { itemOptions, rentalBookings } from '@/server/db/schema';
import { migrationsFolder } from '@/server/db/client';
import { addDays } from '@/lib/calendar/dateKeys';
import { todayInSeoul } from '@/lib/dates';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { prepare, rentalInput, sandbox, seedCheckoutFixture, verifiedMember } from '../../support/checkoutFixture';

/** The migration's last statement: the backfill. */
const backfill = () =>
  fs
    .readFileSync(path.join(migrationsFolder, '0014_rental_option_units.sql'), 'utf8')
    .split('--> statement-breakpoint')
    .at(-1)!;

describe.each(testDbKinds())('rental option units backfill on %s', (kind) => {
  const db = useTestDb(kind);

  it("assigns an order's rows its lines' options, history rows the option of their unit number, never overlapping", async () => {
    const f = await seedCheckoutFixture(db(), { units: 5 });
    // 165cm ×2 (the fixture's option, first), M ×3.
    await db().execute(sql`UPDATE item_options SET stock = 2 WHERE id = ${f.rental.optionId}`);
    const [m] = await db()
      .insert(itemOptions)
      .values({ itemId: f.rental.itemId, kind: 'REQUIRED', name: 'M', price: 0, stock: 3, sortOrder: 1 })
      .returning();
    const member = await verifiedMember(db());
    const input = rentalInput(f, 3, 3);
    const order = await prepare(
      db(),
      sandbox(db()),
      member,
      { ...input, selection: { ...input.selection, options: [{ optionId: m.id, amount: 1 }] } },
      40_000
    );
    const first = addDays(todayInSeoul(), 3);
    const period = `[${first},${addDays(first, 1)})`;
    // History on the same day: item units 2–4, and a maintenance block on unit 5.
    await db()
      .insert(rentalBookings)
      .values([2, 3, 4].map((unitNo) => ({ itemId: f.rental.itemId, unitNo, period, status: 'CONFIRMED' as const })));
    await db()
      .insert(rentalBookings)
      .values({ itemId: f.rental.itemId, unitNo: 5, period, status: 'MAINTENANCE', note: '엣지 연마' });
    // As before the migration: no booking has an option.
    await db().execute(
      sql`UPDATE rental_bookings SET option_id = NULL, option_unit_no = NULL WHERE item_id = ${f.rental.itemId}`
    );

    await db().execute(sql.raw(backfill()));

    const rows = await db().execute(sql`
      SELECT unit_no AS "unitNo", order_id AS "orderId", option_id AS "optionId", option_unit_no AS "optionUnitNo"
      FROM rental_bookings WHERE item_id = ${f.rental.itemId} ORDER BY unit_no`);
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
      { unitNo: 1, orderId: order.orderId, optionId: m.id, optionUnitNo: 1 },
      { unitNo: 2, orderId: null, optionId: f.rental.optionId, optionUnitNo: 1 },
      { unitNo: 3, orderId: null, optionId: m.id, optionUnitNo: 2 },
      { unitNo: 4, orderId: null, optionId: m.id, optionUnitNo: 3 },
      { unitNo: 5, orderId: null, optionId: null, optionUnitNo: null },
    ]);
  });
});
