import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows, toIso } from '../../db/rows';
import type { CouponTerms } from '../coupon/couponTypes';
import { DomainError } from '@/lib/errors';
import { groupDigits } from '@/lib/digits';

export type CouponScope = { categoryCode: 'BIKE' | 'SKI'; dealType: 'RENTAL' | 'SELL' };

export type HeldCoupon = CouponTerms & {
  userCouponId: number;
  categoryCode: 'BIKE' | 'SKI' | null;
  dealType: 'RENTAL' | 'SELL' | null;
};

type Row = Omit<HeldCoupon, 'endsAt'> & { endsAt: Date | string };

/**
 * The member's unused, unexpired copies of running designs (any scope: the payment page lists the
 * ones that do not fit too, with the reason). `lockId` locks one copy for the checkout transaction.
 */
export async function heldCoupons(
  db: Db,
  userId: number,
  now: Date,
  lockId: number | null = null
): Promise<HeldCoupon[]> {
  const at = now.toISOString();
  const rows = await queryRows<Row>(
    db,
    sql`
    SELECT uc.id AS "userCouponId", c.id, c.name, c.discount_kind AS "discountKind", c.discount_value AS "discountValue",
      c.max_discount AS "maxDiscount", c.min_order_price AS "minOrderPrice", c.category_code AS "categoryCode", c.deal_type AS "dealType",
      least(c.ends_at, uc.expires_at) AS "endsAt"
    FROM user_coupons uc JOIN coupons c ON c.id = uc.coupon_id
    WHERE uc.user_id = ${userId} AND uc.used_at IS NULL AND uc.expires_at > ${at}::timestamptz
      AND c.starts_at <= ${at}::timestamptz AND c.ends_at > ${at}::timestamptz
      ${lockId === null ? sql`` : sql`AND uc.id = ${lockId}`}
    ORDER BY least(c.ends_at, uc.expires_at), uc.id
    ${lockId === null ? sql`` : sql`FOR UPDATE OF uc`}`
  );
  return rows.map((row) => ({ ...row, userCouponId: Number(row.userCouponId), endsAt: toIso(row.endsAt) }));
}

/** Why a held coupon does not fit this order (Korean), or null when it does. */
export function couponMismatch(coupon: HeldCoupon, scope: CouponScope, goodsPrice: number): string | null {
  if (coupon.categoryCode && coupon.categoryCode !== scope.categoryCode)
    return coupon.categoryCode === 'SKI' ? '스키 상품에만 쓸 수 있어요' : '자전거 상품에만 쓸 수 있어요';
  if (coupon.dealType && coupon.dealType !== scope.dealType)
    return coupon.dealType === 'RENTAL' ? '렌탈 상품에만 쓸 수 있어요' : '구매 상품에만 쓸 수 있어요';
  if (goodsPrice < coupon.minOrderPrice) return `${groupDigits(coupon.minOrderPrice)}원 이상 주문에 쓸 수 있어요`;
  return null;
}

/** The copy to spend at prepare, locked; refused in Korean when it is gone, used or does not fit. */
export async function lockCouponForOrder(
  tx: Db,
  userId: number,
  userCouponId: number,
  scope: CouponScope,
  goodsPrice: number,
  now: Date
): Promise<HeldCoupon> {
  const [coupon] = await heldCoupons(tx, userId, now, userCouponId);
  if (!coupon)
    throw new DomainError('INVALID_INPUT', '쓸 수 없는 쿠폰이에요. 이미 썼거나 기간이 끝났어요.', {
      coupon: '쓸 수 없는 쿠폰이에요.',
    });
  const mismatch = couponMismatch(coupon, scope, goodsPrice);
  if (mismatch)
    throw new DomainError('INVALID_INPUT', `이 주문에는 쓸 수 없는 쿠폰이에요: ${mismatch}.`, { coupon: mismatch });
  return coupon;
}
