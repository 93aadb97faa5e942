import { sql } from 'drizzle-orm';
import { setPaymentProviderOverride } from '@/server/payments/providers';
import { listSellerOrders } from '@/server/domain/seller/sellerOrders';
import { SELLER_ORDER_MESSAGES as M } from '@/server/domain/seller/sellerOrderAction';
import { testDbKinds, useTestDb } from '../../support/testDb';
import {
  count,
  orderRow,
  prepare,
  sandbox,
  saleInput,
  seedCheckoutFixture,
  verifiedMember,
  type CheckoutFixture,
} from '../../support/checkoutFixture';
import {
  alarmCount,
  callOrder,
  ledgerCount,
  ledgerSum,
  paidContract,
  paidRental,
  paidSale,
  sellerOf,
  type Caller,
} from './sellerHarness';
import { twoBusinesses } from '../seller/twoBusinesses';

const ACTION = `mutation bz_sellerOrderAction($orderId: Int!, $action: SellerOrderAction!, $reason: String, $carrier: String, $invoiceNumber: String) {
  sellerOrderAction(orderId: $orderId, action: $action, reason: $reason, carrier: $carrier, invoiceNumber: $invoiceNumber) {
    id process state stateLabel paymentState paymentStateLabel carrier invoiceNumber cancelReason actions rentalStartDate rentalEndDate
  } }`;
const LIST = `query bz_sellerOrders($status: SellerOrderState, $searchAfter: String) {
  sellerOrders(status: $status, searchAfter: $searchAfter) { orders { id state stateLabel itemName ordererName totalPrice actions } searchAfter } }`;

type Answer = {
  sellerOrderAction: {
    id: number;
    state: string;
    stateLabel: string;
    paymentState: string;
    paymentStateLabel: string;
    carrier: string | null;
    invoiceNumber: string | null;
    cancelReason: string | null;
    actions: string[];
    rentalStartDate: string | null;
    rentalEndDate: string | null;
  };
};
type ListAnswer = {
  sellerOrders: {
    orders: { id: number; state: string; stateLabel: string; actions: string[] }[];
    searchAfter: string | null;
  };
};

