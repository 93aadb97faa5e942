import { and, eq, sql } from 'drizzle-orm';
import { auditLog, businesses, orders, users } from '@/server/db/schema';
import { applyOrderAction } from '@/server/domain/orders/orderAction';
import { setPaymentProviderOverride } from '@/server/payments/providers';
import { customerOrderAction } from '@/server/domain/orders/customerOrderAction';
import { runAutoConfirm, runNoResponseExpiry } from '@/server/jobs/orderJobsTimed';
import { AUTO_CONFIRM_MINUTES, NO_RESPONSE_MINUTES } from '@/lib/orders';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { count, orderRow, sandbox, verifiedMember, type CheckoutFixture } from '../../support/checkoutFixture';
import { cloneOrder } from '../orders/orderHarness';
import { ledgerCount, ledgerSum, paidRental, paidSale } from '../sellerOrders/sellerHarness';
import { twoBusinesses } from '../seller/twoBusinesses';
import { DELIVERED_AT, daysAfterDelivery, deliveredSale } from '../returns/returnHarness';
import { requestReturn } from '@/server/domain/returns/requestReturn';
import { ageFactor, callAdmin, verifiedOperator, type Caller } from './adminHarness';

const SEARCH = `query($orderId: Int, $member: String, $business: String, $state: String, $from: String, $to: String, $after: String) {
  adminOrders(orderId: $orderId, member: $member, business: $business, state: $state, from: $from, to: $to, after: $after) {
    orders { id stateLabel processLabel memberNickname businessName itemName totalPrice } after } }`;
const DETAIL = `query($id: Int!) { adminOrder(id: $id) {
  id state stateLabel paymentStateLabel chargedAmount refundDue refundedAmount refundableAmount deliveryName
  rentalStartDate rentalEndDate paymentName member { id } business { id name } deadline { label at extensionDays }
  events { processLabel actionLabel fromLabel toLabel actorLabel note }
  ledger { kind kindLabel amount postings { account amount } }
  actions { action label } audit { action reason before after } } }`;
const CANCEL = `mutation($id: Int!, $reason: String!, $refundAmount: Int) {
  cancelOrder(id: $id, reason: $reason, refundAmount: $refundAmount) { id state refundDue refundedAmount } }`;
const CONFIRM = `mutation($id: Int!, $reason: String!) { confirmOrder(id: $id, reason: $reason) { id state } }`;
const EXTEND = `mutation($id: Int!, $days: Int!, $reason: String!) {
  extendOrderDeadline(id: $id, days: $days, reason: $reason) { id deadline { at extensionDays } } }`;

type Detail = {
  adminOrder: {
    id: number;
    state: string | null;
    stateLabel: string;
    paymentStateLabel: string;
    chargedAmount: number;
    refundDue: number;
    refundedAmount: number;
    refundableAmount: number;
    deliveryName: string;
    rentalStartDate: string | null;
    rentalEndDate: string | null;
    paymentName: string;
    member: { id: number };
    business: { id: number; name: string };
    deadline: { label: string; at: string | null; extensionDays: number } | null;
    events: {
      processLabel: string;
      actionLabel: string;
      fromLabel: string | null;
      toLabel: string;
      actorLabel: string;
      note: string | null;
    }[];
    ledger: { kind: string; kindLabel: string; amount: number; postings: { account: string; amount: number }[] }[];
    actions: { action: string; label: string }[];
    audit: { action: string; reason: string; before: string; after: string }[];
  };
};
type Search = { adminOrders: { orders: { id: number; stateLabel: string }[]; after: string | null } };

const DAY = 86_400_000;
const SALE = 900_000;

