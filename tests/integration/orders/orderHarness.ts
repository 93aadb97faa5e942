import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { queryRows } from '@/server/db/rows';
import { items } from '@/server/db/schema';
import { completeCheckout } from '@/server/domain/checkout/completeCheckout';
import { pay, prepare, rentalInput, saleInput, sandbox, type CheckoutFixture } from '../../support/checkoutFixture';

/** Orders for the member order tests, paid in the sandbox as a customer would. */

/** A paid rental reservation (예약 대기) from `start` to `end` days from today (inclusive), 40,000원 a day. */
export async function paidRental(db: Db, f: CheckoutFixture, member: number, start = 10, end = 12): Promise<number> {
  const provider = sandbox(db);
  const prepared = await prepare(db, provider, member, rentalInput(f, start, end), 40_000 * (end - start + 1));
  await pay(db, prepared.paymentKey);
  const done = await completeCheckout(db, provider, prepared.paymentKey, { userId: member });
  if (done.status !== 'PAID') throw new Error(`rental checkout did not complete: ${done.status}`);
  return prepared.orderId;
}

/** A paid sale (주문 완료) of one unit, picked up at the business: 900,000원. */
export async function paidSale(db: Db, f: CheckoutFixture, member: number): Promise<number> {
  const provider = sandbox(db);
  const prepared = await prepare(db, provider, member, saleInput(f), 900_000);
  await pay(db, prepared.paymentKey);
  const done = await completeCheckout(db, provider, prepared.paymentKey, { userId: member });
  if (done.status !== 'PAID') throw new Error(`sale checkout did not complete: ${done.status}`);
  return prepared.orderId;
}

/** A sale left in 결제 대기 (prepared, never paid). */
export async function unpaidSale(db: Db, f: CheckoutFixture, member: number): Promise<number> {
  return (await prepare(db, sandbox(db), member, saleInput(f), 900_000)).orderId;
}

/** A copy of a paid order made `n` minutes earlier (new payment and idempotency keys): for paging tests. */
export async function cloneOrder(db: Db, orderId: number, n: number): Promise<number> {
  const tag = crypto.randomBytes(6).toString('hex');
  const result = await db.execute(sql`
    INSERT INTO orders (payment_key, user_id, item_id, business_id, process, state, payment_state, state_changed_at, delivery_type, rental_period,
      item_name, price, total_price, user_coupon_id, points_used, with_insurance, pay_method, provider, instalment_months, easy_pay_provider,
      lease_months, lease_monthly_price, billing_key_id, orderer_name, orderer_phone, shipping, idempotency_key, paid_at, created_at, updated_at)
    SELECT ${`rm-clone-${tag}`}, user_id, item_id, business_id, process, state, payment_state, state_changed_at, delivery_type, rental_period,
      item_name, price, total_price, NULL, 0, with_insurance, pay_method, provider, instalment_months, easy_pay_provider,
      lease_months, lease_monthly_price, billing_key_id, orderer_name, orderer_phone, shipping, ${`clone-${tag}`},
      paid_at - make_interval(mins => ${n}), created_at - make_interval(mins => ${n}), updated_at
    FROM orders WHERE id = ${orderId}
    RETURNING id`);
  return Number((result as unknown as { rows: { id: number }[] }).rows[0].id);
}

/** Model-less sale items of the fixture's category (each its own recommendation card), reviewed 0…n−1 times. */
export async function extraSaleItems(db: Db, f: CheckoutFixture, count: number): Promise<number[]> {
  const [base] = await queryRows<{ categoryId: number; imageId: number }>(
    db,
    sql`
    SELECT i.category_id AS "categoryId", m.image_id AS "imageId" FROM items i JOIN models m ON m.id = i.model_id WHERE i.id = ${f.sale.itemId}`
  );
  const rows = await db
    .insert(items)
    .values(
      Array.from({ length: count }, (_, n) => ({
        businessId: f.businessId,
        categoryId: Number(base.categoryId),
        imageId: Number(base.imageId),
        dealType: 'SELL' as const,
        name: `스키 부츠 ${n + 1}`,
        price: 300_000 + n * 1_000,
        originPrice: 350_000,
        stock: 3,
        deliveryTypes: ['PICKUP' as const],
        reviewCount: n,
      }))
    )
    .returning({ id: items.id });
  return rows.map((r) => r.id);
}
