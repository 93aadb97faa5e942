import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { images, reviewImages } from '../../db/schema';
import { imageUrl } from '../catalog/imageUrl';
import type { ReviewPhoto } from './reviewTypes';

/** The image route answers `?w=` up to its stored thumbnail's width with the thumbnail (server/http/imageHandler.ts). */
const THUMB_WIDTH = 480;

/** Photos of the given reviews in their order, one query for the whole page (never one per review). */
export async function reviewPhotos(db: Db, reviewIds: readonly number[]): Promise<Map<number, ReviewPhoto[]>> {
  const map = new Map<number, ReviewPhoto[]>();
  if (reviewIds.length === 0) return map;
  const ri = reviewImages;
  const rows = await db
    .select({ reviewId: ri.reviewId, id: images.id, width: images.width, height: images.height, alt: images.alt })
    .from(ri)
    .innerJoin(images, eq(images.id, ri.imageId))
    .where(inArray(ri.reviewId, [...reviewIds]))
    .orderBy(ri.reviewId, ri.sortOrder, ri.id);
  for (const row of rows) {
    const reviewId = Number(row.reviewId);
    const url = imageUrl(Number(row.id));
    const photo = {
      id: Number(row.id),
      url,
      thumbUrl: `${url}?w=${THUMB_WIDTH}`,
      width: Number(row.width),
      height: Number(row.height),
      alt: row.alt,
    };
    map.set(reviewId, [...(map.get(reviewId) ?? []), photo]);
  }
  return map;
}

/** Hands each review of a page its photos, loaded together. */
export async function withPhotos<T extends { id: number }>(
  db: Db,
  reviews: T[]
): Promise<(T & { photos: ReviewPhoto[] })[]> {
  const photos = await reviewPhotos(
    db,
    reviews.map((r) => r.id)
  );
  return reviews.map((review) => ({ ...review, photos: photos.get(review.id) ?? [] }));
}
