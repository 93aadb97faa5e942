import type { ProcessDef } from './types';

/**
 * Return or exchange of a delivered sale (반품·교환, docs/product.md §4 Returns and exchanges). One
 * per order, opened by the customer within the withdrawal window of lib/orders/returnRules.ts; the
 * business accepts it by arranging the pick-up, inspects the product on arrival, then refunds (the
 * sale becomes 반품 완료) or sends the exchange. A refusal carries a reason and the customer may take
 * it to a dispute, which the operator decides: a refund in full, a refund less the return fee, or the
 * refusal upheld (docs/product.md §10 Disputed returns).
 */
export type ReturnState =
  | 'REQUESTED'
  | 'COLLECTING'
  | 'INSPECTED'
  | 'REFUNDED'
  | 'EXCHANGED'
  | 'REJECTED'
  | 'DISPUTED'
  | 'UPHELD'
  | 'WITHDRAWN';

export type ReturnAction =
  | 'accept'
  | 'inspect'
  | 'refund'
  | 'sendExchange'
  | 'reject'
  | 'dispute'
  | 'withdraw'
  | 'resolveRefundFull'
  | 'resolveRefundLessFee'
  | 'upholdRefusal';

/** The operator's three decisions on a dispute, in the order the console offers them. */
export const disputeDecisions = ['resolveRefundFull', 'resolveRefundLessFee', 'upholdRefusal'] as const;
export type DisputeDecision = (typeof disputeDecisions)[number];

/**
 * The event recorded when a customer opens a return: from no state to 반품·교환 신청. Not a
 * transition (nothing moved), so a name no table uses as an action, like the checkout's.
 */
export const RETURN_REQUEST_EVENT = 'requestReturn';

export const orderReturn: ProcessDef<ReturnState, ReturnAction> = {
  id: 'orderReturn',
  label: '반품·교환',
  initial: 'REQUESTED',
  states: {
    REQUESTED: { label: '반품·교환 신청' },
    COLLECTING: { label: '회수 중' },
    INSPECTED: { label: '검수 완료' },
    REFUNDED: { label: '환불 완료' },
    EXCHANGED: { label: '교환품 발송' },
    REJECTED: { label: '반품 거절' },
    DISPUTED: { label: '분쟁 조정 중' },
    UPHELD: { label: '반품 거절 확정' },
    WITHDRAWN: { label: '신청 철회' },
  },
  actions: {
    accept: '반품 접수',
    inspect: '검수 완료',
    refund: '환불',
    sendExchange: '교환품 발송',
    reject: '반품 거절',
    dispute: '분쟁 조정 신청',
    withdraw: '신청 철회',
    resolveRefundFull: '전액 환불 결정',
    resolveRefundLessFee: '반품비 제외 환불 결정',
    upholdRefusal: '반품 거절 유지 결정',
  },
  routes: {
    refund: ['REQUESTED', 'COLLECTING', 'INSPECTED', 'REFUNDED'],
    exchange: ['REQUESTED', 'COLLECTING', 'INSPECTED', 'EXCHANGED'],
  },
  transitions: [
    {
      action: 'accept',
      from: ['REQUESTED'],
      to: 'COLLECTING',
      actor: 'seller',
      effects: ['alarm-customer'],
      why: 'The business takes the return on by booking the pick-up: carrier and invoice number are its inputs, so the customer can hand the parcel over and follow it.',
    },
    {
      action: 'inspect',
      from: ['COLLECTING'],
      to: 'INSPECTED',
      actor: 'seller',
      effects: ['alarm-customer'],
      why: 'The product has arrived and the business has checked it; from here it owes a refund, an exchange or a refusal with a reason.',
    },
    {
      action: 'refund',
      from: ['INSPECTED'],
      to: 'REFUNDED',
      actor: 'seller',
      effects: ['refund-return', 'alarm-customer'],
      why: "The withdrawal is complete: what was paid comes back, less the return shipping fee when the reason is the customer's (returnRules.ts), and the sale becomes 반품 완료.",
    },
    {
      action: 'sendExchange',
      from: ['INSPECTED'],
      to: 'EXCHANGED',
      actor: 'seller',
      effects: ['alarm-customer'],
      why: 'The business ships the replacement (carrier and invoice number); the sale stays delivered and can be confirmed as usual.',
    },
    {
      action: 'reject',
      from: ['REQUESTED', 'COLLECTING', 'INSPECTED'],
      to: 'REJECTED',
      actor: 'seller',
      effects: ['alarm-customer'],
      why: 'A return the terms exclude (used, damaged by the customer, custom-fitted) may be rejected, always with a reason the customer can contest.',
    },
    {
      action: 'dispute',
      from: ['REJECTED'],
      to: 'DISPUTED',
      actor: 'customer',
      effects: ['alarm-customer', 'alarm-seller'],
      why: 'The customer disagrees with the refusal; the operator decides (docs/product.md §10), so the state waits for them and the sale is not confirmed meanwhile.',
    },
    {
      action: 'withdraw',
      from: ['REQUESTED'],
      to: 'WITHDRAWN',
      actor: 'customer',
      effects: ['alarm-customer', 'alarm-seller'],
      why: 'Until the business has booked a pick-up, the customer may change their mind at no cost to anyone.',
    },
    {
      action: 'resolveRefundFull',
      from: ['DISPUTED'],
      to: 'REFUNDED',
      actor: 'operator',
      effects: ['refund-return', 'alarm-customer', 'alarm-seller'],
      why: 'The operator finds for the customer entirely (the refusal was wrong and the fault is not theirs): everything paid comes back, through the same refund step as the business’s.',
    },
    {
      action: 'resolveRefundLessFee',
      from: ['DISPUTED'],
      to: 'REFUNDED',
      actor: 'operator',
      effects: ['refund-return', 'alarm-customer', 'alarm-seller'],
      why: 'The operator finds the return due but the reason the customer’s own: the refund is what was paid less the return shipping fee (returnRules.ts).',
    },
    {
      action: 'upholdRefusal',
      from: ['DISPUTED'],
      to: 'UPHELD',
      actor: 'operator',
      effects: ['alarm-customer', 'alarm-seller'],
      why: 'The operator agrees with the business. The decision is final (no second dispute), and the sale is confirmed by the job as after any settled refusal.',
    },
  ],
};

/**
 * While a return is in one of these states the sale waits: no automatic or manual 구매 확정, no second
 * request. Refused counts as settled (the job confirms the sale once its delay has passed) unless
 * the customer disputes it.
 */
export const openReturnStates: readonly ReturnState[] = ['REQUESTED', 'COLLECTING', 'INSPECTED', 'DISPUTED'];
