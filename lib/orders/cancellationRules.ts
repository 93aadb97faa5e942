import { contract, type ContractState } from './contract';
import { rentalReservation, type ReservationState } from './rentalReservation';
import { saleOrder, type SaleOrderState } from './saleOrder';
import type { Actor, AnyProcess } from './types';

/**
 * The cancellation and refund rule table (issue 16 §5): how much of what was paid comes back when
 * an order is cancelled, by process, state and (for rentals) whole Asia/Seoul calendar days before
 * the rental's start date. The refund computation (refundFor) and the /cancel_info page both read
 * this one table, so what the customer is told and what the server refunds cannot drift apart.
 *
 * Every row stands for cancel transitions of the process tables: `basis` is the refund effect of
 * those transitions. Cancellations the customer did not cause (seller refusal or cancellation, the
 * no-response job) are `refund-full`; the customer's own cancellation is `refund-by-rule`, and only
 * those rows may keep part of the money. A tested invariant: every (state, actor) of a row has such
 * a transition, and every refunding transition is matched by exactly one row for every day count.
 */

/** The order processes that can be cancelled with a refund (the payment record mirrors its order). */
export type RefundProcessId = 'rentalReservation' | 'contract' | 'saleOrder';

export const refundProcessIds: readonly RefundProcessId[] = ['rentalReservation', 'contract', 'saleOrder'];

interface StatesByProcess {
  rentalReservation: ReservationState;
  contract: ContractState;
  saleOrder: SaleOrderState;
}

/** Whole days before the start date, both ends inclusive; a missing end is open. */
export interface DayRange {
  readonly min?: number;
  readonly max?: number;
}

interface RuleOf<P extends RefundProcessId> {
  /** Stable id, for logs and for the order's stored refund breakdown. */
  readonly id: string;
  readonly process: P;
  readonly states: readonly StatesByProcess[P][];
  readonly actors: readonly Actor[];
  /** The refund effect of the transitions this row stands for. */
  readonly basis: 'refund-full' | 'refund-by-rule';
  /** Only for rentals; absent means "whatever the day". */
  readonly daysBefore?: DayRange;
  /** Percent of the paid amount refunded, an integer 0–100 so the won arithmetic stays exact. */
  readonly sharePercent: number;
  /** Whether the coupon used comes back and the points spent are credited again. */
  readonly restoreBenefits: boolean;
  /** Korean: when the row applies, e.g. `이용 3일 전까지`. */
  readonly condition: string;
  /** Korean: what comes back, e.g. `전액 환불`. */
  readonly outcome: string;
  /** The business reason, for people changing the table. */
  readonly why: string;
}

export type CancellationRule = RuleOf<'rentalReservation'> | RuleOf<'contract'> | RuleOf<'saleOrder'>;

const full = { sharePercent: 100, restoreBenefits: true, outcome: '전액 환불' } as const;

