import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reviewHelpfuls, reviews } from '../../db/schema';
import { DomainError } from '@/lib/errors';
import { todayInSeoul } from '@/lib/dates';
import { addAlarm } from '../alarm/addAlarm';
import type { ReviewHelpfulState } from './reviewTypes';

/**
 * "도움이 돼요" on or off. The member's row and reviews.helpfulCount change in ONE transaction, and
 * the count moves only when a row was really added or removed, so a double tap, a retry or two
 * devices at once never count a member twice (the primary key decides who wins). Idempotent:
 * asking for the state that already holds answers that state. One's own review can't be marked.
 * A new vote tells the review's author (a REVIEW alarm, which lights their my-page badge), at most
 * once per review and day however many votes arrive or are taken back and given again.
 */
export async function setReviewHelpful(
  db: Db,
  userId: number,
  reviewId: number,
  active: boolean,
  now: Date = new Date()
): Promise<ReviewHelpfulState> {
  return db.transaction(async (tx) => {
    const [review] = await tx
      .select({ userId: reviews.userId, itemId: reviews.itemId })
      .from(reviews)
      .where(and(eq(reviews.id, reviewId), isNull(reviews.hiddenAt), isNull(reviews.deletedAt)))
      .limit(1);
    if (!review) throw new DomainError('NOT_FOUND', '리뷰를 찾을 수 없어요.');
    if (review.userId === userId) throw new DomainError('FORBIDDEN', '내가 쓴 리뷰에는 누를 수 없어요.');

    if (active) {
      const added = await tx
        .insert(reviewHelpfuls)
        .values({ reviewId, userId })
        .onConflictDoNothing()
        .returning({ reviewId: reviewHelpfuls.reviewId });
      if (added.length > 0) {
        await tx
          .update(reviews)
          .set({ helpfulCount: sql`${reviews.helpfulCount} + 1` })
          .where(eq(reviews.id, reviewId));
        await addAlarm(
          tx,
          {
            userId: review.userId,
            kind: 'REVIEW',
            title: '내 리뷰가 도움이 됐어요',
            body: "다른 회원이 내 리뷰에 '도움이 돼요'를 눌렀어요. 좋은 리뷰 고마워요.",
            linkUrl: `/services/${review.itemId}`,
            dedupeKey: `review-helpful:${reviewId}:${todayInSeoul(now)}`,
          },
          now
        );
      }
    } else {
      const removed = await tx
        .delete(reviewHelpfuls)
        .where(and(eq(reviewHelpfuls.reviewId, reviewId), eq(reviewHelpfuls.userId, userId)))
        .returning({ reviewId: reviewHelpfuls.reviewId });
      if (removed.length > 0) {
        await tx
          .update(reviews)
          .set({ helpfulCount: sql`greatest(${reviews.helpfulCount} - 1, 0)` })
          .where(eq(reviews.id, reviewId));
      }
    }
    const [after] = await tx
      .select({ count: reviews.helpfulCount })
      .from(reviews)
      .where(eq(reviews.id, reviewId))
      .limit(1);
    return { reviewId, isActiveAssistance: active, activeAssistanceCount: after?.count ?? 0 };
  });
}
