import { payment, rentalReservation, saleOrder, timeline } from '@/lib/orders';

const line = (steps: { label: string; status: string }[]) => steps.map((s) => `${s.label}:${s.status}`);

describe('timeline: the progress line of the order screens', () => {
  it('marks earlier steps done, the state current and later ones upcoming', () => {
    expect(line(timeline(rentalReservation, 'WAITING'))).toEqual([
      '예약 대기:current',
      '예약 완료:upcoming',
      '이용 완료:upcoming',
    ]);
    expect(line(timeline(rentalReservation, 'RESERVED'))).toEqual([
      '예약 대기:done',
      '예약 완료:current',
      '이용 완료:upcoming',
    ]);
    expect(line(timeline(rentalReservation, 'USED'))).toEqual([
      '예약 대기:done',
      '예약 완료:done',
      '이용 완료:current',
    ]);
  });

  it('draws a cancellation after the step it left from, the earliest one when unknown', () => {
    expect(line(timeline(rentalReservation, 'CANCELLED'))).toEqual(['예약 대기:done', '예약 취소:current']);
    expect(line(timeline(rentalReservation, 'CANCELLED', { leftAt: 'RESERVED' }))).toEqual([
      '예약 대기:done',
      '예약 완료:done',
      '예약 취소:current',
    ]);
    expect(line(timeline(rentalReservation, 'NO_RESPONSE'))).toEqual(['예약 대기:done', '무응답:current']);
    expect(line(timeline(payment, 'CANCELLED'))).toEqual(['결제 대기:done', '주문 취소:current']);
  });

  it('follows the pick-up line through 수령 대기', () => {
    expect(line(timeline(saleOrder, 'AWAITING_PICKUP'))).toEqual([
      '주문 완료:done',
      '수령 대기:current',
      '구매 확정:upcoming',
    ]);
    expect(line(timeline(saleOrder, 'CONFIRMED', { route: 'pickup' }))).toEqual([
      '주문 완료:done',
      '수령 대기:done',
      '구매 확정:current',
    ]);
  });

  it('follows the delivery line by default', () => {
    expect(line(timeline(saleOrder, 'ORDERED'))).toEqual([
      '주문 완료:current',
      '배송 중:upcoming',
      '배송 완료:upcoming',
      '구매 확정:upcoming',
    ]);
    expect(line(timeline(saleOrder, 'DELIVERED'))).toEqual([
      '주문 완료:done',
      '배송 중:done',
      '배송 완료:current',
      '구매 확정:upcoming',
    ]);
  });
});
