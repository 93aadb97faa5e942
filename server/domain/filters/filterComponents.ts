import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { component, PRICE_FILTER_MAX, type FilterComponent, type FilterOption } from './filterTypes';

export type FilterScope = {
  dealType?: 'RENTAL' | 'SELL';
  code?: 'BIKE' | 'SKI';
  /** A category key, or 'all' (the default template). */
  categoryKey?: string;
  condition?: 'NEW' | 'USED';
  businessId?: number;
};

const DELIVERY_LABELS: Record<string, string> = {
  PICKUP: '매장 방문 수령',
  DELIVERY: '직접 배송',
  PARCEL: '택배 배송',
};
const CACHE_MS = 60_000;

type Facet = { facet: string; value: string; label: string; count: number };
type Bounds = {
  minPrice: number | null;
  maxPrice: number | null;
  minYear: number | null;
  maxYear: number | null;
  leasable: number;
  elect: number;
};

function scopeWhere(scope: FilterScope): SQL {
  const parts: SQL[] = [sql`i.status = 'AVAILABLE'`];
  if (scope.dealType) parts.push(sql`i.deal_type = ${scope.dealType}`);
  if (scope.code) parts.push(sql`c.code = ${scope.code}`);
  if (scope.categoryKey && scope.categoryKey !== 'all') parts.push(sql`c.key = ${scope.categoryKey}`);
  if (scope.condition) parts.push(sql`i.condition = ${scope.condition}`);
  if (scope.businessId) parts.push(sql`i.business_id = ${scope.businessId}`);
  return sql.join(parts, sql` AND `);
}

const FROM = sql`FROM items i JOIN categories c ON c.id = i.category_id JOIN businesses s ON s.id = i.business_id
  LEFT JOIN models m ON m.id = i.model_id LEFT JOIN brands b ON b.id = m.brand_id`;

async function loadFacets(db: Db, where: SQL): Promise<Facet[]> {
  // One pass per facet, unioned, so the whole sheet costs one round trip.
  return queryRows<Facet>(
    db,
    sql`
    WITH scoped AS (SELECT c.key AS category_key, c.name AS category_name, c.sort_order, b.key AS brand_key, b.name AS brand_name,
        s.region, i.delivery_types, i.used_grade ${FROM} WHERE ${where})
    SELECT 'category' AS facet, category_key AS value, min(category_name) AS label, count(*)::int AS count FROM scoped GROUP BY category_key
    UNION ALL SELECT 'brand', brand_key, min(brand_name), count(*)::int FROM scoped WHERE brand_key IS NOT NULL GROUP BY brand_key
    UNION ALL SELECT 'region', region, region, count(*)::int FROM scoped GROUP BY region
    UNION ALL SELECT 'delivery', d::text, d::text, count(*)::int FROM scoped, unnest(delivery_types) d GROUP BY d
    UNION ALL SELECT 'grade', used_grade, used_grade, count(*)::int FROM scoped WHERE used_grade IS NOT NULL GROUP BY used_grade`
  );
}

async function loadBounds(db: Db, where: SQL): Promise<Bounds> {
  const [row] = await queryRows<Bounds>(
    db,
    sql`
    SELECT min(i.price)::int AS "minPrice", max(i.price)::int AS "maxPrice", min(m.model_year)::int AS "minYear",
      max(m.model_year)::int AS "maxYear", count(*) FILTER (WHERE i.is_lease_available)::int AS leasable,
      count(*) FILTER (WHERE c.is_elect)::int AS elect
    ${FROM} WHERE ${where}`
  );
  return row;
}

/** A price step that gives a slider ~100 stops whatever the price level (1,000원 … 100,000원). */
export function priceStep(max: number): number {
  if (max <= 100_000) return 1_000;
  if (max <= 1_000_000) return 10_000;
  return 100_000;
}

function options(facets: Facet[], facet: string, order: (a: FilterOption, b: FilterOption) => number): FilterOption[] {
  return facets
    .filter((f) => f.facet === facet)
    .map((f) => ({ value: f.value, label: f.label, count: f.count }))
    .sort(order);
}

