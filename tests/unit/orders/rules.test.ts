/** The order and payment rules of docs/product.md §4, §9 and issue 16, each a test named after the rule. */
import {
  AUTO_CONFIRM_MINUTES,
  HOLD_EXPIRY_MINUTES,
  DEPOSIT_CLAIM_ANSWER_MINUTES,
  DEPOSIT_CLAIM_WINDOW_MINUTES,
  NO_RESPONSE_MINUTES,
  RETURN_WINDOW_DAYS,
  applyTransition,
  orderReturn,
  contract,
  payment,
  processes,
  rentalReservation,
  saleOrder,
  type Actor,
  type AnyProcess,
} from '@/lib/orders';

/** Fires a series of [action, actor] steps and returns the Korean label reached after each. */
function walk(process: AnyProcess, steps: [string, Actor][]): string[] {
  let state = process.initial;
  const labels = [process.states[state].label];
  for (const [action, actor] of steps) {
    const result = applyTransition(process, state, action, actor);
    if (!result.ok) throw new Error(`${state} ${action} ${actor}: ${result.message}`);
    state = result.to;
    labels.push(process.states[state].label);
  }
  return labels;
}

const orderTables: AnyProcess[] = [rentalReservation, contract, saleOrder];
const all = Object.values(processes);
const rows = all.flatMap((p) => p.transitions.map((t) => ({ process: p.id, ...t })));
const endsOrder = (to: string) => ['CANCELLED', 'REFUSED', 'NO_RESPONSE'].includes(to);

