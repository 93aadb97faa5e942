/** Issue 16 §5: the cancellation and refund rule table and the refund computation that reads it. */
import {
  actors,
  cancellationRuleRows,
  cancellationRules,
  daysBetween,
  refundFor,
  refundProcesses,
  refundProcessIds,
  ruleMatches,
  seoulDate,
  type Actor,
  type RefundInput,
  type RefundProcessId,
} from '@/lib/orders';

const today = '2026-12-17';
/** The date `n` days after `today` (n < 0: before), built without the helper under test. */
function plusDays(n: number): string {
  return new Date(Date.UTC(2026, 11, 17 + n)).toISOString().slice(0, 10);
}

function rental(state: string, daysBefore: number, paidAmount = 100_000, actor: Actor = 'customer') {
  return refundFor({
    process: 'rentalReservation',
    state,
    actor,
    paidAmount,
    rentalStart: plusDays(daysBefore),
    today,
  });
}

function ok(result: ReturnType<typeof refundFor>) {
  if (!result.ok) throw new Error(`${result.code}: ${result.message}`);
  return result;
}

describe('rental reservation, customer cancellation from 예약 완료: every threshold and its neighbours', () => {
  it.each([
    [30, 100, 100_000, 'rental-reserved-3d'],
    [4, 100, 100_000, 'rental-reserved-3d'],
    [3, 100, 100_000, 'rental-reserved-3d'],
    [2, 90, 90_000, 'rental-reserved-1d'],
    [1, 90, 90_000, 'rental-reserved-1d'],
    [0, 50, 50_000, 'rental-reserved-0d'],
    [-1, 0, 0, 'rental-reserved-after-start'],
    [-2, 0, 0, 'rental-reserved-after-start'],
  ])('%i days before the start → %i %% (%i won)', (days, share, amount, ruleId) => {
    const result = ok(rental('RESERVED', days));
    expect(result).toMatchObject({ share, refundAmount: amount, daysBefore: days });
    expect(result.rule.id).toBe(ruleId);
  });

  it('coupons and points come back on every cancellation except a no-show', () => {
    expect([3, 2, 0].map((d) => ok(rental('RESERVED', d)).restoreBenefits)).toEqual([true, true, true]);
    expect(ok(rental('RESERVED', -1)).restoreBenefits).toBe(false);
  });

  it('counts calendar days across a month and a year end', () => {
    expect(
      ok(
        refundFor({
          process: 'rentalReservation',
          state: 'RESERVED',
          actor: 'customer',
          paidAmount: 1000,
          rentalStart: '2027-01-01',
          today: '2026-12-29',
        })
      ).share
    ).toBe(100);
    expect(
      ok(
        refundFor({
          process: 'rentalReservation',
          state: 'RESERVED',
          actor: 'customer',
          paidAmount: 1000,
          rentalStart: '2027-01-01',
          today: '2026-12-30',
        })
      ).share
    ).toBe(90);
    expect(
      ok(
        refundFor({
          process: 'rentalReservation',
          state: 'RESERVED',
          actor: 'customer',
          paidAmount: 1000,
          rentalStart: '2028-03-01',
          today: '2028-02-29',
        })
      ).share
    ).toBe(90);
  });
});

describe('other rows of each process', () => {
  it('rental in 예약 대기: the customer gets everything back whatever the day', () => {
    for (const days of [10, 3, 1, 0, -1]) {
      expect(ok(rental('WAITING', days))).toMatchObject({ share: 100, refundAmount: 100_000, restoreBenefits: true });
    }
  });

  it('contract: the customer cancels before handover with a full refund', () => {
    const result = ok(
      refundFor({ process: 'contract', state: 'CONTRACTED', actor: 'customer', paidAmount: 59_900, today })
    );
    expect(result).toMatchObject({ share: 100, refundAmount: 59_900, restoreBenefits: true, daysBefore: null });
  });

  it('sale order: cancelled before shipping or pick-up with a full refund', () => {
    for (const state of ['ORDERED', 'AWAITING_PICKUP']) {
      expect(
        ok(refundFor({ process: 'saleOrder', state, actor: 'customer', paidAmount: 1_234_567, today }))
      ).toMatchObject({ share: 100, refundAmount: 1_234_567 });
    }
  });
});

