import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { DomainError } from '@/lib/errors';
import type { Viewer } from '../viewer';
import { notify } from '../notifications/notify';
import { requireSeller } from '../seller/sellerItems';
import { REVIEW_NOT_FOUND } from './writeReview';
import type { items, reviews } from '../../db/schema';

/** The review a reply locks (raw: FOR UPDATE OF r), with its item's business; typed from the schema. */
type LockedReviewRow = Pick<typeof reviews.$inferSelect, 'userId' | 'itemId'> &
  Pick<typeof items.$inferSelect, 'businessId'> & { businessName: string; hadReply: boolean };

export const OTHER_BUSINESS_REVIEW = '우리 매장 상품의 리뷰에만 답글을 달 수 있어요.';

export type ReviewReply = { reviewId: number; content: string; repliedAt: string; businessName: string };

/**
 * 사장님 답글 (issue 17 §3): a seller of the business whose item was reviewed writes or corrects the one
 * reply; any other business's seller is FORBIDDEN, as is a member who sells nothing. The reviewer hears
 * of the first reply (a REVIEW alarm to the item's reviews); a correction does not alarm again.
 */
export async function replyReview(
  db: Db,
  viewer: Viewer,
  reviewId: number,
  content: string,
  now: Date = new Date()
): Promise<ReviewReply> {
  const businessId = requireSeller(viewer);
  return db.transaction(async (tx) => {
    const [review] = await queryRows<LockedReviewRow>(
      tx,
      sql`
      SELECT r.user_id AS "userId", r.item_id AS "itemId", i.business_id AS "businessId", s.name AS "businessName", (r.reply_content IS NOT NULL) AS "hadReply"
      FROM reviews r JOIN items i ON i.id = r.item_id JOIN businesses s ON s.id = i.business_id
      WHERE r.id = ${reviewId} AND r.hidden_at IS NULL AND r.deleted_at IS NULL FOR UPDATE OF r`
    );
    if (!review) throw new DomainError('NOT_FOUND', REVIEW_NOT_FOUND);
    if (Number(review.businessId) !== businessId) throw new DomainError('FORBIDDEN', OTHER_BUSINESS_REVIEW);
    await tx.execute(sql`UPDATE reviews SET reply_content = ${content}, reply_user_id = ${viewer.userId}, replied_at = ${now.toISOString()}::timestamptz
      WHERE id = ${reviewId}`);
    if (!review.hadReply) {
      await notify(
        tx,
        {
          event: 'reviewReplied',
          userId: Number(review.userId),
          alarmKind: 'REVIEW',
          content: {
            title: '내 리뷰에 사장님 답글이 달렸어요',
            body: `${review.businessName}에서 리뷰에 답글을 남겼어요.`,
            linkUrl: `/services/${review.itemId}#item-reviews`,
          },
          dedupeKey: `review-reply:${reviewId}`,
        },
        now
      );
    }
    return { reviewId, content, repliedAt: now.toISOString(), businessName: review.businessName };
  });
}
