import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { itemCardJoins, itemCardSelect, toItemCards, type ItemCard, type ItemCardRow } from '../item/itemCard';
import { filterComponentsFor } from '../filters/filterComponents';
import { filterConditions } from '../filters/filterSql';
import type { FilterComponent } from '../filters/filterTypes';
import { canonicalFilters } from '../listing/listingInput';
import { decodeCursor, encodeCursor, queryFingerprint } from '../listing/cursor';
import { famousCondition, famousRankSql, businessSortKeys } from './businessItemSorts';
import type { BusinessCategoryTemplate } from './businessTypes';
import type { BusinessItemsInput } from './businessInput';
import { itemFreeForRangeSql, itemUnitsForRangeSql, rangeTotalSql } from '../availability/rangeAvailability';
import { rangeDays, type RentalRange } from '@/lib/rentalRange/rentalRange';

/**
 * Every business list query reads items with these aliases (the ones filterConditions expects), and
 * the item's id once more as `listed.id`: the availability rule's SQL reads `items i` inside, where
 * our `i` is hidden (server/domain/availability/rangeAvailability.ts).
 */
const FROM = sql`FROM items i
  JOIN categories c ON c.id = i.category_id
  JOIN businesses s ON s.id = i.business_id
  LEFT JOIN models m ON m.id = i.model_id
  LEFT JOIN brands b ON b.id = m.brand_id
  CROSS JOIN LATERAL (SELECT i.id) AS listed(id)`;

/**
 * Which of the business's items a list shows. With `dated` (issue 31 §1), only rental items free on
 * every day of the range by the one availability rule (server/domain/availability).
 */
type Scope = Pick<BusinessItemsInput, 'businessId' | 'categoryKey' | 'filters' | 'famousOnly'> & {
  dated?: { range: RentalRange; today: string } | null;
};

function businessWhere(input: Scope): SQL {
  const parts: SQL[] = [
    sql`i.business_id = ${input.businessId}`,
    sql`i.status = 'AVAILABLE'`,
    ...filterConditions(input.filters),
  ];
  if (input.dated) {
    parts.push(sql`i.deal_type = 'RENTAL'`, itemFreeForRangeSql(sql`listed.id`, input.dated.range, input.dated.today));
  }
  if (input.categoryKey !== 'all') parts.push(sql`c.key = ${input.categoryKey}`);
  if (input.famousOnly) parts.push(famousCondition);
  return sql.join(parts, sql` AND `);
}

type Row = ItemCardRow & { k1: string; k2: string; rangeTotal: number | null; unitsLeft: number | null };

/** What a range adds to a listed item (issue 31 §1): its total for the range and the units left for it. */
export type ItemRangeFact = { itemId: number; rangeTotal: number; unitsLeft: number };

/** The columns of the range facts; NULL on an undated list. */
function rangeColumns(dated: Scope['dated']): SQL {
  if (!dated) return sql`NULL::int AS "rangeTotal", NULL::int AS "unitsLeft"`;
  const total = rangeTotalSql(
    {
      price: sql`i.price`,
      threeDayDiscountPercent: sql`i.three_day_discount_percent`,
      sevenDayDiscountPercent: sql`i.seven_day_discount_percent`,
    },
    rangeDays(dated.range)
  );
  return sql`${total} AS "rangeTotal", ${itemUnitsForRangeSql(sql`k.id`, dated.range, dated.today)} AS "unitsLeft"`;
}

/**
 * One page of a business's items in the chosen sort, keyset-paged: the sort keys are computed once per
 * row in `keyed` and compared as one row value, so a late page costs what the first one costs. The
 * business's items come from items_business_idx (a few hundred rows even for the largest business).
 */
export async function listBusinessItems(
  db: Db,
  input: BusinessItemsInput & Pick<Scope, 'dated'>,
  viewerUserId: number | null
): Promise<{ items: ItemCard[]; rangeFacts: ItemRangeFact[]; searchAfter: string | null }> {
  const sort = input.famousOnly ? 'RECOMMEND' : input.sort;
  const fingerprint = queryFingerprint([
    'business',
    input.businessId,
    input.categoryKey,
    sort,
    input.famousOnly,
    canonicalFilters(input.filters),
    input.dated?.range ?? null,
  ]);
  const after = input.searchAfter === null ? null : decodeCursor(input.searchAfter, fingerprint, 3);
  const [k1, k2] = businessSortKeys(sort);
  const rows = await queryRows<Row>(
    db,
    sql`
    WITH ranked AS (
      SELECT i.id, i.price, i.review_count,
        (${famousRankSql}) AS famous_rank, floor(extract(epoch FROM i.created_at) * 1000)::bigint AS created_ms,
        round(coalesce(i.rating_avg, 0) * 1000)::bigint AS rating_milli
      ${FROM} WHERE ${businessWhere(input)}),
    keyed AS (SELECT r.id, (${k1}) AS k1, (${k2}) AS k2 FROM ranked r)
    SELECT ${itemCardSelect()}, k.k1::text AS k1, k.k2::text AS k2, ${rangeColumns(input.dated)}
    FROM keyed k JOIN items i ON i.id = k.id ${itemCardJoins}
    ${after ? sql`WHERE (k.k1, k.k2, k.id) > (${after[0]}::bigint, ${after[1]}::bigint, ${after[2]}::int)` : sql``}
    ORDER BY k.k1, k.k2, k.id
    LIMIT ${input.size + 1}`
  );
  const page = rows.slice(0, input.size);
  const last = page[page.length - 1];
  return {
    items: await toItemCards(db, page, viewerUserId),
    rangeFacts: input.dated
      ? page.map((row) => ({
          itemId: row.itemId,
          rangeTotal: Number(row.rangeTotal),
          unitsLeft: Number(row.unitsLeft),
        }))
      : [],
    searchAfter:
      rows.length > input.size && last
        ? encodeCursor([Number(last.k1), Number(last.k2), last.itemId], fingerprint)
        : null,
  };
}

export async function countBusinessItems(db: Db, input: Scope): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n ${FROM} WHERE ${businessWhere(input)}`
  );
  return row.n;
}

/** The category tabs pick the category, so a template's sheet leaves the category control out. */
const withoutCategory = (components: FilterComponent[]) => components.filter((c) => c.key !== 'category');

/**
 * The categories the business has on offer now (catalogue order), led by `all` (docs/product.md §4: filter
 * components chosen by category key, default key all). Each template carries its own sheet.
 */
export async function businessCategoryTemplates(
  db: Db,
  businessId: number,
  famousOnly: boolean
): Promise<BusinessCategoryTemplate[]> {
  const rows = await queryRows<{ key: string; name: string; itemCount: number }>(
    db,
    sql`
    SELECT c.key, c.name, count(*)::int AS "itemCount" ${FROM}
    WHERE ${businessWhere({ businessId, categoryKey: 'all', filters: [], famousOnly })}
    GROUP BY c.id ORDER BY min(c.code::text), min(c.sort_order), c.id`
  );
  const templates = [{ key: 'all', name: '전체', itemCount: rows.reduce((sum, r) => sum + r.itemCount, 0) }, ...rows];
  const sheets = await Promise.all(templates.map((t) => businessFilterComponents(db, businessId, t.key)));
  return templates.map((t, i) => ({ ...t, filterComponents: sheets[i] }));
}

export async function businessFilterComponents(
  db: Db,
  businessId: number,
  categoryKey: string
): Promise<FilterComponent[]> {
  return withoutCategory(await filterComponentsFor(db, { businessId, categoryKey }));
}
