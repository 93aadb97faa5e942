import { sql } from 'drizzle-orm';
import { applyOrderAction } from '@/server/domain/orders/orderAction';
import { completeCheckout } from '@/server/domain/checkout/completeCheckout';
import { runHoldExpiry, runPendingReconciliation, settlePendingOrder } from '@/server/jobs/orderJobsPending';
import { runAutoConfirm, runNoResponseExpiry } from '@/server/jobs/orderJobsTimed';
import { runRefundReconciliation } from '@/server/jobs/orderJobsRefunds';
import { runLeaseBilling } from '@/server/jobs/orderJobsLease';
import type { OrderJobOptions } from '@/server/jobs/orderJobsShared';
import type { Db } from '@/server/db/client';
import { AUTO_CONFIRM_MINUTES, NO_RESPONSE_MINUTES } from '@/lib/orders';
import { testDbKinds, useTestDb } from '../../support/testDb';
import {
  count,
  orderRow,
  pay,
  prepare,
  saleInput,
  sandbox,
  seedCheckoutFixture,
  verifiedMember,
  type CheckoutFixture,
} from '../../support/checkoutFixture';
import { alarmCount, ledgerCount, ledgerSum, paidContract, paidRental, paidSale } from '../sellerOrders/sellerHarness';

const MINUTE = 60_000;
const later = (minutes: number) => new Date(Date.now() + minutes * MINUTE);

