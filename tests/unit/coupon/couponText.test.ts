/** @jest-environment node */
import {
  couponAmountText,
  couponConditionText,
  couponDaysLeft,
  couponDiscountText,
  couponScopeText,
  type CouponDesignTerms,
} from '@/server/domain/coupon/couponText';
import { couponChipText, untilText } from '@/components/coupon/couponText';

const design = (terms: Partial<CouponDesignTerms>): CouponDesignTerms => ({
  discountKind: 'AMOUNT',
  discountValue: 5000,
  maxDiscount: null,
  minOrderPrice: 0,
  categoryCode: null,
  dealType: null,
  ...terms,
});

/** 2026-03-05 hh:mm in Seoul (UTC+9). */
const seoul = (day: number, hour = 0, minute = 0) => new Date(Date.UTC(2026, 2, day, hour - 9, minute));

describe('coupon texts', () => {
  it('says the discount: won amounts, rates with and without a cap', () => {
    expect(couponDiscountText(design({}))).toBe('5,000원 할인');
    expect(couponDiscountText(design({ discountValue: 30000, maxDiscount: 1000 }))).toBe('30,000원 할인');
    expect(couponDiscountText(design({ discountKind: 'RATE', discountValue: 10, maxDiscount: 20000 }))).toBe(
      '10% 할인 (최대 20,000원)'
    );
    expect(couponDiscountText(design({ discountKind: 'RATE', discountValue: 7 }))).toBe('7% 할인');
    expect(couponAmountText(design({ discountValue: 1_000_000 }))).toBe('1,000,000원');
    expect(couponAmountText(design({ discountKind: 'RATE', discountValue: 15 }))).toBe('15%');
  });

  it('says which items it fits for every scope', () => {
    expect(couponScopeText(design({ categoryCode: 'BIKE', dealType: 'RENTAL' }))).toBe('자전거 렌탈 상품');
    expect(couponScopeText(design({ categoryCode: 'SKI', dealType: 'SELL' }))).toBe('스키·보드 구매 상품');
    expect(couponScopeText(design({ categoryCode: 'SKI' }))).toBe('스키·보드 렌탈·구매 상품');
    expect(couponScopeText(design({ dealType: 'RENTAL' }))).toBe('모든 렌탈 상품');
    expect(couponScopeText(design({ dealType: 'SELL' }))).toBe('모든 구매 상품');
    expect(couponScopeText(design({}))).toBe('모든 상품');
  });

  it('adds the minimum order only when there is one', () => {
    expect(couponConditionText(design({ minOrderPrice: 20000 }))).toBe('모든 상품 · 20,000원 이상 주문 시');
    expect(couponConditionText(design({ minOrderPrice: 500000, categoryCode: 'BIKE', dealType: 'SELL' }))).toBe(
      '자전거 구매 상품 · 500,000원 이상 주문 시'
    );
    expect(couponConditionText(design({ categoryCode: 'BIKE', dealType: 'RENTAL' }))).toBe('자전거 렌탈 상품');
  });

  it('counts D-day in Seoul calendar days to the last usable day', () => {
    // Expiring at 00:00 on the 10th: last usable on the 9th.
    expect(couponDaysLeft(seoul(10), seoul(5, 12))).toBe(4);
    expect(couponDaysLeft(seoul(10, 0, 1), seoul(5, 12))).toBe(5);
    // Late evening in Seoul is still the same day, though UTC has moved on.
    expect(couponDaysLeft(seoul(6, 14), seoul(5, 23, 30))).toBe(1);
    expect(couponDaysLeft(seoul(5, 23, 59), seoul(5, 0, 30))).toBe(0);
    expect(couponDaysLeft(seoul(4), seoul(5))).toBe(0);
  });

  it('labels the card chip and the validity line', () => {
    expect(couponChipText({ status: 'AVAILABLE', daysLeft: 12 })).toBe('D-12');
    expect(couponChipText({ status: 'AVAILABLE', daysLeft: 0 })).toBe('D-DAY');
    expect(couponChipText({ status: 'USED', daysLeft: null })).toBe('사용 완료');
    expect(couponChipText({ status: 'EXPIRED', daysLeft: null })).toBe('기간 만료');
    expect(untilText(seoul(10).toISOString())).toBe('2026.03.09까지');
    expect(untilText(seoul(10, 14).toISOString())).toBe('2026.03.10까지');
  });
});
