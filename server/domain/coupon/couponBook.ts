/**
 * The member's coupon book (/user/couponbook, docs/product.md §3 Coupon book: coupons, couponBooks): the
 * copies they hold, and the running designs they can still take. Every figure and sentence is made
 * here, so the screen only lays them out.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import {
  couponAmountText,
  couponConditionText,
  couponDaysLeft,
  couponDiscountText,
  type CouponDesignTerms,
} from './couponText';

export type CouponStatus = 'AVAILABLE' | 'USED' | 'EXPIRED';

/** What a card shows of any coupon, held or offered. */
type CouponFace = { name: string; amountText: string; discountText: string; conditionText: string };

/** A copy the member holds (coupons). */
export type MemberCoupon = CouponFace & {
  /** The copy's id (user_coupons.id): what checkout applies. */
  id: number;
  couponId: number;
  status: CouponStatus;
  issuedAt: string;
  /** The earlier of the design's end and the copy's own expiry. */
  expiresAt: string;
  usedAt: string | null;
  /** Calendar days left in Seoul (0 = last day); null unless AVAILABLE. */
  daysLeft: number | null;
};

/** A running design the member does not hold yet (couponBooks). */
export type DownloadableCoupon = CouponFace & {
  /** The design's id: what downloadCoupon takes. */
  id: number;
  /** The last moment it can be taken. */
  endsAt: string;
  /** When a copy taken now would expire: the earlier of the design's end and now + COPY_LIFETIME_DAYS. */
  expiresAt: string;
  daysLeft: number;
};

export type CouponBook = { coupons: MemberCoupon[]; couponBooks: DownloadableCoupon[] };

/** A copy lasts this long from the day it is taken, never beyond the design (the seed plans 60–120 days). */
export const COPY_LIFETIME_DAYS = 60;

export type DesignRow = CouponDesignTerms & {
  id: number;
  name: string;
  startsAt: Date | string;
  endsAt: Date | string;
};

type HeldRow = DesignRow & {
  copyId: number;
  issuedAt: Date | string;
  expiresAt: Date | string;
  usedAt: Date | string | null;
};

const toDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

export const designColumns = sql`c.id, c.name, c.discount_kind AS "discountKind", c.discount_value AS "discountValue",
  c.max_discount AS "maxDiscount", c.min_order_price AS "minOrderPrice", c.category_code AS "categoryCode",
  c.deal_type AS "dealType", c.starts_at AS "startsAt", c.ends_at AS "endsAt"`;

function faceOf(design: DesignRow): CouponFace {
  return {
    name: design.name,
    amountText: couponAmountText(design),
    discountText: couponDiscountText(design),
    conditionText: couponConditionText(design),
  };
}

/** When a copy taken at `now` stops working. */
export function copyExpiry(designEndsAt: Date, now: Date): Date {
  return new Date(Math.min(designEndsAt.getTime(), now.getTime() + COPY_LIFETIME_DAYS * 86_400_000));
}

/** A held copy as the book shows it; a copy is used once usedAt is set, else expired once its time is over. */
export function memberCouponOf(row: HeldRow, now: Date): MemberCoupon {
  const expiresAt = new Date(Math.min(toDate(row.expiresAt).getTime(), toDate(row.endsAt).getTime()));
  const status: CouponStatus = row.usedAt !== null ? 'USED' : expiresAt <= now ? 'EXPIRED' : 'AVAILABLE';
  return {
    ...faceOf(row),
    id: row.copyId,
    couponId: row.id,
    status,
    issuedAt: toDate(row.issuedAt).toISOString(),
    expiresAt: expiresAt.toISOString(),
    usedAt: row.usedAt === null ? null : toDate(row.usedAt).toISOString(),
    daysLeft: status === 'AVAILABLE' ? couponDaysLeft(expiresAt, now) : null,
  };
}

/** Usable ones first; within each group the newest copy first (ids break ties of one instant). */
export function sortMemberCoupons(coupons: MemberCoupon[]): MemberCoupon[] {
  const rank = (c: MemberCoupon) => (c.status === 'AVAILABLE' ? 0 : 1);
  return [...coupons].sort((a, b) => rank(a) - rank(b) || b.issuedAt.localeCompare(a.issuedAt) || b.id - a.id);
}

export async function memberCoupons(db: Db, userId: number, now: Date): Promise<MemberCoupon[]> {
  const rows = await queryRows<HeldRow>(
    db,
    sql`
    SELECT ${designColumns}, uc.id AS "copyId", uc.issued_at AS "issuedAt", uc.expires_at AS "expiresAt", uc.used_at AS "usedAt"
    FROM user_coupons uc JOIN coupons c ON c.id = uc.coupon_id
    WHERE uc.user_id = ${userId}`
  );
  return sortMemberCoupons(rows.map((row) => memberCouponOf(row, now)));
}

/** Running designs the member has never taken (a design is issued once per member, used or not), ending soonest first. */
async function downloadableCoupons(db: Db, userId: number, now: Date): Promise<DownloadableCoupon[]> {
  const at = now.toISOString();
  const rows = await queryRows<DesignRow>(
    db,
    sql`
    SELECT ${designColumns}
    FROM coupons c
    WHERE c.starts_at <= ${at}::timestamptz AND c.ends_at > ${at}::timestamptz
      AND NOT EXISTS (SELECT 1 FROM user_coupons uc WHERE uc.coupon_id = c.id AND uc.user_id = ${userId})
    ORDER BY c.ends_at, c.id
    LIMIT 100`
  );
  return rows.map((row) => {
    const expiresAt = copyExpiry(toDate(row.endsAt), now);
    return {
      ...faceOf(row),
      id: row.id,
      endsAt: toDate(row.endsAt).toISOString(),
      expiresAt: expiresAt.toISOString(),
      daysLeft: couponDaysLeft(expiresAt, now),
    };
  });
}

/** us_couponBookPage's book: what I hold and what I can still take. */
export async function couponBook(db: Db, userId: number, now: Date = new Date()): Promise<CouponBook> {
  const [coupons, couponBooks] = await Promise.all([
    memberCoupons(db, userId, now),
    downloadableCoupons(db, userId, now),
  ]);
  return { coupons, couponBooks };
}
