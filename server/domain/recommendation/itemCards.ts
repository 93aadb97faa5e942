import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { toCards } from '../search/searchItems';
import type { PageRow } from '../search/searchSql';
import type { SearchItemCard } from '../search/searchTypes';

/**
 * Item cards of the given ids in the given order, in the search result card's shape (the same card
 * component shows them, hearts included). Items sold out or withdrawn since the ranking was made
 * are left out rather than shown as dead cards.
 */
export async function itemCardsInOrder(db: Db, itemIds: readonly number[], viewerUserId: number | null): Promise<SearchItemCard[]> {
  if (itemIds.length === 0) return [];
  const rows = await queryRows<Omit<PageRow, 'sortKey'>>(db, sql`
    SELECT i.id AS "itemId", i.model_id AS "modelId", i.name, b.name AS "brandName", c.name AS "categoryName",
      im.id AS "imageId", im.width AS "imgWidth", im.height AS "imgHeight", i.deal_type AS "dealType", i.condition,
      i.price, i.origin_price AS "originPrice", s.id AS "businessId", s.name AS "businessName", s.region AS "businessRegion",
      0::float8 AS "distanceKm", i.rating_avg AS "ratingAvg", i.review_count AS "reviewCount", i.tag1
    FROM items i
    JOIN categories c ON c.id = i.category_id
    JOIN businesses s ON s.id = i.business_id
    LEFT JOIN models m ON m.id = i.model_id
    LEFT JOIN brands b ON b.id = m.brand_id
    JOIN images im ON im.id = coalesce(i.image_id, m.image_id)
    WHERE i.id IN (${sql.join(itemIds.map((id) => sql`${id}`), sql`, `)}) AND i.status = 'AVAILABLE'`);
  const byId = new Map(rows.map((row) => [row.itemId, { ...row, sortKey: '' }]));
  const ordered = itemIds.flatMap((id) => byId.get(id) ?? []);
  return toCards(db, ordered, viewerUserId);
}
