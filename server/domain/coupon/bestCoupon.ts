import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows, toIso } from '../../db/rows';
import { couponPreview } from './couponMath';
import type { CouponPreview, CouponTerms } from './couponTypes';

/** What the coupon must fit: the item's category code, deal type and the price it applies to. */
export type CouponTarget = { categoryCode: 'BIKE' | 'SKI'; dealType: 'RENTAL' | 'SELL'; price: number };

type TermsRow = Omit<CouponTerms, 'endsAt'> & { endsAt: Date | string };

const scopeMatches = (target: CouponTarget) => sql`
  (c.category_code IS NULL OR c.category_code = ${target.categoryCode})
  AND (c.deal_type IS NULL OR c.deal_type = ${target.dealType})
  AND c.min_order_price <= ${target.price}`;

const termsColumns = sql`c.id, c.name, c.discount_kind AS "discountKind", c.discount_value AS "discountValue",
  c.max_discount AS "maxDiscount", c.min_order_price AS "minOrderPrice"`;

/** The member's unused, unexpired copies of running designs that fit the target. */
async function memberCoupons(db: Db, userId: number, target: CouponTarget, now: Date): Promise<CouponTerms[]> {
  const at = now.toISOString();
  const rows = await queryRows<TermsRow>(
    db,
    sql`
    SELECT ${termsColumns}, least(c.ends_at, uc.expires_at) AS "endsAt"
    FROM user_coupons uc JOIN coupons c ON c.id = uc.coupon_id
    WHERE uc.user_id = ${userId} AND uc.used_at IS NULL AND uc.expires_at > ${at}::timestamptz
      AND c.starts_at <= ${at}::timestamptz AND c.ends_at > ${at}::timestamptz AND ${scopeMatches(target)}`
  );
  return rows.map((row) => ({ ...row, endsAt: toIso(row.endsAt) }));
}

/** Running public designs that fit the target: what a visitor could take after signing in. */
async function publicCoupons(db: Db, target: CouponTarget, now: Date): Promise<CouponTerms[]> {
  const at = now.toISOString();
  const rows = await queryRows<TermsRow>(
    db,
    sql`
    SELECT ${termsColumns}, c.ends_at AS "endsAt"
    FROM coupons c
    WHERE c.starts_at <= ${at}::timestamptz AND c.ends_at > ${at}::timestamptz AND ${scopeMatches(target)}`
  );
  return rows.map((row) => ({ ...row, endsAt: toIso(row.endsAt) }));
}

/** docs/product.md §3 Item detail itemExpectedCouponDiscountedPrice for a viewer (null = anonymous visitor). */
export async function expectedCouponPrice(
  db: Db,
  userId: number | null,
  target: CouponTarget,
  now: Date = new Date()
): Promise<CouponPreview> {
  const coupons = userId === null ? await publicCoupons(db, target, now) : await memberCoupons(db, userId, target, now);
  return couponPreview(coupons, target.price, userId !== null);
}
