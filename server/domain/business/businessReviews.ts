import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { decodeCursor, encodeCursor, queryFingerprint } from '../listing/cursor';
import { cursorTimeSql } from '../review/reviewCursor';
import { reviewSelect, toReviewEntry, type ReviewRow } from '../review/reviewQueries';
import { reviewPhotos } from '../review/reviewPhotos';
import type { BusinessReviewEntry, BusinessReviewSort } from './businessTypes';
import type { BusinessReviewsInput } from './businessInput';

type Cursor = { rating: number; createdMicros: number; id: number };

const ORDER: Record<BusinessReviewSort, SQL> = {
  NEWEST: sql`r.created_at DESC, r.id DESC`,
  RATING_DESC: sql`r.rating DESC, r.created_at DESC, r.id DESC`,
  // Lowest first, and among equal ratings the newest first: the complaint that still matters.
  RATING_ASC: sql`r.rating ASC, r.created_at DESC, r.id DESC`,
};

function afterCondition(sort: BusinessReviewSort, c: Cursor): SQL {
  const time = cursorTimeSql({ createdMicros: c.createdMicros, id: c.id });
  const older = sql`(r.created_at, r.id) < (${time}, ${c.id}::int)`;
  if (sort === 'NEWEST') return older;
  if (sort === 'RATING_DESC')
    return sql`(r.rating, r.created_at, r.id) < (${c.rating}::smallint, ${time}, ${c.id}::int)`;
  return sql`(r.rating > ${c.rating}::smallint OR (r.rating = ${c.rating}::smallint AND ${older}))`;
}

/** The cursor of a business's reviews is bound to the business, the sort and the photo filter. */
export const businessReviewFingerprint = (input: Pick<BusinessReviewsInput, 'businessId' | 'sort' | 'photoOnly'>) =>
  queryFingerprint(['businessReviews', input.businessId, input.sort, input.photoOnly]);

type PageRow = ReviewRow;

/**
 * One page of every review of a business's items. The business's reviews are merged from its items: for
 * each item the index reviews_item_idx (item, created time) yields at most one page in order (a
 * LATERAL with LIMIT), then the pages are merged and cut. So the cost is (items × page) index rows,
 * not a sort of all the business's reviews, and it does not grow with thousands of reviews per business
 * for the newest-first order. The rating sorts read an item's reviews to order them, which is still
 * bounded by the business's own reviews and never joins per row.
 */
export async function listBusinessReviews(
  db: Db,
  input: BusinessReviewsInput,
  viewerId: number | null
): Promise<{ reviews: BusinessReviewEntry[]; searchAfter: string | null }> {
  const fingerprint = businessReviewFingerprint(input);
  const keys = input.searchAfter === null ? null : decodeCursor(input.searchAfter, fingerprint, 3);
  const after = keys
    ? sql`AND ${afterCondition(input.sort, { rating: keys[0], createdMicros: keys[1], id: keys[2] })}`
    : sql``;
  const photo = input.photoOnly ? sql`AND EXISTS (SELECT 1 FROM review_images ri WHERE ri.review_id = r.id)` : sql``;
  const order = ORDER[input.sort];
  const rows = await queryRows<PageRow>(
    db,
    sql`
    WITH picked AS (
      SELECT r.id FROM items i
      CROSS JOIN LATERAL (
        SELECT r.id, r.rating, r.created_at FROM reviews r
        WHERE r.item_id = i.id AND r.hidden_at IS NULL AND r.deleted_at IS NULL ${after} ${photo}
        ORDER BY ${order} LIMIT ${input.size + 1}) r
      WHERE i.business_id = ${input.businessId} AND i.review_count > 0
      ORDER BY ${order} LIMIT ${input.size + 1})
    ${reviewSelect(viewerId)}
    JOIN picked p ON p.id = r.id
    ORDER BY ${order}`
  );
  const page = rows.slice(0, input.size);
  const photos = await reviewPhotos(
    db,
    page.map((r) => r.id)
  );
  const last = page[page.length - 1];
  return {
    reviews: page.map((row) => ({ ...toReviewEntry(row), photos: photos.get(row.id) ?? [] })),
    searchAfter:
      rows.length > input.size && last
        ? encodeCursor([last.rating, Number(last.cursorMicros), last.id], fingerprint)
        : null,
  };
}

/** How many of the business's reviews carry photos (the "사진 리뷰만" chip shows it). */
export async function countPhotoReviews(db: Db, businessId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`
    SELECT count(DISTINCT ri.review_id)::int AS n
    FROM items i JOIN reviews r ON r.item_id = i.id JOIN review_images ri ON ri.review_id = r.id
    WHERE i.business_id = ${businessId} AND r.hidden_at IS NULL AND r.deleted_at IS NULL`
  );
  return row?.n ?? 0;
}
