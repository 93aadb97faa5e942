import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows, toIso } from '../../db/rows';
import { DEFAULT_POSITION, distanceKmSql } from '../catalog/geo';
import { imageUrl } from '../catalog/imageUrl';
import { modelCardJoins, modelCardSelect, toModelCard, type ModelCard, type ModelCardRow } from '../model/modelCard';
import { itemCardJoins, itemCardSelect, toItemCards, type ItemCard, type ItemCardRow } from '../item/itemCard';
import type { HomeCategory, HomeLineBanner, HomeMagazineCard, HomeNoticeCard, HomeBusinessCard } from './homeTypes';

export async function listHomeCategories(db: Db): Promise<HomeCategory[]> {
  return queryRows<HomeCategory>(
    db,
    sql`
    SELECT code, key, name, group_name AS "groupName", is_elect AS "isElect"
    FROM categories ORDER BY code, sort_order, id`
  );
}

/** Popular rentals: the most reviewed available rental per model, so one model doesn't fill the row. */
export async function listPopularRentalItems(db: Db, limit: number): Promise<ItemCard[]> {
  const rows = await queryRows<ItemCardRow>(
    db,
    sql`
    SELECT * FROM (
      SELECT DISTINCT ON (i.model_id) ${itemCardSelect()}
      FROM items i ${itemCardJoins}
      WHERE i.deal_type = 'RENTAL' AND i.status = 'AVAILABLE' AND i.model_id IS NOT NULL
      ORDER BY i.model_id, i.review_count DESC, i.id
    ) per_model
    ORDER BY "reviewCount" DESC, "itemId"
    LIMIT ${limit}`
  );
  // The home answer is cached for everyone (homeService), so nobody's hearts are in it.
  return toItemCards(db, rows, null);
}

/**
 * Sale models ranked by how many businesses sell them new and how they are reviewed: price comparison
 * is our edge. Each is the one model card (server/domain/model/modelCard.ts).
 */
export async function listPopularSaleModels(db: Db, limit: number): Promise<ModelCard[]> {
  const rows = await queryRows<ModelCardRow>(
    db,
    sql`
    SELECT ${modelCardSelect()} FROM models m ${modelCardJoins}
    WHERE mo.lowest_price IS NOT NULL
    ORDER BY (SELECT count(DISTINCT i.id) FROM items i
        WHERE i.model_id = m.id AND i.deal_type = 'SELL' AND i.status = 'AVAILABLE' AND i.condition = 'NEW') DESC,
      mr.review_count DESC, m.id
    LIMIT ${limit}`
  );
  return rows.map(toModelCard);
}

export async function listBusinessesNear(
  db: Db,
  limit: number,
  position: { lat: number; lng: number } = DEFAULT_POSITION
): Promise<HomeBusinessCard[]> {
  const distance = distanceKmSql(sql`s.lat`, sql`s.lng`, position.lat, position.lng);
  return queryRows<HomeBusinessCard>(
    db,
    sql`
    SELECT s.id, s.name, s.region, s.address, s.lat, s.lng, round((${distance})::numeric, 1)::float8 AS "distanceKm",
      s.is_official AS "isOfficial", st.rating_avg AS "ratingAvg", coalesce(st.review_count, 0) AS "reviewCount"
    FROM businesses s
    LEFT JOIN (
      SELECT i.business_id, count(*)::int AS review_count, avg(r.rating)::float8 AS rating_avg
      FROM reviews r JOIN items i ON i.id = r.item_id WHERE r.hidden_at IS NULL AND r.deleted_at IS NULL GROUP BY i.business_id
    ) st ON st.business_id = s.id
    ORDER BY ${distance}, s.id
    LIMIT ${limit}`
  );
}

export async function listLatestMagazines(db: Db, limit: number): Promise<HomeMagazineCard[]> {
  const rows = await queryRows<Omit<HomeMagazineCard, 'img' | 'publishedAt'> & { imageId: number; publishedAt: Date }>(
    db,
    sql`
    SELECT c.id, c.name, c.summary, im.id AS "imageId", im.width AS "imgWidth", im.height AS "imgHeight", c.published_at AS "publishedAt"
    FROM contents c JOIN images im ON im.id = c.img1_id
    WHERE c.category = 'MAGAZINE' AND c.published_at <= now()
    ORDER BY c.published_at DESC, c.id DESC LIMIT ${limit}`
  );
  return rows.map(({ imageId, publishedAt, ...row }) => ({
    ...row,
    img: imageUrl(imageId),
    publishedAt: toIso(publishedAt),
  }));
}

export async function listLatestNotices(db: Db, limit: number): Promise<HomeNoticeCard[]> {
  const rows = await queryRows<Omit<HomeNoticeCard, 'publishedAt'> & { publishedAt: Date }>(
    db,
    sql`
    SELECT id, title, is_important AS "isImportant", published_at AS "publishedAt"
    FROM notices WHERE published_at <= now()
    ORDER BY is_important DESC, published_at DESC, id DESC LIMIT ${limit}`
  );
  return rows.map((row) => ({ ...row, publishedAt: toIso(row.publishedAt) }));
}

export async function listActiveLineBanners(db: Db, now: Date = new Date()): Promise<HomeLineBanner[]> {
  return queryRows<HomeLineBanner>(
    db,
    sql`
    SELECT id, text, link_url AS "linkUrl", tone FROM line_banners
    WHERE starts_at <= ${now.toISOString()}::timestamptz AND ends_at > ${now.toISOString()}::timestamptz
    ORDER BY sort_order, id`
  );
}
