#!/usr/bin/env node
// `npm run soak`: the production build under steady mixed traffic for SOAK_MINUTES (default 30),
// watching its memory (docs/operations.md §6). `npm start` in demo mode on a fresh database
// (SOAK_DB=pglite, the default, or postgres) prepared as the shutdown proof prepares it; on loopback,
// anonymous visitors load the home page, searches, item, model and community pages, while members
// browse their pages and each pays a checkout every CHECKOUT_EVERY_MS through the sandbox. Every
// 30 s it reads the server's RSS and heap from /metrics; every minute it prints p50/p99 latency and
// error counts; at the end the memory table, a sparkline and the slope of RSS over the second half.
// Exits 1 on any 5xx, unanswered request or checkout that did not end paid, never on a memory
// figure: whether a line is flat is for a person to judge. Report: test-results/soak.json.
import fs from 'node:fs';
import path from 'node:path';
import {
  Visitor,
  checkout,
  freePort,
  freshDatabase,
  npmStart,
  opsEnv,
  prepareDatabase,
  selectionFor,
  serverPid,
  stopGroup,
  waitReady,
  writeReport,
} from './harness.mjs';
import { metricValue, percentile, perMinute, slopeMbPer10Min, sparkline, spread, toMb } from './soakStats.mjs';
import { scriptReport } from './verdicts.mjs';

const MINUTES = Number(process.env.SOAK_MINUTES || '30');
const KIND = process.env.SOAK_DB || 'pglite';
const REPORT = process.env.SOAK_REPORT ?? 'test-results/soak.json';
const SAMPLE_EVERY_MS = 30_000;
const ANON_VISITORS = 4;
const ANON_THINK_MS = 300;
const MEMBER_THINK_MS = 1_500;
/**
 * Members 1..5 of the prepared state pay (member 0 holds the stale checkouts the hold-expiry job
 * releases). One checkout per member every 40 s stays under the 20 prepares per 10 minutes per
 * member; each is paid before the next, so a member never has an unpaid one open.
 */
const PAYERS = 5;
const CHECKOUT_EVERY_MS = 40_000;
const METRICS_TOKEN = 'soak-metrics-token-0123456789abcdef';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const ok200 = (s) => s === 200;

/** Model and community post links the pages show, so the anonymous loop visits them as a visitor would. */
async function discover(visitor, state) {
  const found = { models: new Set(), posts: new Set() };
  for (const p of [...state.pages.serviceIds.slice(0, 6).map((id) => `/services/${id}`), '/community']) {
    const a = await visitor.send({ path: p, expected: ok200 });
    for (const m of a.body.matchAll(/href="(\/models\/\d+)"/g)) found.models.add(m[1]);
    for (const m of a.body.matchAll(/href="(\/community\/[A-Za-z0-9_-]+\/posts\/\d+)"/g)) found.posts.add(m[1]);
  }
  return { models: [...found.models].slice(0, 6), posts: [...found.posts].slice(0, 6) };
}

function anonPaths(state, found) {
  const { serviceIds, keywords } = state.pages;
  return [
    '/',
    ...keywords.map((k) => `/search?keyword=${encodeURIComponent(k)}`),
    ...serviceIds.map((id) => `/services/${id}`),
    ...found.models,
    '/community',
    ...found.posts,
  ];
}

async function browse(visitor, paths, run, offset) {
  for (let i = offset; !run.stop; i += 1) {
    await visitor.send({ path: paths[i % paths.length], expected: ok200 });
    await sleep(ANON_THINK_MS);
  }
}

/** A member: browses their pages and items, and pays a checkout every CHECKOUT_EVERY_MS (staggered). */
async function member(visitor, state, run, index) {
  const paths = [
    '/user/my_page',
    '/user/bookmark',
    `/services/${state.shop.sale.itemId}`,
    ...state.pages.serviceIds.slice(index, index + 2).map((id) => `/services/${id}`),
  ];
  let nextCheckout = run.start + index * (CHECKOUT_EVERY_MS / PAYERS);
  for (let i = index, n = index; !run.stop; i += 1) {
    if (Date.now() >= nextCheckout) {
      nextCheckout += CHECKOUT_EVERY_MS;
      const result = await checkout(visitor, selectionFor(state.shop, n));
      n += PAYERS;
      run.checkouts.push({
        member: index,
        step: result.step,
        paid: result.paid,
        orderId: result.orderId ?? null,
        status: result.attempt?.status ?? null,
        errors: result.errors ?? null,
        at: Date.now() - run.start,
      });
      if (!result.paid) console.log(`[soak] checkout failed: ${JSON.stringify(run.checkouts.at(-1))}`);
      continue;
    }
    await visitor.send({ path: paths[i % paths.length], expected: ok200 });
    await sleep(MEMBER_THINK_MS);
  }
}

