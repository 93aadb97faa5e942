import { formatWon } from '@/lib/money';
import type { CouponPreview, CouponTerms } from './couponTypes';

/**
 * What a coupon takes off a price, in integer won. A rate coupon rounds down to 10 won (shops never
 * show single won) and stops at its cap; no coupon takes off more than the price, and a price under
 * the coupon's minimum gets nothing.
 */
export function couponDiscount(
  coupon: Pick<CouponTerms, 'discountKind' | 'discountValue' | 'maxDiscount' | 'minOrderPrice'>,
  price: number
): number {
  if (price <= 0 || price < coupon.minOrderPrice) return 0;
  const raw =
    coupon.discountKind === 'AMOUNT'
      ? coupon.discountValue
      : Math.floor((price * coupon.discountValue) / 100 / 10) * 10;
  const capped = coupon.maxDiscount === null ? raw : Math.min(raw, coupon.maxDiscount);
  return Math.max(0, Math.min(capped, price));
}

/** The coupon that takes off the most; on a tie the one that ends first (use it before it lapses). */
export function bestCouponFor(
  coupons: readonly CouponTerms[],
  price: number
): { coupon: CouponTerms; discount: number } | null {
  let best: { coupon: CouponTerms; discount: number } | null = null;
  for (const coupon of coupons) {
    const discount = couponDiscount(coupon, price);
    if (discount <= 0) continue;
    const better =
      !best ||
      discount > best.discount ||
      (discount === best.discount &&
        (coupon.endsAt < best.coupon.endsAt || (coupon.endsAt === best.coupon.endsAt && coupon.id < best.coupon.id)));
    if (better) best = { coupon, discount };
  }
  return best;
}

/**
 * The expected price block: a member sees what their own best coupon does; a visitor sees what the
 * best public coupon would do once they sign up and take it, so the text says how to get it.
 */
export function couponPreview(coupons: readonly CouponTerms[], price: number, isMember: boolean): CouponPreview {
  const best = bestCouponFor(coupons, price);
  if (!best) {
    return {
      enableCouponDiscount: false,
      expectedDiscountedPrice: price,
      expectedTotalPrice: price,
      expectedCouponDiscount: 0,
      applyCouponText: isMember ? '지금 쓸 수 있는 보유 쿠폰이 없어요' : '지금 받을 수 있는 쿠폰이 없어요',
      couponName: null,
      isOwned: false,
    };
  }
  const amount = formatWon(best.discount);
  return {
    enableCouponDiscount: true,
    expectedDiscountedPrice: price - best.discount,
    expectedTotalPrice: price,
    expectedCouponDiscount: best.discount,
    applyCouponText: isMember
      ? `보유한 '${best.coupon.name}' 쿠폰을 쓰면 ${amount} 더 할인돼요`
      : `로그인하고 '${best.coupon.name}' 쿠폰을 받으면 ${amount} 더 할인돼요`,
    couponName: best.coupon.name,
    isOwned: isMember,
  };
}
