import { formatWon } from '@/lib/money';
import { daysBetween, seoulDate } from './days';

/**
 * The return rule table (청약철회, docs/product.md §4 Returns and exchanges): the window, the reasons
 * a customer picks and who pays the return shipping for each. The server's checks and refund
 * amount, the FAQ answer and the terms article all read this one table, so what is promised and
 * what is refunded cannot drift apart (as with cancellationRules.ts).
 */

/** The Seoul day of delivery plus this many days: the e-commerce act's 7 days from receipt. */
export const RETURN_WINDOW_DAYS = 7;

/**
 * Won kept from the refund when the reason is the customer's: the parcel back to the business. One
 * figure for every business until businesses can state their own (the seeded copy used to point to
 * a per-item fee that no item page showed).
 */
export const RETURN_SHIPPING_FEE = 6_000;

/** The reasons in the form's order: the customer's own first, then the business's failures. */
export const returnReasons = ['CHANGE_OF_MIND', 'SIZE_EXCHANGE', 'DEFECTIVE', 'WRONG_ITEM'] as const;
export type ReturnReason = (typeof returnReasons)[number];

export interface ReturnReasonRule {
  readonly reason: ReturnReason;
  /** Korean: the option in the form and the word on every screen. */
  readonly label: string;
  /** Whether the customer pays the return shipping (taken off the refund). */
  readonly customerPaysShipping: boolean;
  /** Korean: who pays, as the FAQ and terms say it. */
  readonly shipping: string;
  readonly why: string;
}

export const returnReasonRules: readonly ReturnReasonRule[] = [
  {
    reason: 'CHANGE_OF_MIND',
    label: '단순 변심',
    customerPaysShipping: true,
    shipping: `고객 부담 (환불 금액에서 ${formatWon(RETURN_SHIPPING_FEE)} 차감)`,
    why: 'The business did nothing wrong; the act lets it charge the cost of the return to the customer.',
  },
  {
    reason: 'SIZE_EXCHANGE',
    label: '사이즈 교환',
    customerPaysShipping: true,
    shipping: `고객 부담 (환불 금액에서 ${formatWon(RETURN_SHIPPING_FEE)} 차감)`,
    why: 'A size chosen by the customer is their choice, as with a change of mind.',
  },
  {
    reason: 'DEFECTIVE',
    label: '상품 불량',
    customerPaysShipping: false,
    shipping: '매장 부담',
    why: 'A defect is the business’s failure; the customer must not pay to have it put right.',
  },
  {
    reason: 'WRONG_ITEM',
    label: '오배송',
    customerPaysShipping: false,
    shipping: '매장 부담',
    why: 'The business sent the wrong product; the customer pays nothing to send it back.',
  },
];

export function returnReasonRule(reason: ReturnReason): ReturnReasonRule {
  const rule = returnReasonRules.find((r) => r.reason === reason);
  if (!rule) throw new Error(`unknown return reason ${String(reason)}`);
  return rule;
}

/** Whether a return may still be asked for: `today` is at most RETURN_WINDOW_DAYS Seoul days after delivery. */
export function withinReturnWindow(deliveredAt: Date, now: Date): boolean {
  const days = daysBetween(seoulDate(deliveredAt), seoulDate(now));
  return days !== null && days >= 0 && days <= RETURN_WINDOW_DAYS;
}

/** The last Seoul day a return may be asked for, `YYYY-MM-DD`. */
export function returnDeadline(deliveredAt: Date): string {
  const day = new Date(`${seoulDate(deliveredAt)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + RETURN_WINDOW_DAYS);
  return day.toISOString().slice(0, 10);
}

/** Won refunded for a return: what was paid, less the return fee when the reason is the customer's; never below 0. */
export function returnRefundAmount(paidAmount: number, reason: ReturnReason): { refund: number; fee: number } {
  const fee = returnReasonRule(reason).customerPaysShipping ? Math.min(RETURN_SHIPPING_FEE, paidAmount) : 0;
  return { refund: paidAmount - fee, fee };
}

/**
 * Won refunded by the return's refund step (orderReturn.ts): the business's refund follows the reason;
 * the operator's dispute decision says itself whether the return fee is kept (docs/product.md §10
 * Disputed returns).
 */
export function returnRefundFor(
  action: string,
  paidAmount: number,
  reason: ReturnReason
): { refund: number; fee: number } {
  if (action === 'resolveRefundFull') return { refund: paidAmount, fee: 0 };
  if (action === 'resolveRefundLessFee') {
    const fee = Math.min(RETURN_SHIPPING_FEE, paidAmount);
    return { refund: paidAmount - fee, fee };
  }
  return returnRefundAmount(paidAmount, reason);
}

/** The lines the FAQ answer and the terms article print, from the table above. */
export function returnRuleLines(): string[] {
  return [
    `상품을 받은 날부터 ${RETURN_WINDOW_DAYS}일 이내에 주문 상세에서 반품·교환을 신청할 수 있어요.`,
    ...returnReasonRules.map((r) => `${r.label}: 반품 배송비 ${r.shipping}`),
    '매장이 상품을 회수해 검수한 뒤 환불하거나 교환품을 보내요. 거절되면 사유를 확인하고 분쟁 조정을 신청할 수 있어요.',
  ];
}

/** The terms article's clauses after ① (the window), numbered by the caller, in the terms' formal style. */
export function returnTermsClauses(): string[] {
  const customer = returnReasonRules.filter((r) => r.customerPaysShipping).map((r) => r.label);
  const business = returnReasonRules.filter((r) => !r.customerPaysShipping).map((r) => r.label);
  return [
    `회원은 주문 상세에서 ${returnReasonRules.map((r) => r.label).join(', ')} 중 사유를 골라 반품 또는 교환을 신청합니다.`,
    `${customer.join('·')}으로 반품하는 경우 반품 배송비 ${formatWon(RETURN_SHIPPING_FEE)}을 뺀 금액을 환불하며, ${business.join('·')}의 경우 반품 배송비는 매장이 부담합니다.`,
    '매장은 상품을 회수해 검수한 뒤 환불하거나 교환품을 발송하며, 반품을 거절할 때에는 사유를 알립니다. 회원은 거절에 대하여 회사에 분쟁 조정을 신청할 수 있습니다.',
  ];
}
