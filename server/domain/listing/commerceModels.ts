import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { modelCardJoins, modelCardSelect, toModelCard, type ModelCardRow } from '../model/modelCard';
import { filterConditions } from '../filters/filterSql';
import { assertCategory } from './categoryCheck';
import { decodeCursor, encodeCursor, queryFingerprint } from './cursor';
import { sortKeysOf } from './commerceSorts';
import { canonicalFilters, type CommerceModelsInput } from './listingInput';
import type { CommerceModelRow, CommerceModelsPage } from './listingTypes';

type Row = ModelCardRow & Omit<CommerceModelRow, 'model'> & { k1: number; k2: number; total: number };

function offerConditions(input: CommerceModelsInput): SQL {
  const parts: SQL[] = [
    sql`i.deal_type = 'SELL'`,
    sql`i.condition = 'NEW'`,
    sql`i.status = 'AVAILABLE'`,
    sql`c.code = 'BIKE'`,
    ...filterConditions(input.filters),
  ];
  if (input.categoryKey !== 'all') parts.push(sql`c.key = ${input.categoryKey}`);
  return sql.join(parts, sql` AND `);
}

/**
 * The purchase model list: one card per model with the lowest price of its new items on sale
 * across businesses, among the items that match the filters (a price filter asks "is there an offer in
 * this range", so the card shows the cheapest matching offer). Sorted and paged in SQL by keyset.
 */
export async function listCommerceModels(db: Db, input: CommerceModelsInput): Promise<CommerceModelsPage> {
  await assertCategory(db, input.categoryKey, 'BIKE');
  const fingerprint = queryFingerprint(['commerce', input.categoryKey, input.sort, canonicalFilters(input.filters)]);
  const after = input.searchAfter === null ? null : decodeCursor(input.searchAfter, fingerprint, 3);
  const [k1, k2] = sortKeysOf(input.sort);
  const rows = await queryRows<Row>(
    db,
    sql`
    WITH offers AS (
      SELECT i.model_id, min(i.price)::int AS min_price, max(i.origin_price)::int AS max_origin_price,
        count(DISTINCT i.business_id)::int AS business_count
      FROM items i
      JOIN categories c ON c.id = i.category_id
      JOIN businesses s ON s.id = i.business_id
      JOIN models m ON m.id = i.model_id
      LEFT JOIN brands b ON b.id = m.brand_id
      WHERE ${offerConditions(input)}
      GROUP BY i.model_id
    ), rated AS (
      -- A model's reviews are those of every item of the model, rentals included: same bike, same ride.
      SELECT i.model_id, count(*)::int AS review_count, avg(r.rating)::float8 AS rating_avg
      FROM reviews r JOIN items i ON i.id = r.item_id
      WHERE i.model_id IN (SELECT model_id FROM offers) AND r.hidden_at IS NULL AND r.deleted_at IS NULL
      GROUP BY i.model_id
    ), ranked AS (
      SELECT m.id, m.name, b.name AS brand_name, c.name AS category_name, c.is_elect, m.image_id, im.width, im.height,
        o.min_price, o.max_origin_price, o.business_count, coalesce(rt.review_count, 0) AS review_count, rt.rating_avg,
        m.model_year, floor(extract(epoch FROM m.created_at)) AS created_epoch
      FROM offers o
      JOIN models m ON m.id = o.model_id
      JOIN brands b ON b.id = m.brand_id
      JOIN categories c ON c.id = m.category_id
      JOIN images im ON im.id = m.image_id
      LEFT JOIN rated rt ON rt.model_id = m.id
    ), keyed AS (
      SELECT ranked.*, (${k1})::float8 AS k1, (${k2})::float8 AS k2, (count(*) OVER ())::int AS total FROM ranked
    ), page AS (
      SELECT * FROM keyed
      ${after ? sql`WHERE (k1, k2, id) > (${after[0]}::float8, ${after[1]}::float8, ${after[2]}::int)` : sql``}
      ORDER BY k1, k2, id
      LIMIT ${input.size + 1}
    )
    SELECT ${modelCardSelect()}, page.is_elect AS "isElect", page.min_price AS "matchingMinPrice",
      page.max_origin_price AS "matchingMaxOriginPrice", page.business_count AS "matchingBusinessCount",
      page.k1, page.k2, page.total
    FROM page JOIN models m ON m.id = page.id ${modelCardJoins}
    ORDER BY page.k1, page.k2, page.id`
  );
  const page = rows.slice(0, input.size);
  const last = page[page.length - 1];
  const hasMore = rows.length > input.size;
  return {
    models: page.map((row) => ({
      id: Number(row.id),
      model: toModelCard(row),
      isElect: row.isElect,
      matchingMinPrice: Number(row.matchingMinPrice),
      matchingMaxOriginPrice: Number(row.matchingMaxOriginPrice),
      matchingBusinessCount: Number(row.matchingBusinessCount),
    })),
    // The window count is taken before the cursor condition, so every page carries the full count.
    totalCount: rows[0]?.total ?? 0,
    searchAfter: hasMore && last ? encodeCursor([last.k1, last.k2, last.id], fingerprint) : null,
  };
}
