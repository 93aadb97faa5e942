import { HOLD_EXPIRY_MINUTES } from './timing';
import type { ProcessDef, TransitionDef } from './types';

/**
 * Payment status (결제 상태): the `status` of a payment record, the line the purchase tab shows. Its
 * own steps are the money steps (approval, failure, hold expiry) and the business's 상품 준비 중.
 *
 * The other steps mirror the order's own table (rental reservation, contract or sale order) and carry
 * the same action names: when an order transition fires, the server fires the same-named payment
 * action too if this table allows it from the payment's current state. Mirrors have no effects of
 * their own, so a refund or an alarm is never done twice; buttons come from the order's table.
 */
export type PaymentState =
  'PENDING' | 'PAID' | 'PREPARING' | 'SHIPPING' | 'AWAITING_PICKUP' | 'CONFIRMED' | 'CANCELLED' | 'RETURNED';

export type PaymentAction =
  | 'approve'
  | 'decline'
  | 'rejectAmount'
  | 'expireHold'
  | 'prepare'
  | 'ship'
  | 'readyForPickup'
  | 'confirmPurchase'
  | 'autoConfirmPurchase'
  | 'handOver'
  | 'cancel'
  | 'sellerCancel'
  | 'refuse'
  | 'expireNoResponse'
  | 'completeReturn'
  | 'operatorCancel'
  | 'operatorConfirm';

type PaymentTransition = TransitionDef<PaymentState, PaymentAction>;

/**
 * The event recorded when a checkout opens: the payment created in 결제 대기, from no state. It is
 * not a transition of this table (nothing moves), so it carries a name no table uses as an action.
 */
export const CHECKOUT_EVENT = 'checkout';

const cancellable: readonly PaymentState[] = ['PAID', 'PREPARING', 'AWAITING_PICKUP'];

/** A step copied from the order's table: same name, no effects (they are applied there). */
function mirror(
  action: PaymentAction,
  from: readonly PaymentState[],
  to: PaymentState,
  actor: PaymentTransition['actor']
): PaymentTransition {
  return {
    action,
    from,
    to,
    actor,
    effects: [],
    why: `Mirrors the order's "${action}"; its effects are applied by the order's table.`,
  };
}

export const payment: ProcessDef<PaymentState, PaymentAction> = {
  id: 'payment',
  label: '결제',
  initial: 'PENDING',
  states: {
    PENDING: { label: '결제 대기' },
    PAID: { label: '결제 완료' },
    PREPARING: { label: '상품 준비 중' },
    SHIPPING: { label: '배송 중' },
    AWAITING_PICKUP: { label: '수령 대기' },
    CONFIRMED: { label: '구매 확정' },
    CANCELLED: { label: '주문 취소' },
    RETURNED: { label: '반품 완료' },
  },
  actions: {
    approve: '결제 승인',
    decline: '결제 실패',
    rejectAmount: '결제 금액 불일치 취소',
    expireHold: '결제 시간 초과',
    prepare: '상품 준비',
    ship: '발송',
    readyForPickup: '수령 준비 완료',
    confirmPurchase: '구매 확정',
    autoConfirmPurchase: '자동 구매 확정',
    handOver: '매장 수령 확인',
    cancel: '주문 취소',
    sellerCancel: '판매자 주문 취소',
    refuse: '예약 거절',
    expireNoResponse: '무응답 자동 취소',
    completeReturn: '반품 환불',
    operatorCancel: '운영자 주문 취소',
    operatorConfirm: '구매 확정 처리',
  },
  routes: {
    delivery: ['PENDING', 'PAID', 'PREPARING', 'SHIPPING', 'CONFIRMED'],
    pickup: ['PENDING', 'PAID', 'PREPARING', 'AWAITING_PICKUP', 'CONFIRMED'],
  },
  transitions: [
    {
      action: 'approve',
      from: ['PENDING'],
      to: 'PAID',
      actor: 'system',
      effects: ['alarm-customer', 'alarm-seller'],
      why: 'Only the server, after fetching the payment from the provider and checking order id, amount and status, may call it paid; the business learns of a new order.',
    },
    {
      action: 'decline',
      from: ['PENDING'],
      to: 'CANCELLED',
      actor: 'system',
      effects: ['release-hold', 'restore-benefits', 'alarm-customer'],
      why: 'The provider declined: nothing was charged, so only the hold and the coupon or points go back.',
    },
    {
      action: 'rejectAmount',
      from: ['PENDING'],
      to: 'CANCELLED',
      actor: 'system',
      effects: ['refund-full', 'release-hold', 'restore-benefits', 'alarm-customer'],
      why: 'The provider charged an amount other than the server computed: the charge is cancelled at the provider (PAYMENT_FAILED).',
    },
    {
      action: 'expireHold',
      from: ['PENDING'],
      to: 'CANCELLED',
      actor: 'system',
      delayMinutes: HOLD_EXPIRY_MINUTES,
      effects: ['release-hold', 'restore-benefits', 'alarm-customer'],
      why: 'An abandoned checkout must not keep dates or stock from others; reconciliation runs before this job.',
    },
    {
      action: 'prepare',
      from: ['PAID'],
      to: 'PREPARING',
      actor: 'seller',
      effects: ['alarm-customer'],
      why: 'The business tells the customer the order is being packed; the order itself is still cancellable.',
    },
    mirror('ship', ['PAID', 'PREPARING'], 'SHIPPING', 'seller'),
    mirror('readyForPickup', ['PAID', 'PREPARING'], 'AWAITING_PICKUP', 'seller'),
    // 배송 완료 is not a payment status: a delivered sale shows 배송 중 until it is confirmed.
    mirror('confirmPurchase', ['SHIPPING'], 'CONFIRMED', 'customer'),
    mirror('autoConfirmPurchase', ['SHIPPING'], 'CONFIRMED', 'system'),
    mirror('handOver', ['AWAITING_PICKUP'], 'CONFIRMED', 'seller'),
    mirror('completeReturn', ['SHIPPING'], 'RETURNED', 'system'),
    mirror('cancel', cancellable, 'CANCELLED', 'customer'),
    mirror('sellerCancel', cancellable, 'CANCELLED', 'seller'),
    mirror('refuse', ['PAID'], 'CANCELLED', 'seller'),
    mirror('expireNoResponse', ['PAID'], 'CANCELLED', 'system'),
    mirror('operatorCancel', cancellable, 'CANCELLED', 'operator'),
    mirror('operatorConfirm', ['SHIPPING'], 'CONFIRMED', 'operator'),
  ],
};
