import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows, toIso } from '../../db/rows';
import { cursorMicrosSql, cursorTimeSql, decodeReviewCursor, encodeReviewCursor } from './reviewCursor';
import { scopeCondition } from './reviewScope';
import { withPhotos } from './reviewPhotos';
import type { RatingRatio, ReviewEntry, ReviewHeader, ReviewPage, ReviewScope, ReviewWithPhotos } from './reviewTypes';
import type { reviews } from '../../db/schema';

export type ReviewRow = Omit<ReviewEntry, 'createdDatetime' | 'reply'> & {
  createdDatetime: Date | string;
  cursorMicros: string;
  replyContent: string | null;
  repliedAt: Date | string | null;
};

/** Reviews per star (raw like the listing: scopeCondition is a fragment on the aliases r and i). */
type RatingCountRow = Pick<typeof reviews.$inferSelect, 'rating'> & { count: number };

/**
 * One review as every listing shows it, for a viewer (null = anonymous). The viewer's helpful mark
 * is a left join on the primary key, so an anonymous page costs nothing extra.
 */
export function reviewSelect(viewerId: number | null) {
  return sql`
    SELECT r.id, r.rating, r.content, u.nickname, r.created_at AS "createdDatetime",
      ${cursorMicrosSql(sql`r.created_at`)} AS "cursorMicros",
      i.id AS "itemId", i.name AS "itemName", i.deal_type AS "dealType", s.name AS "businessName",
      (rh.user_id IS NOT NULL) AS "isActiveAssistance", r.helpful_count AS "activeAssistanceCount",
      coalesce(r.user_id = ${viewerId}, false) AS "isMine",
      (r.order_id IS NOT NULL) AS "isVerified", r.reply_content AS "replyContent", r.replied_at AS "repliedAt"
    FROM reviews r
    JOIN items i ON i.id = r.item_id
    JOIN businesses s ON s.id = i.business_id
    JOIN users u ON u.id = r.user_id
    LEFT JOIN review_helpfuls rh ON rh.review_id = r.id AND rh.user_id = ${viewerId}`;
}

export const toReviewEntry = ({
  cursorMicros: _cursor,
  createdDatetime,
  replyContent,
  repliedAt,
  ...row
}: ReviewRow): ReviewEntry => ({
  ...row,
  isVerified: Boolean(row.isVerified),
  createdDatetime: toIso(createdDatetime),
  reply:
    replyContent !== null && repliedAt !== null
      ? { content: replyContent, repliedDatetime: toIso(repliedAt), businessName: row.businessName }
      : null,
});

export const REVIEW_PAGE_SIZE = 10;

/** Newest first, keyset-paged by (created time, id): stable while new reviews arrive. */
export async function listReviews(
  db: Db,
  scope: ReviewScope,
  viewerId: number | null,
  searchAfter: string | null,
  limit = REVIEW_PAGE_SIZE
): Promise<ReviewPage> {
  const cursor = searchAfter === null ? null : decodeReviewCursor(searchAfter);
  const after = cursor ? sql`AND (r.created_at, r.id) < (${cursorTimeSql(cursor)}, ${cursor.id})` : sql``;
  const [rows, header] = await Promise.all([
    queryRows<ReviewRow>(
      db,
      sql`${reviewSelect(viewerId)}
      WHERE ${scopeCondition(scope)} ${after}
      ORDER BY r.created_at DESC, r.id DESC
      LIMIT ${limit + 1}`
    ),
    countReviews(db, scope),
  ]);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    reviews: await withPhotos(db, page.map(toReviewEntry)),
    searchAfter:
      rows.length > limit && last
        ? encodeReviewCursor({ createdMicros: Number(last.cursorMicros), id: last.id })
        : null,
    totalCount: header,
  };
}

async function countReviews(db: Db, scope: ReviewScope): Promise<number> {
  const [row] = await queryRows<Pick<RatingCountRow, 'count'>>(
    db,
    sql`
    SELECT count(*)::int AS count FROM reviews r JOIN items i ON i.id = r.item_id WHERE ${scopeCondition(scope)}`
  );
  return row?.count ?? 0;
}

/**
 * The reviews worth reading first: well rated, detailed and found helpful by other members.
 * Short one-liners are left out so the highlight says something about the product.
 */
export async function listBestReviews(
  db: Db,
  scope: ReviewScope,
  viewerId: number | null,
  limit = 3
): Promise<ReviewWithPhotos[]> {
  const rows = await queryRows<ReviewRow>(
    db,
    sql`${reviewSelect(viewerId)}
    WHERE ${scopeCondition(scope)} AND r.rating >= 4 AND char_length(r.content) >= 40
    ORDER BY r.helpful_count DESC, r.rating DESC, r.created_at DESC, r.id DESC
    LIMIT ${limit}`
  );
  return withPhotos(db, rows.map(toReviewEntry));
}

/** Count, average and the share of each star rating from 5 down to 1 (docs/product.md §3 Model detail modelReviewHeader). */
export async function reviewHeader(db: Db, scope: ReviewScope): Promise<ReviewHeader> {
  const rows = await queryRows<RatingCountRow>(
    db,
    sql`
    SELECT r.rating::int AS rating, count(*)::int AS count
    FROM reviews r JOIN items i ON i.id = r.item_id
    WHERE ${scopeCondition(scope)}
    GROUP BY r.rating`
  );
  return summarizeRatings(rows);
}

/** Pure: ratios are whole percents of the total; the average is rounded to one decimal as shown. */
export function summarizeRatings(rows: { rating: number; count: number }[]): ReviewHeader {
  const counts = new Map(rows.map((row) => [Number(row.rating), Number(row.count)]));
  const reviewCount = [...counts.values()].reduce((sum, n) => sum + n, 0);
  const total = [...counts.entries()].reduce((sum, [rating, n]) => sum + rating * n, 0);
  const ratingRatioList: RatingRatio[] = [5, 4, 3, 2, 1].map((rating) => {
    const count = counts.get(rating) ?? 0;
    return { rating, count, ratio: reviewCount === 0 ? 0 : Math.round((count / reviewCount) * 100) };
  });
  return {
    reviewCount,
    avgRating: reviewCount === 0 ? null : Math.round((total / reviewCount) * 10) / 10,
    ratingRatioList,
  };
}