/** Display order: by process, the customer's own rows first (what people look up), then the business's. */
export const cancellationRules: readonly CancellationRule[] = [
  {
    id: 'rental-waiting-customer',
    process: 'rentalReservation',
    states: ['WAITING'],
    actors: ['customer'],
    basis: 'refund-by-rule',
    ...full,
    condition: '매장이 예약을 수락하기 전',
    why: 'Until the business accepts, it has promised and prepared nothing and turned no one away, so withdrawing costs it nothing.',
  },
  {
    id: 'rental-reserved-3d',
    process: 'rentalReservation',
    states: ['RESERVED'],
    actors: ['customer'],
    basis: 'refund-by-rule',
    daysBefore: { min: 3 },
    ...full,
    condition: '이용 3일 전까지',
    why: 'Three days leave the business time to rent the set to someone else (bookings cluster on ski weekends and bike holidays), the same 3-day window as the no-response and auto-confirm rules.',
  },
  {
    id: 'rental-reserved-1d',
    process: 'rentalReservation',
    states: ['RESERVED'],
    actors: ['customer'],
    basis: 'refund-by-rule',
    daysBefore: { min: 1, max: 2 },
    sharePercent: 90,
    restoreBenefits: true,
    condition: '이용 2일 전 ~ 1일 전',
    outcome: '결제 금액의 90% 환불',
    why: 'The business has usually tuned, waxed or fitted the set and a late re-rental is uncertain; 10% is the fee /cancel_info already names for late rental cancellations.',
  },
  {
    id: 'rental-reserved-0d',
    process: 'rentalReservation',
    states: ['RESERVED'],
    actors: ['customer'],
    basis: 'refund-by-rule',
    daysBefore: { min: 0, max: 0 },
    sharePercent: 50,
    restoreBenefits: true,
    condition: '이용 당일',
    outcome: '결제 금액의 50% 환불',
    why: 'On the day the set is prepared and held at the counter and can rarely be rented again; half keeps cancelling fairer than not showing up while the business still recovers its day.',
  },
  {
    id: 'rental-reserved-after-start',
    process: 'rentalReservation',
    states: ['RESERVED'],
    actors: ['customer'],
    basis: 'refund-by-rule',
    daysBefore: { max: -1 },
    sharePercent: 0,
    restoreBenefits: false,
    condition: '이용 시작일 이후 (노쇼)',
    outcome: '환불 없음',
    why: 'After the start date the rental period has run with the set kept out of rotation for this customer; a no-show is treated as used, coupon and points included.',
  },
  {
    id: 'rental-seller',
    process: 'rentalReservation',
    states: ['WAITING', 'RESERVED'],
    actors: ['seller'],
    basis: 'refund-full',
    ...full,
    condition: '매장이 예약을 거절하거나 취소한 경우',
    why: 'The customer did not cause it: a refused or broken booking always refunds everything (refund-full in the process table).',
  },
  {
    id: 'rental-no-response',
    process: 'rentalReservation',
    states: ['WAITING'],
    actors: ['system'],
    basis: 'refund-full',
    ...full,
    condition: '매장이 3일 안에 답하지 않은 경우 (무응답)',
    why: 'A customer must not pay for a silent business: the no-response job refunds everything after 3 days.',
  },
  {
    id: 'contract-customer',
    process: 'contract',
    states: ['CONTRACTED'],
    actors: ['customer'],
    basis: 'refund-by-rule',
    ...full,
    condition: '상품 인수 전',
    why: 'Before handover the customer has received nothing; the e-commerce act lets a buyer withdraw at least until 7 days after receipt, so the first charge comes back whole.',
  },
  {
    id: 'contract-business-cancel',
    process: 'contract',
    states: ['CONTRACTED'],
    actors: ['seller'],
    basis: 'refund-full',
    ...full,
    condition: '매장의 계약 취소',
    why: 'A business that cannot deliver the contracted product refunds the first charge in full.',
  },
  {
    id: 'sale-customer',
    process: 'saleOrder',
    states: ['ORDERED', 'AWAITING_PICKUP'],
    actors: ['customer'],
    basis: 'refund-by-rule',
    ...full,
    condition: '발송 전 또는 매장 수령 전',
    why: 'Nothing has shipped or been handed over, so withdrawal (e-commerce act) costs the business nothing but restocking; returns after delivery are a separate flow.',
  },
  {
    id: 'sale-business-cancel',
    process: 'saleOrder',
    states: ['ORDERED', 'AWAITING_PICKUP'],
    actors: ['seller'],
    basis: 'refund-full',
    ...full,
    condition: '매장의 주문 취소 (품절·파손 등)',
    why: 'The business cannot sell what it listed; the customer gets everything back.',
  },
];

/** Whether a row covers this state, actor and day count (a rule without days covers any day). */
export function ruleMatches(rule: CancellationRule, state: string, actor: Actor, daysBefore: number | null): boolean {
  if (!(rule.states as readonly string[]).includes(state) || !rule.actors.includes(actor)) return false;
  const range = rule.daysBefore;
  if (!range) return true;
  if (daysBefore === null) return false;
  return (range.min === undefined || daysBefore >= range.min) && (range.max === undefined || daysBefore <= range.max);
}

export interface CancellationRuleRow {
  readonly id: string;
  readonly process: RefundProcessId;
  /** Korean process name, e.g. `렌탈 예약`. */
  readonly processLabel: string;
  readonly condition: string;
  readonly outcome: string;
  /** `이용 3일 전까지: 전액 환불` — one line of the /cancel_info table. */
  readonly text: string;
  readonly benefits: string;
}

/** The process tables by id, for their Korean names and their transitions. */
export const refundProcesses: Readonly<Record<RefundProcessId, AnyProcess>> = {
  rentalReservation,
  contract,
  saleOrder,
};

/** The table in display order with its Korean texts, for /cancel_info and the test that compares them. */
export function cancellationRuleRows(): CancellationRuleRow[] {
  return cancellationRules.map((rule) => ({
    id: rule.id,
    process: rule.process,
    processLabel: refundProcesses[rule.process].label,
    condition: rule.condition,
    outcome: rule.outcome,
    text: `${rule.condition}: ${rule.outcome}`,
    benefits: rule.restoreBenefits ? '쿠폰·포인트 복원' : '쿠폰·포인트 복원 안 됨',
  }));
}
