import { sql } from 'drizzle-orm';
import type { Db } from '../../client';
import { queryRows } from '../../rows';
import { businessBookmarks, businesses, images, reviewImages, users } from '../../schema';
import { categoryByKey } from '../data/categories';
import {
  planReviewPhotos,
  planBusinessBookmarks,
  REVIEW_PHOTO_HEIGHT,
  REVIEW_PHOTO_WIDTH,
  type PhotoSource,
} from '../build/businessExtras';
import { insertMany, insertReturningIds } from './batch';
import type { SeedDay } from '../time';

const addHours = (date: Date, hours: number) => new Date(date.getTime() + hours * 3_600_000);

type ReviewRow = Omit<PhotoSource, 'silhouette' | 'createdAt'> & {
  categoryKey: string;
  businessId: number;
  userId: number;
  createdAt: Date | string;
};

/**
 * Review photos (drawn pictures in the images table, linked by review_images) and business bookmarks
 * of seeded members. Reads the reviews already written, in id order, so the result is the same on
 * every run.
 */
export async function writeBusinessExtras(db: Db, day: SeedDay): Promise<void> {
  const rows = await queryRows<ReviewRow>(
    db,
    sql`
    SELECT r.id AS "reviewId", char_length(r.content)::int AS "contentLength", r.rating::int AS rating, c.code::text AS code,
      c.key AS "categoryKey", coalesce(b.color, '#5b6572') AS color, coalesce(m.name, i.name) AS label, u.nickname,
      i.business_id AS "businessId", r.user_id AS "userId", r.created_at AS "createdAt"
    FROM reviews r JOIN items i ON i.id = r.item_id JOIN categories c ON c.id = i.category_id JOIN users u ON u.id = r.user_id
    LEFT JOIN models m ON m.id = i.model_id LEFT JOIN brands b ON b.id = m.brand_id
    ORDER BY r.id`
  );
  const sources: PhotoSource[] = rows.map((r) => ({
    ...r,
    silhouette: categoryByKey.get(r.categoryKey)?.silhouette ?? 'service',
    createdAt: new Date(r.createdAt),
  }));
  const photos = planReviewPhotos(sources);
  const imageIds = await insertReturningIds(
    db,
    images,
    photos.map((p) => ({
      kind: 'DRAWN' as const,
      width: REVIEW_PHOTO_WIDTH,
      height: REVIEW_PHOTO_HEIGHT,
      alt: p.alt,
      drawn: { silhouette: p.silhouette, color: p.color, label: p.label, sublabel: p.sublabel },
      createdAt: p.createdAt,
    }))
  );
  await insertMany(
    db,
    reviewImages,
    photos.map((p, i) => ({ reviewId: p.reviewId, imageId: imageIds[i], sortOrder: p.sortOrder }))
  );

  const businessesByUser = new Map<number, number[]>();
  for (const r of rows)
    businessesByUser.set(r.userId, [...new Set([...(businessesByUser.get(r.userId) ?? []), r.businessId])]);
  const businessIds = (await db.select({ id: businesses.id }).from(businesses).orderBy(businesses.id)).map((s) => s.id);
  const userIds = (await db.select({ id: users.id }).from(users).orderBy(users.id)).map((u) => u.id);
  const bookmarks = planBusinessBookmarks(userIds, businessesByUser, businessIds);
  await insertMany(
    db,
    businessBookmarks,
    bookmarks.map((b, i) => ({ ...b, createdAt: addHours(day.at(-31, 9), i) }))
  );
}