describe('seller and system cancellations refund in full (refund-full)', () => {
  it.each([
    ['rentalReservation', 'WAITING', 'seller', 'rental-seller'],
    ['rentalReservation', 'RESERVED', 'seller', 'rental-seller'],
    ['rentalReservation', 'WAITING', 'system', 'rental-no-response'],
    ['contract', 'CONTRACTED', 'seller', 'contract-business-cancel'],
    ['saleOrder', 'ORDERED', 'seller', 'sale-business-cancel'],
    ['saleOrder', 'AWAITING_PICKUP', 'seller', 'sale-business-cancel'],
  ] as [RefundProcessId, string, Actor, string][])('%s %s by %s', (process, state, actor, ruleId) => {
    // Even on the start date or after it: the customer did not cause the cancellation.
    for (const days of [5, 0, -1]) {
      const result = ok(refundFor({ process, state, actor, paidAmount: 77_777, rentalStart: plusDays(days), today }));
      expect(result).toMatchObject({ share: 100, refundAmount: 77_777, restoreBenefits: true });
      expect(result.rule.id).toBe(ruleId);
    }
  });
});

describe('refusals where the process table allows no cancellation', () => {
  it.each([
    ['rentalReservation', 'USED', 'customer', "'이용 완료' 상태에서는 구매자가 취소할 수 없어요."],
    ['rentalReservation', 'CANCELLED', 'customer', "'예약 취소' 상태에서는 구매자가 취소할 수 없어요."],
    ['rentalReservation', 'REFUSED', 'seller', "'예약 거절' 상태에서는 판매자가 취소할 수 없어요."],
    ['rentalReservation', 'NO_RESPONSE', 'customer', "'무응답' 상태에서는 구매자가 취소할 수 없어요."],
    ['rentalReservation', 'RESERVED', 'system', "'예약 완료' 상태에서는 시스템이 취소할 수 없어요."],
    ['contract', 'HANDED_OVER', 'customer', "'인수 완료' 상태에서는 구매자가 취소할 수 없어요."],
    ['contract', 'CONTRACTED', 'system', "'계약 완료' 상태에서는 시스템이 취소할 수 없어요."],
    ['saleOrder', 'SHIPPING', 'customer', "'배송 중' 상태에서는 구매자가 취소할 수 없어요."],
    ['saleOrder', 'DELIVERED', 'seller', "'배송 완료' 상태에서는 판매자가 취소할 수 없어요."],
    ['saleOrder', 'CONFIRMED', 'customer', "'구매 확정' 상태에서는 구매자가 취소할 수 없어요."],
  ] as [RefundProcessId, string, Actor, string][])('%s %s by %s', (process, state, actor, message) => {
    expect(refundFor({ process, state, actor, paidAmount: 10_000, rentalStart: plusDays(5), today })).toEqual({
      ok: false,
      code: 'INVALID_TRANSITION',
      message,
    });
  });

  it('an unknown state is refused, not thrown', () => {
    expect(refundFor({ process: 'saleOrder', state: 'LOST', actor: 'customer', paidAmount: 1, today })).toMatchObject({
      ok: false,
      code: 'INVALID_TRANSITION',
    });
    expect(
      refundFor({ process: 'saleOrder', state: 'constructor', actor: 'customer', paidAmount: 1, today })
    ).toMatchObject({ ok: false, code: 'INVALID_TRANSITION' });
  });
});

