/**
 * One database's half of `npm run bench:search` (run by search.mjs through tsx): opens the scaled
 * database, replays the search workload once to warm caches and plans, then times every query
 * through `searchItems` — the service the /search page and the item service call — one at a time,
 * plus the second page (searchAfter) of each plain query that has one, as infinite scroll asks.
 * Also picks the pages the SSR half loads. Prints one line `BENCH_RESULT {json}`.
 * Then the same rental searches undated and dated side by side (searchDated.ts).
 * Env: BENCH_TARGET (pglite:<dir> or postgres:<url>), BENCH_QUERIES, BENCH_WARMUP (passes).
 */
import { count as countRows, sql } from 'drizzle-orm';
import { openPglite, openPostgres, type DbHandle } from '../../server/db/client';
import { queryRows } from '../../server/db/rows';
import { searchItems } from '../../server/domain/search/searchItems';
import { benchQueries, type BenchQuery } from './searchQueries';
import { runDated, type DatedSample } from './searchDated';
import { rebaseRangeAvailability } from '../../server/jobs/rangeAvailabilityRebase';
import { categories as categoryTable, items as itemTable } from '../../server/db/schema';

/** Ids spread over the range (raw: UNION of two groupings, modulo sampling). */
type IdRow = { id: number };

type Sample = { kind: string; variant: string; ms: number; total: number; fuzzy: boolean };

async function open(target: string): Promise<DbHandle> {
  if (target.startsWith('pglite:')) return openPglite(target.slice('pglite:'.length));
  if (target.startsWith('postgres:')) return openPostgres(target.slice('postgres:'.length), 4);
  throw new Error(`BENCH_TARGET must be pglite:<dir> or postgres:<url>, not ${target}`);
}

async function runOnce(handle: DbHandle, queries: BenchQuery[], samples: Sample[] | null): Promise<void> {
  for (const q of queries) {
    let started = performance.now();
    const first = await searchItems(handle.db, q.input, null);
    samples?.push({
      kind: q.kind,
      variant: q.variant,
      ms: performance.now() - started,
      total: first.totalCount,
      fuzzy: first.isFuzzy,
    });
    if (q.variant !== 'plain' || !first.searchAfter) continue;
    started = performance.now();
    const next = await searchItems(handle.db, { ...q.input, searchAfter: first.searchAfter }, null);
    samples?.push({
      kind: q.kind,
      variant: 'page2',
      ms: performance.now() - started,
      total: next.totalCount,
      fuzzy: next.isFuzzy,
    });
  }
}

/** Pages for the SSR half: keywords that find items, the models with most offers, items and businesses across the id range, categories. */
async function ssrTargets(handle: DbHandle, queries: BenchQuery[], samples: Sample[]) {
  // Plain samples are in the order of the plain queries, one each.
  const plainTotals = samples.filter((s) => s.variant === 'plain').map((s) => s.total);
  const found = queries.filter((q) => q.variant === 'plain').filter((_, i) => plainTotals[i] > 0);
  // Spread over the workload (brands, models, categories, places …), not just its first kind.
  const step = Math.max(1, Math.floor(found.length / 20));
  const keywords = found
    .filter((_, i) => i % step === 0)
    .slice(0, 20)
    .map((q) => q.input.keyword);
  const models = await queryRows<IdRow>(
    handle.db,
    sql`
    (SELECT model_id AS id FROM items WHERE model_id IS NOT NULL GROUP BY model_id ORDER BY count(*) DESC, model_id LIMIT 10)
    UNION ALL
    (SELECT model_id FROM items WHERE model_id IS NOT NULL GROUP BY model_id ORDER BY model_id DESC LIMIT 10)`
  );
  const items = await queryRows<IdRow>(
    handle.db,
    sql`
    SELECT id FROM items WHERE id % GREATEST(1, (SELECT max(id) FROM items) / 20) = 0 ORDER BY id LIMIT 20`
  );
  // Businesses across the id range (scale businesses have few items; base-seed businesses many) and every category's recommendations.
  const businesses = await queryRows<IdRow>(
    handle.db,
    sql`
    SELECT id FROM businesses WHERE id % GREATEST(1, (SELECT max(id) FROM businesses) / 20) = 0 ORDER BY id LIMIT 20`
  );
  const categories = await handle.db
    .select({ key: categoryTable.key })
    .from(categoryTable)
    .orderBy(categoryTable.sortOrder, categoryTable.id);
  return {
    keywords,
    modelIds: models.map((r) => Number(r.id)),
    itemIds: items.map((r) => Number(r.id)),
    businessIds: businesses.map((r) => Number(r.id)),
    categoryKeys: categories.map((r) => r.key),
  };
}

async function main(): Promise<void> {
  const target = process.env.BENCH_TARGET ?? '';
  const count = Number(process.env.BENCH_QUERIES ?? 200);
  const warmup = Number(process.env.BENCH_WARMUP ?? 1);
  const handle = await open(target);
  try {
    const [{ items }] = await handle.db.select({ items: countRows() }).from(itemTable);
    const queries = benchQueries(count);
    for (let pass = 0; pass < warmup; pass += 1) await runOnce(handle, queries, null);
    const samples: Sample[] = [];
    await runOnce(handle, queries, samples);
    // A cached database seeded days ago: its availability rows move to today first, as the job would.
    await rebaseRangeAvailability(handle.db);
    for (let pass = 0; pass < warmup; pass += 1) await runDated(handle, queries, null);
    const dated: DatedSample[] = [];
    const { searchMeasured } = await runDated(handle, queries, dated);
    const targets = await ssrTargets(handle, queries, samples);
    console.log(
      `BENCH_RESULT ${JSON.stringify({ kind: handle.kind, items, queries: count, samples, dated, datedSearchMeasured: searchMeasured, targets })}`
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
