/**
 * The dated half of bench:search's latency step (issue 31 §1): the same rental searches undated and
 * dated (a random range of 1–7 days within the booking window, seeded), side by side.
 * - `searchItems` with `range`, when the search takes one (the dated-search branch); a search that
 *   ignores `range` is reported as not measured rather than timed as if it were dated;
 * - a direct query of the search's shape, so the figure exists on any branch: every available rental
 *   item of a live business matching the keyword (or, for the broadest case, a whole category group)
 *   materialised with its sort value (the range's total when dated), counted up to SEARCH_COUNT_CAP,
 *   the first page of 21 by the total, and its rows' units left.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DbHandle } from '../../server/db/client';
import { queryRows } from '../../server/db/rows';
import { Rng } from '../../server/db/seed/random';
import { businessNotSuspended } from '../../server/domain/business/businessRow';
import {
  itemFreeForRangeSql,
  itemUnitsForRangeSql,
  rangeTotalSql,
} from '../../server/domain/availability/rangeAvailability';
import { normalizeSearchText } from '../../server/domain/search/normalize';
import { searchItems } from '../../server/domain/search/searchItems';
import { addDays, BOOKING_DAYS_AHEAD } from '../../lib/calendar/dateKeys';
import { todayInSeoul } from '../../lib/dates';
import { isDomainError } from '../../lib/errors';
import { rangeDays, type RentalRange } from '../../lib/rentalRange/rentalRange';
import { SEARCH_COUNT_CAP } from '../../lib/searchCount';
import type { BenchQuery } from './searchQueries';

export type DatedSample = { group: string; dated: boolean; ms: number; total: number };

/** The shape query's answer (raw: a count and a page of ids with units, one row). */
type ShapeRow = { total: number; page: unknown };

function randomRange(rng: Rng, today: string): RentalRange {
  const days = rng.int(1, 7);
  const start = addDays(today, rng.int(0, BOOKING_DAYS_AHEAD - days + 1));
  return { start, end: addDays(start, days - 1) };
}

function shapeSql(where: SQL, range: RentalRange | null, today: string): SQL {
  const key = range
    ? rangeTotalSql(
        {
          price: sql`i.price`,
          threeDayDiscountPercent: sql`i.three_day_discount_percent`,
          sevenDayDiscountPercent: sql`i.seven_day_discount_percent`,
        },
        rangeDays(range)
      )
    : sql`i.price`;
  const free = range ? itemFreeForRangeSql(sql`i.id`, range, today) : sql`true`;
  const units = range ? itemUnitsForRangeSql(sql`p.id`, range, today) : sql`NULL::int`;
  return sql`WITH cand AS MATERIALIZED (
      SELECT i.id, ${key} AS k FROM items i
      WHERE i.status = 'AVAILABLE' AND i.deal_type = 'RENTAL' AND ${businessNotSuspended(sql`i.business_id`)} AND ${where} AND ${free})
    SELECT (SELECT count(*) FROM (SELECT 1 FROM cand LIMIT ${SEARCH_COUNT_CAP}) c)::int AS total,
      (SELECT json_agg(json_build_object('id', p.id, 'units', ${units})) FROM (SELECT id, k FROM cand ORDER BY k, id LIMIT 21) p) AS page`;
}

async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await run();
  return { ms: performance.now() - started, value };
}

/** Whether searchItems reads `range`: a range ending before it starts must be refused. */
async function searchTakesRange(handle: DbHandle, today: string): Promise<boolean> {
  const input = { keyword: '스키', dealType: 'RENTAL', sort: 'RECOMMEND', filters: [], size: 20 };
  try {
    await searchItems(handle.db, { ...input, range: { start: addDays(today, 5), end: addDays(today, 3) } }, null);
    return false;
  } catch (error) {
    return isDomainError(error) && error.code === 'INVALID_INPUT';
  }
}

/** One pass over the rental queries; `samples` null for the warm-up. */
export async function runDated(
  handle: DbHandle,
  queries: BenchQuery[],
  samples: DatedSample[] | null
): Promise<{ searchMeasured: boolean }> {
  const today = todayInSeoul();
  const rng = new Rng('bench-search-dated');
  const withRange = await searchTakesRange(handle, today);
  const rental = queries.filter((q) => q.input.dealType === 'RENTAL');
  const push = (group: string, dated: boolean, ms: number, total: number) => samples?.push({ group, dated, ms, total });
  for (const q of rental) {
    const range = randomRange(rng, today);
    if (withRange) {
      const undated = await timed(() => searchItems(handle.db, q.input, null));
      push('searchItems', false, undated.ms, undated.value.totalCount);
      const dated = await timed(() => searchItems(handle.db, { ...q.input, range }, null));
      push('searchItems', true, dated.ms, dated.value.totalCount);
    }
    const text = normalizeSearchText(q.input.keyword);
    if (q.variant !== 'plain' || text.length === 0) continue;
    const where = sql`i.search_text LIKE ${`%${text}%`}`;
    for (const dated of [false, true]) {
      const run = await timed(() => queryRows<ShapeRow>(handle.db, shapeSql(where, dated ? range : null, today)));
      push('shape: keyword', dated, run.ms, Number(run.value[0]?.total ?? 0));
    }
  }
  // The broadest lists: every rental of a category group (a category page), dated on random ranges.
  for (const code of ['SKI', 'BIKE']) {
    const where = sql`i.category_id IN (SELECT id FROM categories WHERE code = ${code})`;
    for (let n = 0; n < 10; n += 1) {
      const range = randomRange(rng, today);
      for (const dated of [false, true]) {
        const run = await timed(() => queryRows<ShapeRow>(handle.db, shapeSql(where, dated ? range : null, today)));
        push('shape: category', dated, run.ms, Number(run.value[0]?.total ?? 0));
      }
    }
  }
  return { searchMeasured: withRange };
}
