/**
 * The transitions each table must hold, written out independently of lib/orders so the exhaustive
 * test compares the table with an expectation rather than with itself. One line per
 * `FROM action actor TO`; a `|` in FROM lists several states.
 */
import type { Actor, ProcessId } from '@/lib/orders';

const lines: Record<ProcessId, string[]> = {
  rentalReservation: [
    'WAITING accept seller RESERVED',
    'WAITING refuse seller REFUSED',
    'WAITING expireNoResponse system NO_RESPONSE',
    'WAITING|RESERVED cancel customer CANCELLED',
    'RESERVED sellerCancel seller CANCELLED',
    'RESERVED markReturned seller USED',
    'WAITING|RESERVED operatorCancel operator CANCELLED',
    'RESERVED operatorConfirm operator USED',
    'WAITING extendDeadline operator WAITING',
  ],
  contract: [
    'CONTRACTED handOver seller HANDED_OVER',
    'CONTRACTED cancel customer CANCELLED',
    'CONTRACTED sellerCancel seller CANCELLED',
    'CONTRACTED operatorCancel operator CANCELLED',
  ],
  saleOrder: [
    'ORDERED ship seller SHIPPING',
    'SHIPPING markDelivered seller DELIVERED',
    'DELIVERED confirmPurchase customer CONFIRMED',
    'DELIVERED autoConfirmPurchase system CONFIRMED',
    'ORDERED readyForPickup seller AWAITING_PICKUP',
    'AWAITING_PICKUP handOver seller CONFIRMED',
    'ORDERED|AWAITING_PICKUP cancel customer CANCELLED',
    'ORDERED|AWAITING_PICKUP sellerCancel seller CANCELLED',
    'DELIVERED completeReturn system RETURNED',
    'ORDERED|AWAITING_PICKUP operatorCancel operator CANCELLED',
    'DELIVERED operatorConfirm operator CONFIRMED',
    'DELIVERED extendDeadline operator DELIVERED',
  ],
  payment: [
    'PENDING approve system PAID',
    'PENDING decline system CANCELLED',
    'PENDING rejectAmount system CANCELLED',
    'PENDING expireHold system CANCELLED',
    'PAID prepare seller PREPARING',
    'PAID|PREPARING ship seller SHIPPING',
    'PAID|PREPARING readyForPickup seller AWAITING_PICKUP',
    'SHIPPING confirmPurchase customer CONFIRMED',
    'SHIPPING autoConfirmPurchase system CONFIRMED',
    'AWAITING_PICKUP handOver seller CONFIRMED',
    'PAID|PREPARING|AWAITING_PICKUP cancel customer CANCELLED',
    'PAID|PREPARING|AWAITING_PICKUP sellerCancel seller CANCELLED',
    'PAID refuse seller CANCELLED',
    'PAID expireNoResponse system CANCELLED',
    'SHIPPING completeReturn system RETURNED',
    'PAID|PREPARING|AWAITING_PICKUP operatorCancel operator CANCELLED',
    'SHIPPING operatorConfirm operator CONFIRMED',
  ],
  orderReturn: [
    'REQUESTED accept seller COLLECTING',
    'COLLECTING inspect seller INSPECTED',
    'INSPECTED refund seller REFUNDED',
    'INSPECTED sendExchange seller EXCHANGED',
    'REQUESTED|COLLECTING|INSPECTED reject seller REJECTED',
    'REJECTED dispute customer DISPUTED',
    'REQUESTED withdraw customer WITHDRAWN',
    'DISPUTED resolveRefundFull operator REFUNDED',
    'DISPUTED resolveRefundLessFee operator REFUNDED',
    'DISPUTED upholdRefusal operator UPHELD',
  ],
  rentalDeposit: [
    'HELD failAuthorisation system NOT_HELD',
    'HELD release system RELEASED',
    'HELD openClaim seller CLAIMED',
    'CLAIMED accept customer ACCEPTED',
    'CLAIMED autoAccept system ACCEPTED',
    'CLAIMED dispute customer DISPUTED',
    'ACCEPTED capture system CAPTURED',
    'DISPUTED decide system DECIDED',
  ],
};

export interface ExpectedTransition {
  from: string;
  action: string;
  actor: Actor;
  to: string;
}

export function expectedTransitions(id: ProcessId): ExpectedTransition[] {
  return lines[id].flatMap((line) => {
    const [from, action, actor, to] = line.split(' ');
    return from.split('|').map((state) => ({ from: state, action, actor: actor as Actor, to }));
  });
}

/** The Korean state labels as docs/product.md §4 and issue 16 §1 name them. */
export const expectedLabels: Record<ProcessId, Record<string, string>> = {
  rentalReservation: {
    WAITING: '예약 대기',
    RESERVED: '예약 완료',
    USED: '이용 완료',
    CANCELLED: '예약 취소',
    REFUSED: '예약 거절',
    NO_RESPONSE: '무응답',
  },
  contract: { CONTRACTED: '계약 완료', HANDED_OVER: '인수 완료', CANCELLED: '계약 취소' },
  saleOrder: {
    ORDERED: '주문 완료',
    SHIPPING: '배송 중',
    DELIVERED: '배송 완료',
    AWAITING_PICKUP: '수령 대기',
    CONFIRMED: '구매 확정',
    CANCELLED: '주문 취소',
    RETURNED: '반품 완료',
  },
  payment: {
    PENDING: '결제 대기',
    PAID: '결제 완료',
    PREPARING: '상품 준비 중',
    SHIPPING: '배송 중',
    AWAITING_PICKUP: '수령 대기',
    CONFIRMED: '구매 확정',
    CANCELLED: '주문 취소',
    RETURNED: '반품 완료',
  },
  orderReturn: {
    REQUESTED: '반품·교환 신청',
    COLLECTING: '회수 중',
    INSPECTED: '검수 완료',
    REFUNDED: '환불 완료',
    EXCHANGED: '교환품 발송',
    REJECTED: '반품 거절',
    DISPUTED: '분쟁 조정 중',
    UPHELD: '반품 거절 확정',
    WITHDRAWN: '신청 철회',
  },
  rentalDeposit: {
    HELD: '보증금 승인',
    NOT_HELD: '보증금 승인 실패',
    RELEASED: '보증금 해제',
    CLAIMED: '손상 청구',
    ACCEPTED: '청구 수락',
    DISPUTED: '이의 제기',
    CAPTURED: '청구 금액 결제',
    DECIDED: '운영자 결정',
  },
};

/** States nothing can leave. */
export const expectedTerminals: Record<ProcessId, string[]> = {
  rentalReservation: ['USED', 'CANCELLED', 'REFUSED', 'NO_RESPONSE'],
  contract: ['HANDED_OVER', 'CANCELLED'],
  saleOrder: ['CONFIRMED', 'CANCELLED', 'RETURNED'],
  payment: ['CONFIRMED', 'CANCELLED', 'RETURNED'],
  orderReturn: ['REFUNDED', 'EXCHANGED', 'UPHELD', 'WITHDRAWN'],
  rentalDeposit: ['NOT_HELD', 'RELEASED', 'CAPTURED', 'DECIDED'],
};
