import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { itemCardJoins, itemCardSelect, toItemCards, type ItemCardRow } from '../item/itemCard';
import { assertModelExists } from './modelSummary';
import type { PriceComparison, PriceComparisonRow, PriceGroup } from './modelTypes';

/** A model is sold by dozens of businesses at most; the cap only guards the page against a runaway listing. */
const MAX_PER_GROUP = 100;

type Row = ItemCardRow & Omit<PriceComparisonRow, 'item'>;

/**
 * Every AVAILABLE item of the model across businesses, rental and sale apart, each cheapest first
 * (then lower shipping fee, then the older listing), each the one item card with this list's own
 * facts beside it. The rating beside the card is the business's, over all its items.
 */
export async function priceComparison(db: Db, modelId: number, viewerUserId: number | null): Promise<PriceComparison> {
  await assertModelExists(db, modelId);
  const rows = await queryRows<Row>(
    db,
    sql`
    SELECT ${itemCardSelect()}, i.used_grade AS "usedGrade", s.is_official AS "isOfficial",
      i.shipping_fee AS "shippingFee", i.delivery_types::text[] AS "deliveryTypes",
      st.rating_avg AS "businessRatingAvg", coalesce(st.review_count, 0) AS "businessReviewCount"
    FROM items i ${itemCardJoins}
    LEFT JOIN LATERAL (
      SELECT avg(r.rating)::float8 AS rating_avg, count(*)::int AS review_count
      FROM items si JOIN reviews r ON r.item_id = si.id WHERE si.business_id = s.id AND r.hidden_at IS NULL AND r.deleted_at IS NULL
    ) st ON true
    WHERE i.model_id = ${modelId} AND i.status = 'AVAILABLE'
    ORDER BY i.deal_type, i.price, i.shipping_fee, i.id`
  );
  const cards = await toItemCards(db, rows, viewerUserId);
  const offers: PriceComparisonRow[] = rows.map((row, index) => ({
    item: cards[index],
    usedGrade: row.usedGrade,
    isOfficial: row.isOfficial,
    shippingFee: row.shippingFee,
    deliveryTypes: row.deliveryTypes,
    businessRatingAvg: row.businessRatingAvg === null ? null : Math.round(Number(row.businessRatingAvg) * 10) / 10,
    businessReviewCount: Number(row.businessReviewCount),
  }));
  const group = (dealType: 'SELL' | 'RENTAL'): PriceGroup => {
    const matching = offers.filter((offer) => offer.item.dealType === dealType);
    return { itemCount: matching.length, items: matching.slice(0, MAX_PER_GROUP) };
  };
  return { itemCount: offers.length, sell: group('SELL'), rental: group('RENTAL') };
}