describe('amounts: whole won, rounded down, never below 0', () => {
  it.each([
    [0, 2, 0],
    [1, 2, 0], // 90 % of 1 won is 0.9 won → 0
    [9, 2, 8], // 8.1 → 8
    [12_345, 2, 11_110], // 11,110.5 → 11,110
    [12_345, 0, 6_172], // 6,172.5 → 6,172
    [12_345, 5, 12_345],
    [Number.MAX_SAFE_INTEGER, 5, Number.MAX_SAFE_INTEGER],
    [Number.MAX_SAFE_INTEGER, 2, 8_106_479_329_266_891], // exact floor(8,106,479,329,266,891.9)
    [1_000_000_000_000, 0, 500_000_000_000],
  ])('paid %i, %i days before', (paid, days, refund) => {
    const result = ok(rental('RESERVED', days, paid));
    expect(result.refundAmount).toBe(refund);
    expect(Number.isInteger(result.refundAmount) && result.refundAmount >= 0 && result.refundAmount <= paid).toBe(true);
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1])(
    'refuses paid amount %p',
    (paid) => {
      expect(rental('RESERVED', 5, paid)).toEqual({
        ok: false,
        code: 'INVALID_INPUT',
        message: '결제 금액이 올바르지 않아요.',
      });
    }
  );
});

describe('invalid dates and inputs', () => {
  const base: RefundInput = {
    process: 'rentalReservation',
    state: 'RESERVED',
    actor: 'customer',
    paidAmount: 1000,
    rentalStart: '2026-12-20',
    today,
  };

  it.each(['2026-02-30', '2026-13-01', '2026-00-10', '2026-1-05', '20261220', '2026-12-20T00:00', '', '0050-01-01'])(
    'rental start %p',
    (rentalStart) => {
      expect(refundFor({ ...base, rentalStart })).toEqual({
        ok: false,
        code: 'INVALID_INPUT',
        message: '이용 시작일이 올바르지 않아요.',
      });
    }
  );

  it.each(['2025-02-29', 'today', '17-12-2026'])('today %p', (bad) => {
    expect(refundFor({ ...base, today: bad })).toEqual({
      ok: false,
      code: 'INVALID_INPUT',
      message: '오늘 날짜가 올바르지 않아요.',
    });
  });

  it('a rental needs its start date', () => {
    expect(refundFor({ ...base, rentalStart: undefined })).toEqual({
      ok: false,
      code: 'INVALID_INPUT',
      message: '렌탈 예약은 이용 시작일이 필요해요.',
    });
  });

  it('an unknown process or actor', () => {
    expect(refundFor({ ...base, process: 'payment' as RefundProcessId })).toMatchObject({
      ok: false,
      code: 'INVALID_INPUT',
    });
    expect(refundFor({ ...base, actor: 'admin' as Actor })).toMatchObject({ ok: false, code: 'INVALID_INPUT' });
  });

  it('day helpers: calendar differences and the Seoul date of an instant', () => {
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2026-12-31', '2026-12-01')).toBe(-30);
    expect(daysBetween('2026-02-29', '2026-03-01')).toBeNull();
    // 15:00 UTC is already midnight of the next day in Seoul (UTC+9, no daylight saving).
    expect(seoulDate(new Date('2026-12-16T14:59:59Z'))).toBe('2026-12-16');
    expect(seoulDate(new Date('2026-12-16T15:00:00Z'))).toBe('2026-12-17');
  });
});