/** Moves the visitors' finished attempts into compact records (the bodies are dropped: pages are large). */
function collect(visitors, run) {
  for (const v of visitors) {
    const pending = [];
    for (const a of v.attempts) {
      if (a.endedAt === null) {
        pending.push(a);
        continue;
      }
      const failed = !a.answered || Boolean(a.error) || !a.expected(a.status);
      run.requests.push({ path: a.path, sentAt: a.sentAt, endedAt: a.endedAt, status: a.status, failed });
      if (failed && run.failures.length < 50)
        run.failures.push({
          path: a.path,
          status: a.status,
          error: a.error,
          at: a.endedAt - run.start,
          body: a.body.slice(0, 200),
        });
    }
    v.attempts = pending;
  }
}

async function sample(scraper, run) {
  const a = await scraper.send({
    path: '/metrics',
    headers: { authorization: `Bearer ${METRICS_TOKEN}`, accept: 'text/plain' },
    expected: ok200,
    timeoutMs: 20_000,
  });
  scraper.attempts = [];
  const rss = metricValue(a.body, 'process_resident_memory_bytes');
  const heap = metricValue(a.body, 'nodejs_heap_size_used_bytes');
  if (a.status !== 200 || rss === null || heap === null) {
    console.log(`[soak] /metrics answered ${a.status}${a.error ? ` (${a.error})` : ''}: no sample`);
    return;
  }
  run.samples.push({ t: Date.now() - run.start, rss, heap });
}

const fmt = (v, digits = 0) => (v === null ? '-' : v.toFixed(digits));

function printMinute(row) {
  console.log(
    `[soak] minute ${String(row.minute).padStart(3)}: ${String(row.requests).padStart(5)} requests, p50 ${fmt(row.p50Ms).padStart(5)} ms, p99 ${fmt(row.p99Ms).padStart(6)} ms, 5xx ${row.errors5xx}, failed ${row.failed}`
  );
}

function printMemory(samples, slope) {
  console.log('\n[soak] memory (from /metrics)');
  console.log('   min    RSS MB   heap MB');
  for (const s of spread(samples, 12))
    console.log(
      `  ${(s.t / 60_000).toFixed(1).padStart(5)}  ${toMb(s.rss).toFixed(1).padStart(8)}  ${toMb(s.heap).toFixed(1).padStart(8)}`
    );
  const rss = samples.map((s) => toMb(s.rss));
  const heap = samples.map((s) => toMb(s.heap));
  console.log(`  RSS  ${sparkline(rss)}  ${fmt(Math.min(...rss), 1)}–${fmt(Math.max(...rss), 1)} MB`);
  console.log(`  heap ${sparkline(heap)}  ${fmt(Math.min(...heap), 1)}–${fmt(Math.max(...heap), 1)} MB`);
  console.log(
    `  RSS slope over the second half: ${slope === null ? '-' : `${slope >= 0 ? '+' : ''}${slope.toFixed(2)}`} MB per 10 minutes`
  );
}