describe.each(testDbKinds())('seller order operations (bz_sellerOrderAction, bz_sellerOrders) on %s', (kind) => {
  const db = useTestDb(kind);
  // Orders are paid in the sandbox; refunds go back through it (as providerByName does in demo mode).
  beforeAll(() => setPaymentProviderOverride((d) => sandbox(d)));
  afterAll(() => setPaymentProviderOverride(null));

  let f: CheckoutFixture, other: CheckoutFixture, seller: Caller, otherSeller: Caller, customer: number;
  beforeAll(async () => {
    ({ f, other, seller, otherSeller, member: customer } = await twoBusinesses(db(), { units: 20, saleStock: 20 }));
  });

  const act = (caller: Caller, orderId: number, action: string, extra: Record<string, unknown> = {}) =>
    callOrder<Answer>(db(), caller, ACTION, { orderId, action, ...extra });
  const ok = async (orderId: number, action: string, extra: Record<string, unknown> = {}) => {
    const reply = await act(seller, orderId, action, extra);
    expect(reply.code).toBeNull();
    return reply.data!.sellerOrderAction;
  };
  const provider = () => sandbox(db());

  it('accepts a reservation and marks it returned; each step alarms the customer; the same step twice is INVALID_TRANSITION in Korean', async () => {
    const order = await paidRental(db(), provider(), f, customer, 5, 2);
    const alarmsBefore = await alarmCount(db(), customer, order);
    const accepted = await ok(order, 'ACCEPT');
    expect(accepted).toMatchObject({
      state: 'RESERVED',
      stateLabel: '예약 완료',
      paymentState: 'PAID',
      actions: ['SELLER_CANCEL', 'MARK_RETURNED'],
      rentalStartDate: f.day(5),
      rentalEndDate: f.day(6),
    });
    expect(await alarmCount(db(), customer, order)).toBe(alarmsBefore + 1);
    const again = await act(seller, order, 'ACCEPT');
    expect(again.code).toBe('INVALID_TRANSITION');
    expect(again.message).toBe("'예약 완료' 상태에서는 예약 수락을 할 수 없어요.");
    expect(await ok(order, 'MARK_RETURNED')).toMatchObject({ state: 'USED', stateLabel: '이용 완료', actions: [] });
    expect(await alarmCount(db(), customer, order)).toBe(alarmsBefore + 2);
    expect(
      await count(
        db(),
        sql`SELECT count(*)::int AS n FROM order_events WHERE order_id = ${order} AND actor = 'seller' AND actor_user_id = ${seller!.userId}`
      )
    ).toBe(2);
  });

  it('refuses a reservation only with a reason: full refund through the provider, dates released, the reason told to the customer', async () => {
    const order = await paidRental(db(), provider(), f, customer, 8, 3);
    const noReason = await act(seller, order, 'REFUSE', { reason: '   ' });
    expect(noReason.code).toBe('INVALID_INPUT');
    expect(noReason.details.reason).toBe(M.reasonRequired);
    const refused = await ok(order, 'REFUSE', { reason: '해당 날짜에 장비 점검이 있어요' });
    expect(refused).toMatchObject({
      state: 'REFUSED',
      stateLabel: '예약 거절',
      paymentState: 'CANCELLED',
      cancelReason: '해당 날짜에 장비 점검이 있어요',
      actions: [],
    });
    expect(await orderRow(db(), order)).toMatchObject({ refundDue: 120_000, refundedAmount: 120_000 });
    expect(await ledgerCount(db(), order, 'REFUND')).toBe(1);
    expect(await ledgerSum(db(), order, 'REFUND')).toBe(120_000);
    expect(
      await count(
        db(),
        sql`SELECT count(*)::int AS n FROM rental_bookings WHERE order_id = ${order} AND status <> 'CANCELLED'`
      )
    ).toBe(0);
    expect(
      await count(
        db(),
        sql`SELECT count(*)::int AS n FROM alarms WHERE user_id = ${customer} AND kind = 'ORDER' AND body LIKE '%장비 점검%'`
      )
    ).toBe(1);
  });

  it('prepares a pick-up sale, readies it at the counter and hands it over: points earned once; shipping a pick-up order is refused', async () => {
    const order = await paidSale(db(), provider(), f, customer);
    expect((await act(seller, order, 'SHIP', { carrier: 'CJ대한통운', invoiceNumber: '123456789012' })).code).toBe(
      'INVALID_TRANSITION'
    );
    const alarmsBefore = await alarmCount(db(), customer, order);
    expect(await ok(order, 'PREPARE')).toMatchObject({
      state: 'ORDERED',
      paymentState: 'PREPARING',
      paymentStateLabel: '상품 준비 중',
      actions: ['READY_FOR_PICKUP', 'SELLER_CANCEL'],
    });
    expect(await alarmCount(db(), customer, order)).toBe(alarmsBefore + 1);
    const twice = await act(seller, order, 'PREPARE');
    expect(twice.code).toBe('INVALID_TRANSITION');
    expect(twice.message).toBe("'상품 준비 중' 상태에서는 상품 준비를 할 수 없어요.");
    expect(await ok(order, 'READY_FOR_PICKUP')).toMatchObject({
      state: 'AWAITING_PICKUP',
      paymentState: 'AWAITING_PICKUP',
    });
    const points = await count(db(), sql`SELECT point AS n FROM users WHERE id = ${customer}`);
    expect(await ok(order, 'HAND_OVER')).toMatchObject({
      state: 'CONFIRMED',
      stateLabel: '구매 확정',
      paymentState: 'CONFIRMED',
    });
    const earned = (await orderRow(db(), order)).price.earnPoints;
    expect(earned).toBeGreaterThan(0);
    expect(await count(db(), sql`SELECT point AS n FROM users WHERE id = ${customer}`)).toBe(points + earned);
    expect(await alarmCount(db(), customer, order)).toBe(alarmsBefore + 3);
  });

  it('ships a parcel only with a listed carrier and a 10–14 digit invoice, then marks it delivered; cancelling after shipping is refused', async () => {
    const order = await paidSale(db(), provider(), f, customer, 'PARCEL');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ invoiceNumber: '123456789012' }, 'carrier', M.carrierInvalid],
      [{ carrier: '쿠팡', invoiceNumber: '123456789012' }, 'carrier', M.carrierInvalid],
      [{ carrier: 'CJ대한통운' }, 'invoiceNumber', M.invoiceInvalid],
      [{ carrier: 'CJ대한통운', invoiceNumber: '123456789' }, 'invoiceNumber', M.invoiceInvalid],
      [{ carrier: 'CJ대한통운', invoiceNumber: '123456789012345' }, 'invoiceNumber', M.invoiceInvalid],
      [{ carrier: 'CJ대한통운', invoiceNumber: '12345678901a' }, 'invoiceNumber', M.invoiceInvalid],
    ];
    for (const [extra, field, message] of cases) {
      const reply = await act(seller, order, 'SHIP', extra);
      expect(reply.code).toBe('INVALID_INPUT');
      expect(reply.details[field]).toBe(message);
    }
    expect((await orderRow(db(), order)).state).toBe('ORDERED');
    expect((await act(seller, order, 'READY_FOR_PICKUP')).code).toBe('INVALID_TRANSITION');
    const shipped = await ok(order, 'SHIP', { carrier: '한진택배', invoiceNumber: '5012-3456-7890' });
    expect(shipped).toMatchObject({
      state: 'SHIPPING',
      stateLabel: '배송 중',
      paymentState: 'SHIPPING',
      carrier: '한진택배',
      invoiceNumber: '501234567890',
      actions: ['MARK_DELIVERED'],
    });
    const cancel = await act(seller, order, 'SELLER_CANCEL', { reason: '재고 없음' });
    expect(cancel.code).toBe('INVALID_TRANSITION');
    expect(cancel.message).toContain('배송 중');
    expect(await ok(order, 'MARK_DELIVERED')).toMatchObject({
      state: 'DELIVERED',
      stateLabel: '배송 완료',
      carrier: '한진택배',
      actions: [],
    });
  });

  it('cancels a sale with a reason: full refund, stock back, the customer alarmed', async () => {
    const stock = await count(db(), sql`SELECT stock AS n FROM items WHERE id = ${f.sale.itemId}`);
    const order = await paidSale(db(), provider(), f, customer);
    expect((await act(seller, order, 'SELLER_CANCEL')).details.reason).toBe(M.reasonRequired);
    const alarmsBefore = await alarmCount(db(), customer, order);
    expect(await ok(order, 'SELLER_CANCEL', { reason: '입고가 늦어져 판매가 어려워요' })).toMatchObject({
      state: 'CANCELLED',
      paymentState: 'CANCELLED',
      cancelReason: '입고가 늦어져 판매가 어려워요',
    });
    expect(await ledgerSum(db(), order, 'REFUND')).toBe(900_000);
    expect(await count(db(), sql`SELECT stock AS n FROM items WHERE id = ${f.sale.itemId}`)).toBe(stock);
    expect(await alarmCount(db(), customer, order)).toBe(alarmsBefore + 1);
  });

  it('hands over a lease (계약 완료 → 인수 완료)', async () => {
    const { orderId } = await paidContract(db(), provider(), f, customer);
    expect(await ok(orderId, 'HAND_OVER')).toMatchObject({
      state: 'HANDED_OVER',
      stateLabel: '인수 완료',
      actions: [],
    });
    expect(await alarmCount(db(), customer, orderId)).toBe(2);
  });

  it('answers another business’s seller as for a missing order (NOT_FOUND), a plain member FORBIDDEN, a visitor UNAUTHENTICATED; nothing changes', async () => {
    const order = await paidRental(db(), provider(), f, customer, 12, 1);
    for (const action of ['ACCEPT', 'PREPARE']) {
      // The same answer as for an id that does not exist, so a seller cannot learn which order ids exist.
      const foreign = await act(otherSeller, order, action);
      const missing = await act(otherSeller, 987_654, action);
      expect([foreign.code, foreign.message]).toEqual(['NOT_FOUND', missing.message]);
      expect(missing.code).toBe('NOT_FOUND');
      expect((await act({ userId: customer }, order, action)).code).toBe('FORBIDDEN');
      expect((await act(null, order, action)).code).toBe('UNAUTHENTICATED');
    }
    expect((await act(seller, 987_654, 'ACCEPT')).code).toBe('NOT_FOUND');
    expect((await callOrder(db(), { userId: customer }, LIST)).code).toBe('FORBIDDEN');
    expect((await callOrder(db(), null, LIST)).code).toBe('UNAUTHENTICATED');
    expect(await orderRow(db(), order)).toMatchObject({ state: 'WAITING', paymentState: 'PAID' });
  });

  it('lists the business’s paid orders newest first, by state, paged with a cursor bound to the business and filter', async () => {
    const business = await seedCheckoutFixture(db(), { units: 5, saleStock: 5 });
    const owner = await sellerOf(db(), await verifiedMember(db()), business.businessId);
    const rental = await paidRental(db(), provider(), business, customer, 4, 1);
    const sale = await paidSale(db(), provider(), business, customer);
    await prepare(db(), provider(), customer, saleInput(business), 900_000); // 결제 대기: not the business's yet
    await paidSale(db(), provider(), other, customer); // another business's

    const all = await callOrder<ListAnswer>(db(), owner, LIST);
    expect(all.code).toBeNull();
    expect(all.data!.sellerOrders.orders.map((o) => [o.id, o.state, o.actions])).toEqual([
      [sale, 'ORDERED', ['READY_FOR_PICKUP', 'SELLER_CANCEL', 'PREPARE']],
      [rental, 'WAITING', ['ACCEPT', 'REFUSE']],
    ]);
    expect(all.data!.sellerOrders.searchAfter).toBeNull();
    const waiting = await callOrder<ListAnswer>(db(), owner, LIST, { status: 'WAITING' });
    expect(waiting.data!.sellerOrders.orders.map((o) => o.id)).toEqual([rental]);

    const page1 = await listSellerOrders(db(), business.businessId, null, null, 1);
    expect(page1.orders.map((o) => o.id)).toEqual([sale]);
    const page2 = await listSellerOrders(db(), business.businessId, null, page1.searchAfter, 1);
    expect(page2.orders.map((o) => o.id)).toEqual([rental]);
    expect((await callOrder(db(), owner, LIST, { searchAfter: `${page1.searchAfter}x` })).code).toBe('INVALID_INPUT');
    expect((await callOrder(db(), owner, LIST, { status: 'WAITING', searchAfter: page1.searchAfter })).code).toBe(
      'INVALID_INPUT'
    );
    expect((await callOrder(db(), otherSeller, LIST, { searchAfter: page1.searchAfter })).code).toBe('INVALID_INPUT');
  });
});
