import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { distanceKmSql } from '../catalog/geo';
import { itemCardJoins, itemCardSelect, type ItemCardRow } from '../item/itemCard';
import { afterCursorSql, isDescending, orderSql, sortKeySql, sortNeedsReviews, type SearchSort } from './sorts';
import type { BusinessSemiInfo, DealType } from './searchTypes';
import { SEARCH_COUNT_CAP } from '@/lib/searchCount';
import { businessNotSuspended } from '../business/businessRow';
import { itemFreeForRangeSql, itemUnitsForRangeSql } from '../availability/rangeAvailability';
import type { RentalRange } from '@/lib/rentalRange/rentalRange';
import { itemRangeTotalSql, type Dated } from './rangeQuotes';

/**
 * One round trip per page: the candidates (every available item of the deal type that matches the
 * text and the filters, with its sort value) are materialised once, then counted (up to
 * SEARCH_COUNT_CAP), cut to one page after the cursor, and (on the first page) grouped by business.
 * Aliases are the filter contract's: i items (or item_search_rows, which has the same columns for
 * what a broad search reads), m models, b brands, c categories, s businesses. The page's own rows are
 * always read from items.
 */
/** Where candidates are read: items, or the narrow copy a broad query reads (textMatch isBroadQuery). */
export type PageSource = 'items' | 'searchRows';

export type PageQuery = {
  dealType: DealType | null;
  source: PageSource;
  conditions: SQL[];
  sort: SearchSort;
  /** 추천순 score over the same aliases; `rs.n` / `rs.a` are the item's review count and average. */
  score: SQL;
  position: { lat: number; lng: number };
  after: { key: string; id: number } | null;
  limit: number;
  withBusinesses: boolean;
  /** Tables the conditions, the score or the sort read (see joinsFor). */
  joins: JoinAlias[];
  /** A dated rental search (issue 31 §1): only items free on every day, each with its total; `today` is Seoul's. */
  dated: Dated | null;
  /** The signed-in viewer: each row then carries their heart, read in the page's own statement. */
  viewerId?: number | null;
};

/**
 * A search page row: the card's row and the sort key the cursor carries; on a dated search also the
 * total for the range and the units one order could still book (null otherwise).
 */
export type PageRow = ItemCardRow & {
  sortKey: string;
  rangeTotal: number | null;
  rangeUnits: number | null;
  /** The viewer's heart (false for a visitor). */
  isMarked: boolean;
};

/** A candidate's total for the range, read from items (item_search_rows has no discount terms). */
function candidateRangeTotal(range: RentalRange): SQL {
  return sql`(SELECT ${itemRangeTotalSql(range, 'ix')} FROM items ix WHERE ix.id = i.id)`;
}

/** total stops at SEARCH_COUNT_CAP: past ten thousand the screen says "1만 개 이상", an exact figure helps nobody. */
export type PageAnswer = { total: number; rows: PageRow[]; businesses: BusinessSemiInfo[] };

// Review figures live on the item (refreshItemReviewStats): no per-candidate count over reviews.
const reviewStats = sql`CROSS JOIN LATERAL (SELECT i.review_count AS n, i.rating_avg AS a) rs`;

export type JoinAlias = 'c' | 's' | 'm' | 'b';

const JOINS: Record<JoinAlias, SQL> = {
  c: sql`JOIN categories c ON c.id = i.category_id`,
  s: sql`JOIN businesses s ON s.id = i.business_id`,
  m: sql`LEFT JOIN models m ON m.id = i.model_id`,
  b: sql`LEFT JOIN brands b ON b.id = m.brand_id`,
};

/** Which tables the candidates need joined; a join nobody reads costs a hash table over every candidate. */
export function joinsFor(needs: Iterable<JoinAlias>): SQL {
  const set = new Set(needs);
  if (set.has('b')) set.add('m');
  return sql.join(
    (['c', 's', 'm', 'b'] as const).filter((alias) => set.has(alias)).map((alias) => JOINS[alias]),
    sql` `
  );
}

/** The candidates' WHERE: available, of a live business, the deal type, text and filters, then the dates. */
function candidateWhere(query: PageQuery): SQL {
  return sql.join(
    [
      sql`i.status = 'AVAILABLE'`,
      businessNotSuspended(sql`i.business_id`),
      ...(query.dealType ? [sql`i.deal_type = ${query.dealType}`] : []),
      ...query.conditions,
      // Last, so the cheaper text and filter conditions narrow the candidates first.
      ...(query.dated ? [itemFreeForRangeSql(sql`i.id`, query.dated.range, query.dated.today)] : []),
    ],
    sql` AND `
  );
}

/** Where candidates are read from, with the joins their conditions need. */
function candidateFrom(query: PageQuery): SQL {
  const from = query.source === 'searchRows' ? sql`item_search_rows` : sql`items`;
  return sql`${from} i ${joinsFor(query.joins)}`;
}

