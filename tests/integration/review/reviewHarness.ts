import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import type { OrderProcessId, OrderState, PaymentState } from '@/lib/orders';
import { queryRows } from '@/server/db/rows';
import { images, orders } from '@/server/db/schema';
import type { ServiceYoga } from '@/server/graphql/createServiceYoga';
import { callService, serviceYogaAs, type Caller } from '../../support/serviceCaller';
import { count, type CheckoutFixture } from '../../support/checkoutFixture';

export type { Caller } from '../../support/serviceCaller';

export const itemYogaAs = (db: Db, caller: Caller): ServiceYoga => serviceYogaAs(db, 'item', caller);

/** One operation as `caller`: the data, or the first error's code, message and field details. */
export const callItem = <T>(db: Db, caller: Caller, query: string, variables: Record<string, unknown> = {}) =>
  callService<T>(db, 'item', caller, query, variables);

export type OrderKind = { process: OrderProcessId; state: OrderState | null; paymentState?: PaymentState };

export const USED_RENTAL: OrderKind = { process: 'rentalReservation', state: 'USED', paymentState: 'PAID' };
export const CONFIRMED_SALE: OrderKind = { process: 'saleOrder', state: 'CONFIRMED', paymentState: 'PAID' };

/**
 * An order as the order service leaves it, written directly: the review rules read only its owner,
 * item, process and state, and the order service's own tests cover how it gets there.
 */
export async function orderOf(
  db: Db,
  f: CheckoutFixture,
  userId: number,
  kind: OrderKind,
  finishedAt = new Date('2026-01-10T03:00:00Z')
): Promise<number> {
  const rental = kind.process === 'rentalReservation';
  const itemId = rental ? f.rental.itemId : f.sale.itemId;
  const [row] = await db
    .insert(orders)
    .values({
      paymentKey: `pay_${crypto.randomBytes(8).toString('hex')}`,
      userId,
      itemId,
      businessId: f.businessId,
      process: kind.process,
      state: kind.state,
      paymentState: kind.paymentState ?? 'PAID',
      stateChangedAt: finishedAt,
      deliveryType: 'PICKUP',
      rentalPeriod: rental ? '[2026-01-07,2026-01-09)' : null,
      itemName: rental ? '레드스터 G9 1일 렌탈' : '레드스터 G9 새 상품',
      price: {
        basicPrice: 40_000,
        basicDiscount: 0,
        couponDiscount: 0,
        pointDiscount: 0,
        insurancePrice: 0,
        shippingFee: 0,
        totalPrice: 40_000,
        earnPoints: 400,
        rentalDays: rental ? 2 : 0,
      },
      totalPrice: 40_000,
      payMethod: 'CARD',
      provider: 'SANDBOX',
      ordererName: '김결제',
      ordererPhone: '010-1234-5678',
      idempotencyKey: crypto.randomUUID(),
      paidAt: kind.paymentState === 'PENDING' ? null : finishedAt,
    })
    .returning({ id: orders.id });
  return row.id;
}

/** A member's fresh upload as the upload endpoint leaves it (not attached to anything yet). */
export async function uploadOf(db: Db, ownerId: number): Promise<number> {
  const [row] = await db
    .insert(images)
    .values({
      kind: 'UPLOAD',
      width: 1200,
      height: 900,
      alt: '리뷰 사진',
      mimeType: 'image/webp',
      bytes: Buffer.from('RIFF0000WEBP'),
      ownerId,
    })
    .returning({ id: images.id });
  return row.id;
}

export const itemFigures = async (db: Db, itemId: number) => {
  const [row] = await queryRows<{ n: number; a: number | null }>(
    db,
    sql`SELECT review_count AS n, rating_avg AS a FROM items WHERE id = ${itemId}`
  );
  return { reviewCount: Number(row.n), ratingAvg: row.a === null ? null : Number(row.a) };
};

export const pointsOf = (db: Db, userId: number) => count(db, sql`SELECT point AS n FROM users WHERE id = ${userId}`);

export const reviewAlarms = (db: Db, userId: number) =>
  count(db, sql`SELECT count(*)::int AS n FROM alarms WHERE user_id = ${userId} AND kind = 'REVIEW'`);
