import { sql } from 'drizzle-orm';
import {
  us_moreOrdersDocument as MORE,
  us_orderActionDocument as ACTION,
  us_orderDetailDocument as DETAIL,
  us_ordersDocument as LIST,
  type us_moreOrdersQuery,
  type us_orderActionMutation,
  type us_orderDetailQuery,
  type us_ordersQuery,
} from '@/api/order/generated';
import { applyOrderAction } from '@/server/domain/orders/orderAction';
import { setPaymentProviderOverride } from '@/server/payments/providers';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { count, orderRow, sandbox, seedCheckoutFixture, verifiedMember } from '../../support/checkoutFixture';
import { orderCall } from '../shipping/orderCaller';
import { cloneOrder, paidRental, paidSale, unpaidSale } from './orderHarness';

describe.each(testDbKinds())('member orders (us_orders, us_orderDetail, us_orderAction) on %s', (kind) => {
  const db = useTestDb(kind);
  // The orders were paid in the sandbox; refunds go back through it (as providerByName does in demo mode).
  beforeAll(() => setPaymentProviderOverride((d) => sandbox(d)));
  afterAll(() => setPaymentProviderOverride(null));

  const list = (userId: number | null, orderKind: string) =>
    orderCall<us_ordersQuery>(db(), userId, LIST, { kind: orderKind });
  const detail = (userId: number | null, id: number) => orderCall<us_orderDetailQuery>(db(), userId, DETAIL, { id });
  const act = (userId: number | null, orderId: number, action: string, reason?: string) =>
    orderCall<us_orderActionMutation>(db(), userId, ACTION, { orderId, action, reason: reason ?? null });

  it('lists only paid orders of the tab, and only the member’s own; a visitor is asked to log in', async () => {
    const f = await seedCheckoutFixture(db());
    const member = await verifiedMember(db());
    const stranger = await verifiedMember(db());
    const rental = await paidRental(db(), f, member);
    const sale = await paidSale(db(), f, member);
    await unpaidSale(db(), f, member);

    const rentals = await list(member, 'RENTAL');
    expect(rentals.code).toBeNull();
    expect(rentals.data!.me?.id).toBe(member);
    expect(rentals.data!.orders.orders).toEqual([
      expect.objectContaining({
        id: rental,
        itemId: f.rental.itemId,
        status: '예약 대기',
        state: 'WAITING',
        totalPrice: 120_000,
        startDate: f.day(10),
        endDate: f.day(12),
        img: expect.stringMatching(/^\/app\/v4\/images\/\d+$/),
        businessName: expect.stringContaining('용평 스키 렌탈'),
      }),
    ]);
    const purchases = await list(member, 'PURCHASE');
    expect(purchases.data!.orders.orders.map((o) => [o.id, o.status, o.startDate])).toEqual([
      [sale, '주문 완료', null],
    ]);
    expect(purchases.data!.orders.searchAfter).toBeNull();

    expect((await list(stranger, 'RENTAL')).data!.orders.orders).toEqual([]);
    expect((await list(null, 'RENTAL')).code).toBe('UNAUTHENTICATED');
    const bad = await list(member, 'GIFT');
    expect(bad.data).toBeNull();
    expect(bad.code).not.toBeNull();
  });

  it('pages 20 at a time newest first with a cursor bound to the tab; a forged cursor is INVALID_INPUT', async () => {
    const f = await seedCheckoutFixture(db(), { saleStock: 10 });
    const member = await verifiedMember(db());
    const first = await paidSale(db(), f, member);
    // 21 more at distinct times, two of them at the same moment (ties break on id).
    const copies: number[] = [];
    for (let n = 1; n <= 21; n += 1) copies.push(await cloneOrder(db(), first, n));
    await db().execute(
      sql`UPDATE orders SET created_at = (SELECT created_at FROM orders WHERE id = ${copies[5]}) WHERE id = ${copies[6]}`
    );
    const all = await count(
      db(),
      sql`SELECT count(*)::int AS n FROM orders WHERE user_id = ${member} AND state IS NOT NULL`
    );
    expect(all).toBe(22);

    const page1 = await list(member, 'PURCHASE');
    const ids1 = page1.data!.orders.orders.map((o) => o.id);
    expect(ids1).toHaveLength(20);
    expect(ids1[0]).toBe(first);
    const cursor = page1.data!.orders.searchAfter!;
    expect(cursor).toEqual(expect.any(String));
    const page2 = await orderCall<us_moreOrdersQuery>(db(), member, MORE, { kind: 'PURCHASE', searchAfter: cursor });
    const ids2 = page2.data!.orders.orders.map((o) => o.id);
    expect(ids2).toHaveLength(2);
    expect(page2.data!.orders.searchAfter).toBeNull();
    expect(new Set([...ids1, ...ids2]).size).toBe(22);
    const times = [...page1.data!.orders.orders, ...page2.data!.orders.orders].map((o) => o.createdDatetime);
    expect([...times].sort().reverse()).toEqual(times);

    expect((await orderCall(db(), member, MORE, { kind: 'RENTAL', searchAfter: cursor })).code).toBe('INVALID_INPUT');
    expect((await orderCall(db(), member, MORE, { kind: 'PURCHASE', searchAfter: `${cursor}x` })).code).toBe(
      'INVALID_INPUT'
    );
  });

  it('shows the order detail from the process tables; another member’s, an unpaid or a missing order is NOT_FOUND', async () => {
    const f = await seedCheckoutFixture(db());
    const member = await verifiedMember(db());
    const stranger = await verifiedMember(db());
    const rental = await paidRental(db(), f, member, 10, 12);
    const unpaid = await unpaidSale(db(), f, member);

    const reply = await detail(member, rental);
    expect(reply.code).toBeNull();
    const order = reply.data!.order;
    expect(order).toMatchObject({
      id: rental,
      status: '예약 대기',
      subStatus: '결제 완료',
      paymentName: '카드 일시불',
      purchaseMethod: 'CARD',
      priceType: 'NORMAL',
      dealType: 'RENTAL',
      delivery: '매장 방문 수령',
      startDatetime: f.day(10),
      endDate: f.day(12),
      rentalDays: 3,
      canReview: false,
      shippingAddress: null,
      trackingUrl: null,
      orderBusiness: {
        name: expect.stringContaining('용평 스키 렌탈'),
        phone: '033-335-0000',
        address: expect.stringContaining('평창군'),
      },
      price: expect.objectContaining({ basicPrice: 150_000, basicDiscount: 30_000, totalPrice: 120_000 }),
      orderOptions: [expect.objectContaining({ optionId: f.rental.optionId, name: '165cm', amount: 1 })],
    });
    expect(order.orderProcesses.map((s) => [s.label, s.status, s.datetime !== null])).toEqual([
      ['예약 대기', 'current', true],
      ['예약 완료', 'upcoming', false],
      ['이용 완료', 'upcoming', false],
    ]);
    // 10 days before the start: the rule table gives everything back.
    expect(order.actions).toEqual([
      { action: 'cancel', label: '예약 취소', refund: expect.objectContaining({ refundAmount: 120_000, share: 100 }) },
    ]);

    for (const [who, id] of [
      [stranger, rental],
      [member, unpaid],
      [member, 987_654],
    ] as const) {
      const denied = await detail(who, id);
      expect(denied.code).toBe('NOT_FOUND');
      expect(denied.data).toBeNull();
    }
    expect((await detail(null, rental)).code).toBe('UNAUTHENTICATED');
  });

  it('cancels a rental with the refund of the rule table through the provider; a stranger cannot touch it', async () => {
    const f = await seedCheckoutFixture(db());
    const member = await verifiedMember(db());
    const stranger = await verifiedMember(db());
    const rental = await paidRental(db(), f, member, 10, 12);

    const refused = await act(stranger, rental, 'cancel');
    expect(refused.code).toBe('NOT_FOUND');
    expect(await orderRow(db(), rental)).toMatchObject({ state: 'WAITING', refundDue: 0 });

    const done = await act(member, rental, 'cancel', '일정이 바뀌었어요');
    expect(done.code).toBeNull();
    expect(done.data!.orderAction).toMatchObject({
      status: '예약 취소',
      subStatus: '주문 취소',
      actions: [],
      refund: { refundDue: 120_000, refundedAmount: 120_000, cancelReason: '일정이 바뀌었어요' },
    });
    expect(done.data!.orderAction.orderProcesses.map((s) => [s.label, s.status])).toEqual([
      ['예약 대기', 'done'],
      ['예약 취소', 'current'],
    ]);
    expect(
      await count(db(), sql`SELECT count(*)::int AS n FROM money_ledger WHERE order_id = ${rental} AND kind = 'REFUND'`)
    ).toBe(1);
    expect(
      await count(
        db(),
        sql`SELECT count(*)::int AS n FROM rental_bookings WHERE order_id = ${rental} AND status <> 'CANCELLED'`
      )
    ).toBe(0);

    const again = await act(member, rental, 'cancel');
    expect(again.code).toBe('INVALID_TRANSITION');
    expect((await act(member, rental, 'drop table')).code).toBe('INVALID_INPUT');
  });

  it('confirms a delivered purchase (points earned, review possible) with the parcel’s tracking link; not before delivery', async () => {
    const f = await seedCheckoutFixture(db());
    const member = await verifiedMember(db());
    const sale = await paidSale(db(), f, member);
    await db().execute(sql`UPDATE orders SET delivery_type = 'PARCEL',
      shipping = '{"name":"김결제","phone":"010-1234-5678","postNum":"06236","address1":"서울 강남구 테헤란로 152","address2":"12층"}'::jsonb WHERE id = ${sale}`);

    const early = await act(member, sale, 'confirmPurchase');
    expect(early.code).toBe('INVALID_TRANSITION');
    expect(early.message).toContain('주문 완료');

    const seller = { actor: 'seller' as const, actorUserId: null, actorBusinessId: f.businessId };
    await applyOrderAction(db(), null, {
      orderId: sale,
      action: 'ship',
      carrier: 'CJ',
      invoiceNumber: '6543-2109-8765',
      ...seller,
    });
    await applyOrderAction(db(), null, { orderId: sale, action: 'markDelivered', ...seller });
    const delivered = (await detail(member, sale)).data!.order;
    expect(delivered).toMatchObject({
      status: '배송 완료',
      carrier: 'CJ대한통운',
      trackingUrl: 'https://trace.cjlogistics.com/next/tracking.html?wblNo=654321098765',
      shippingAddress: {
        id: sale,
        postNum: '06236',
        address1: '서울 강남구 테헤란로 152',
        shippingInvoiceNumbers: ['6543-2109-8765'],
      },
      actions: [{ action: 'confirmPurchase', label: '구매 확정', refund: null }],
      canReview: false,
      verificationProcess: null,
    });
    expect(delivered.orderProcesses.map((s) => s.status)).toEqual(['done', 'done', 'current', 'upcoming']);

    const before = await count(db(), sql`SELECT point AS n FROM users WHERE id = ${member}`);
    const confirmed = await act(member, sale, 'confirmPurchase');
    expect(confirmed.code).toBeNull();
    expect(confirmed.data!.orderAction).toMatchObject({
      status: '구매 확정',
      subStatus: '구매 확정',
      canReview: true,
      actions: [],
    });
    const earned = (await orderRow(db(), sale)).price.earnPoints;
    expect(await count(db(), sql`SELECT point AS n FROM users WHERE id = ${member}`)).toBe(before + earned);
  });
});
