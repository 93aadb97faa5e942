import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { DomainError } from '@/lib/errors';
import { photoReviewPoints, photoReviewRefKey } from '@/lib/points/pointPolicy';
import { attachUploads, releaseUploads } from '../images/attachUploads';
import { grantPoints } from '../points/grantPoints';
import { addAlarm } from '../alarm/addAlarm';
import { refreshItemReviewStats } from './itemReviewStats';
import { reviewImages, users } from '../../db/schema';

/**
 * An order can be reviewed once it has been lived with: a rental that was used, a purchase the
 * member confirmed (the same rule as the order detail's canReview). Written over orders aliased `o`.
 */
export const reviewableOrderSql: SQL = sql`((o.process = 'rentalReservation' AND o.state = 'USED') OR (o.process = 'saleOrder' AND o.state = 'CONFIRMED'))`;

export type ReviewableOrder = { id: number; userId: number; itemId: number; businessId: number; reviewable: boolean };

export const ORDER_NOT_FOUND = '주문을 찾을 수 없어요.';
export const NOT_REVIEWABLE = '이용을 마친 주문(반납 완료, 구매 확정)에만 리뷰를 쓸 수 있어요.';

/**
 * The member's own order, locked for the write (one review per order, even from two taps at once).
 * Another member's order answers as if it did not exist: order ids are not theirs to probe.
 */
export async function lockOwnOrder(tx: Db, userId: number, orderId: number): Promise<ReviewableOrder> {
  const [order] = await queryRows<ReviewableOrder>(
    tx,
    sql`
    SELECT o.id, o.user_id AS "userId", o.item_id AS "itemId", o.business_id AS "businessId", ${reviewableOrderSql} AS reviewable
    FROM orders o WHERE o.id = ${orderId} FOR UPDATE`
  );
  if (!order || Number(order.userId) !== userId) throw new DomainError('NOT_FOUND', ORDER_NOT_FOUND);
  return { ...order, itemId: Number(order.itemId), businessId: Number(order.businessId) };
}

/**
 * Sets the review's photos to exactly `imageIds` in that order: new ones are claimed from the
 * member's uploads (attachUploads refuses anyone else's), dropped ones are given back.
 */
export async function replaceReviewPhotos(
  tx: Db,
  userId: number,
  reviewId: number,
  imageIds: readonly number[],
  max: number,
  now: Date
): Promise<void> {
  const current = (
    await tx.select({ imageId: reviewImages.imageId }).from(reviewImages).where(eq(reviewImages.reviewId, reviewId))
  ).map((r) => Number(r.imageId));
  if (new Set(imageIds).size > max)
    throw new DomainError('INVALID_INPUT', `사진은 ${max}장까지 올릴 수 있어요.`, {
      imageIds: `사진은 ${max}장까지 올릴 수 있어요.`,
    });
  const added = imageIds.filter((id) => !current.includes(id));
  const removed = current.filter((id) => !imageIds.includes(id));
  await attachUploads(tx, userId, added, max, now);
  await releaseUploads(tx, userId, removed);
  await tx.execute(sql`DELETE FROM review_images WHERE review_id = ${reviewId}`);
  for (const [sortOrder, imageId] of imageIds.entries()) {
    await tx.execute(
      sql`INSERT INTO review_images (review_id, image_id, sort_order) VALUES (${reviewId}, ${imageId}, ${sortOrder})`
    );
  }
}

type Written = {
  reviewId: number;
  userId: number;
  itemId: number;
  businessId: number;
  orderId: number | null;
  photoCount: number;
  isNew: boolean;
};

/**
 * What follows every write of a review, in its transaction: the item's figures (the model and
 * business figures are computed from the reviews when read), the photo reward once per order, and on
 * a new review a note to the business's sellers. Answers the points earned by this write (0 if none).
 */
export async function afterReviewWrite(tx: Db, w: Written, now: Date): Promise<number> {
  await refreshItemReviewStats(tx, [w.itemId]);
  const points = photoReviewPoints(w.photoCount, w.orderId !== null);
  let earned = 0;
  if (points > 0 && w.orderId !== null) {
    const grant = await grantPoints(
      tx,
      {
        userId: w.userId,
        amount: points,
        reason: 'REVIEW_PHOTO',
        description: '사진 리뷰 작성 적립',
        refKey: photoReviewRefKey(w.orderId),
      },
      now
    );
    if (grant.granted) earned = points;
  }
  if (w.isNew) await alarmSellers(tx, w, now);
  return earned;
}

async function alarmSellers(tx: Db, w: Written, now: Date): Promise<void> {
  const sellers = await tx.select({ id: users.id }).from(users).where(eq(users.businessId, w.businessId));
  for (const seller of sellers) {
    await addAlarm(
      tx,
      {
        userId: Number(seller.id),
        kind: 'REVIEW',
        title: '새 리뷰가 올라왔어요',
        body: '고객이 구매·대여한 상품에 리뷰를 남겼어요. 답글로 고마움을 전해 보세요.',
        linkUrl: '/seller/reviews',
        dedupeKey: `review-new:${w.reviewId}`,
      },
      now
    );
  }
}
