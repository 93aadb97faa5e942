import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { notificationOutbox, orders, users } from '@/server/db/schema';
import { runOrderReminders, EXPIRING_WARNING_MINUTES } from '@/server/jobs/orderReminders';
import { applyOrderAction } from '@/server/domain/orders/orderAction';
import { NO_RESPONSE_MINUTES } from '@/lib/orders';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { sandbox, seedCheckoutFixture, verifiedMember, type CheckoutFixture } from '../../support/checkoutFixture';
import { paidRental, sellerOf } from '../sellerOrders/sellerHarness';

const MINUTE = 60_000;

async function seller(db: Db, businessId: number) {
  const [row] = await db
    .insert(users)
    .values({
      nickname: `리마인더${crypto.randomBytes(3).toString('hex')}`,
      email: `s${crypto.randomBytes(3).toString('hex')}@example.com`,
    })
    .returning({ id: users.id });
  return sellerOf(db, row.id, businessId);
}

const eventRows = (db: Db, userId: number, event: string) =>
  db
    .select()
    .from(notificationOutbox)
    .where(and(eq(notificationOutbox.userId, userId), eq(notificationOutbox.event, event)));

describe.each(testDbKinds())('order reminders on %s', (kind) => {
  const db = useTestDb(kind);
  let f: CheckoutFixture;
  beforeAll(async () => {
    f = await seedCheckoutFixture(db(), { units: 5, saleStock: 5 });
  });

  it('warns the sellers once, a day before an unanswered reservation expires, and not before', async () => {
    const s = await seller(db(), f.businessId);
    const orderId = await paidRental(db(), sandbox(db()), f, await verifiedMember(db()), 5);
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    const at = (minutes: number) => new Date(order.stateChangedAt.getTime() + minutes * MINUTE);

    await runOrderReminders(db(), at(NO_RESPONSE_MINUTES - EXPIRING_WARNING_MINUTES - 5));
    expect(await eventRows(db(), s.userId, 'reservationExpiring')).toHaveLength(0);
    await Promise.all([
      runOrderReminders(db(), at(NO_RESPONSE_MINUTES - EXPIRING_WARNING_MINUTES + 5)),
      runOrderReminders(db(), at(NO_RESPONSE_MINUTES - EXPIRING_WARNING_MINUTES + 6)),
    ]);
    const rows = await eventRows(db(), s.userId, 'reservationExpiring');
    expect(rows.map((r) => r.channel).sort()).toEqual(['email', 'inApp']);
    expect(rows[0].content.title).toBe('예약 답변 기한이 하루 남았어요');
  });

  it('reminds the customer the day before the last rental day', async () => {
    const customer = await verifiedMember(db());
    const s = await seller(db(), f.businessId);
    const orderId = await paidRental(db(), sandbox(db()), f, customer, 2, 2);
    await applyOrderAction(db(), null, {
      orderId,
      action: 'accept',
      actor: 'seller',
      actorUserId: s.userId,
      actorBusinessId: f.businessId,
    });
    const result = await db().execute(
      sql`SELECT (upper(rental_period) - 1)::text AS last FROM orders WHERE id = ${orderId}`
    );
    const [{ last }] = (result as unknown as { rows: { last: string }[] }).rows;
    // Noon in Seoul on the day before the last day, and two days before.
    const dayBefore = new Date(`${last}T03:00:00Z`);
    dayBefore.setUTCDate(dayBefore.getUTCDate() - 1);
    const twoBefore = new Date(dayBefore.getTime() - 24 * 60 * MINUTE);
    await runOrderReminders(db(), twoBefore);
    expect(await eventRows(db(), customer, 'returnDueTomorrow')).toHaveLength(0);
    await runOrderReminders(db(), dayBefore);
    await runOrderReminders(db(), dayBefore);
    const rows = await eventRows(db(), customer, 'returnDueTomorrow');
    expect(rows.map((r) => r.channel)).toEqual(['inApp']);
    expect(rows[0].content.body).toContain(last);
  });
});
