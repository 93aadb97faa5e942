import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { DomainError } from '@/lib/errors';
import { openCursor, rejectCursor, sealCursor } from '../pagination/signedCursor';
import { reviewPhotos } from './reviewPhotos';
import { cursorTimeSql } from './reviewCursor';
import { reviewSelect, toReviewEntry, type ReviewRow } from './reviewQueries';
import type { ReviewWithPhotos } from './reviewTypes';
import type { businesses } from '../../db/schema';

/** The console header: the business's name and its reviews still waiting for a reply. */
type BusinessHeaderRow = Pick<typeof businesses.$inferSelect, 'name'> & { unanswered: number };

export type SellerReviewFilter = 'UNANSWERED' | 'ALL';

export type SellerReviewPage = {
  businessName: string;
  reviews: ReviewWithPhotos[];
  searchAfter: string | null;
  /** 답글 없음 N: what still waits for the business. */
  unansweredCount: number;
};

export const SELLER_REVIEW_PAGE_SIZE = 20;

const cursorSchema = z.strictObject({
  t: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  i: z.number().int().positive(),
  s: z.number().int().positive(),
  f: z.enum(['UNANSWERED', 'ALL']),
});

/**
 * The console's reviews (/seller/reviews): the business's reviews newest first, all or only those
 * without a reply. The cursor is sealed with the business and the filter, so it cannot page another
 * business's reviews or switch filters half-way.
 */
export async function listSellerReviews(
  db: Db,
  businessId: number,
  viewerId: number,
  filter: SellerReviewFilter,
  searchAfter: string | null,
  size = SELLER_REVIEW_PAGE_SIZE
): Promise<SellerReviewPage> {
  const after = searchAfter === null ? null : openCursor('seller-reviews', searchAfter, cursorSchema);
  if (after && (after.s !== businessId || after.f !== filter)) rejectCursor();
  const [business] = await queryRows<BusinessHeaderRow>(
    db,
    sql`
    SELECT s.name, (SELECT count(*) FROM reviews r JOIN items i ON i.id = r.item_id WHERE i.business_id = s.id AND r.reply_content IS NULL AND r.hidden_at IS NULL AND r.deleted_at IS NULL)::int AS unanswered
    FROM businesses s WHERE s.id = ${businessId}`
  );
  if (!business) throw new DomainError('NOT_FOUND', '연결된 매장을 찾을 수 없어요.');
  const rows = await queryRows<ReviewRow>(
    db,
    sql`${reviewSelect(viewerId)}
    WHERE i.business_id = ${businessId} AND r.hidden_at IS NULL AND r.deleted_at IS NULL
      ${filter === 'UNANSWERED' ? sql`AND r.reply_content IS NULL` : sql``}
      ${after ? sql`AND (r.created_at, r.id) < (${cursorTimeSql({ createdMicros: after.t, id: after.i })}, ${after.i}::int)` : sql``}
    ORDER BY r.created_at DESC, r.id DESC LIMIT ${size + 1}`
  );
  const page = rows.slice(0, size);
  const photos = await reviewPhotos(
    db,
    page.map((r) => r.id)
  );
  const last = page[page.length - 1];
  return {
    businessName: business.name,
    reviews: page.map((row) => ({ ...toReviewEntry(row), photos: photos.get(row.id) ?? [] })),
    searchAfter:
      rows.length > size && last
        ? sealCursor('seller-reviews', { t: Number(last.cursorMicros), i: Number(last.id), s: businessId, f: filter })
        : null,
    unansweredCount: Number(business.unanswered),
  };
}