describe('docs/product.md §4 / issue 16: order and payment rules', () => {
  it('rental: 예약 대기 → 예약 완료 (seller accepts) → 이용 완료', () => {
    expect(
      walk(rentalReservation, [
        ['accept', 'seller'],
        ['markReturned', 'seller'],
      ])
    ).toEqual(['예약 대기', '예약 완료', '이용 완료']);
    expect(applyTransition(rentalReservation, 'WAITING', 'accept', 'customer').ok).toBe(false);
  });

  it('rental: 예약 취소 by the customer, 예약 거절 by the seller', () => {
    expect(walk(rentalReservation, [['cancel', 'customer']])).toEqual(['예약 대기', '예약 취소']);
    expect(walk(rentalReservation, [['refuse', 'seller']])).toEqual(['예약 대기', '예약 거절']);
    expect(applyTransition(rentalReservation, 'WAITING', 'refuse', 'customer').ok).toBe(false);
  });

  it('rental: no seller answer within 4,320 minutes → 무응답 with a full refund', () => {
    expect(NO_RESPONSE_MINUTES).toBe(4320);
    const row = rentalReservation.transitions.find((t) => t.to === 'NO_RESPONSE');
    expect(row).toMatchObject({ from: ['WAITING'], actor: 'system', delayMinutes: NO_RESPONSE_MINUTES });
    expect(row?.effects).toEqual(expect.arrayContaining(['refund-full', 'release-hold']));
    expect(applyTransition(rentalReservation, 'RESERVED', 'expireNoResponse', 'system').ok).toBe(false);
  });

  it('contract: 계약 완료 → 인수 완료; 계약 취소', () => {
    expect(walk(contract, [['handOver', 'seller']])).toEqual(['계약 완료', '인수 완료']);
    expect(walk(contract, [['cancel', 'customer']])).toEqual(['계약 완료', '계약 취소']);
  });

  it('sale: 주문 완료 → 배송 중 → 배송 완료 → 구매 확정', () => {
    const steps: [string, Actor][] = [
      ['ship', 'seller'],
      ['markDelivered', 'seller'],
      ['confirmPurchase', 'customer'],
    ];
    expect(walk(saleOrder, steps)).toEqual(['주문 완료', '배송 중', '배송 완료', '구매 확정']);
  });

  it('sale: 구매 확정 by the customer, or automatically 11,520 minutes (8 days) after delivery, once the 7-day return window has passed', () => {
    expect(AUTO_CONFIRM_MINUTES).toBe(11_520);
    expect(AUTO_CONFIRM_MINUTES).toBeGreaterThan((RETURN_WINDOW_DAYS + 1) * 1_440 - 1);
    const auto = saleOrder.transitions.find((t) => t.action === 'autoConfirmPurchase');
    expect(auto).toMatchObject({
      from: ['DELIVERED'],
      to: 'CONFIRMED',
      actor: 'system',
      delayMinutes: AUTO_CONFIRM_MINUTES,
    });
    expect(applyTransition(saleOrder, 'SHIPPING', 'confirmPurchase', 'customer').ok).toBe(false);
  });

  it('sale: 주문 취소 only before shipping', () => {
    expect(walk(saleOrder, [['cancel', 'customer']])).toEqual(['주문 완료', '주문 취소']);
    for (const state of ['SHIPPING', 'DELIVERED', 'CONFIRMED'] as const) {
      for (const actor of ['customer', 'seller', 'system'] as const) {
        expect(applyTransition(saleOrder, state, 'cancel', actor).ok).toBe(false);
        expect(applyTransition(saleOrder, state, 'sellerCancel', actor).ok).toBe(false);
      }
    }
  });

  it('sale: pick-up at the business passes through 수령 대기', () => {
    expect(
      walk(saleOrder, [
        ['readyForPickup', 'seller'],
        ['handOver', 'seller'],
      ])
    ).toEqual(['주문 완료', '수령 대기', '구매 확정']);
    expect(
      walk(payment, [
        ['approve', 'system'],
        ['prepare', 'seller'],
        ['readyForPickup', 'seller'],
      ])
    ).toEqual(['결제 대기', '결제 완료', '상품 준비 중', '수령 대기']);
  });

  it('payment: 결제 대기 becomes 결제 완료 only by the server, and an abandoned one expires after 15 minutes', () => {
    expect(applyTransition(payment, 'PENDING', 'approve', 'system')).toMatchObject({ ok: true, to: 'PAID' });
    expect(applyTransition(payment, 'PENDING', 'approve', 'customer').ok).toBe(false);
    expect(applyTransition(payment, 'PENDING', 'approve', 'seller').ok).toBe(false);
    expect(HOLD_EXPIRY_MINUTES).toBe(15);
    expect(payment.transitions.find((t) => t.action === 'expireHold')?.delayMinutes).toBe(HOLD_EXPIRY_MINUTES);
  });

  it('every order transition alarms the customer, so the order badge lights', () => {
    const withEffects = rows.filter((r) => r.effects.length > 0);
    expect(withEffects.filter((r) => !r.effects.includes('alarm-customer'))).toEqual([]);
    for (const table of orderTables) expect(table.transitions.every((t) => t.effects.length > 0)).toBe(true);
  });

  it('the seller is alarmed of new reservations and orders', () => {
    expect(payment.transitions.find((t) => t.action === 'approve')?.effects).toContain('alarm-seller');
  });

  it("a cancellation the customer did not cause is refunded in full; the customer's own follows the rule table", () => {
    // A return's refund is not a cancellation: returnRules.ts decides it (tested below).
    const refunds = rows.filter((r) => r.effects.some((e) => e === 'refund-full' || e === 'refund-by-rule'));
    for (const r of refunds) {
      expect(r.effects).toContain(r.actor === 'customer' ? 'refund-by-rule' : 'refund-full');
    }
    const orderEnds = orderTables.flatMap((p) => p.transitions).filter((t) => endsOrder(t.to));
    expect(orderEnds.length).toBeGreaterThan(0);
    for (const t of orderEnds) expect(t.effects.some((e) => e.startsWith('refund'))).toBe(true);
  });

  it('every cancellation frees the dates or stock and returns the coupon and points', () => {
    const ends = rows.filter((r) => endsOrder(r.to) && r.effects.length > 0);
    for (const r of ends) expect(r.effects).toEqual(expect.arrayContaining(['release-hold', 'restore-benefits']));
  });

  it('points are earned on 구매 확정 (and on 인수 완료 of a lease), nowhere else', () => {
    const earning = rows.filter((r) => r.effects.includes('earn-points')).map((r) => `${r.process}:${r.to}`);
    expect(new Set(earning)).toEqual(new Set(['saleOrder:CONFIRMED', 'contract:HANDED_OVER']));
    expect(
      saleOrder.transitions.filter((t) => t.to === 'CONFIRMED').every((t) => t.effects.includes('earn-points'))
    ).toBe(true);
  });

  it('payment steps that mirror an order step carry no effects, so nothing is refunded or alarmed twice', () => {
    const orderActions = new Set(orderTables.flatMap((p) => Object.keys(p.actions)));
    const mirrors = payment.transitions.filter((t) => t.effects.length === 0);
    expect(mirrors.length).toBeGreaterThan(0);
    for (const t of mirrors) expect(orderActions.has(t.action)).toBe(true);
  });

  it('a return refunds from 검수 완료 by the business or from a dispute by the operator, and moves the sale to 반품 완료 with the coupon and points', () => {
    const refunding = rows.filter((r) => r.effects.includes('refund-return'));
    expect(refunding.map((r) => `${r.process}:${r.from.join('|')}:${r.action}:${r.actor}:${r.to}`)).toEqual([
      'orderReturn:INSPECTED:refund:seller:REFUNDED',
      'orderReturn:DISPUTED:resolveRefundFull:operator:REFUNDED',
      'orderReturn:DISPUTED:resolveRefundLessFee:operator:REFUNDED',
    ]);
    expect(saleOrder.transitions.find((t) => t.action === 'completeReturn')).toMatchObject({
      from: ['DELIVERED'],
      to: 'RETURNED',
      actor: 'system',
      effects: expect.arrayContaining(['restore-benefits']),
    });
    expect(orderReturn.initial).toBe('REQUESTED');
  });

  it('timed transitions are fired by the system only and carry their named delay', () => {
    const timed = rows
      .filter((r) => r.delayMinutes !== undefined)
      .map((r) => `${r.process}:${r.action}:${r.actor}:${r.delayMinutes}`);
    expect(timed.sort()).toEqual(
      [
        `payment:expireHold:system:${HOLD_EXPIRY_MINUTES}`,
        `rentalDeposit:autoAccept:system:${DEPOSIT_CLAIM_ANSWER_MINUTES}`,
        `rentalDeposit:release:system:${DEPOSIT_CLAIM_WINDOW_MINUTES}`,
        `rentalReservation:expireNoResponse:system:${NO_RESPONSE_MINUTES}`,
        `saleOrder:autoConfirmPurchase:system:${AUTO_CONFIRM_MINUTES}`,
      ].sort()
    );
  });
});