async function main() {
  const durationMs = MINUTES * 60_000;
  console.log(`[soak] ${MINUTES} min on ${KIND}`);
  const database = await freshDatabase(KIND);
  const env = { ...opsEnv(database), METRICS_TOKEN };
  const stateFile = path.join(database.dataDir, 'ops-state.json');
  const logFile = path.resolve('test-results/soak-server.log');
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  fs.writeFileSync(logFile, '');
  const run = { stop: false, start: 0, requests: [], failures: [], checkouts: [], samples: [] };
  const visitors = [];
  let server = null;
  const checks = [];
  let figures = {};
  try {
    let t = Date.now();
    const how = await prepareDatabase(database, env, stateFile);
    const state = JSON.parse(fs.readFileSync(stateFile, 'utf8'));
    console.log(`[soak] database ${database.label} ${how} in ${((Date.now() - t) / 1000).toFixed(1)} s`);
    const port = await freePort(3701);
    server = npmStart({ port, env, logFile });
    const readyMs = await waitReady(server, port);
    console.log(
      `[soak] npm start (server pid ${serverPid(server)}) ready in ${(readyMs / 1000).toFixed(1)} s on port ${port}`
    );

    const scraper = new Visitor(port, 'metrics');
    const anon = Array.from({ length: ANON_VISITORS }, (_, i) => new Visitor(port, `visitor${i}`));
    const found = await discover(anon[0], state);
    const paths = anonPaths(state, found);
    console.log(
      `[soak] anonymous paths: ${paths.length} (${found.models.length} model pages, ${found.posts.length} community posts)`
    );
    const payers = state.members.slice(1, 1 + PAYERS).map((m, i) => ({ m, visitor: new Visitor(port, `member${i}`) }));
    for (const { m, visitor } of payers) await visitor.signIn(m);
    visitors.push(...anon, ...payers.map((p) => p.visitor));
    collect(visitors, run);
    run.requests = [];
    run.failures = [];

    run.start = Date.now();
    await sample(scraper, run);
    const loops = [
      ...anon.map((v, i) => browse(v, paths, run, i * 5)),
      ...payers.map(({ visitor }, i) => member(visitor, state, run, i)),
    ];
    let printed = 0;
    for (let next = SAMPLE_EVERY_MS; next <= durationMs; next += SAMPLE_EVERY_MS) {
      await sleep(Math.max(0, run.start + next - Date.now()));
      await sample(scraper, run);
      collect(visitors, run);
      const minutesDone = Math.floor((Date.now() - run.start) / 60_000);
      if (minutesDone > printed) {
        const rows = perMinute(
          run.requests.filter((r) => r.endedAt < run.start + minutesDone * 60_000),
          run.start,
          minutesDone
        );
        for (const row of rows.slice(printed)) printMinute(row);
        printed = minutesDone;
      }
    }
    run.stop = true;
    await Promise.all(loops);
    collect(visitors, run);
    scraper.close();

    const rows = perMinute(run.requests, run.start, MINUTES);
    for (const row of rows.slice(printed)) printMinute(row);
    const slope = slopeMbPer10Min(
      run.samples.map((s) => ({ t: s.t, value: s.rss })),
      durationMs / 2
    );
    const heapSlope = slopeMbPer10Min(
      run.samples.map((s) => ({ t: s.t, value: s.heap })),
      durationMs / 2
    );
    const errors5xx = run.requests.filter((r) => r.status >= 500).length;
    const unanswered = run.requests.filter((r) => r.status === 0).length;
    const failedCheckouts = run.checkouts.filter((c) => !c.paid);
    const latencies = run.requests.map((r) => r.endedAt - r.sentAt);
    figures = {
      minutes: MINUTES,
      db: KIND,
      readyMs,
      requests: run.requests.length,
      failedRequests: run.requests.filter((r) => r.failed).length,
      errors5xx,
      unanswered,
      checkouts: run.checkouts.length,
      checkoutsPaid: run.checkouts.length - failedCheckouts.length,
      p50Ms: percentile(latencies, 0.5),
      p99Ms: percentile(latencies, 0.99),
      rssSlopeMbPer10Min: slope,
      heapSlopeMbPer10Min: heapSlope,
      rssMb: {
        first: toMb(run.samples[0].rss),
        last: toMb(run.samples.at(-1).rss),
        max: toMb(Math.max(...run.samples.map((s) => s.rss))),
      },
      samples: run.samples.map((s) => ({ t: s.t, rssMb: +toMb(s.rss).toFixed(2), heapMb: +toMb(s.heap).toFixed(2) })),
      perMinute: rows,
      failures: run.failures,
      failedCheckouts: failedCheckouts.slice(0, 20),
    };
    console.log(
      `\n[soak] ${run.requests.length} requests (${latencies.length ? `p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms` : 'none'}), ${figures.failedRequests} failed, ${errors5xx} 5xx, ${unanswered} unanswered; checkouts paid ${figures.checkoutsPaid} of ${run.checkouts.length}`
    );
    printMemory(run.samples, slope);
    checks.push({ name: 'no request answered 5xx', ok: errors5xx === 0 });
    checks.push({ name: 'every request was answered', ok: unanswered === 0 });
    checks.push({ name: 'every checkout ended paid', ok: run.checkouts.length > 0 && failedCheckouts.length === 0 });
  } catch (error) {
    console.error(error);
    checks.push({
      name: 'the soak ran to the end',
      ok: false,
      detail: error instanceof Error ? error.message : String(error),
    });
  } finally {
    run.stop = true;
    for (const v of visitors) v.close();
    await stopGroup(server);
    await database.dispose();
  }
  const report = scriptReport('soak', checks, figures);
  writeReport(REPORT, report);
  for (const c of checks) console.log(`  ${c.ok ? 'ok  ' : 'FAIL'} ${c.name}`);
  console.log(`[soak] ${report.passed} passed, ${report.failed} failed; report ${REPORT}`);
  process.exitCode = report.failed === 0 ? 0 : 1;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
