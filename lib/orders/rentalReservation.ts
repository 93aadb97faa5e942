import { NO_RESPONSE_MINUTES } from './timing';
import type { ProcessDef } from './types';

/**
 * Rental reservation (렌탈 예약). It starts in 예약 대기 once the payment is approved: the dates are
 * held for the customer but the business has not yet promised the equipment.
 */
export type ReservationState = 'WAITING' | 'RESERVED' | 'USED' | 'CANCELLED' | 'REFUSED' | 'NO_RESPONSE';

export type ReservationAction =
  | 'accept'
  | 'refuse'
  | 'cancel'
  | 'sellerCancel'
  | 'markReturned'
  | 'expireNoResponse'
  | 'operatorCancel'
  | 'operatorConfirm'
  | 'extendDeadline';

export const rentalReservation: ProcessDef<ReservationState, ReservationAction> = {
  id: 'rentalReservation',
  label: '렌탈 예약',
  initial: 'WAITING',
  states: {
    WAITING: { label: '예약 대기' },
    RESERVED: { label: '예약 완료' },
    USED: { label: '이용 완료' },
    CANCELLED: { label: '예약 취소' },
    REFUSED: { label: '예약 거절' },
    NO_RESPONSE: { label: '무응답' },
  },
  actions: {
    accept: '예약 수락',
    refuse: '예약 거절',
    cancel: '예약 취소',
    sellerCancel: '판매자 예약 취소',
    markReturned: '반납 확인',
    expireNoResponse: '무응답 자동 취소',
    operatorCancel: '운영자 예약 취소',
    operatorConfirm: '이용 완료 처리',
    extendDeadline: '답변 기한 연장',
  },
  routes: { default: ['WAITING', 'RESERVED', 'USED'] },
  transitions: [
    {
      action: 'accept',
      from: ['WAITING'],
      to: 'RESERVED',
      actor: 'seller',
      effects: ['alarm-customer'],
      why: 'Only the business knows the equipment is really ready for these dates; its answer makes the booking firm.',
    },
    {
      action: 'refuse',
      from: ['WAITING'],
      to: 'REFUSED',
      actor: 'seller',
      effects: ['refund-full', 'release-hold', 'restore-benefits', 'alarm-customer'],
      why: 'The business cannot serve the booking; the customer did nothing wrong, so everything comes back and the dates free up.',
    },
    {
      action: 'expireNoResponse',
      from: ['WAITING'],
      to: 'NO_RESPONSE',
      actor: 'system',
      delayMinutes: NO_RESPONSE_MINUTES,
      effects: ['refund-full', 'release-hold', 'restore-benefits', 'alarm-customer', 'alarm-seller'],
      why: 'A customer must not wait forever for a silent business: after 3 days the job refunds in full, and tells the business why.',
    },
    {
      action: 'cancel',
      from: ['WAITING', 'RESERVED'],
      to: 'CANCELLED',
      actor: 'customer',
      effects: ['refund-by-rule', 'release-hold', 'restore-benefits', 'alarm-customer', 'alarm-seller'],
      why: 'The customer may cancel until the rental is used; the cancellation rule table decides how much comes back.',
    },
    {
      action: 'sellerCancel',
      from: ['RESERVED'],
      to: 'CANCELLED',
      actor: 'seller',
      effects: ['refund-full', 'release-hold', 'restore-benefits', 'alarm-customer'],
      why: 'A business breaking an accepted booking (with a reason) owes a full refund; before accepting it refuses instead.',
    },
    {
      action: 'markReturned',
      from: ['RESERVED'],
      to: 'USED',
      actor: 'seller',
      effects: ['alarm-customer'],
      why: 'The business checks the equipment back in; only then is the rental used and a review can be written.',
    },
    {
      action: 'operatorCancel',
      from: ['WAITING', 'RESERVED'],
      to: 'CANCELLED',
      actor: 'operator',
      effects: ['refund-operator', 'release-hold', 'restore-benefits', 'alarm-customer', 'alarm-seller'],
      why: 'An operator settling a dispute cancels with a reason and decides the refund: all that is refundable, or a part of it.',
    },
    {
      action: 'operatorConfirm',
      from: ['RESERVED'],
      to: 'USED',
      actor: 'operator',
      effects: ['alarm-customer', 'alarm-seller'],
      why: 'When the business does not check the equipment back in but the rental plainly happened, an operator ends it with a reason.',
    },
    {
      action: 'extendDeadline',
      from: ['WAITING'],
      to: 'WAITING',
      actor: 'operator',
      effects: ['alarm-customer', 'alarm-seller'],
      why: "An operator gives the business more days to answer (the 무응답 job counts them); the state and the customer's booking stay as they are.",
    },
  ],
};