describe.each(testDbKinds())('order jobs, each run twice at once, on %s', (kind) => {
  const db = useTestDb(kind);
  let f: CheckoutFixture;
  let member: number;
  beforeAll(async () => {
    f = await seedCheckoutFixture(db(), { units: 20, saleStock: 30 });
    member = await verifiedMember(db());
  });
  const options = (now: Date): OrderJobOptions => ({ now, providerFor: () => sandbox(db()) });
  const twice = <T>(run: (d: Db, o: OrderJobOptions) => Promise<T>, now: Date) =>
    Promise.all([run(db(), options(now)), run(db(), options(now))]);
  const stock = () => count(db(), sql`SELECT stock AS n FROM items WHERE id = ${f.sale.itemId}`);
  const points = () => count(db(), sql`SELECT point AS n FROM users WHERE id = ${member}`);

  it('hold expiry asks the provider first: a paid order is confirmed, an abandoned one expired once, one in flight kept', async () => {
    const provider = sandbox(db());
    // Three shoppers: one member's new checkout of an item would settle their earlier one itself.
    const [late, gone, waiting] = await Promise.all([verifiedMember(db()), verifiedMember(db()), verifiedMember(db())]);
    const paidLate = await prepare(db(), provider, late, saleInput(f), 900_000);
    await pay(db(), paidLate.paymentKey); // approved, but the customer never came back
    const abandoned = await prepare(db(), provider, gone, saleInput(f), 900_000);
    const inFlight = await prepare(db(), provider, waiting, saleInput(f), 900_000);
    await pay(db(), inFlight.paymentKey, 'PENDING');
    const before = await stock();

    // Nothing is due before the 15 minutes are up.
    expect((await runHoldExpiry(db(), options(later(10)))).expired).toBe(0);
    const results = await twice(runHoldExpiry, later(16));
    expect(results[0].paid + results[1].paid).toBe(1);
    expect(results[0].expired + results[1].expired).toBe(1);

    expect(await orderRow(db(), paidLate.orderId)).toMatchObject({ paymentState: 'PAID', state: 'ORDERED' });
    expect(await ledgerCount(db(), paidLate.orderId, 'CHARGE')).toBe(1);
    expect(await orderRow(db(), abandoned.orderId)).toMatchObject({ paymentState: 'CANCELLED', state: null });
    expect(await alarmCount(db(), gone, abandoned.orderId)).toBe(1);
    expect(
      await count(
        db(),
        sql`SELECT count(*)::int AS n FROM order_events WHERE order_id = ${abandoned.orderId} AND action = 'expireHold'`
      )
    ).toBe(1);
    expect(await stock()).toBe(before + 1);
    expect(await orderRow(db(), inFlight.orderId)).toMatchObject({ paymentState: 'PENDING' });
  });

  it('a run whose claim lapsed (slower than the claim) finds the hold already ended and does not count it again', async () => {
    const provider = sandbox(db());
    const shopper = await verifiedMember(db());
    const abandoned = await prepare(db(), provider, shopper, saleInput(f), 900_000);
    const { holdExpiresAt } = await orderRow(db(), abandoned.orderId);
    const claimed = {
      id: abandoned.orderId,
      paymentKey: abandoned.paymentKey,
      provider: 'SANDBOX' as const,
      holdExpiresAt,
    };
    // Two instances claimed the same order: the second claim came after the first had lapsed.
    expect(await settlePendingOrder(db(), provider, claimed, later(16))).toBe('expired');
    expect(await settlePendingOrder(db(), provider, claimed, later(17))).toBe('skipped');
    expect(
      await count(
        db(),
        sql`SELECT count(*)::int AS n FROM order_events WHERE order_id = ${abandoned.orderId} AND action = 'expireHold'`
      )
    ).toBe(1);
  });

  it('a payment approved after its hold expired is cancelled at the provider once, and the order stays ended', async () => {
    const provider = sandbox(db());
    const shopper = await verifiedMember(db());
    const expired = await prepare(db(), provider, shopper, saleInput(f), 900_000);
    expect((await runHoldExpiry(db(), options(later(16)))).expired).toBeGreaterThanOrEqual(1);
    expect(await orderRow(db(), expired.orderId)).toMatchObject({ paymentState: 'CANCELLED', state: null });
    const stockAfterExpiry = await stock();

    // The provider's window was still open: the customer pays after the hold ended.
    await pay(db(), expired.paymentKey);
    // The return URL and the webhook arrive together, and again later.
    const answers = await Promise.all([
      completeCheckout(db(), provider, expired.paymentKey, { userId: shopper }),
      completeCheckout(db(), provider, expired.paymentKey),
    ]);
    for (const answer of answers)
      expect(answer).toMatchObject({ status: 'FAILED', message: '결제 시간이 지나 예약이 풀려 결제를 취소했어요.' });
    expect(await completeCheckout(db(), provider, expired.paymentKey)).toMatchObject({ status: 'FAILED' });

    // Nothing is kept: the whole charge went back, once, and the order took no stock and no money.
    expect(await provider.fetchPayment(expired.paymentKey)).toMatchObject({
      status: 'CANCELLED',
      cancelledAmount: 900_000,
    });
    expect(await orderRow(db(), expired.orderId)).toMatchObject({ paymentState: 'CANCELLED', state: null });
    expect(await ledgerCount(db(), expired.orderId, 'CHARGE')).toBe(0);
    expect(await stock()).toBe(stockAfterExpiry);
  });

  it('payment reconciliation confirms a payment the provider settled once, and pays out an unpaid refund once', async () => {
    const provider = sandbox(db());
    const dropped = await prepare(db(), provider, member, saleInput(f), 900_000);
    await pay(db(), dropped.paymentKey);
    // Younger than a minute: still in the customer's hands.
    expect((await runPendingReconciliation(db(), options(new Date()))).paid).toBe(0);
    const settled = await twice(runPendingReconciliation, later(2));
    expect(settled[0].paid + settled[1].paid).toBe(1);
    expect(await orderRow(db(), dropped.orderId)).toMatchObject({ paymentState: 'PAID', state: 'ORDERED' });
    expect(await ledgerCount(db(), dropped.orderId, 'CHARGE')).toBe(1);
    expect(await alarmCount(db(), member, dropped.orderId)).toBe(1);

    // The business cancelled but the provider was not reachable: the refund is owed.
    const sale = await paidSale(db(), provider, f, member);
    await applyOrderAction(db(), null, {
      orderId: sale,
      action: 'sellerCancel',
      actor: 'seller',
      actorUserId: null,
      actorBusinessId: f.businessId,
      reason: '재고 없음',
    });
    expect(await orderRow(db(), sale)).toMatchObject({ refundDue: 900_000, refundedAmount: 0 });
    const refunds = await twice(runRefundReconciliation, new Date());
    expect(refunds[0].settled + refunds[1].settled).toBe(1);
    expect(await orderRow(db(), sale)).toMatchObject({
      refundDue: 900_000,
      refundedAmount: 900_000,
      refundClaimedAt: null,
    });
    expect(await ledgerCount(db(), sale, 'REFUND')).toBe(1);
    expect(await ledgerSum(db(), sale, 'REFUND')).toBe(900_000);
    expect((await runRefundReconciliation(db(), options(new Date()))).attempted).toBe(0);
  });

  it('무응답: a reservation unanswered for 4,320 minutes is refunded in full once, with one alarm', async () => {
    const order = await paidRental(db(), sandbox(db()), f, member, 20, 2);
    const alarms = await alarmCount(db(), member, order);
    expect((await runNoResponseExpiry(db(), options(later(NO_RESPONSE_MINUTES - 1)))).applied).toBe(0);
    const results = await twice(runNoResponseExpiry, later(NO_RESPONSE_MINUTES + 1));
    expect(results[0].applied + results[1].applied).toBe(1);
    expect(results[0].refunded + results[1].refunded).toBe(1);
    expect(await orderRow(db(), order)).toMatchObject({
      state: 'NO_RESPONSE',
      paymentState: 'CANCELLED',
      refundDue: 80_000,
      refundedAmount: 80_000,
    });
    expect(await ledgerCount(db(), order, 'REFUND')).toBe(1);
    expect(await alarmCount(db(), member, order)).toBe(alarms + 1);
    expect(
      await count(
        db(),
        sql`SELECT count(*)::int AS n FROM rental_bookings WHERE order_id = ${order} AND status <> 'CANCELLED'`
      )
    ).toBe(0);
  });

  it('자동 구매 확정: a sale delivered 4,320 minutes ago is confirmed once and its points earned once', async () => {
    const order = await paidSale(db(), sandbox(db()), f, member, 'PARCEL');
    const seller = { actor: 'seller' as const, actorUserId: null, actorBusinessId: f.businessId };
    await applyOrderAction(db(), null, {
      orderId: order,
      action: 'ship',
      carrier: 'CJ대한통운',
      invoiceNumber: '123456789012',
      ...seller,
    });
    await applyOrderAction(db(), null, { orderId: order, action: 'markDelivered', ...seller });
    const [before, alarms] = [await points(), await alarmCount(db(), member, order)];
    expect((await runAutoConfirm(db(), options(later(AUTO_CONFIRM_MINUTES - 1)))).applied).toBe(0);
    const results = await twice(runAutoConfirm, later(AUTO_CONFIRM_MINUTES + 1));
    expect(results[0].applied + results[1].applied).toBe(1);
    const row = await orderRow(db(), order);
    expect(row).toMatchObject({ state: 'CONFIRMED', paymentState: 'CONFIRMED' });
    expect(row.price.earnPoints).toBeGreaterThan(0);
    expect(await points()).toBe(before + row.price.earnPoints);
    expect(
      await count(
        db(),
        sql`SELECT count(*)::int AS n FROM point_transactions WHERE user_id = ${member} AND ref_key = ${`order:${order}:earn`}`
      )
    ).toBe(1);
    expect(await alarmCount(db(), member, order)).toBe(alarms + 1);
  });

  it('lease billing charges the next month once per contract when it falls due, never twice and never early', async () => {
    const { orderId, monthly } = await paidContract(db(), sandbox(db()), f, member, 12);
    const paidAt = (await orderRow(db(), orderId)).paidAt!;
    const month = (n: number, plusDays = 1) => {
      const d = new Date(paidAt);
      d.setUTCMonth(d.getUTCMonth() + n);
      return new Date(d.getTime() + plusDays * 86_400_000);
    };
    const instalments = () => count(db(), sql`SELECT count(*)::int AS n FROM payments WHERE order_id = ${orderId}`);

    expect((await runLeaseBilling(db(), options(month(0, 20)))).charged).toBe(0);
    const first = await twice(runLeaseBilling, month(1));
    expect(first[0].charged + first[1].charged).toBe(1);
    expect(await instalments()).toBe(2);
    expect(
      await count(
        db(),
        sql`SELECT count(*)::int AS n FROM payments WHERE order_id = ${orderId} AND sequence = 2 AND status = 'PAID' AND amount = ${monthly}`
      )
    ).toBe(1);
    expect(await ledgerCount(db(), orderId, 'CHARGE')).toBe(2);
    expect(await ledgerSum(db(), orderId, 'CHARGE')).toBe(2 * monthly);
    expect(
      await count(
        db(),
        sql`SELECT count(*)::int AS n FROM alarms WHERE user_id = ${member} AND dedupe_key = ${`order:${orderId}:lease-2`}`
      )
    ).toBe(1);

    // The same month again: nothing more. The next month: instalment 3, once.
    expect((await runLeaseBilling(db(), options(month(1, 5)))).charged).toBe(0);
    const second = await twice(runLeaseBilling, month(2));
    expect(second[0].charged + second[1].charged).toBe(1);
    expect(await instalments()).toBe(3);
    expect(await ledgerSum(db(), orderId, 'CHARGE')).toBe(3 * monthly);
  });
});
