import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { brands, businesses, categories, images, items } from '../../db/schema';
import { discountRate } from '@/lib/money';
import { imageUrl } from '../catalog/imageUrl';
import { askViewerFact, idIn, type ViewerFact } from '../../db/viewerFacts';
import { lowestPriceChipSql } from '../model/lowestPriceChip';
import { pickColumns, selectList, type RowOf } from './selectColumns';

type Item = typeof items.$inferSelect;
type Business = typeof businesses.$inferSelect;
type Image = typeof images.$inferSelect;

/**
 * The card's select list over `FROM items i ${itemCardJoins}` (one line a field: its SQL and, from the
 * Drizzle schema, its type). `distanceKm` is the list's own: search measures it from the viewer, the
 * other lists have no position and answer 0.
 */
export function itemCardColumns(distanceKm: SQL<number> = sql<number>`0::float8`) {
  return {
    itemId: sql<Item['id']>`i.id`,
    modelId: sql<Item['modelId']>`i.model_id`,
    name: sql<Item['name']>`i.name`,
    brandName: sql<(typeof brands.$inferSelect)['name'] | null>`b.name`,
    categoryName: sql<(typeof categories.$inferSelect)['name']>`c.name`,
    imageId: sql<Image['id']>`im.id`,
    imgWidth: sql<Image['width']>`im.width`,
    imgHeight: sql<Image['height']>`im.height`,
    dealType: sql<Item['dealType']>`i.deal_type`,
    condition: sql<Item['condition']>`i.condition`,
    price: sql<Item['price']>`i.price`,
    originPrice: sql<Item['originPrice']>`i.origin_price`,
    businessId: sql<Business['id']>`s.id`,
    businessName: sql<Business['name']>`s.name`,
    businessRegion: sql<Business['region']>`s.region`,
    distanceKm,
    ratingAvg: sql<Item['ratingAvg']>`i.rating_avg`,
    reviewCount: sql<Item['reviewCount']>`i.review_count`,
    tag1: sql<Item['tag1']>`i.tag1`,
    isLowestPrice: lowestPriceChipSql(),
  };
}

/** What the card's SQL answers per row. */
export type ItemCardRow = RowOf<ReturnType<typeof itemCardColumns>>;

/**
 * The one item card (issue 27: one shape per entity): every item list — search, keyword landings,
 * category and popular recommendations, the home rail, a business's items, used items — answers
 * the row's columns and these, so one fragment (`ItemCardFields`) and one card type serve them all.
 * A list that needs more per row (a used item's grade) wraps the card in a row of its page type.
 */
export type ItemCard = Omit<ItemCardRow, 'imageId'> & {
  img: string;
  /** Whole percent, rounded down (lib/money discountRate). */
  discount: number;
  /** The viewer's heart on this item. */
  isMarked: boolean;
};

/**
 * The joins the card reads after `items i`, under the aliases the columns name (c categories,
 * s businesses, m models, b brands, im images): `FROM items i ${itemCardJoins}`. A suspended
 * business's items are on no list (docs/product.md §10 Suspension).
 */
export const itemCardJoins = sql`JOIN categories c ON c.id = i.category_id
  JOIN businesses s ON s.id = i.business_id AND s.suspended_at IS NULL
  LEFT JOIN models m ON m.id = i.model_id
  LEFT JOIN brands b ON b.id = m.brand_id
  JOIN images im ON im.id = coalesce(i.image_id, m.image_id)`;

/** The card's select list as SQL (`SELECT ${itemCardSelect()} FROM items i ${itemCardJoins}`). */
export function itemCardSelect(distanceKm?: SQL<number>): SQL {
  return selectList(itemCardColumns(distanceKm));
}

/** Which of the items the viewer has hearted: the ids, as a json array. */
const heartsFact: ViewerFact<Set<number>> = {
  select: (viewerId, itemIds) =>
    sql`SELECT coalesce(json_agg(b.item_id), '[]'::json) FROM item_bookmarks b
      WHERE b.user_id = ${viewerId} AND ${idIn(sql`b.item_id`, itemIds)}`,
  read: (json) => new Set((json as number[]).map(Number)),
};

/**
 * The viewer's hearts on these items, asked with the page's other facts of the viewer and read in
 * the same statement (server/db/viewerFacts.ts). A visitor and an empty list cost nothing.
 */
async function heartsOf(db: Db, viewerUserId: number | null, itemIds: readonly number[]): Promise<Set<number>> {
  if (viewerUserId === null || itemIds.length === 0) return new Set();
  return askViewerFact(db, viewerUserId, heartsFact, itemIds);
}

/** Rows to cards: the image URL, the discount and the viewer's hearts (one query for the whole list). */
export async function toItemCards(
  db: Db,
  rows: readonly ItemCardRow[],
  viewerUserId: number | null
): Promise<ItemCard[]> {
  const marked = await heartsOf(
    db,
    viewerUserId,
    rows.map((row) => row.itemId)
  );
  return rows.map((row) => toItemCard(row, marked.has(row.itemId)));
}

/**
 * Kept public cards made the viewer's own: their hearts, read in one statement (a visitor's cards,
 * already unmarked, cost nothing).
 */
export async function withViewerHearts<T extends { item: ItemCard }>(
  db: Db,
  viewerUserId: number | null,
  rows: readonly T[]
): Promise<T[]> {
  if (viewerUserId === null || rows.length === 0) return [...rows];
  const marked = await heartsOf(
    db,
    viewerUserId,
    rows.map((row) => row.item.itemId)
  );
  return rows.map((row) => ({ ...row, item: { ...row.item, isMarked: marked.has(row.item.itemId) } }));
}

/** Kept public cards made the viewer's own: their hearts, asked with the page's other facts of the viewer. */
export async function withViewerCardHearts(
  db: Db,
  viewerUserId: number | null,
  cards: readonly ItemCard[]
): Promise<ItemCard[]> {
  const wrapped = await withViewerHearts(
    db,
    viewerUserId,
    cards.map((item) => ({ item }))
  );
  return wrapped.map((row) => row.item);
}

/** One row to a card; the columns a list selected for itself (sort keys, a used item's grade) stay behind. */
export function toItemCard(row: ItemCardRow, isMarked: boolean): ItemCard {
  const { imageId, ...columns } = pickColumns(itemCardColumns(), row);
  return {
    ...columns,
    img: imageUrl(imageId),
    distanceKm: Number(columns.distanceKm),
    ratingAvg: columns.ratingAvg === null ? null : Number(columns.ratingAvg),
    discount: discountRate(columns.originPrice, columns.price),
    isLowestPrice: Boolean(columns.isLowestPrice),
    isMarked,
  };
}
