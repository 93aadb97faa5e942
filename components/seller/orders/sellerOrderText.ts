/**
 * Words of the console's order screens (issue 17 §1), apart from the markup so they can be tested
 * alone. Button labels follow the seller's words, not the tables' internal names.
 */
import type { SellerOrderAction, SellerOrderState } from '@/api/order/sellerOrders';

export const ACTION_LABELS: Record<SellerOrderAction, string> = {
  ACCEPT: '수락',
  REFUSE: '거절',
  MARK_RETURNED: '반납 확인',
  HAND_OVER: '인수 확인',
  PREPARE: '상품 준비',
  SHIP: '발송',
  MARK_DELIVERED: '배송 완료',
  READY_FOR_PICKUP: '수령 준비 완료',
  SELLER_CANCEL: '취소',
};

/** What the toast says once a step went through. */
export const ACTION_DONE: Record<SellerOrderAction, string> = {
  ACCEPT: '예약을 수락했어요. 고객에게 알렸어요.',
  REFUSE: '예약을 거절했어요. 고객에게 전액 환불돼요.',
  MARK_RETURNED: '반납을 확인했어요.',
  HAND_OVER: '인수를 확인했어요.',
  PREPARE: '상품 준비 중으로 바꿨어요.',
  SHIP: '발송 처리했어요.',
  MARK_DELIVERED: '배송 완료로 바꿨어요.',
  READY_FOR_PICKUP: '수령 준비 완료를 알렸어요.',
  SELLER_CANCEL: '주문을 취소했어요. 고객에게 전액 환불돼요.',
};

/** The filter chips of /seller/orders: the states a business looks for, in the order of its work. */
export const STATUS_FILTERS: { status: SellerOrderState | null; label: string }[] = [
  { status: null, label: '전체' },
  { status: 'WAITING', label: '예약 대기' },
  { status: 'RESERVED', label: '예약 완료' },
  { status: 'ORDERED', label: '주문 완료' },
  { status: 'SHIPPING', label: '배송 중' },
  { status: 'AWAITING_PICKUP', label: '수령 대기' },
  { status: 'DELIVERED', label: '배송 완료' },
  { status: 'USED', label: '이용 완료' },
  { status: 'CONFIRMED', label: '구매 확정' },
  { status: 'CANCELLED', label: '취소' },
  { status: 'REFUSED', label: '거절' },
];

export const statusHref = (status: SellerOrderState | null) =>
  status ? `/seller/orders?status=${status}` : '/seller/orders';

/** Rentals open in the reservation screen (reports, accept/refuse), everything else in the order screen. */
export const orderHref = (order: { id: number; process: string }) =>
  order.process === 'rentalReservation' ? `/seller/reservations/${order.id}` : `/seller/orders/${order.id}`;

/** `tel:` wants the digits only (with a leading + kept). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The reasons a business gives most often when it cannot take a booking; 기타 lets it write its own. */
export const REFUSE_REASONS = ['재고 부족', '해당 날짜 정비 일정', '영업하지 않는 날'] as const;
export const OTHER_REASON = '기타';
export const REASON_MIN = 5;
export const REASON_MAX = 200;

/** The written reason's error, or null: required, 5–200 characters once trimmed. */
export function reasonError(text: string): string | null {
  const length = text.trim().length;
  if (length === 0) return '사유를 입력해 주세요.';
  if (length < REASON_MIN) return `사유를 ${REASON_MIN}자 이상 입력해 주세요.`;
  if (length > REASON_MAX) return `사유는 ${REASON_MAX}자 이내로 입력해 주세요.`;
  return null;
}

/** Same rule as the server: 10–14 digits once hyphens and spaces are dropped. */
export function invoiceError(text: string): string | null {
  return /^\d{10,14}$/.test(text.replace(/[\s-]/g, '')) ? null : '송장 번호는 숫자 10~14자리로 입력해 주세요.';
}
