/**
 * Migration 0015: an order's state columns hold only the states of the process tables, and the
 * checkout's own event is 'checkout', no longer the payment table's 상품 준비 'prepare'.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder } from '@/server/db/client';
import { prepareSaleOrder } from '@/server/domain/orders/prepareOrder';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { seedCheckoutFixture, verifiedMember } from '../../support/checkoutFixture';
import { paidSale } from './orderHarness';

/** The migration's last statement: the rename of the checkout's event. */
const rename = () =>
  fs
    .readFileSync(path.join(migrationsFolder, '0015_typed_order_states.sql'), 'utf8')
    .split('--> statement-breakpoint')
    .at(-1)!;

const eventsOf = async (db: ReturnType<ReturnType<typeof useTestDb>>, orderId: number) =>
  (
    (await db.execute(
      sql`SELECT action, from_state AS "fromState", to_state AS "toState" FROM order_events WHERE order_id = ${orderId} AND process = 'payment' ORDER BY id`
    )) as unknown as { rows: unknown[] }
  ).rows;

/** The database's refusal, as PostgreSQL words it (drizzle wraps it as the cause). */
async function refusal(query: Promise<unknown>): Promise<string> {
  try {
    await query;
  } catch (error) {
    return String((error as { cause?: { message?: string } }).cause?.message ?? error);
  }
  return 'accepted';
}

describe.each(testDbKinds())('order state columns on %s', (kind) => {
  const db = useTestDb(kind);

  it("refuses a state that is not in the order's table, or a payment state not in the payment table", async () => {
    const f = await seedCheckoutFixture(db());
    const order = await paidSale(db(), f, await verifiedMember(db()));
    // RESERVED is a rental's state, not a sale's.
    expect(await refusal(db().execute(sql`UPDATE orders SET state = 'RESERVED' WHERE id = ${order}`))).toMatch(
      /orders_state_valid/
    );
    expect(await refusal(db().execute(sql`UPDATE orders SET payment_state = 'REFUNDED' WHERE id = ${order}`))).toMatch(
      /orders_payment_state_valid/
    );
    await db().execute(sql`UPDATE orders SET state = 'CANCELLED', payment_state = 'CANCELLED' WHERE id = ${order}`);
  });

  it("records a checkout as 'checkout' and 상품 준비 as 'prepare', and renames the old checkout events only", async () => {
    const f = await seedCheckoutFixture(db());
    const order = await paidSale(db(), f, await verifiedMember(db()));
    const seller = await verifiedMember(db());
    await db().execute(sql`UPDATE users SET business_id = ${f.businessId} WHERE id = ${seller}`);
    await prepareSaleOrder(db(), { orderId: order, businessId: f.businessId, actorUserId: seller });
    const expected = [
      { action: 'checkout', fromState: null, toState: 'PENDING' },
      { action: 'approve', fromState: 'PENDING', toState: 'PAID' },
      { action: 'prepare', fromState: 'PAID', toState: 'PREPARING' },
    ];
    expect(await eventsOf(db(), order)).toEqual(expected);

    // As before the migration: the checkout's event was named 'prepare' too.
    await db().execute(
      sql`UPDATE order_events SET action = 'prepare' WHERE order_id = ${order} AND action = 'checkout'`
    );
    await db().execute(sql.raw(rename()));
    expect(await eventsOf(db(), order)).toEqual(expected);
  });
});
