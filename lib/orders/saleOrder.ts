import { AUTO_CONFIRM_MINUTES } from './timing';
import type { ProcessDef } from './types';

/**
 * Sale order (구매 주문). It starts in 주문 완료 once the payment is approved. Delivery goes through
 * 배송 중 and 배송 완료; business pick-up goes through 수령 대기 instead.
 */
export type SaleOrderState =
  'ORDERED' | 'SHIPPING' | 'DELIVERED' | 'AWAITING_PICKUP' | 'CONFIRMED' | 'CANCELLED' | 'RETURNED';

export type SaleOrderAction =
  | 'ship'
  | 'markDelivered'
  | 'confirmPurchase'
  | 'autoConfirmPurchase'
  | 'readyForPickup'
  | 'handOver'
  | 'cancel'
  | 'sellerCancel'
  | 'completeReturn'
  | 'operatorCancel'
  | 'operatorConfirm'
  | 'extendDeadline';

const confirmEffects = ['earn-points', 'alarm-customer', 'alarm-seller'] as const;

export const saleOrder: ProcessDef<SaleOrderState, SaleOrderAction> = {
  id: 'saleOrder',
  label: '구매 주문',
  initial: 'ORDERED',
  states: {
    ORDERED: { label: '주문 완료' },
    SHIPPING: { label: '배송 중' },
    DELIVERED: { label: '배송 완료' },
    AWAITING_PICKUP: { label: '수령 대기' },
    CONFIRMED: { label: '구매 확정' },
    CANCELLED: { label: '주문 취소' },
    RETURNED: { label: '반품 완료' },
  },
  actions: {
    ship: '발송',
    markDelivered: '배송 완료 처리',
    confirmPurchase: '구매 확정',
    autoConfirmPurchase: '자동 구매 확정',
    readyForPickup: '수령 준비 완료',
    handOver: '매장 수령 확인',
    cancel: '주문 취소',
    sellerCancel: '판매자 주문 취소',
    completeReturn: '반품 환불',
    operatorCancel: '운영자 주문 취소',
    operatorConfirm: '구매 확정 처리',
    extendDeadline: '구매 확정 기한 연장',
  },
  routes: {
    delivery: ['ORDERED', 'SHIPPING', 'DELIVERED', 'CONFIRMED'],
    pickup: ['ORDERED', 'AWAITING_PICKUP', 'CONFIRMED'],
  },
  transitions: [
    {
      action: 'ship',
      from: ['ORDERED'],
      to: 'SHIPPING',
      actor: 'seller',
      effects: ['alarm-customer'],
      why: 'The business hands the parcel to a carrier (carrier and invoice number are its inputs); from now on it cannot be cancelled.',
    },
    {
      action: 'markDelivered',
      from: ['SHIPPING'],
      to: 'DELIVERED',
      actor: 'seller',
      effects: ['alarm-customer'],
      why: 'Delivery starts the 7-day withdrawal window (lib/orders/returnRules.ts) in which the customer checks the product before the sale is final.',
    },
    {
      action: 'confirmPurchase',
      from: ['DELIVERED'],
      to: 'CONFIRMED',
      actor: 'customer',
      effects: confirmEffects,
      why: 'The customer accepts the product; the sale is final, points are earned and a review can be written.',
    },
    {
      action: 'autoConfirmPurchase',
      from: ['DELIVERED'],
      to: 'CONFIRMED',
      actor: 'system',
      delayMinutes: AUTO_CONFIRM_MINUTES,
      effects: confirmEffects,
      why: 'Silence until the withdrawal window has passed counts as acceptance, so the business is not left unpaid forever; the job skips a sale whose return is open.',
    },
    {
      action: 'readyForPickup',
      from: ['ORDERED'],
      to: 'AWAITING_PICKUP',
      actor: 'seller',
      effects: ['alarm-customer'],
      why: 'For business pick-up the product waits at the counter instead of shipping; the customer is told to come.',
    },
    {
      action: 'handOver',
      from: ['AWAITING_PICKUP'],
      to: 'CONFIRMED',
      actor: 'seller',
      effects: confirmEffects,
      why: 'At pick-up the customer inspects the product at the counter, so receiving it confirms the purchase.',
    },
    {
      action: 'cancel',
      from: ['ORDERED', 'AWAITING_PICKUP'],
      to: 'CANCELLED',
      actor: 'customer',
      effects: ['refund-by-rule', 'release-hold', 'restore-benefits', 'alarm-customer', 'alarm-seller'],
      why: 'An order can be cancelled only before it ships (or before it is picked up); the stock goes back on sale.',
    },
    {
      action: 'sellerCancel',
      from: ['ORDERED', 'AWAITING_PICKUP'],
      to: 'CANCELLED',
      actor: 'seller',
      effects: ['refund-full', 'release-hold', 'restore-benefits', 'alarm-customer'],
      why: 'A business that cannot sell (out of stock, damaged) cancels with a reason and refunds in full.',
    },
    {
      action: 'completeReturn',
      from: ['DELIVERED'],
      to: 'RETURNED',
      actor: 'system',
      effects: ['restore-benefits', 'alarm-customer', 'alarm-seller'],
      why: "Fired with the return's refund (the return table's refund step), never on its own: the product is back with the business and the money with the customer, so the sale ends; a withdrawal undoes the purchase, coupon and points spent included.",
    },
    {
      action: 'operatorCancel',
      from: ['ORDERED', 'AWAITING_PICKUP'],
      to: 'CANCELLED',
      actor: 'operator',
      effects: ['refund-operator', 'release-hold', 'restore-benefits', 'alarm-customer', 'alarm-seller'],
      why: 'An operator settling a dispute before the parcel leaves cancels with a reason and decides the refund: all that is refundable, or a part of it.',
    },
    {
      action: 'operatorConfirm',
      from: ['DELIVERED'],
      to: 'CONFIRMED',
      actor: 'operator',
      effects: confirmEffects,
      why: 'Where the customer would confirm: an operator confirms for them (with a reason), e.g. after the customer said so by phone; an open return still blocks it.',
    },
    {
      action: 'extendDeadline',
      from: ['DELIVERED'],
      to: 'DELIVERED',
      actor: 'operator',
      effects: ['alarm-customer', 'alarm-seller'],
      why: 'An operator gives the customer more days before the automatic 구매 확정 (the job counts them); the return window itself does not move.',
    },
  ],
};
