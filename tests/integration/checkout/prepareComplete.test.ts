import { sql } from 'drizzle-orm';
import { completeCheckout } from '@/server/domain/checkout/completeCheckout';
import { isDomainError } from '@/lib/errors';
import { testDbKinds, useTestDb } from '../../support/testDb';
import {
  count,
  giveCoupon,
  orderRow,
  pay,
  prepare,
  rentalInput,
  saleInput,
  sandbox,
  seedCheckoutFixture,
  verifiedMember,
} from '../../support/checkoutFixture';

describe.each(testDbKinds())('checkout prepare and complete on %s', (kind) => {
  const db = useTestDb(kind);

  it('prepare holds the units in 결제 대기 with the server amount; completion after approval makes it 예약 대기 with one ledger charge and one alarm', async () => {
    const f = await seedCheckoutFixture(db());
    const member = await verifiedMember(db());
    const provider = sandbox(db());
    // 3 days × 40,000원
    const prepared = await prepare(db(), provider, member, rentalInput(f, 3, 5), 120_000);
    expect(prepared.amount).toBe(120_000);
    let order = await orderRow(db(), prepared.orderId);
    expect(order).toMatchObject({ state: null, paymentState: 'PENDING', totalPrice: 120_000 });
    expect(order.price).toMatchObject({
      basicPrice: 150_000,
      basicDiscount: 30_000,
      totalPrice: 120_000,
      rentalDays: 3,
    });
    expect(
      await count(
        db(),
        sql`SELECT count(*)::int AS n FROM rental_bookings WHERE order_id = ${prepared.orderId} AND status = 'HELD'`
      )
    ).toBe(1);

    await pay(db(), prepared.paymentKey);
    const done = await completeCheckout(db(), provider, prepared.paymentKey, { userId: member });
    expect(done.status).toBe('PAID');
    order = await orderRow(db(), prepared.orderId);
    expect(order).toMatchObject({ state: 'WAITING', paymentState: 'PAID' });
    expect(
      await count(db(), sql`SELECT count(*)::int AS n FROM money_ledger WHERE order_id = ${prepared.orderId}`)
    ).toBe(1);
    expect(
      await count(
        db(),
        sql`SELECT count(*)::int AS n FROM rental_bookings WHERE order_id = ${prepared.orderId} AND status = 'CONFIRMED'`
      )
    ).toBe(1);
    expect(
      await count(db(), sql`SELECT count(*)::int AS n FROM alarms WHERE user_id = ${member} AND kind = 'ORDER'`)
    ).toBe(1);
  });

  it('a price the customer did not see is refused before anything is held', async () => {
    const f = await seedCheckoutFixture(db());
    const member = await verifiedMember(db());
    const error = await prepare(db(), sandbox(db()), member, rentalInput(f, 3, 5), 100_000).catch((e: unknown) => e);
    expect(isDomainError(error) && error.code === 'CONFLICT' && error.message.includes('120,000원')).toBe(true);
    expect(
      await count(db(), sql`SELECT count(*)::int AS n FROM rental_bookings WHERE item_id = ${f.rental.itemId}`)
    ).toBe(0);
  });

  it('a declined payment ends 결제 대기: the hold, the coupon and the points come back', async () => {
    const f = await seedCheckoutFixture(db());
    const member = await verifiedMember(db(), 5_000);
    const provider = sandbox(db());
    const couponId = await giveCoupon(db(), member);
    // 900,000 − 10% capped at 20,000 − 2,000 points
    const prepared = await prepare(
      db(),
      provider,
      member,
      saleInput(f, 1, { userCouponId: couponId, points: 2_000 }),
      878_000
    );
    expect(await count(db(), sql`SELECT point AS n FROM users WHERE id = ${member}`)).toBe(3_000);
    expect(await count(db(), sql`SELECT stock AS n FROM items WHERE id = ${f.sale.itemId}`)).toBe(4);
    await pay(db(), prepared.paymentKey, 'DECLINE');
    const done = await completeCheckout(db(), provider, prepared.paymentKey, { userId: member });
    expect(done.status).toBe('FAILED');
    expect(await count(db(), sql`SELECT point AS n FROM users WHERE id = ${member}`)).toBe(5_000);
    expect(await count(db(), sql`SELECT stock AS n FROM items WHERE id = ${f.sale.itemId}`)).toBe(5);
    expect(
      await count(db(), sql`SELECT count(*)::int AS n FROM user_coupons WHERE id = ${couponId} AND used_at IS NULL`)
    ).toBe(1);
    expect(
      await count(db(), sql`SELECT count(*)::int AS n FROM money_ledger WHERE order_id = ${prepared.orderId}`)
    ).toBe(0);
  });

  it('an approved amount other than the order total is cancelled at the provider and fails with PAYMENT_FAILED', async () => {
    const f = await seedCheckoutFixture(db());
    const member = await verifiedMember(db());
    const provider = sandbox(db());
    const prepared = await prepare(db(), provider, member, saleInput(f), 900_000);
    await pay(db(), prepared.paymentKey);
    // Someone tampered with the amount at the provider.
    await db().execute(
      sql`UPDATE sandbox_payments SET approved_amount = 1000 WHERE payment_id = ${prepared.paymentKey}`
    );
    const error = await completeCheckout(db(), provider, prepared.paymentKey, { userId: member }).catch(
      (e: unknown) => e
    );
    expect(isDomainError(error) && error.code === 'PAYMENT_FAILED').toBe(true);
    expect(await orderRow(db(), prepared.orderId)).toMatchObject({ paymentState: 'CANCELLED', state: null });
    expect(
      await count(
        db(),
        sql`SELECT count(*)::int AS n FROM sandbox_payments WHERE payment_id = ${prepared.paymentKey} AND status = 'CANCELLED'`
      )
    ).toBe(1);
    expect(await count(db(), sql`SELECT stock AS n FROM items WHERE id = ${f.sale.itemId}`)).toBe(5);
  });

  it('another member cannot complete or see the order; the same idempotency key answers the same order', async () => {
    const f = await seedCheckoutFixture(db());
    const member = await verifiedMember(db());
    const stranger = await verifiedMember(db());
    const provider = sandbox(db());
    const first = await prepare(db(), provider, member, saleInput(f), 900_000, 'same-key-123');
    const again = await prepare(db(), provider, member, saleInput(f), 900_000, 'same-key-123');
    expect(again.orderId).toBe(first.orderId);
    expect(await count(db(), sql`SELECT stock AS n FROM items WHERE id = ${f.sale.itemId}`)).toBe(4);
    const error = await completeCheckout(db(), provider, first.paymentKey, { userId: stranger }).catch(
      (e: unknown) => e
    );
    expect(isDomainError(error) && error.code === 'NOT_FOUND').toBe(true);
  });

  it('a pending payment stays 결제 대기 and completes once the provider settles it', async () => {
    const f = await seedCheckoutFixture(db());
    const member = await verifiedMember(db());
    const provider = sandbox(db());
    const prepared = await prepare(db(), provider, member, saleInput(f), 900_000);
    await pay(db(), prepared.paymentKey, 'PENDING');
    expect((await completeCheckout(db(), provider, prepared.paymentKey, { userId: member })).status).toBe('PENDING');
    await db().execute(
      sql`UPDATE sandbox_payments SET settles_at = now() - interval '1 second' WHERE payment_id = ${prepared.paymentKey}`
    );
    expect((await completeCheckout(db(), provider, prepared.paymentKey, { userId: member })).status).toBe('PAID');
    expect(await orderRow(db(), prepared.orderId)).toMatchObject({ state: 'ORDERED', paymentState: 'PAID' });
  });

  it('a slow provider answer leaves the order pending instead of failing it', async () => {
    const f = await seedCheckoutFixture(db());
    const member = await verifiedMember(db());
    const provider = sandbox(db(), 400);
    const prepared = await prepare(db(), provider, member, saleInput(f), 900_000);
    await pay(db(), prepared.paymentKey, 'SLOW');
    expect((await completeCheckout(db(), provider, prepared.paymentKey, { userId: member, waitMs: 100 })).status).toBe(
      'PENDING'
    );
    expect(
      (await completeCheckout(db(), provider, prepared.paymentKey, { userId: member, waitMs: 2_000 })).status
    ).toBe('PAID');
  });
});