describe('the table agrees with the process tables', () => {
  const refundEffect = (effects: readonly string[]) =>
    effects.includes('refund-full') ? 'refund-full' : effects.includes('refund-by-rule') ? 'refund-by-rule' : null;

  it('every row corresponds to a cancel transition of its process, with the same refund effect', () => {
    for (const rule of cancellationRules) {
      const process = refundProcesses[rule.process];
      for (const state of rule.states) {
        for (const actor of rule.actors) {
          const transition = process.transitions.find(
            (t) => t.actor === actor && t.from.includes(state) && refundEffect(t.effects) !== null
          );
          expect({ rule: rule.id, state, actor, effect: transition && refundEffect(transition.effects) }).toEqual({
            rule: rule.id,
            state,
            actor,
            effect: rule.basis,
          });
          // Restoring benefits is only promised where the transition performs restore-benefits.
          if (rule.restoreBenefits) expect(transition?.effects).toContain('restore-benefits');
        }
      }
    }
  });

  it('refund-full rows refund everything; only customer rows may keep part of the money', () => {
    for (const rule of cancellationRules) {
      if (rule.basis === 'refund-full')
        expect({ id: rule.id, share: rule.sharePercent, benefits: rule.restoreBenefits }).toEqual({
          id: rule.id,
          share: 100,
          benefits: true,
        });
      if (rule.sharePercent < 100)
        expect({ id: rule.id, actors: rule.actors }).toEqual({ id: rule.id, actors: ['customer'] });
      expect(Number.isInteger(rule.sharePercent) && rule.sharePercent >= 0 && rule.sharePercent <= 100).toBe(true);
    }
  });

  it('every refunding transition, from every state, on every day, is matched by exactly one row', () => {
    for (const processId of refundProcessIds) {
      const process = refundProcesses[processId];
      for (const t of process.transitions) {
        const basis = refundEffect(t.effects);
        if (basis === null) continue;
        for (const state of t.from) {
          for (let days = -5; days <= 10; days++) {
            const matches = cancellationRules.filter(
              (r) => r.process === processId && r.basis === basis && ruleMatches(r, state, t.actor, days)
            );
            expect({ processId, state, actor: t.actor, days, matches: matches.length }).toEqual({
              processId,
              state,
              actor: t.actor,
              days,
              matches: 1,
            });
          }
        }
      }
    }
  });

  it('shares never grow as the start date comes closer', () => {
    const shares = Array.from({ length: 16 }, (_, i) => 10 - i).map((d) => ok(rental('RESERVED', d)).share);
    expect(shares).toEqual([...shares].sort((a, b) => b - a));
  });

  it('no actor outside customer, seller and system appears', () => {
    for (const rule of cancellationRules) for (const actor of rule.actors) expect(actors).toContain(actor);
  });
});

describe('cancellationRuleRows: the Korean table for /cancel_info', () => {
  it('lists the rows in display order with their texts', () => {
    expect(cancellationRuleRows().map((r) => `${r.processLabel} | ${r.text} | ${r.benefits}`)).toEqual([
      '렌탈 예약 | 매장이 예약을 수락하기 전: 전액 환불 | 쿠폰·포인트 복원',
      '렌탈 예약 | 이용 3일 전까지: 전액 환불 | 쿠폰·포인트 복원',
      '렌탈 예약 | 이용 2일 전 ~ 1일 전: 결제 금액의 90% 환불 | 쿠폰·포인트 복원',
      '렌탈 예약 | 이용 당일: 결제 금액의 50% 환불 | 쿠폰·포인트 복원',
      '렌탈 예약 | 이용 시작일 이후 (노쇼): 환불 없음 | 쿠폰·포인트 복원 안 됨',
      '렌탈 예약 | 매장이 예약을 거절하거나 취소한 경우: 전액 환불 | 쿠폰·포인트 복원',
      '렌탈 예약 | 매장이 3일 안에 답하지 않은 경우 (무응답): 전액 환불 | 쿠폰·포인트 복원',
      '계약 | 상품 인수 전: 전액 환불 | 쿠폰·포인트 복원',
      '계약 | 매장의 계약 취소: 전액 환불 | 쿠폰·포인트 복원',
      '구매 주문 | 발송 전 또는 매장 수령 전: 전액 환불 | 쿠폰·포인트 복원',
      '구매 주문 | 매장의 주문 취소 (품절·파손 등): 전액 환불 | 쿠폰·포인트 복원',
    ]);
  });

  it('each displayed outcome states the share the computation uses', () => {
    for (const rule of cancellationRules) {
      const expected =
        rule.sharePercent === 100
          ? '전액 환불'
          : rule.sharePercent === 0
            ? '환불 없음'
            : `결제 금액의 ${rule.sharePercent}% 환불`;
      expect({ id: rule.id, outcome: rule.outcome }).toEqual({ id: rule.id, outcome: expected });
    }
  });
});
