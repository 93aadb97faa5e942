import { withObject, withTopic } from '@/lib/orders/josa';

describe('Korean particles after action labels', () => {
  it('chooses 을/를 and 은/는 by the final consonant', () => {
    expect(withObject('발송')).toBe('발송을');
    expect(withObject('예약 취소')).toBe('예약 취소를');
    expect(withTopic('구매 확정')).toBe('구매 확정은');
    expect(withTopic('판매자 주문 취소')).toBe('판매자 주문 취소는');
  });
});
