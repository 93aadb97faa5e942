import { carrierName, deliveryName, paymentName, trackingUrl } from '@/server/domain/orders/orderLabels';

describe('order labels', () => {
  const base = {
    payMethod: 'CARD' as const,
    instalmentMonths: 0,
    easyPayProvider: null,
    leaseMonths: null,
    cardCompany: null,
  };

  it('names how an order was paid as a receipt does', () => {
    expect(paymentName(base)).toBe('카드 일시불');
    expect(paymentName({ ...base, instalmentMonths: 3, cardCompany: '신한카드' })).toBe('신한카드 3개월');
    expect(paymentName({ ...base, payMethod: 'EASY_PAY', easyPayProvider: 'KAKAOPAY' })).toBe('카카오페이');
    expect(paymentName({ ...base, payMethod: 'EASY_PAY', easyPayProvider: 'UNKNOWN' })).toBe('간편결제');
    expect(paymentName({ ...base, payMethod: 'RENTAL_PAY', leaseMonths: 24 })).toBe('렌탈페이 24개월');
  });

  it('links the four carriers by code or Korean name to their public tracking pages, digits only', () => {
    expect(trackingUrl('CJ', '6543-2109-8765')).toBe(
      'https://trace.cjlogistics.com/next/tracking.html?wblNo=654321098765'
    );
    expect(trackingUrl('롯데택배', '123456789012')).toBe(
      'https://www.lotteglogis.com/home/reservation/tracking/linkView?InvNo=123456789012'
    );
    expect(trackingUrl('hanjin', '123456789012')).toContain('hanjin.com');
    expect(trackingUrl('우체국 택배', '1234567890123')).toBe(
      'https://service.epost.go.kr/trace.RetrieveDomRigiTraceList.comm?sid1=1234567890123'
    );
    expect(trackingUrl('CJ', '1234"><script>')).toBeNull();
    expect(trackingUrl('알수없는택배', '123456789012')).toBeNull();
    expect(trackingUrl(null, '123456789012')).toBeNull();
    expect(carrierName('EPOST')).toBe('우체국택배');
    expect(carrierName('동네택배')).toBe('동네택배');
    expect(deliveryName('PARCEL')).toBe('택배 배송');
  });
});