function candidatesSql(query: PageQuery): SQL {
  const distance = distanceKmSql(sql`s.lat`, sql`s.lng`, query.position.lat, query.position.lng);
  const key = sortKeySql(query.sort, {
    score: query.score,
    reviewCount: sql`rs.n`,
    distanceKm: distance,
    rangeTotal: query.dated ? candidateRangeTotal(query.dated.range) : null,
  });
  // Review numbers of every candidate only when the sort reads them; other sorts read them per page.
  return sql`SELECT i.id, i.business_id, ${key} AS k FROM ${candidateFrom(query)} ${sortNeedsReviews(query.sort) ? reviewStats : sql``}
    WHERE ${candidateWhere(query)}`;
}

function businessesSql(query: PageQuery): SQL {
  if (!query.withBusinesses) return sql`'[]'::json`;
  const distance = distanceKmSql(sql`s.lat`, sql`s.lng`, query.position.lat, query.position.lng);
  return sql`(SELECT coalesce(json_agg(x), '[]'::json) FROM (
    SELECT s.id, s.name, s.region, s.address, s.is_official AS "isOfficial", top.n::int AS "itemCount",
      round((${distance})::numeric, 1)::float8 AS "distanceKm"
    FROM (SELECT business_id, count(*) AS n FROM cand GROUP BY business_id ORDER BY count(*) DESC, business_id LIMIT 5) top
    JOIN businesses s ON s.id = top.business_id
    ORDER BY top.n DESC, s.id) x)`;
}

/**
 * How many of a search's candidates are free on each of these ranges (each capped as the page's count
 * is): what the nearby ranges of a dated search without results would find. One pass over the
 * undated candidates answers every range, instead of one search per range; a search that matches
 * nothing even undated costs one cheap statement.
 */
export async function countCandidatesOnRanges(
  db: Db,
  query: PageQuery,
  ranges: readonly RentalRange[],
  today: string
): Promise<number[]> {
  if (ranges.length === 0) return [];
  const undated: PageQuery = { ...query, dated: null };
  const counts = ranges.map(
    (range, k) =>
      sql`least(count(*) FILTER (WHERE ${itemFreeForRangeSql(sql`cand.id`, range, today)}), ${SEARCH_COUNT_CAP})::int AS ${sql.raw(`n${k}`)}`
  );
  const rows = await queryRows<Record<string, number>>(
    db,
    sql`SELECT ${sql.join(counts, sql`, `)} FROM (SELECT i.id FROM ${candidateFrom(undated)} WHERE ${candidateWhere(undated)}) cand`
  );
  return ranges.map((_, k) => Number(rows[0]?.[`n${k}`] ?? 0));
}

/**
 * The viewer's heart on a result, in the page's statement: the page's rows are only known once it has
 * run, so asking for the hearts afterwards would cost a round trip of its own.
 */
function heartSql(viewerId: number | null): SQL {
  if (viewerId === null) return sql`false`;
  return sql`EXISTS (SELECT 1 FROM item_bookmarks hb WHERE hb.user_id = ${viewerId} AND hb.item_id = i.id)`;
}

export async function queryPage(db: Db, query: PageQuery): Promise<PageAnswer> {
  const distance = distanceKmSql(sql`s.lat`, sql`s.lng`, query.position.lat, query.position.lng);
  const after = query.after ? sql`WHERE ${afterCursorSql(query.sort, query.after.key, query.after.id)}` : sql``;
  const rows = await queryRows<PageRow & { total: number; businesses: BusinessSemiInfo[]; k: string | null }>(
    db,
    sql`
    WITH cand AS MATERIALIZED (${candidatesSql(query)}),
    page AS (SELECT cand.id, cand.k FROM cand ${after} ORDER BY ${orderSql(query.sort, 'cand')} LIMIT ${query.limit})
    SELECT t.total, t.businesses, r.* FROM (SELECT (SELECT count(*)::int FROM (SELECT 1 FROM cand LIMIT ${SEARCH_COUNT_CAP}) capped) AS total,
      ${businessesSql(query)} AS businesses) t
    LEFT JOIN LATERAL (
      SELECT p.k, p.k::text AS "sortKey", ${itemCardSelect(sql<number>`round((${distance})::numeric, 1)::float8`)},
        ${query.dated ? itemRangeTotalSql(query.dated.range) : sql`NULL::int`} AS "rangeTotal",
        ${query.dated ? itemUnitsForRangeSql(sql`p.id`, query.dated.range, query.dated.today) : sql`NULL::int`} AS "rangeUnits",
        ${heartSql(query.viewerId ?? null)} AS "isMarked"
      FROM page p JOIN items i ON i.id = p.id ${itemCardJoins}
    ) r ON true
    ORDER BY r.k ${sql.raw(isDescending(query.sort) ? 'DESC' : 'ASC')}, r."itemId" ASC`
  );
  const first = rows[0];
  return {
    total: first?.total ?? 0,
    businesses: first?.businesses ?? [],
    rows: rows.filter((row) => row.itemId !== null).map(({ total: _t, businesses: _s, k: _k, ...row }) => row),
  };
}
