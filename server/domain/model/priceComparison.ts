import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { discountRate } from '@/lib/money';
import { assertModelExists } from './modelSummary';
import type { ComparedItem, PriceComparison, PriceGroup } from './modelTypes';

/** A model is sold by dozens of businesses at most; the cap only guards the page against a runaway listing. */
const MAX_PER_GROUP = 100;

type Row = Omit<ComparedItem, 'discountRate'>;

/**
 * Every AVAILABLE item of the model across businesses, rental and sale apart, each cheapest first
 * (then lower shipping fee, then the older listing). The rating is the business's, over all its items:
 * the shopper is choosing a business here, the product is the same.
 */
export async function priceComparison(db: Db, modelId: number): Promise<PriceComparison> {
  await assertModelExists(db, modelId);
  const rows = await queryRows<Row>(
    db,
    sql`
    SELECT i.id AS "itemId", i.name AS "itemName", i.deal_type AS "dealType", i.condition, i.used_grade AS "usedGrade",
      s.id AS "businessId", s.name AS "businessName", s.region, s.is_official AS "isOfficial",
      i.price, i.origin_price AS "originPrice", i.shipping_fee AS "shippingFee",
      i.delivery_types::text[] AS "deliveryTypes",
      st.rating_avg AS "ratingAvg", coalesce(st.review_count, 0) AS "reviewCount"
    FROM items i
    JOIN businesses s ON s.id = i.business_id
    LEFT JOIN LATERAL (
      SELECT avg(r.rating)::float8 AS rating_avg, count(*)::int AS review_count
      FROM items si JOIN reviews r ON r.item_id = si.id WHERE si.business_id = s.id
    ) st ON true
    WHERE i.model_id = ${modelId} AND i.status = 'AVAILABLE'
    ORDER BY i.deal_type, i.price, i.shipping_fee, i.id`
  );
  const items = rows.map((row) => ({
    ...row,
    ratingAvg: row.ratingAvg === null ? null : Math.round(row.ratingAvg * 10) / 10,
    discountRate: discountRate(row.originPrice, row.price),
  }));
  const group = (dealType: ComparedItem['dealType']): PriceGroup => {
    const matching = items.filter((item) => item.dealType === dealType);
    return { itemCount: matching.length, items: matching.slice(0, MAX_PER_GROUP) };
  };
  return { itemCount: items.length, sell: group('SELL'), rental: group('RENTAL') };
}
