#!/usr/bin/env node
// `npm run bench:search`: search at marketplace scale, in one run.
// 1. a scaled PGlite (cached under BENCH_CACHE_DIR between runs) and a fresh scaled PostgreSQL
//    database on BENCH_POSTGRES_URL's server (dropped at the end), made by `npm run seed:scale`
//    (BENCH_POSTGRES_DB=<url> reuses a scaled database instead, and keeps it);
// 2. searchItems latency p50/p95/p99 for BENCH_QUERIES realistic queries, each plain and with
//    filters and another sort (plus the next page), after a warm-up pass, on both databases; then the
//    rental ones undated and dated (random 1–7 day ranges) side by side (searchDated.ts; the scale data
//    holds BENCH_SCALE_BOOKINGS (1,000,000) bookings over the next 90 days);
// 2b. (BENCH_MAP=off skips it) the map's businesses-in-view query (nearbyBusinessMap) p50/p95/p99 for BENCH_MAP_VIEWS viewports around
//    Korea at zoom 11–16 on the same databases, which hold BENCH_SCALE_BUSINESSES (10,000) businesses;
// 3. SSR throughput of /search?keyword=…, /models/{id}, /services/{id}, /nearby_store/{id} and
//    /recommendations/{category} against the bare page
//    /healthz on the production build (built when missing), as scripts/bench/ssr.mjs measures /;
// 4. a table with the figures and the goals. Exits 1 when a step fails or a request failed.
// Goals: search p95 ≤ 30 ms on PostgreSQL, ≤ 80 ms on PGlite; dated search p95 ≤ 50 / 120 ms; map p95 ≤ 20 ms on PostgreSQL; each page ≥ 50% of bare throughput.
import { createPostgres, ensurePglite, runTsx } from './benchDb.mjs';
import { printLatency, printSsr } from './report.mjs';
import { printMapLatency } from './mapReport.mjs';
import { printDatedLatency } from './datedReport.mjs';
import { ensureBuild, measurePages, startServer } from './ssrLoad.mjs';

process.env.NEXT_TELEMETRY_DISABLED ??= '1';

const knob = (name, fallback) => process.env[name] ?? fallback;
const settings = {
  sizes: {
    items: Number(knob('BENCH_SCALE_ITEMS', 100_000)),
    events: Number(knob('BENCH_SCALE_EVENTS', 1_000_000)),
    businesses: Number(knob('BENCH_SCALE_BUSINESSES', 10_000)),
    bookings: Number(knob('BENCH_SCALE_BOOKINGS', 1_000_000)),
  },
  mapViews: Number(knob('BENCH_MAP_VIEWS', 200)),
  map: knob('BENCH_MAP', 'on') !== 'off',
  databases: knob('BENCH_DBS', 'pglite,postgres')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
  ssrDb: knob('BENCH_SSR_DB', 'pglite'),
  queries: Number(knob('BENCH_QUERIES', 200)),
  warmup: Number(knob('BENCH_WARMUP', 1)),
  cacheRoot: knob('BENCH_CACHE_DIR', '.data-bench'),
  adminUrl: knob('BENCH_POSTGRES_URL', knob('TEST_POSTGRES_URL', 'postgres://postgres@127.0.0.1:5432/test')),
  // An already scaled PostgreSQL database to reuse (kept after the run), instead of seeding a fresh one.
  reuseUrl: knob('BENCH_POSTGRES_DB', ''),
  port: Number(knob('BENCH_PORT', 3200)),
  seconds: Number(knob('BENCH_SECONDS', 20)),
  rounds: Number(knob('BENCH_ROUNDS', 2)),
  connections: Number(knob('BENCH_CONNECTIONS', 50)),
  warmupSeconds: Number(knob('BENCH_WARMUP_SECONDS', 3)),
};
const LATENCY_GOALS = { postgres: 30, pglite: 80 };
// The map goal is PostgreSQL's; PGlite's figure is reported without one.
const MAP_GOALS = { postgres: 20 };
const SSR_GOAL = 0.5;
const LABELS = {
  bare: 'bare /healthz',
  search: '/search?keyword=…',
  model: '/models/{id}',
  item: '/services/{id}',
  business: '/nearby_store/{id}',
  recommendation: '/recommendations/{category}',
};

const cleanups = [];
async function cleanup() {
  while (cleanups.length > 0)
    await cleanups
      .pop()()
      .catch((error) => console.error('cleanup failed:', error));
}
process.on('SIGINT', () => cleanup().finally(() => process.exit(130)));

async function latencyOn(kind, dbs) {
  console.log(
    `\n[latency] ${kind}: ${settings.queries} queries × (plain, filters+sort, next page), ${settings.warmup} warm-up pass(es)`
  );
  return runTsx('scripts/bench/searchLatency.ts', {
    BENCH_TARGET: kind === 'pglite' ? `pglite:${dbs.pglite}/pglite` : `postgres:${dbs.postgres.url}`,
    BENCH_QUERIES: String(settings.queries),
    BENCH_WARMUP: String(settings.warmup),
  });
}

