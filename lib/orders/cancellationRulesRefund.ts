import type { ErrorCode } from '@/lib/errors';
import {
  cancellationRules,
  refundProcessIds,
  refundProcesses,
  ruleMatches,
  type CancellationRule,
  type RefundProcessId,
} from './cancellationRules';
import { dayNumber } from './days';
import { actors, type Actor } from './types';

/**
 * The refund of one cancellation, computed from the rule table. Pure: the server passes what was
 * paid and today's Asia/Seoul date, and performs the refund (partial at the provider when the share
 * is below 100) in the same transaction as the state change. Inputs may come from a request or a
 * database row, so every one is checked and answered with a Korean message, never thrown.
 */
export interface RefundInput {
  readonly process: RefundProcessId;
  /** The order's current state, before the cancellation. */
  readonly state: string;
  readonly actor: Actor;
  /** Won charged through the payment provider for this order (after coupon and points). */
  readonly paidAmount: number;
  /** `YYYY-MM-DD`, the rental's first day; required for rental reservations. */
  readonly rentalStart?: string;
  /** `YYYY-MM-DD`, today in Asia/Seoul (see seoulDate). */
  readonly today: string;
}

export type RefundResult =
  | {
      ok: true;
      /** Whole won to refund, never more than paid and never below 0. */
      refundAmount: number;
      /** Percent of the paid amount refunded (0–100). */
      share: number;
      /** Whether the coupon used and the points spent come back. */
      restoreBenefits: boolean;
      /** Whole days from today to the rental's start (negative once it has passed); null for other processes. */
      daysBefore: number | null;
      rule: CancellationRule;
    }
  | { ok: false; code: Extract<ErrorCode, 'INVALID_TRANSITION' | 'INVALID_INPUT'>; message: string };

const actorSubjects: Record<Actor, string> = {
  customer: '구매자가',
  seller: '판매자가',
  system: '시스템이',
  operator: '운영자가',
};

const invalidInput = (message: string): RefundResult => ({ ok: false, code: 'INVALID_INPUT', message });
const invalidTransition = (message: string): RefundResult => ({ ok: false, code: 'INVALID_TRANSITION', message });

/**
 * Rounds down: a fraction of a won stays with the business, as the customer's disfavour is at most
 * under one won. BigInt keeps the product exact for any safe-integer amount.
 */
function shareOf(paidAmount: number, percent: number): number {
  return Number((BigInt(paidAmount) * BigInt(percent)) / BigInt(100));
}

export function refundFor(input: RefundInput): RefundResult {
  const { process: processId, state, actor, paidAmount, rentalStart, today } = input;
  if (!refundProcessIds.includes(processId)) return invalidInput('취소할 수 없는 종류의 주문이에요.');
  if (!actors.includes(actor)) return invalidInput('취소를 요청한 사람을 확인할 수 없어요.');
  if (!Number.isSafeInteger(paidAmount) || paidAmount < 0) return invalidInput('결제 금액이 올바르지 않아요.');
  const todayNumber = dayNumber(today);
  if (todayNumber === null) return invalidInput('오늘 날짜가 올바르지 않아요.');
  const startNumber = rentalStart === undefined ? null : dayNumber(rentalStart);
  if (rentalStart !== undefined && startNumber === null) return invalidInput('이용 시작일이 올바르지 않아요.');
  if (processId === 'rentalReservation' && startNumber === null)
    return invalidInput('렌탈 예약은 이용 시작일이 필요해요.');
  const daysBefore = processId === 'rentalReservation' && startNumber !== null ? startNumber - todayNumber : null;

  // The process table decides who may cancel from where; the rule table only says how much comes back.
  const process = refundProcesses[processId];
  const stateDef = Object.hasOwn(process.states, state) ? process.states[state] : undefined;
  if (!stateDef) return invalidTransition('알 수 없는 상태라서 취소할 수 없어요.');
  const transition = process.transitions.find(
    (t) =>
      t.actor === actor &&
      t.from.includes(state) &&
      (t.effects.includes('refund-full') || t.effects.includes('refund-by-rule'))
  );
  if (!transition) return invalidTransition(`'${stateDef.label}' 상태에서는 ${actorSubjects[actor]} 취소할 수 없어요.`);
  const basis = transition.effects.includes('refund-full') ? 'refund-full' : 'refund-by-rule';

  const rule = cancellationRules.find(
    (r) => r.process === processId && r.basis === basis && ruleMatches(r, state, actor, daysBefore)
  );
  // A gap would be a bug in the table (the unit tests rule it out); refuse rather than guess an amount.
  if (!rule) return invalidTransition('이 주문에 맞는 취소 기준이 없어요. 고객센터에 문의해 주세요.');
  const share = basis === 'refund-full' ? 100 : rule.sharePercent;
  return {
    ok: true,
    refundAmount: shareOf(paidAmount, share),
    share,
    restoreBenefits: rule.restoreBenefits,
    daysBefore,
    rule,
  };
}
