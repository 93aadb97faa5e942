/** A coupon as price code sees it: the design's terms, and when the copy in hand stops working. */
export type CouponTerms = {
  id: number;
  name: string;
  discountKind: 'AMOUNT' | 'RATE';
  /** Won for AMOUNT, percent for RATE. */
  discountValue: number;
  maxDiscount: number | null;
  minOrderPrice: number;
  endsAt: string;
};

/** docs/product.md §3 Item detail itemExpectedCouponDiscountedPrice, plus which coupon it assumed. */
export type CouponPreview = {
  enableCouponDiscount: boolean;
  /** The price after the coupon (integer won). */
  expectedDiscountedPrice: number;
  /** The price the coupon is taken off (integer won). */
  expectedTotalPrice: number;
  expectedCouponDiscount: number;
  applyCouponText: string;
  couponName: string | null;
  /** True when the coupon is already in the member's coupon book; false for one a visitor could get. */
  isOwned: boolean;
};
