import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { brands, categories, items, models, reviews } from '@/server/db/schema';
import { businessNotSuspended } from '../business/businessRow';

/** What one feed row needs from the database. */
export type NaverEpSource = {
  id: number;
  name: string;
  price: number;
  originPrice: number;
  condition: 'NEW' | 'USED';
  shippingFee: number;
  /** The item's own picture, else its model's (a service item always has its own). */
  imageId: number | null;
  categoryCode: 'BIKE' | 'SKI';
  categoryGroup: string;
  categoryName: string;
  brandName: string | null;
  reviewCount: number;
};

/**
 * One page of the feed: AVAILABLE SELL items after `afterId`, by id (keyset on the primary key, so
 * the 50th page costs what the first does). Rental items are not goods Naver Shopping can list, and
 * hidden or sold-out ones must leave the feed so that Naver stops sending shoppers to them.
 */
export async function naverEpPage(db: Db, afterId: number, limit: number): Promise<NaverEpSource[]> {
  const rows = await db
    .select({
      id: items.id,
      name: items.name,
      price: items.price,
      originPrice: items.originPrice,
      condition: items.condition,
      shippingFee: items.shippingFee,
      imageId: sql<number | null>`coalesce(${items.imageId}, ${models.imageId})`,
      categoryCode: categories.code,
      categoryGroup: categories.groupName,
      categoryName: categories.name,
      brandName: brands.name,
      // Served by reviews_item_idx, one index range per item of the page.
      reviewCount:
        sql<number>`(select count(*) from ${reviews} where ${reviews.itemId} = ${items.id} and ${reviews.hiddenAt} is null and ${reviews.deletedAt} is null)`.mapWith(
          Number
        ),
    })
    .from(items)
    .innerJoin(categories, eq(categories.id, items.categoryId))
    .leftJoin(models, eq(models.id, items.modelId))
    .leftJoin(brands, eq(brands.id, models.brandId))
    .where(
      and(
        eq(items.dealType, 'SELL'),
        eq(items.status, 'AVAILABLE'),
        businessNotSuspended(items.businessId),
        gt(items.id, afterId)
      )
    )
    .orderBy(asc(items.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, imageId: row.imageId === null ? null : Number(row.imageId) }));
}
