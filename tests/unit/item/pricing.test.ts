import { bestCouponFor, couponDiscount, couponPreview } from '@/server/domain/coupon/couponMath';
import type { CouponTerms } from '@/server/domain/coupon/couponTypes';
import { itemPrice, leasePrice } from '@/server/domain/item/itemPrice';
import { openingHoursText } from '@/server/domain/item/itemSections';

const coupon = (over: Partial<CouponTerms>): CouponTerms => ({
  id: 1,
  name: '쿠폰',
  discountKind: 'AMOUNT',
  discountValue: 1000,
  maxDiscount: null,
  minOrderPrice: 0,
  endsAt: '2027-01-01T00:00:00.000Z',
  ...over,
});

describe('coupon discounts', () => {
  it('takes an amount off, never more than the price, and nothing under the minimum order', () => {
    expect(couponDiscount(coupon({ discountValue: 5000 }), 12000)).toBe(5000);
    expect(couponDiscount(coupon({ discountValue: 5000 }), 3000)).toBe(3000);
    expect(couponDiscount(coupon({ discountValue: 5000, minOrderPrice: 20000 }), 12000)).toBe(0);
  });

  it('rounds a rate discount down to 10 won and stops at its cap', () => {
    expect(couponDiscount(coupon({ discountKind: 'RATE', discountValue: 7 }), 12345)).toBe(860);
    expect(couponDiscount(coupon({ discountKind: 'RATE', discountValue: 15, maxDiscount: 20000 }), 990000)).toBe(20000);
  });

  it('picks the largest discount, and on a tie the coupon that ends first', () => {
    const a = coupon({ id: 1, name: 'A', discountValue: 1000, endsAt: '2027-03-01T00:00:00.000Z' });
    const b = coupon({ id: 2, name: 'B', discountValue: 1000, endsAt: '2027-01-15T00:00:00.000Z' });
    const c = coupon({ id: 3, name: 'C', discountKind: 'RATE', discountValue: 5 });
    expect(bestCouponFor([a, b, c], 12000)?.coupon.name).toBe('B');
    expect(bestCouponFor([a, b, c], 40000)?.coupon.name).toBe('C');
    expect(bestCouponFor([], 40000)).toBeNull();
  });

  it('writes what the coupon does in Korean for a member and for a visitor', () => {
    expect(couponPreview([coupon({ name: '첫 예약 5,000원 할인', discountValue: 5000 })], 30000, false)).toMatchObject({
      expectedDiscountedPrice: 25000,
      applyCouponText: "로그인하고 '첫 예약 5,000원 할인' 쿠폰을 받으면 5,000원 더 할인돼요",
    });
    expect(couponPreview([], 30000, true).applyCouponText).toBe('지금 쓸 수 있는 보유 쿠폰이 없어요');
    expect(couponPreview([], 30000, false).applyCouponText).toBe('지금 받을 수 있는 쿠폰이 없어요');
  });
});

describe('item price block', () => {
  it('bills a lease monthly in whole hundreds with a 4.9% yearly fee', () => {
    expect(leasePrice(1_590_000, 24)).toEqual({
      months: 24,
      monthlyPrice: 72_800,
      totalPrice: 1_747_200,
      text: '월 72,800원 · 24개월',
    });
  });

  it('earns 1% of the price after the coupon, 2% for a lease, and lists leases only when offered', () => {
    const sale = itemPrice({
      price: 1_000_000,
      originPrice: 1_200_000,
      isLeaseAvailable: true,
      expectedPrice: 970_000,
    });
    expect(sale.expectedNormalRewardPoint).toBe(9700);
    expect(sale.expectedLeaseRewardPoint).toBe(20000);
    expect(sale.leasePriceInfoList.map((l) => l.months)).toEqual([12, 24, 36]);
    expect(sale.normalPriceInfo).toEqual({
      discountedPrice: 1_000_000,
      discountText: '16%',
      originPrice: 1_200_000,
      expectedPrice: 970_000,
    });
    const rental = itemPrice({ price: 12000, originPrice: 12000, isLeaseAvailable: false, expectedPrice: 12000 });
    expect(rental).toMatchObject({
      expectedLeaseRewardPoint: 0,
      leasePriceInfoList: [],
      normalPriceInfo: { discountText: '' },
    });
  });
});

describe('business opening hours', () => {
  it('sums up the week in one line, Monday first, with the closed weekdays', () => {
    const week = (days: number[], open = '10:00', close = '20:00') => days.map((weekday) => ({ weekday, open, close }));
    expect(openingHoursText(week([0, 1, 2, 3, 4, 5, 6]))).toBe('매일 10:00~20:00');
    expect(openingHoursText([...week([1, 2, 3, 4, 5]), ...week([0, 6], '10:00', '18:00')])).toBe(
      '평일 10:00~20:00 · 주말 10:00~18:00'
    );
    expect(openingHoursText(week([0, 2, 3, 4, 5, 6]))).toBe('화·수·목·금·토·일 10:00~20:00 · 월요일 휴무');
    expect(openingHoursText([])).toBe('영업시간은 매장에 문의해 주세요');
  });
});
