import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import type { brands, categories, images, items, models } from '../../db/schema';
import { imageUrl } from '../catalog/imageUrl';
import { pickColumns, selectList, type RowOf } from '../item/selectColumns';

type Model = typeof models.$inferSelect;
type Item = typeof items.$inferSelect;
type Image = typeof images.$inferSelect;

/**
 * The card's select list over `FROM models m ${modelCardJoins}` (one line a field: its SQL and, from
 * the Drizzle schema, its type). The offer figures are the model's available items now, across
 * businesses; a list whose own figures differ (a filtered price, a sale price) puts them on its row.
 */
function modelCardColumns() {
  return {
    id: sql<Model['id']>`m.id`,
    name: sql<Model['name']>`m.name`,
    brandName: sql<(typeof brands.$inferSelect)['name']>`mb.name`,
    brandKey: sql<(typeof brands.$inferSelect)['key']>`mb.key`,
    categoryName: sql<(typeof categories.$inferSelect)['name']>`mc.name`,
    imageId: sql<Image['id']>`mim.id`,
    imgWidth: sql<Image['width']>`mim.width`,
    imgHeight: sql<Image['height']>`mim.height`,
    modelYear: sql<Model['modelYear']>`m.model_year`,
    releasePrice: sql<Model['releasePrice']>`m.release_price`,
    lowestPrice: sql<Item['price'] | null>`mo.lowest_price`,
    maxOriginPrice: sql<Item['originPrice'] | null>`mo.max_origin_price`,
    lowestRentalPrice: sql<Item['price'] | null>`mo.lowest_rental_price`,
    itemCount: sql<number>`mo.item_count`,
    businessCount: sql<number>`mo.business_count`,
    ratingAvg: sql<number | null>`mr.rating_avg`,
    reviewCount: sql<number>`mr.review_count`,
  };
}

/** What the card's SQL answers per row. */
export type ModelCardRow = RowOf<ReturnType<typeof modelCardColumns>>;

/**
 * The one model card (issue 27: one shape per entity): every list of models — the home's sale models,
 * a brand's models, similar models, the purchase list, a sale's models, community tags and pickers,
 * saved models — answers these fields, so one fragment (`ModelCardFields`) and one card type serve
 * them all. A list that needs more per row (a sale price) wraps the card in a row of its page type.
 */
export type ModelCard = ModelCardRow & { img: string };

/**
 * The joins the card reads after `models m`, under aliases no list query uses (mb brands,
 * mc categories, mim images, mo the model's available offers, mr its reviews): a model's reviews are
 * those of every item of the model, rentals included (same bike, same ride).
 */
export const modelCardJoins = sql`JOIN brands mb ON mb.id = m.brand_id
  JOIN categories mc ON mc.id = m.category_id
  JOIN images mim ON mim.id = m.image_id
  CROSS JOIN LATERAL (
    SELECT min(oi.price) FILTER (WHERE oi.deal_type = 'SELL' AND oi.condition = 'NEW')::int AS lowest_price,
      max(oi.origin_price) FILTER (WHERE oi.deal_type = 'SELL' AND oi.condition = 'NEW')::int AS max_origin_price,
      min(oi.price) FILTER (WHERE oi.deal_type = 'RENTAL')::int AS lowest_rental_price,
      count(*)::int AS item_count, count(DISTINCT oi.business_id)::int AS business_count
    FROM items oi WHERE oi.model_id = m.id AND oi.status = 'AVAILABLE'
  ) mo
  CROSS JOIN LATERAL (
    SELECT (round(avg(r.rating)::numeric, 1))::float8 AS rating_avg, count(*)::int AS review_count
    FROM items ri JOIN reviews r ON r.item_id = ri.id WHERE ri.model_id = m.id AND r.hidden_at IS NULL AND r.deleted_at IS NULL
  ) mr`;

/** The card's select list as SQL (`SELECT ${modelCardSelect()} FROM models m ${modelCardJoins}`). */
export function modelCardSelect(): SQL {
  return selectList(modelCardColumns());
}

/** One row to a card; the columns a list selected for itself (sort keys, a sale price) stay behind. */
export function toModelCard(row: ModelCardRow): ModelCard {
  const columns = pickColumns(modelCardColumns(), row);
  return {
    ...columns,
    img: imageUrl(columns.imageId),
    ratingAvg: columns.ratingAvg === null ? null : Number(columns.ratingAvg),
    itemCount: Number(columns.itemCount),
    businessCount: Number(columns.businessCount),
    reviewCount: Number(columns.reviewCount),
  };
}

/** Model cards of the given ids in the given order (ids that name no model are left out). */
export async function modelCardsInOrder(db: Db, modelIds: readonly number[]): Promise<ModelCard[]> {
  if (modelIds.length === 0) return [];
  const rows = await queryRows<ModelCardRow>(
    db,
    sql`SELECT ${modelCardSelect()} FROM models m ${modelCardJoins}
    WHERE m.id IN (${sql.join(
      modelIds.map((id) => sql`${id}`),
      sql`, `
    )})`
  );
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return modelIds.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toModelCard(row)] : [];
  });
}
