import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { OpeningHours } from '../../db/schema/businesses';
import { queryRows, toIso } from '../../db/rows';
import { DomainError } from '@/lib/errors';
import { openStatus } from '@/lib/businesses/openNow';
import { openCursor, rejectCursor, sealCursor } from '../pagination/signedCursor';
import { reviewTexts } from '../business/businessSections';

/** One row of /user/bookmark's 매장 tab (docs/product.md §3 Bookmarks: businessBookmarks with id). */
export type BusinessBookmark = {
  /** The business's id: a member saves a business once. */
  id: number;
  name: string;
  address: string;
  region: string;
  isOfficial: boolean;
  reviewCount: number;
  reviewCountText: string;
  reviewRatingText: string;
  isOpenNow: boolean;
  openStatusText: string;
  /** Items the business listed since the member last opened this tab (what lit the badge). */
  newItemCount: number;
  link: string;
  createdAt: string;
};

export type BusinessBookmarkPage = { businessBookmarks: BusinessBookmark[]; searchAfter: string | null };

export const BUSINESS_BOOKMARK_PAGE_SIZE = 20;

const TS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const cursorSchema = z.strictObject({
  t: z.string().regex(TS),
  i: z.number().int().positive(),
  u: z.number().int().positive(),
});

type Row = {
  id: number;
  name: string;
  address: string;
  region: string;
  isOfficial: boolean;
  openingHours: OpeningHours;
  closedDates: string[];
  reviewCount: number;
  ratingAvg: number | null;
  newItems: number;
  createdAt: Date | string;
  k: string;
};

function toBusinessBookmark(row: Row, now: Date): BusinessBookmark {
  const id = Number(row.id);
  const reviewCount = Number(row.reviewCount);
  const ratingAvg = row.ratingAvg === null ? null : Math.round(Number(row.ratingAvg) * 10) / 10;
  const hasHours = row.openingHours.length > 0;
  const status = openStatus(row.openingHours, row.closedDates, now);
  return {
    id,
    name: row.name,
    address: row.address,
    region: row.region,
    isOfficial: row.isOfficial,
    reviewCount,
    ...reviewTexts(reviewCount, ratingAvg),
    isOpenNow: hasHours && status.isOpen,
    openStatusText: hasHours ? status.text : '영업시간은 매장에 문의해 주세요',
    newItemCount: Number(row.newItems),
    link: `/nearby_store/${id}`,
    createdAt: toIso(row.createdAt),
  };
}

/** Saved businesses, newest first, with rating, open-now and new listings (the same rules as the business pages). */
export async function listBusinessBookmarks(
  db: Db,
  userId: number,
  searchAfter: string | null,
  now: Date = new Date(),
  size: number = BUSINESS_BOOKMARK_PAGE_SIZE
): Promise<BusinessBookmarkPage> {
  const after = searchAfter === null ? null : openCursor('business-bookmarks', searchAfter, cursorSchema);
  if (after && after.u !== userId) rejectCursor();
  const rows = await queryRows<Row>(
    db,
    sql`
    WITH page AS (
      SELECT b.business_id, b.created_at FROM business_bookmarks b
      WHERE b.user_id = ${userId}
        ${after ? sql`AND (b.created_at, b.business_id) < (${after.t}::timestamptz, ${after.i}::int)` : sql``}
      ORDER BY b.created_at DESC, b.business_id DESC LIMIT ${size + 1}
    ), seen AS (
      SELECT coalesce((SELECT seen_at FROM member_seen WHERE user_id = u.id AND area = 'BUSINESS_BOOKMARK'), u.created_at) AS at
      FROM users u WHERE u.id = ${userId}
    )
    SELECT s.id, s.name, s.address, s.region, s.is_official AS "isOfficial", s.opening_hours AS "openingHours",
      s.closed_dates AS "closedDates", coalesce(r.review_count, 0)::int AS "reviewCount", r.rating_avg AS "ratingAvg",
      coalesce(n.new_items, 0)::int AS "newItems", p.created_at AS "createdAt",
      to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS k
    FROM page p CROSS JOIN seen JOIN businesses s ON s.id = p.business_id
    LEFT JOIN LATERAL (
      SELECT sum(i.review_count)::int AS review_count,
        (sum(i.rating_avg * i.review_count) / nullif(sum(i.review_count) FILTER (WHERE i.rating_avg IS NOT NULL), 0))::float8 AS rating_avg
      FROM items i WHERE i.business_id = s.id
    ) r ON true
    LEFT JOIN LATERAL (
      SELECT count(*)::int AS new_items FROM items i
      WHERE i.business_id = s.id AND i.status = 'AVAILABLE' AND i.created_at > greatest(seen.at, p.created_at)
    ) n ON true
    ORDER BY p.created_at DESC, p.business_id DESC`
  );
  const page = rows.slice(0, size);
  const last = page[page.length - 1];
  return {
    businessBookmarks: page.map((row) => toBusinessBookmark(row, now)),
    searchAfter:
      rows.length > size && last
        ? sealCursor('business-bookmarks', { t: last.k, i: Number(last.id), u: userId })
        : null,
  };
}

/** Un-saves a business the member saved; a business they have not saved (or another member's) is NOT_FOUND. */
export async function deleteBusinessBookmark(db: Db, userId: number, businessId: number): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`
    DELETE FROM business_bookmarks WHERE user_id = ${userId} AND business_id = ${businessId} RETURNING business_id AS id`
  );
  if (rows.length === 0) throw new DomainError('NOT_FOUND', '찜 목록에 없는 매장이에요.');
  return businessId;
}
