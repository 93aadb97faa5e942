import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { DomainError } from '@/lib/errors';
import {
  REVIEW_RULES,
  isReviewEditable,
  type UpdateReviewInput,
  type WriteReviewInput,
} from '@/lib/review/reviewRules';
import { afterReviewWrite, lockOwnOrder, NOT_REVIEWABLE, replaceReviewPhotos } from './writeReviewSupport';
import { reviews } from '../../db/schema';

export const REVIEW_EXISTS = '이 주문의 리뷰는 이미 썼어요. 작성한 리뷰를 고쳐 주세요.';
export const REVIEW_NOT_FOUND = '리뷰를 찾을 수 없어요.';
export const EDIT_WINDOW_OVER = `리뷰는 쓴 날부터 ${REVIEW_RULES.editableDays}일 동안만 고칠 수 있어요.`;

export type WrittenReview = {
  reviewId: number;
  orderId: number | null;
  itemId: number;
  /** Photo review points earned by this write (0 when none were due or they were given before). */
  earnedPoints: number;
};

/**
 * 리뷰 쓰기 (issue 17 §3): only the member who paid, only an order that was used or confirmed, one
 * review per order. The review, its photos, the item's figures, the photo reward and the sellers'
 * alarm are one transaction: a failure anywhere leaves no half-written review.
 */
export async function writeReview(
  db: Db,
  userId: number,
  input: WriteReviewInput,
  now: Date = new Date()
): Promise<WrittenReview> {
  return db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, userId, input.orderId);
    if (!order.reviewable) throw new DomainError('INVALID_TRANSITION', NOT_REVIEWABLE);
    // The unique index on order_id is the guarantee; the lock above makes the usual case a clear answer.
    const [inserted] = await tx
      .insert(reviews)
      .values({
        itemId: order.itemId,
        userId,
        rating: input.rating,
        content: input.content,
        orderId: order.id,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: reviews.id });
    if (!inserted) throw new DomainError('CONFLICT', REVIEW_EXISTS);
    const reviewId = Number(inserted.id);
    await replaceReviewPhotos(tx, userId, reviewId, input.imageIds, REVIEW_RULES.maxPhotos, now);
    const earnedPoints = await afterReviewWrite(
      tx,
      {
        reviewId,
        userId,
        itemId: order.itemId,
        businessId: order.businessId,
        orderId: order.id,
        photoCount: input.imageIds.length,
        isNew: true,
      },
      now
    );
    return { reviewId, orderId: order.id, itemId: order.itemId, earnedPoints };
  });
}

type OwnReview = {
  id: number;
  userId: number;
  itemId: number;
  businessId: number;
  orderId: number | null;
  createdAt: Date | string;
};

/** The member's own review, locked; anyone else's answers as missing. */
async function lockOwnReview(tx: Db, userId: number, reviewId: number): Promise<OwnReview> {
  const [review] = await queryRows<OwnReview>(
    tx,
    sql`
    SELECT r.id, r.user_id AS "userId", r.item_id AS "itemId", i.business_id AS "businessId", r.order_id AS "orderId", r.created_at AS "createdAt"
    FROM reviews r JOIN items i ON i.id = r.item_id WHERE r.id = ${reviewId} AND r.deleted_at IS NULL FOR UPDATE OF r`
  );
  if (!review || Number(review.userId) !== userId) throw new DomainError('NOT_FOUND', REVIEW_NOT_FOUND);
  return review;
}

/**
 * 리뷰 수정: the author, within 30 days of writing. Photos may be added (claimed) or dropped (given
 * back); the photo reward still comes once per order, so adding a photo later earns it, removing
 * one keeps it.
 */
export async function updateReview(
  db: Db,
  userId: number,
  input: UpdateReviewInput,
  now: Date = new Date()
): Promise<WrittenReview> {
  return db.transaction(async (tx) => {
    const review = await lockOwnReview(tx, userId, input.reviewId);
    if (!isReviewEditable(review.createdAt, now)) throw new DomainError('FORBIDDEN', EDIT_WINDOW_OVER);
    await tx.execute(sql`UPDATE reviews SET rating = ${input.rating}, content = ${input.content}, updated_at = ${now.toISOString()}::timestamptz
      WHERE id = ${review.id}`);
    await replaceReviewPhotos(tx, userId, review.id, input.imageIds, REVIEW_RULES.maxPhotos, now);
    const orderId = review.orderId === null ? null : Number(review.orderId);
    const earnedPoints = await afterReviewWrite(
      tx,
      {
        reviewId: review.id,
        userId,
        itemId: Number(review.itemId),
        businessId: Number(review.businessId),
        orderId,
        photoCount: input.imageIds.length,
        isNew: false,
      },
      now
    );
    return { reviewId: review.id, orderId, itemId: Number(review.itemId), earnedPoints };
  });
}
