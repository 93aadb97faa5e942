import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { imageUrl } from '../catalog/imageUrl';
import type { ReviewPhoto } from './reviewTypes';

/** The image route answers `?w=` up to its stored thumbnail's width with the thumbnail (server/http/imageHandler.ts). */
const THUMB_WIDTH = 480;

/** Photos of the given reviews in their order, one query for the whole page (never one per review). */
export async function reviewPhotos(db: Db, reviewIds: readonly number[]): Promise<Map<number, ReviewPhoto[]>> {
  const map = new Map<number, ReviewPhoto[]>();
  if (reviewIds.length === 0) return map;
  const rows = await queryRows<{ reviewId: number; id: number; width: number; height: number; alt: string }>(db, sql`
    SELECT ri.review_id AS "reviewId", im.id, im.width, im.height, im.alt
    FROM review_images ri JOIN images im ON im.id = ri.image_id
    WHERE ri.review_id IN (${sql.join(reviewIds.map((id) => sql`${id}`), sql`, `)})
    ORDER BY ri.review_id, ri.sort_order, ri.id`);
  for (const row of rows) {
    const reviewId = Number(row.reviewId);
    const url = imageUrl(Number(row.id));
    const photo = { id: Number(row.id), url, thumbUrl: `${url}?w=${THUMB_WIDTH}`, width: Number(row.width), height: Number(row.height), alt: row.alt };
    map.set(reviewId, [...(map.get(reviewId) ?? []), photo]);
  }
  return map;
}

/** Hands each review of a page its photos, loaded together. */
export async function withPhotos<T extends { id: number }>(db: Db, reviews: T[]): Promise<(T & { photos: ReviewPhoto[] })[]> {
  const photos = await reviewPhotos(db, reviews.map((r) => r.id));
  return reviews.map((review) => ({ ...review, photos: photos.get(review.id) ?? [] }));
}
