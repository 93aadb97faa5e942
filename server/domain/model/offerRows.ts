import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { itemCardJoins, itemCardSelect, toItemCards, type ItemCardRow } from '../item/itemCard';
import type { PriceComparisonRow } from './modelTypes';

/** A model is sold by dozens of businesses at most; the cap only guards the page against a runaway listing. */
export const MAX_PER_GROUP = 100;

type OfferRow = ItemCardRow & Omit<PriceComparisonRow, 'item'>;

/**
 * What a list of a model's offers adds to its SQL: more columns (`AS "name"`), more conditions over
 * `i` and its order. The undated comparison adds none; the dated one (datedComparison.ts) adds the
 * range's rule, total and units.
 */

/**
 * The offer's item id under an alias of its own: the availability rule's SQL
 * (server/domain/availability/rangeAvailability.ts) reads `items i` inside, where our `i` is hidden.
 */
export const OFFER_ID = sql`offer.id`;
export type OfferQuery = { columns: SQL; where: SQL; orderBy: SQL };

/**
 * Every AVAILABLE item of the model as comparison rows, each the one item card with this list's own
 * facts beside it, plus the extra columns the caller selected. The rating beside the card is the
 * business's, over all its items.
 */
export async function modelOfferRows<Extra extends object>(
  db: Db,
  modelId: number,
  viewerUserId: number | null,
  query: OfferQuery
): Promise<{ offer: PriceComparisonRow; extra: Extra }[]> {
  const rows = await queryRows<OfferRow & Extra>(
    db,
    sql`
    SELECT ${itemCardSelect()}, i.used_grade AS "usedGrade", s.is_official AS "isOfficial",
      i.shipping_fee AS "shippingFee", i.delivery_types::text[] AS "deliveryTypes",
      st.rating_avg AS "businessRatingAvg", coalesce(st.review_count, 0) AS "businessReviewCount"
      ${query.columns}
    FROM items i ${itemCardJoins}
    CROSS JOIN LATERAL (SELECT i.id) AS offer(id)
    LEFT JOIN LATERAL (
      SELECT avg(r.rating)::float8 AS rating_avg, count(*)::int AS review_count
      FROM items si JOIN reviews r ON r.item_id = si.id WHERE si.business_id = s.id AND r.hidden_at IS NULL AND r.deleted_at IS NULL
    ) st ON true
    WHERE i.model_id = ${modelId} AND i.status = 'AVAILABLE' ${query.where}
    ORDER BY ${query.orderBy}`
  );
  const cards = await toItemCards(db, rows, viewerUserId);
  return rows.map((row, index) => ({
    offer: {
      item: cards[index],
      usedGrade: row.usedGrade,
      isOfficial: row.isOfficial,
      shippingFee: row.shippingFee,
      deliveryTypes: row.deliveryTypes,
      businessRatingAvg: row.businessRatingAvg === null ? null : Math.round(Number(row.businessRatingAvg) * 10) / 10,
      businessReviewCount: Number(row.businessReviewCount),
    },
    extra: row,
  }));
}
