import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows, toIso } from '../../db/rows';
import { DomainError } from '@/lib/errors';
import { isReviewEditable, reviewEditableUntil } from '@/lib/review/reviewRules';
import { imageUrl } from '../catalog/imageUrl';
import { rentalDays } from '../orders/orderDetailView';
import type { NotReviewedOrder } from './notReviewed';
import { NOT_REVIEWABLE, ORDER_NOT_FOUND, reviewableOrderSql } from './writeReviewSupport';
import { images, reviewImages, reviews } from '../../db/schema';

/** A photo as the picker holds it (api/images.ts UploadedPhoto). */
export type FormPhoto = { id: number; url: string; thumbUrl: string; width: number; height: number };

export type ExistingReview = {
  id: number;
  rating: number;
  content: string;
  photos: FormPhoto[];
  createdDatetime: string;
  editableUntil: string;
  /** False after 30 days: the page shows the review read-only. */
  isEditable: boolean;
};

export type ReviewWriteForm = {
  order: Omit<NotReviewedOrder, 'orderId'> & { orderId: number };
  review: ExistingReview | null;
};

type OrderRow = Omit<NotReviewedOrder, 'img' | 'rentalStartDate' | 'rentalEndDate' | 'finishedDatetime'> & {
  userId: number;
  imageId: number;
  rentalPeriod: string | null;
  finishedAt: Date | string;
  reviewable: boolean;
};

/**
 * /user/write_review/{orderId}: the order being reviewed and, when the member already wrote its
 * review, that review (the page opens it for editing, or read-only after 30 days). Another member's
 * order is NOT_FOUND; an order not yet used or confirmed is INVALID_TRANSITION.
 */
export async function reviewWriteForm(
  db: Db,
  userId: number,
  orderId: number,
  now: Date = new Date()
): Promise<ReviewWriteForm> {
  const [order] = await queryRows<OrderRow>(
    db,
    sql`
    SELECT o.id AS "orderId", o.user_id AS "userId", o.item_id AS "itemId", o.item_name AS "itemName", s.name AS "businessName",
      i.deal_type AS "dealType", coalesce(i.image_id, m.image_id) AS "imageId", o.rental_period::text AS "rentalPeriod",
      o.state_changed_at AS "finishedAt", ${reviewableOrderSql} AS reviewable
    FROM orders o JOIN items i ON i.id = o.item_id JOIN businesses s ON s.id = o.business_id LEFT JOIN models m ON m.id = i.model_id
    WHERE o.id = ${orderId}`
  );
  if (!order || Number(order.userId) !== userId) throw new DomainError('NOT_FOUND', ORDER_NOT_FOUND);
  const review = await existingReview(db, orderId, now);
  if (!order.reviewable && !review) throw new DomainError('INVALID_TRANSITION', NOT_REVIEWABLE);
  const days = rentalDays(order.rentalPeriod);
  return {
    order: {
      orderId: Number(order.orderId),
      itemId: Number(order.itemId),
      itemName: order.itemName,
      businessName: order.businessName,
      dealType: order.dealType,
      img: imageUrl(Number(order.imageId)),
      rentalStartDate: days?.start ?? null,
      rentalEndDate: days?.end ?? null,
      finishedDatetime: toIso(order.finishedAt),
    },
    review,
  };
}

async function existingReview(db: Db, orderId: number, now: Date): Promise<ExistingReview | null> {
  const [row] = await db
    .select({ id: reviews.id, rating: reviews.rating, content: reviews.content, createdAt: reviews.createdAt })
    .from(reviews)
    .where(eq(reviews.orderId, orderId));
  if (!row) return null;
  const ri = reviewImages;
  const photos = await db
    .select({ id: images.id, width: images.width, height: images.height })
    .from(ri)
    .innerJoin(images, eq(images.id, ri.imageId))
    .where(eq(ri.reviewId, row.id))
    .orderBy(ri.sortOrder, ri.id);
  return {
    id: Number(row.id),
    rating: Number(row.rating),
    content: row.content,
    photos: photos.map((p) => ({
      id: Number(p.id),
      url: imageUrl(Number(p.id)),
      thumbUrl: `${imageUrl(Number(p.id))}?w=480`,
      width: Number(p.width),
      height: Number(p.height),
    })),
    createdDatetime: toIso(row.createdAt),
    editableUntil: reviewEditableUntil(row.createdAt).toISOString(),
    isEditable: isReviewEditable(row.createdAt, now),
  };
}
