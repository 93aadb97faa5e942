import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { queryRows, toIso } from '../../db/rows';
import { isReviewEditable } from '@/lib/review/reviewRules';
import { imageUrl } from '../catalog/imageUrl';
import { openCursor, sealCursor } from '../pagination/signedCursor';
import { reviewPhotos } from './reviewPhotos';
import { cursorMicrosSql, cursorTimeSql } from './reviewCursor';
import type { ReviewPhoto, ReviewReplyView } from './reviewTypes';

/** One review the member wrote (/user/not_reviews, 작성한 리뷰). */
export type MyReview = {
  id: number;
  /** The order it reviews (null for reviews from before purchase reviews): 수정 opens its form. */
  orderId: number | null;
  itemId: number;
  itemName: string;
  img: string;
  businessName: string;
  dealType: 'RENTAL' | 'SELL';
  rating: number;
  content: string;
  createdDatetime: string;
  isVerified: boolean;
  /** Within 30 days of writing and written from an order (the form is reached by the order). */
  isEditable: boolean;
  reply: ReviewReplyView | null;
  photos: ReviewPhoto[];
};

export type MyReviewPage = { reviews: MyReview[]; searchAfter: string | null };

const cursorSchema = z.tuple([
  z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  z.number().int().positive().max(2_147_483_647),
]);

type Row = Omit<MyReview, 'img' | 'createdDatetime' | 'isEditable' | 'reply' | 'photos'> & {
  imageId: number;
  createdAt: Date | string;
  replyContent: string | null;
  repliedAt: Date | string | null;
  cursorMicros: string;
};

/** The member's own reviews, newest first, keyset-paged on (created time, id). */
export async function listMyReviews(
  db: Db,
  userId: number,
  searchAfter: string | null,
  size = 10,
  now: Date = new Date()
): Promise<MyReviewPage> {
  const cursor = searchAfter === null ? null : openCursor('my-reviews', searchAfter, cursorSchema);
  const rows = await queryRows<Row>(
    db,
    sql`
    SELECT r.id, r.order_id AS "orderId", r.item_id AS "itemId", i.name AS "itemName", s.name AS "businessName", i.deal_type AS "dealType",
      coalesce(i.image_id, m.image_id) AS "imageId", r.rating, r.content, r.created_at AS "createdAt", (r.order_id IS NOT NULL) AS "isVerified",
      r.reply_content AS "replyContent", r.replied_at AS "repliedAt", ${cursorMicrosSql(sql`r.created_at`)} AS "cursorMicros"
    FROM reviews r JOIN items i ON i.id = r.item_id JOIN businesses s ON s.id = i.business_id LEFT JOIN models m ON m.id = i.model_id
    WHERE r.user_id = ${userId} AND r.deleted_at IS NULL
      ${cursor ? sql`AND (r.created_at, r.id) < (${cursorTimeSql({ createdMicros: cursor[0], id: cursor[1] })}, ${cursor[1]}::int)` : sql``}
    ORDER BY r.created_at DESC, r.id DESC LIMIT ${size + 1}`
  );
  const page = rows.slice(0, size);
  const photos = await reviewPhotos(
    db,
    page.map((r) => Number(r.id))
  );
  const last = page[page.length - 1];
  return {
    reviews: page.map(({ imageId, createdAt, replyContent, repliedAt, cursorMicros: _c, ...row }) => ({
      ...row,
      id: Number(row.id),
      orderId: row.orderId === null ? null : Number(row.orderId),
      itemId: Number(row.itemId),
      img: imageUrl(Number(imageId)),
      createdDatetime: toIso(createdAt),
      isVerified: Boolean(row.isVerified),
      isEditable: row.orderId !== null && isReviewEditable(createdAt, now),
      reply:
        replyContent !== null && repliedAt !== null
          ? { content: replyContent, repliedDatetime: toIso(repliedAt), businessName: row.businessName }
          : null,
      photos: photos.get(Number(row.id)) ?? [],
    })),
    searchAfter:
      rows.length > size && last ? sealCursor('my-reviews', [Number(last.cursorMicros), Number(last.id)]) : null,
  };
}