describe.each(testDbKinds())('orders in the operator console (%s)', (kind) => {
  const db = useTestDb(kind);
  beforeAll(() => setPaymentProviderOverride((d) => sandbox(d)));
  afterAll(() => setPaymentProviderOverride(null));

  let f: CheckoutFixture, seller: NonNullable<Caller>, customer: number;
  let op: Awaited<ReturnType<typeof verifiedOperator>>;
  beforeAll(async () => {
    const cast = await twoBusinesses(db(), { units: 5, saleStock: 60 });
    ({ f, customer } = { f: cast.f, customer: cast.member });
    seller = cast.seller!;
    op = await verifiedOperator(db());
  });

  const sale = () => paidSale(db(), sandbox(db()), f, customer);
  const detail = async (id: number) => (await callAdmin<Detail>(db(), op.caller, DETAIL, { id })).data!.adminOrder;
  const auditRows = (id: number) =>
    db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'order'), eq(auditLog.targetId, String(id))));

  it('finds orders by number, member, business, state and Seoul days, newest first, 30 a page', async () => {
    const first = await sale();
    const rental = await paidRental(db(), sandbox(db()), f, customer, 20);
    const nicknameOf = async (id: number) =>
      (await db().select({ nickname: users.nickname }).from(users).where(eq(users.id, id)))[0].nickname;
    const member = await nicknameOf(customer);
    const [{ name: business }] = await db()
      .select({ name: businesses.name })
      .from(businesses)
      .where(eq(businesses.id, f.businessId));
    const byNumber = await callAdmin<Search>(db(), op.caller, SEARCH, { orderId: first });
    expect(byNumber.data?.adminOrders.orders).toEqual([
      expect.objectContaining({ id: first, stateLabel: '주문 완료', processLabel: '구매 주문', totalPrice: SALE }),
    ]);
    const byMember = await callAdmin<Search>(db(), op.caller, SEARCH, { member });
    const memberIds = byMember.data!.adminOrders.orders.map((o) => o.id);
    expect(memberIds.indexOf(rental)).toBeLessThan(memberIds.indexOf(first));
    const byState = await callAdmin<Search>(db(), op.caller, SEARCH, {
      business,
      state: 'rentalReservation.WAITING',
    });
    expect(byState.data!.adminOrders.orders.map((o) => o.id)).toContain(rental);
    expect(byState.data!.adminOrders.orders.map((o) => o.id)).not.toContain(first);

    // 00:30 on 3 March in Seoul is still 2 March in UTC: the day filter counts Seoul days.
    await db()
      .update(orders)
      .set({ createdAt: new Date('2026-03-02T15:30:00.000Z') })
      .where(eq(orders.id, first));
    const onThird = await callAdmin<Search>(db(), op.caller, SEARCH, {
      orderId: first,
      from: '2026-03-03',
      to: '2026-03-03',
    });
    expect(onThird.data!.adminOrders.orders.map((o) => o.id)).toEqual([first]);
    const onSecond = await callAdmin<Search>(db(), op.caller, SEARCH, {
      orderId: first,
      from: '2026-03-02',
      to: '2026-03-02',
    });
    expect(onSecond.data!.adminOrders.orders).toEqual([]);

    // 32 orders of one member: a page of 30, then the last 2 through the signed cursor.
    const buyer = await verifiedMember(db());
    const lonely = await paidSale(db(), sandbox(db()), f, buyer);
    for (let n = 1; n <= 31; n += 1) await cloneOrder(db(), lonely, n);
    const buyerName = await nicknameOf(buyer);
    const page1 = await callAdmin<Search>(db(), op.caller, SEARCH, { member: buyerName });
    expect(page1.data!.adminOrders.orders).toHaveLength(30);
    const page2 = await callAdmin<Search>(db(), op.caller, SEARCH, {
      member: buyerName,
      after: page1.data!.adminOrders.after,
    });
    expect(page2.data!.adminOrders.orders).toHaveLength(2);
    expect(page2.data!.adminOrders.after).toBeNull();
    const ids = [...page1.data!.adminOrders.orders, ...page2.data!.adminOrders.orders].map((o) => o.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    // A cursor of another search, or an edited one, is refused rather than a silently different page.
    const otherSearch = await callAdmin(db(), op.caller, SEARCH, { member, after: page1.data!.adminOrders.after });
    expect(otherSearch.code).toBe('INVALID_INPUT');
    const edited = await callAdmin(db(), op.caller, SEARCH, {
      member: buyerName,
      after: `x${page1.data!.adminOrders.after}`,
    });
    expect(edited.code).toBe('INVALID_INPUT');
  });

  it('refuses a bad state, date or range with a Korean message per field', async () => {
    const badState = await callAdmin(db(), op.caller, SEARCH, { state: 'saleOrder.NOPE' });
    expect(badState.code).toBe('INVALID_INPUT');
    expect(badState.details.state).toBe('주문 상태를 목록에서 골라 주세요.');
    const badDate = await callAdmin(db(), op.caller, SEARCH, { from: '2026-02-30' });
    expect(badDate.details.from).toBe('시작일은(는) 2026-03-01 같은 날짜로 입력해 주세요.');
    const backwards = await callAdmin(db(), op.caller, SEARCH, { from: '2026-03-05', to: '2026-03-01' });
    expect(backwards.details.to).toBe('종료일은 시작일과 같거나 뒤여야 해요.');
  });

  it('shows one order: parties, payment, rental period, timeline, ledger with its journal, and the operator steps', async () => {
    const rental = await paidRental(db(), sandbox(db()), f, customer, 20, 2);
    const d = await detail(rental);
    expect(d).toMatchObject({
      state: 'WAITING',
      stateLabel: '예약 대기',
      paymentStateLabel: '결제 완료',
      chargedAmount: 80_000,
      refundableAmount: 80_000,
      member: { id: customer },
      business: { id: f.businessId },
      deadline: { label: '매장 답변 기한 (지나면 무응답으로 전액 환불)', extensionDays: 0 },
    });
    expect(d.rentalStartDate).toBe(f.day(20));
    expect(d.rentalEndDate).toBe(f.day(21));
    expect(d.events.map((e) => `${e.actionLabel}:${e.toLabel}`)).toEqual([
      '결제 시작:결제 대기',
      '결제 승인:결제 완료',
    ]);
    expect(d.ledger).toEqual([expect.objectContaining({ kind: 'CHARGE', kindLabel: '결제', amount: 80_000 })]);
    expect(d.ledger[0].postings.reduce((sum, p) => sum + p.amount, 0)).toBe(0);
    expect(d.ledger[0].postings.find((p) => p.account === 'PROVIDER_CLEARING')?.amount).toBe(80_000);
    expect(d.actions).toEqual([
      { action: 'operatorCancel', label: '운영자 예약 취소' },
      { action: 'extendDeadline', label: '답변 기한 연장' },
    ]);
    const missing = await callAdmin(db(), op.caller, DETAIL, { id: 999_999_999 });
    expect(missing.code).toBe('NOT_FOUND');
  });

  it('cancels with a partial refund through the one refund path: ledger, journal reversal, audit with reason', async () => {
    const order = await sale();
    const over = await callAdmin(db(), op.caller, CANCEL, {
      id: order,
      reason: '매장과 합의한 부분 환불',
      refundAmount: SALE + 1,
    });
    expect(over.code).toBe('INVALID_INPUT');
    expect(over.details.refundAmount).toBe('환불할 수 있는 금액은 최대 900,000원이에요.');
    const fraction = await callAdmin(db(), op.caller, CANCEL, { id: order, reason: '소수 금액', refundAmount: 1.5 });
    expect(fraction.code).toBe('INVALID_INPUT');
    const noReason = await callAdmin(db(), op.caller, CANCEL, { id: order, reason: ' ', refundAmount: 1 });
    expect(noReason.details.reason).toBe('사유를 2자 이상 입력해 주세요.');
    expect((await orderRow(db(), order)).state).toBe('ORDERED');
    expect(await auditRows(order)).toEqual([]);

    const done = await callAdmin<{ cancelOrder: { state: string; refundDue: number; refundedAmount: number } }>(
      db(),
      op.caller,
      CANCEL,
      { id: order, reason: '매장과 합의한 부분 환불', refundAmount: 300_000 }
    );
    expect(done.code).toBeNull();
    expect(done.data?.cancelOrder).toEqual(
      expect.objectContaining({ state: 'CANCELLED', refundDue: 300_000, refundedAmount: 300_000 })
    );
    expect(await ledgerSum(db(), order, 'REFUND')).toBe(300_000);
    const d = await detail(order);
    expect(d.paymentStateLabel).toBe('주문 취소');
    const refund = d.ledger.find((l) => l.kind === 'REFUND')!;
    expect(refund).toMatchObject({ kindLabel: '환불', amount: 300_000 });
    expect(refund.postings.find((p) => p.account === 'PROVIDER_CLEARING')?.amount).toBe(-300_000);
    expect(refund.postings.reduce((sum, p) => sum + p.amount, 0)).toBe(0);
    // The stock went back on sale in the same step (the restock marker follows it).
    expect(d.events.slice(-2).map((e) => e.actionLabel)).toEqual(['운영자 주문 취소', '재고 복구']);
    expect(d.events.at(-2)).toMatchObject({
      actionLabel: '운영자 주문 취소',
      fromLabel: '주문 완료',
      toLabel: '주문 취소',
      actorLabel: '운영자',
      note: '매장과 합의한 부분 환불',
    });
    expect(d.audit).toHaveLength(1);
    expect(d.audit[0]).toMatchObject({ action: 'order.operatorCancel', reason: '매장과 합의한 부분 환불' });
    expect(JSON.parse(d.audit[0].before)).toMatchObject({ state: 'ORDERED', refundDue: 0 });
    expect(JSON.parse(d.audit[0].after)).toMatchObject({
      state: 'CANCELLED',
      refundDue: 300_000,
      refundAmount: 300_000,
    });

    // Cancelled now: no operator step is left, and another cancellation is INVALID_TRANSITION.
    expect(d.actions).toEqual([]);
    const again = await callAdmin(db(), op.caller, CANCEL, { id: order, reason: '다시 취소', refundAmount: 1 });
    expect(again.code).toBe('INVALID_TRANSITION');
  });

  it('asks the second factor again for a refund: an old pass is FORBIDDEN and changes nothing', async () => {
    const other = await verifiedOperator(db());
    const order = await sale();
    await ageFactor(db(), other.userId, 6);
    const late = await callAdmin(db(), other.caller, CANCEL, { id: order, reason: '오래된 인증', refundAmount: null });
    expect(late.code).toBe('FORBIDDEN');
    expect((await orderRow(db(), order)).state).toBe('ORDERED');
    expect(await ledgerCount(db(), order, 'REFUND')).toBe(0);
    // Confirming and extending move no money: the 8-hour session is enough.
    const delivered = await deliveredSale(db(), f, seller, customer);
    const extended = await callAdmin(db(), other.caller, EXTEND, { id: delivered, days: 2, reason: '고객 해외 출장' });
    expect(extended.code).toBeNull();
  });

  it('answers INVALID_TRANSITION for a step the operator may not take in the state', async () => {
    const order = await sale();
    const confirm = await callAdmin(db(), op.caller, CONFIRM, { id: order, reason: '확정 시도' });
    expect(confirm.code).toBe('INVALID_TRANSITION');
    expect(confirm.message).toBe("'주문 완료' 상태에서는 구매 확정 처리를 할 수 없어요.");
    const extend = await callAdmin(db(), op.caller, EXTEND, { id: order, days: 1, reason: '연장 시도' });
    expect(extend.code).toBe('INVALID_TRANSITION');
    const delivered = await deliveredSale(db(), f, seller, customer);
    const cancel = await callAdmin(db(), op.caller, CANCEL, {
      id: delivered,
      reason: '배송 후 취소',
      refundAmount: null,
    });
    expect(cancel.code).toBe('INVALID_TRANSITION');
    expect(await ledgerCount(db(), delivered, 'REFUND')).toBe(0);
  });

  it('a member, a seller and a visitor hear NOT_FOUND for every order operation', async () => {
    const order = await sale();
    const calls: [string, Record<string, unknown>][] = [
      [SEARCH, {}],
      [DETAIL, { id: order }],
      [CANCEL, { id: order, reason: '권한 없는 취소', refundAmount: 1 }],
      [CONFIRM, { id: order, reason: '권한 없는 확정' }],
      [EXTEND, { id: order, days: 1, reason: '권한 없는 연장' }],
    ];
    for (const caller of [{ userId: customer }, seller, null] as Caller[]) {
      for (const [query, variables] of calls) {
        expect((await callAdmin(db(), caller, query, variables)).code).toBe('NOT_FOUND');
      }
    }
    expect((await orderRow(db(), order)).state).toBe('ORDERED');
  });

  it('two operators cancelling at once make one cancellation and one refund, never more than the charge', async () => {
    const second = await verifiedOperator(db());
    const order = await sale();
    const results = await Promise.all([
      callAdmin(db(), op.caller, CANCEL, { id: order, reason: '운영자 1 취소', refundAmount: null }),
      callAdmin(db(), second.caller, CANCEL, { id: order, reason: '운영자 2 취소', refundAmount: 500_000 }),
    ]);
    expect(results.map((r) => r.code).sort()).toEqual(['INVALID_TRANSITION', null].sort());
    expect(await ledgerCount(db(), order, 'REFUND')).toBe(1);
    expect(await ledgerSum(db(), order, 'REFUND')).toBeLessThanOrEqual(SALE);
    expect(await auditRows(order)).toHaveLength(1);
  });

  it('an operator cancelling while the customer cancels makes one outcome', async () => {
    const order = await sale();
    const [operator, mine] = await Promise.allSettled([
      callAdmin(db(), op.caller, CANCEL, { id: order, reason: '운영자 취소', refundAmount: 100_000 }),
      customerOrderAction(db(), customer, { orderId: order, action: 'cancel', reason: '마음이 바뀌었어요' }),
    ]);
    const operatorWon = operator.status === 'fulfilled' && operator.value.code === null;
    const customerWon = mine.status === 'fulfilled';
    expect([operatorWon, customerWon].filter(Boolean)).toHaveLength(1);
    expect((await orderRow(db(), order)).state).toBe('CANCELLED');
    expect(await ledgerCount(db(), order, 'REFUND')).toBe(1);
    expect(await ledgerSum(db(), order, 'REFUND')).toBe(operatorWon ? 100_000 : SALE);
    expect(await auditRows(order)).toHaveLength(operatorWon ? 1 : 0);
  });

  it('confirms where the customer would (구매 확정, 이용 완료), with points earned and an audit row', async () => {
    const delivered = await deliveredSale(db(), f, seller, customer);
    const confirmed = await callAdmin(db(), op.caller, CONFIRM, { id: delivered, reason: '고객이 전화로 확정 요청' });
    expect(confirmed.code).toBeNull();
    const d = await detail(delivered);
    expect(d).toMatchObject({ stateLabel: '구매 확정', paymentStateLabel: '구매 확정' });
    expect(d.events.at(-1)).toMatchObject({ actionLabel: '구매 확정 처리', actorLabel: '운영자' });
    expect(
      await count(
        db(),
        sql`SELECT count(*)::int AS n FROM point_transactions WHERE ref_key = ${`order:${delivered}:earn`}`
      )
    ).toBe(1);
    expect((await auditRows(delivered))[0]).toMatchObject({ action: 'order.operatorConfirm' });

    const rental = await paidRental(db(), sandbox(db()), f, customer, 25);
    const waiting = await callAdmin(db(), op.caller, CONFIRM, { id: rental, reason: '아직 수락 전' });
    expect(waiting.code).toBe('INVALID_TRANSITION');
    await sellerStep(rental, 'accept');
    const used = await callAdmin<{ confirmOrder: { state: string } }>(db(), op.caller, CONFIRM, {
      id: rental,
      reason: '반납했는데 매장이 처리하지 않음',
    });
    expect(used.data?.confirmOrder.state).toBe('USED');
  });

  it('does not confirm while a return is open, and says so', async () => {
    const delivered = await deliveredSale(db(), f, seller, customer);
    await requestReturn(
      db(),
      customer,
      { orderId: delivered, kind: 'RETURN', reason: 'DEFECTIVE', note: '흠집이 있어요', imageIds: [] },
      daysAfterDelivery(1)
    );
    expect((await detail(delivered)).actions.map((a) => a.action)).toEqual(['extendDeadline']);
    const blocked = await callAdmin(db(), op.caller, CONFIRM, { id: delivered, reason: '반품 중 확정 시도' });
    expect(blocked.code).toBe('INVALID_TRANSITION');
    expect(blocked.message).toBe('반품·교환이 진행 중이라 구매를 확정할 수 없어요.');
    expect(await auditRows(delivered)).toEqual([]);
  });

  it('an operator confirming while the customer confirms makes one 구매 확정', async () => {
    const delivered = await deliveredSale(db(), f, seller, customer);
    const [operator, mine] = await Promise.allSettled([
      callAdmin(db(), op.caller, CONFIRM, { id: delivered, reason: '대신 확정' }),
      customerOrderAction(db(), customer, { orderId: delivered, action: 'confirmPurchase' }),
    ]);
    const operatorWon = operator.status === 'fulfilled' && operator.value.code === null;
    expect([operatorWon, mine.status === 'fulfilled'].filter(Boolean)).toHaveLength(1);
    expect(
      await count(
        db(),
        sql`SELECT count(*)::int AS n FROM order_events WHERE order_id = ${delivered} AND to_state = 'CONFIRMED' AND process = 'saleOrder'`
      )
    ).toBe(1);
  });

  it('extends the automatic 구매 확정 and the answer deadline by whole days, which the jobs count', async () => {
    const delivered = await deliveredSale(db(), f, seller, customer);
    const extended = await callAdmin<{ extendOrderDeadline: { deadline: { at: string; extensionDays: number } } }>(
      db(),
      op.caller,
      EXTEND,
      { id: delivered, days: 3, reason: '고객 해외 출장' }
    );
    expect(extended.data?.extendOrderDeadline.deadline).toEqual({
      at: new Date(DELIVERED_AT.getTime() + AUTO_CONFIRM_MINUTES * 60_000 + 3 * DAY).toISOString(),
      extensionDays: 3,
    });
    // The state was not left: the return window and the job still count from the delivery.
    expect((await orderRow(db(), delivered)).stateChangedAt.toISOString()).toBe(DELIVERED_AT.toISOString());
    const providerFor = () => sandbox(db());
    await runAutoConfirm(db(), {
      now: new Date(DELIVERED_AT.getTime() + AUTO_CONFIRM_MINUTES * 60_000 + DAY),
      providerFor,
    });
    expect((await orderRow(db(), delivered)).state).toBe('DELIVERED');
    await runAutoConfirm(db(), {
      now: new Date(DELIVERED_AT.getTime() + AUTO_CONFIRM_MINUTES * 60_000 + 3 * DAY),
      providerFor,
    });
    expect((await orderRow(db(), delivered)).state).toBe('CONFIRMED');

    const rental = await paidRental(db(), sandbox(db()), f, customer, 28);
    const waitingSince = (await orderRow(db(), rental)).stateChangedAt.getTime();
    const tooLong = await callAdmin(db(), op.caller, EXTEND, { id: rental, days: 31, reason: '너무 긴 연장' });
    expect(tooLong.code).toBe('INVALID_INPUT');
    expect((await callAdmin(db(), op.caller, EXTEND, { id: rental, days: 20, reason: '매장 휴가' })).code).toBeNull();
    const past = await callAdmin(db(), op.caller, EXTEND, { id: rental, days: 11, reason: '또 연장' });
    expect(past.code).toBe('INVALID_INPUT');
    expect(past.details.days).toBe('기한은 모두 합쳐 30일까지 늘릴 수 있어요.');
    await runNoResponseExpiry(db(), { now: new Date(waitingSince + NO_RESPONSE_MINUTES * 60_000 + DAY), providerFor });
    expect((await orderRow(db(), rental)).state).toBe('WAITING');
    await runNoResponseExpiry(db(), {
      now: new Date(waitingSince + NO_RESPONSE_MINUTES * 60_000 + 20 * DAY),
      providerFor,
    });
    expect((await orderRow(db(), rental)).state).toBe('NO_RESPONSE');
    expect((await auditRows(rental)).map((a) => a.action)).toEqual(['order.extendDeadline']);
  });

  /** The seller's step on an order (accept), as the seller console sends it. */
  function sellerStep(orderId: number, action: string) {
    return applyOrderAction(db(), null, {
      orderId,
      action,
      actor: 'seller',
      actorUserId: seller.userId,
      actorBusinessId: seller.businessId ?? null,
    });
  }
});