async function mapLatencyOn(kind, dbs) {
  console.log(
    `\n[map] ${kind}: ${settings.mapViews} viewports around Korea at zoom 11–16 (+ next page), ${settings.warmup} warm-up pass(es)`
  );
  return runTsx('scripts/bench/mapQuery.ts', {
    BENCH_TARGET: kind === 'pglite' ? `pglite:${dbs.pglite}/pglite` : `postgres:${dbs.postgres.url}`,
    BENCH_MAP_VIEWS: String(settings.mapViews),
    BENCH_WARMUP: String(settings.warmup),
    // Cursors are signed: any fixed secret will do for a benchmark.
    SESSION_SECRET: 'bench-map-session-secret-0123456789abcdef',
  });
}

async function ssrOn(kind, dbs, targets) {
  ensureBuild();
  const dbEnv = {
    ...(kind === 'pglite'
      ? { DATA_DIR: dbs.pglite, DATABASE_URL: undefined }
      : // PostgreSQL in production needs a shared session secret; any fixed one does for a benchmark.
        { DATABASE_URL: dbs.postgres.url, SESSION_SECRET: 'bench-search-session-secret-0123456789abcdef' }),
    // Every render is a cache miss, as for a signed-in member or a visitor with history: otherwise an
    // anonymous newcomer's /recommendations and /search pages come from the page cache (BENCH_PAGE_CACHE=on measures that).
    PAGE_CACHE: process.env.BENCH_PAGE_CACHE === 'on' ? undefined : 'off',
  };
  console.log(`\n[ssr] starting the production server on ${kind} (port ${settings.port})`);
  const server = await startServer(settings.port, dbEnv);
  cleanups.push(async () => server.stop());
  const pages = {
    bare: ['/healthz'],
    search: targets.keywords.map((k) => `/search?keyword=${encodeURIComponent(k)}`),
    model: targets.modelIds.map((id) => `/models/${id}`),
    item: targets.itemIds.map((id) => `/services/${id}`),
    business: targets.businessIds.map((id) => `/nearby_store/${id}`),
    recommendation: targets.categoryKeys.map((key) => `/recommendations/${key}`),
  };
  const figures = await measurePages(server.base, pages, settings);
  server.stop();
  return figures;
}

async function main() {
  console.log(
    `Search benchmark: ${settings.sizes.items.toLocaleString('en-US')} scale items, ${settings.sizes.events.toLocaleString('en-US')} capture rows, databases ${settings.databases.join(' + ')}`
  );
  const dbs = {};
  const results = [];
  const mapResults = [];
  if (settings.databases.includes('pglite')) {
    dbs.pglite = await ensurePglite(settings.cacheRoot, settings.sizes);
    results.push(await latencyOn('pglite', dbs));
    printLatency(results.slice(-1), LATENCY_GOALS);
    printDatedLatency(results.slice(-1));
    if (settings.map) mapResults.push(await mapLatencyOn('pglite', dbs));
  }
  if (settings.databases.includes('postgres')) {
    if (settings.reuseUrl) {
      dbs.postgres = { url: settings.reuseUrl };
      console.log(`  PostgreSQL: reusing ${new URL(settings.reuseUrl).pathname.slice(1)} (BENCH_POSTGRES_DB)`);
    } else {
      dbs.postgres = await createPostgres(settings.adminUrl, settings.sizes);
      cleanups.push(dbs.postgres.drop);
    }
    results.push(await latencyOn('postgres', dbs));
    printLatency(results.slice(-1), LATENCY_GOALS);
    printDatedLatency(results.slice(-1));
    if (settings.map) mapResults.push(await mapLatencyOn('postgres', dbs));
  }
  let figures = null;
  let ssrFailed = false;
  if (settings.ssrDb !== 'off') {
    if (!dbs[settings.ssrDb]) throw new Error(`BENCH_SSR_DB=${settings.ssrDb} needs that database in BENCH_DBS`);
    const targets = results.find((r) => r.kind === settings.ssrDb).targets;
    // A failed build or server start still leaves the latency figures above worth printing.
    figures = await ssrOn(settings.ssrDb, dbs, targets).catch((error) => {
      console.error('\n[ssr] step failed:', error.message);
      ssrFailed = true;
      return null;
    });
  }
  await cleanup();

  const undatedOk = printLatency(results, LATENCY_GOALS);
  const searchOk = printDatedLatency(results) && undatedOk;
  const mapOk = settings.map ? printMapLatency(mapResults, MAP_GOALS) : true;
  const ssrOk = figures ? printSsr(figures, { ...settings, db: settings.ssrDb, goal: SSR_GOAL, labels: LABELS }) : true;
  console.log(
    `\ngoals: search ${searchOk ? 'met' : 'NOT met'}, map ${mapOk ? 'met' : 'NOT met'}${figures ? `, SSR ${ssrOk ? 'met' : 'NOT met'}` : ''}`
  );
  const failed = figures ? Object.values(figures).reduce((n, f) => n + f.failures, 0) : 0;
  if (failed > 0)
    console.log(`${failed} requests failed (non-2xx, errors or timeouts): the SSR figures are not usable`);
  process.exit(failed > 0 || ssrFailed ? 1 : 0);
}

main().catch(async (error) => {
  console.error('bench:search failed:', error);
  await cleanup();
  process.exit(1);
});