const byCount = (a: FilterOption, b: FilterOption) => b.count - a.count || a.label.localeCompare(b.label, 'ko');

/** Builds the sheet from what the scope really holds: no brand with zero items, no e-bike box for skis. */
export function buildComponents(scope: FilterScope, facets: Facet[], bounds: Bounds): FilterComponent[] {
  const list: FilterComponent[] = [];
  const categories = options(facets, 'category', byCount);
  if ((!scope.categoryKey || scope.categoryKey === 'all') && categories.length > 1) {
    list.push(component({ key: 'category', type: 'SELECT', title: '카테고리', options: categories }));
  }
  const brands = options(facets, 'brand', byCount);
  if (brands.length > 0) list.push(component({ key: 'brand', type: 'MULTI_SELECT', title: '브랜드', options: brands }));
  if (bounds.maxPrice !== null) {
    const max = Math.min(
      PRICE_FILTER_MAX,
      Math.ceil(bounds.maxPrice / priceStep(bounds.maxPrice)) * priceStep(bounds.maxPrice)
    );
    list.push(
      component({
        key: 'price',
        type: 'range',
        title: scope.dealType === 'RENTAL' ? '1일 대여료' : '가격',
        min: 0,
        max,
        step: priceStep(max),
        unit: '원',
      })
    );
  }
  if (bounds.minYear !== null && bounds.maxYear !== null && bounds.maxYear > bounds.minYear) {
    list.push(
      component({
        key: 'year',
        type: 'slider',
        title: '연식 (이후)',
        min: bounds.minYear,
        max: bounds.maxYear,
        step: 1,
        unit: '년',
      })
    );
  }
  const delivery = options(facets, 'delivery', byCount).map((o) => ({
    ...o,
    label: DELIVERY_LABELS[o.value] ?? o.value,
  }));
  if (delivery.length > 1)
    list.push(component({ key: 'delivery', type: 'checkbox', title: '받는 방법', options: delivery }));
  const regions = options(facets, 'region', byCount);
  if (regions.length > 1) list.push(component({ key: 'region', type: 'radio', title: '지역', options: regions }));
  const details: FilterComponent[] = [];
  if (bounds.elect > 0 && scope.code !== 'SKI') {
    details.push(
      component({
        key: 'elect',
        type: 'checkbox',
        title: '전기자전거만',
        options: [{ value: 'true', label: '전기자전거만', count: bounds.elect }],
      })
    );
  }
  if (bounds.leasable > 0) {
    details.push(
      component({
        key: 'lease',
        type: 'checkbox',
        title: '리스 가능',
        options: [{ value: 'true', label: '리스 가능', count: bounds.leasable }],
      })
    );
  }
  const grades = options(facets, 'grade', (a, b) => a.label.localeCompare(b.label, 'ko'));
  if (grades.length > 0) details.push(component({ key: 'grade', type: 'radio', title: '상품 등급', options: grades }));
  if (details.length > 0)
    list.push(component({ key: 'details', type: 'group', title: '상세 조건', children: details }));
  return list;
}

// Per database handle: tests open several databases in one process, and each has its own rows.
const caches = new WeakMap<Db, Map<string, { at: number; value: Promise<FilterComponent[]> }>>();

/**
 * The filter sheet of a listing scope. Counts are a minute stale at most: a sheet is a guide, and
 * recomputing facets over 100,000 items on every page view would cost more than the page itself.
 */
export function filterComponentsFor(db: Db, scope: FilterScope): Promise<FilterComponent[]> {
  const key = JSON.stringify([
    scope.dealType,
    scope.code,
    scope.categoryKey ?? 'all',
    scope.condition,
    scope.businessId,
  ]);
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.value;
  const where = scopeWhere(scope);
  const value = Promise.all([loadFacets(db, where), loadBounds(db, where)]).then(([facets, bounds]) =>
    buildComponents(scope, facets, bounds)
  );
  cache.set(key, { at: Date.now(), value });
  value.catch(() => cache.delete(key));
  return value;
}
