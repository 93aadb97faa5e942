import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { images, orderReturns } from '@/server/db/schema';
import { applyOrderAction } from '@/server/domain/orders/orderAction';
import { sandbox, type CheckoutFixture } from '../../support/checkoutFixture';
import { paidSale, type Caller } from '../sellerOrders/sellerHarness';

const DAY = 86_400_000;

/** A fixed delivery instant (10:00 in Seoul), so no test depends on today's date. */
export const DELIVERED_AT = new Date('2026-03-02T01:00:00.000Z');
export const daysAfterDelivery = (days: number, hours = 0) =>
  new Date(DELIVERED_AT.getTime() + days * DAY + hours * 3_600_000);

/** A parcel sale (903,000원 paid), shipped the day before DELIVERED_AT and delivered at it. */
export async function deliveredSale(
  db: Db,
  f: CheckoutFixture,
  seller: NonNullable<Caller>,
  customer: number
): Promise<number> {
  // paidSale saves a default address each time; a member has one default, so the last one steps aside.
  await db.execute(sql`UPDATE shipping_addresses SET is_default = false WHERE user_id = ${customer}`);
  const orderId = await paidSale(db, sandbox(db), f, customer, 'PARCEL');
  const step = (action: string, now: Date, extra: Record<string, string> = {}) =>
    applyOrderAction(
      db,
      null,
      {
        orderId,
        action,
        actor: 'seller',
        actorUserId: seller.userId,
        actorBusinessId: seller.businessId ?? null,
        ...extra,
      },
      now
    );
  await step('ship', new Date(DELIVERED_AT.getTime() - DAY), { carrier: '한진택배', invoiceNumber: '501234567890' });
  await step('markDelivered', DELIVERED_AT);
  return orderId;
}

/** Upload rows as the upload endpoint leaves them: the member's own, not yet attached. */
export async function uploads(db: Db, ownerId: number, n: number): Promise<number[]> {
  const rows = await db
    .insert(images)
    .values(
      Array.from({ length: n }, (_, i) => ({
        kind: 'UPLOAD' as const,
        width: 1200,
        height: 900,
        alt: `반품 사진 ${i + 1}`,
        mimeType: 'image/webp',
        bytes: Buffer.from([1, 2, 3]),
        byteSize: 3,
        ownerId,
      }))
    )
    .returning({ id: images.id });
  return rows.map((r) => r.id);
}

export async function returnOf(db: Db, orderId: number) {
  const rows = await db.select().from(orderReturns).where(eq(orderReturns.orderId, orderId));
  return rows;
}

export async function returnEvents(db: Db, orderId: number): Promise<string[]> {
  const result = await db.execute(
    sql`SELECT action FROM order_events WHERE order_id = ${orderId} AND process = 'orderReturn' ORDER BY id`
  );
  return (result as unknown as { rows: { action: string }[] }).rows.map((r) => r.action);
}
