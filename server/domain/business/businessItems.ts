import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { discountRate } from '@/lib/money';
import { imageUrl } from '../catalog/imageUrl';
import { filterComponentsFor } from '../filters/filterComponents';
import { filterConditions } from '../filters/filterSql';
import type { FilterComponent } from '../filters/filterTypes';
import { canonicalFilters } from '../listing/listingInput';
import { decodeCursor, encodeCursor, queryFingerprint } from '../listing/cursor';
import { famousCondition, famousRankSql, businessSortKeys } from './businessItemSorts';
import type { BusinessCategoryTemplate, BusinessItemCard } from './businessTypes';
import type { BusinessItemsInput } from './businessInput';

/** Every business list query reads items with these aliases (the ones filterConditions expects). */
const FROM = sql`FROM items i
  JOIN categories c ON c.id = i.category_id
  JOIN businesses s ON s.id = i.business_id
  LEFT JOIN models m ON m.id = i.model_id
  LEFT JOIN brands b ON b.id = m.brand_id`;

type Scope = Pick<BusinessItemsInput, 'businessId' | 'categoryKey' | 'filters' | 'famousOnly'>;

function businessWhere(input: Scope): SQL {
  const parts: SQL[] = [sql`i.business_id = ${input.businessId}`, sql`i.status = 'AVAILABLE'`, ...filterConditions(input.filters)];
  if (input.categoryKey !== 'all') parts.push(sql`c.key = ${input.categoryKey}`);
  if (input.famousOnly) parts.push(famousCondition);
  return sql.join(parts, sql` AND `);
}

type Row = Omit<BusinessItemCard, 'img' | 'discountRate'> & { imageId: number; k1: string; k2: string };

const toCard = ({ imageId, k1: _k1, k2: _k2, ...row }: Row): BusinessItemCard => ({
  ...row, img: imageUrl(imageId), discountRate: discountRate(row.originPrice, row.price),
  ratingAvg: row.ratingAvg === null ? null : Math.round(Number(row.ratingAvg) * 10) / 10,
});

/**
 * One page of a business's items in the chosen sort, keyset-paged: the sort keys are computed once per
 * row in `ranked` and compared as one row value, so a late page costs what the first one costs. The
 * business's items come from items_business_idx (a few hundred rows even for the largest business).
 */
export async function listBusinessItems(db: Db, input: BusinessItemsInput): Promise<{ items: BusinessItemCard[]; searchAfter: string | null }> {
  const sort = input.famousOnly ? 'RECOMMEND' : input.sort;
  const fingerprint = queryFingerprint(['business', input.businessId, input.categoryKey, sort, input.famousOnly, canonicalFilters(input.filters)]);
  const after = input.searchAfter === null ? null : decodeCursor(input.searchAfter, fingerprint, 3);
  const [k1, k2] = businessSortKeys(sort);
  const rows = await queryRows<Row>(db, sql`
    WITH ranked AS (
      SELECT i.id, i.name, b.name AS "brandName", c.name AS "categoryName", coalesce(i.image_id, m.image_id) AS image_ref,
        i.deal_type AS "dealType", i.condition, i.price, i.origin_price AS "originPrice",
        i.rating_avg AS "ratingAvg", i.review_count AS "reviewCount", i.tag1,
        (${famousRankSql}) AS famous_rank, floor(extract(epoch FROM i.created_at) * 1000)::bigint AS created_ms,
        round(coalesce(i.rating_avg, 0) * 1000)::bigint AS rating_milli, i.review_count
      ${FROM} WHERE ${businessWhere(input)})
    SELECT r.id, r.name, r."brandName", r."categoryName", r."dealType", r.condition, r.price, r."originPrice",
      r."ratingAvg", r."reviewCount", r.tag1, im.id AS "imageId", im.width AS "imgWidth", im.height AS "imgHeight",
      (${k1})::text AS k1, (${k2})::text AS k2
    FROM ranked r JOIN images im ON im.id = r.image_ref
    ${after ? sql`WHERE (${k1}, ${k2}, r.id) > (${after[0]}::bigint, ${after[1]}::bigint, ${after[2]}::int)` : sql``}
    ORDER BY ${k1}, ${k2}, r.id
    LIMIT ${input.size + 1}`);
  const page = rows.slice(0, input.size);
  const last = page[page.length - 1];
  return {
    items: page.map(toCard),
    searchAfter: rows.length > input.size && last ? encodeCursor([Number(last.k1), Number(last.k2), last.id], fingerprint) : null,
  };
}

export async function countBusinessItems(db: Db, input: Scope): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n ${FROM} WHERE ${businessWhere(input)}`);
  return row.n;
}

/** The category tabs pick the category, so a template's sheet leaves the category control out. */
const withoutCategory = (components: FilterComponent[]) => components.filter((c) => c.key !== 'category');

/**
 * The categories the business has on offer now (catalogue order), led by `all` (docs/product.md §4: filter
 * components chosen by category key, default key all). Each template carries its own sheet.
 */
export async function businessCategoryTemplates(db: Db, businessId: number, famousOnly: boolean): Promise<BusinessCategoryTemplate[]> {
  const rows = await queryRows<{ key: string; name: string; itemCount: number }>(db, sql`
    SELECT c.key, c.name, count(*)::int AS "itemCount" ${FROM}
    WHERE ${businessWhere({ businessId, categoryKey: 'all', filters: [], famousOnly })}
    GROUP BY c.id ORDER BY min(c.code::text), min(c.sort_order), c.id`);
  const templates = [{ key: 'all', name: '전체', itemCount: rows.reduce((sum, r) => sum + r.itemCount, 0) }, ...rows];
  const sheets = await Promise.all(templates.map((t) => businessFilterComponents(db, businessId, t.key)));
  return templates.map((t, i) => ({ ...t, filterComponents: sheets[i] }));
}

export async function businessFilterComponents(db: Db, businessId: number, categoryKey: string): Promise<FilterComponent[]> {
  return withoutCategory(await filterComponentsFor(db, { businessId, categoryKey }));
}
