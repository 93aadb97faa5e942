import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows, toIso } from '../../db/rows';
import { itemCardJoins, itemCardSelect, toItemCards, type ItemCardRow } from '../item/itemCard';
import { filterComponentsFor, type FilterScope } from '../filters/filterComponents';
import type { FilterComponent } from '../filters/filterTypes';
import { filterConditions } from '../filters/filterSql';
import { decodeCursor, encodeCursor, queryFingerprint } from './cursor';
import { canonicalFilters, type UsedItemsInput } from './listingInput';
import type { UsedCategoryTemplate, UsedItemRow } from './listingTypes';

/** Used goods are sold (never rented); every query of /used_item/list shares this scope. */
export const USED_SCOPE = { dealType: 'SELL', condition: 'USED' } as const satisfies FilterScope;

export const USED_LIST_TITLE = '중고 상품';

const usedWhere = (input: Pick<UsedItemsInput, 'categoryKey' | 'filters'>): SQL => {
  const parts: SQL[] = [
    sql`i.deal_type = 'SELL'`,
    sql`i.condition = 'USED'`,
    sql`i.status = 'AVAILABLE'`,
    ...filterConditions(input.filters),
  ];
  if (input.categoryKey !== 'all') parts.push(sql`c.key = ${input.categoryKey}`);
  return sql.join(parts, sql` AND `);
};

const FROM = sql`FROM items i
  JOIN categories c ON c.id = i.category_id
  JOIN businesses s ON s.id = i.business_id
  LEFT JOIN models m ON m.id = i.model_id
  LEFT JOIN brands b ON b.id = m.brand_id`;

/**
 * The category tabs pick the category, so the sheet of a template leaves the category control out
 * (two controls for one choice would contradict each other).
 */
const withoutCategory = (components: FilterComponent[]) => components.filter((c) => c.key !== 'category');

/** Categories that hold used items now, in catalogue order, led by the `all` template. */
export async function usedCategoryTemplates(db: Db): Promise<UsedCategoryTemplate[]> {
  const rows = await queryRows<{ key: string; name: string; itemCount: number }>(
    db,
    sql`
    SELECT c.key, c.name, count(*)::int AS "itemCount" ${FROM}
    WHERE i.deal_type = 'SELL' AND i.condition = 'USED' AND i.status = 'AVAILABLE'
    GROUP BY c.id ORDER BY min(c.code::text), min(c.sort_order), c.id`
  );
  const templates = [{ key: 'all', name: '전체', itemCount: rows.reduce((sum, r) => sum + r.itemCount, 0) }, ...rows];
  const components = await Promise.all(
    templates.map((t) => filterComponentsFor(db, { ...USED_SCOPE, categoryKey: t.key }))
  );
  return templates.map((t, i) => ({ ...t, filterComponents: withoutCategory(components[i]) }));
}

/** The sheet of one category tab (or of `all`). */
export async function usedFilterComponents(db: Db, categoryKey: string): Promise<FilterComponent[]> {
  return withoutCategory(await filterComponentsFor(db, { ...USED_SCOPE, categoryKey }));
}

export async function countUsedItems(db: Db, input: Pick<UsedItemsInput, 'categoryKey' | 'filters'>): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n ${FROM} WHERE ${usedWhere(input)}`);
  return row.n;
}

type Row = ItemCardRow & Pick<UsedItemRow, 'grade' | 'description'> & { listedAt: Date | string; k1: number };

/**
 * Used items, newest first, paged by keyset on (listing time in ms, id). The picture is the item's
 * own photo when the business uploaded one, else the model's drawing.
 */
export async function listUsedItems(
  db: Db,
  input: UsedItemsInput,
  viewerUserId: number | null
): Promise<{ items: UsedItemRow[]; searchAfter: string | null }> {
  const fingerprint = queryFingerprint(['used', input.categoryKey, canonicalFilters(input.filters)]);
  const after = input.searchAfter === null ? null : decodeCursor(input.searchAfter, fingerprint, 2);
  const listedMs = sql`floor(extract(epoch FROM i.created_at) * 1000)::float8`;
  const rows = await queryRows<Row>(
    db,
    sql`
    SELECT ${itemCardSelect()}, i.used_grade AS grade, i.used_description AS description,
      i.created_at AS "listedAt", ${listedMs} AS k1
    FROM items i ${itemCardJoins}
    WHERE ${usedWhere(input)}
      ${after ? sql`AND (${listedMs}, i.id) < (${after[0]}::float8, ${after[1]}::int)` : sql``}
    ORDER BY ${listedMs} DESC, i.id DESC
    LIMIT ${input.size + 1}`
  );
  const page = rows.slice(0, input.size);
  const last = page[page.length - 1];
  const cards = await toItemCards(db, page, viewerUserId);
  return {
    items: page.map((row, index) => ({
      item: cards[index],
      grade: row.grade,
      description: row.description,
      listedAt: toIso(row.listedAt),
    })),
    searchAfter: rows.length > input.size && last ? encodeCursor([last.k1, last.itemId], fingerprint) : null,
  };
}
