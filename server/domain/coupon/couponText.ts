/**
 * How a coupon reads in the coupon book (issue 16 §5): the amount shown large, the discount sentence
 * and the conditions, written once here so that every screen says the same. Pure: unit-tested.
 */
import { formatWon } from '@/lib/money';

export type CouponDesignTerms = {
  discountKind: 'AMOUNT' | 'RATE';
  /** Won for AMOUNT, percent for RATE. */
  discountValue: number;
  maxDiscount: number | null;
  minOrderPrice: number;
  categoryCode: 'BIKE' | 'SKI' | null;
  dealType: 'RENTAL' | 'SELL' | null;
};

const CATEGORY_NAMES = { BIKE: '자전거', SKI: '스키·보드' } as const;
const DEAL_NAMES = { RENTAL: '렌탈', SELL: '구매' } as const;

/** The large figure of the card: "5,000원" or "10%". */
export function couponAmountText(terms: Pick<CouponDesignTerms, 'discountKind' | 'discountValue'>): string {
  return terms.discountKind === 'AMOUNT' ? formatWon(terms.discountValue) : `${terms.discountValue}%`;
}

/** "5,000원 할인", "10% 할인 (최대 20,000원)", or "10% 할인" for a rate without a cap. */
export function couponDiscountText(
  terms: Pick<CouponDesignTerms, 'discountKind' | 'discountValue' | 'maxDiscount'>
): string {
  const base = `${couponAmountText(terms)} 할인`;
  return terms.discountKind === 'RATE' && terms.maxDiscount !== null
    ? `${base} (최대 ${formatWon(terms.maxDiscount)})`
    : base;
}

/** Which items it fits: "자전거 렌탈 상품", "스키·보드 렌탈·구매 상품", "모든 렌탈 상품", "모든 상품". */
export function couponScopeText(terms: Pick<CouponDesignTerms, 'categoryCode' | 'dealType'>): string {
  const category = terms.categoryCode ? CATEGORY_NAMES[terms.categoryCode] : null;
  const deal = terms.dealType ? DEAL_NAMES[terms.dealType] : null;
  if (category && deal) return `${category} ${deal} 상품`;
  if (category) return `${category} 렌탈·구매 상품`;
  if (deal) return `모든 ${deal} 상품`;
  return '모든 상품';
}

/** The conditions line: the scope, then the minimum order when there is one ("… · 20,000원 이상 주문 시"). */
export function couponConditionText(
  terms: Pick<CouponDesignTerms, 'categoryCode' | 'dealType' | 'minOrderPrice'>
): string {
  const scope = couponScopeText(terms);
  return terms.minOrderPrice > 0 ? `${scope} · ${formatWon(terms.minOrderPrice)} 이상 주문 시` : scope;
}

const DAY_MS = 86_400_000;

/** Days from the Seoul date of `at` to midnight UTC of that date, as a day number. */
function seoulDayNumber(at: number): number {
  return Math.floor((at + 9 * 3_600_000) / DAY_MS);
}

/**
 * D-day of a copy: calendar days in Seoul from today to the last day it can be used (0 = 오늘까지).
 * A copy expiring at 00:00 is last usable the day before, hence the millisecond taken off.
 */
export function couponDaysLeft(expiresAt: Date, now: Date): number {
  return Math.max(0, seoulDayNumber(expiresAt.getTime() - 1) - seoulDayNumber(now.getTime()));
}
