#!/usr/bin/env node
// `npm run bench:messages`: what live delivery costs a message (issue 30 §2), in one run.
// For each of PGlite and PostgreSQL (a fresh database on BENCH_POSTGRES_URL's server, dropped after):
// 1. a seeded database with BENCH_THREADS (200) 문의 threads, each between its own customer and the
//    seller of the item's business (prepare.ts, bulk SQL), and the production app on it (the build
//    reused when newer than its sources, as bench:ssr does) with TRUST_PROXY=loopback;
// 2. every customer and seller signs in through the real login;
// 3. a warm-up of BENCH_WARMUP_SECONDS, then the baseline: BENCH_RATE (20) messages a second for
//    BENCH_SECONDS (60) through the real send operation (HTTP GraphQL, each by the thread's
//    customer) with no stream open: the insert alone;
// 4. one live stream per thread for its receiving side (the seller), then the same load again,
//    timing each send and each delivery (send start → the `message` event on the seller's stream);
//    late deliveries get BENCH_DRAIN_SECONDS (10) before they count as lost;
// 5. prints p50/p95/p99 and counts per database, lost deliveries and the ratios to the baseline.
// Exits 1 when a delivery is lost, misrouted or duplicated, a send fails, or a step fails.
// The message-send limit (60 per member in 10 minutes, server/security/rateRules.ts) is met honestly:
// the load is spread over the threads' customers, and the run refuses to start when a customer would
// need more sends than the rule allows (raise BENCH_THREADS, or lower BENCH_RATE / BENCH_SECONDS).
// Knobs: BENCH_SECONDS BENCH_RATE BENCH_THREADS BENCH_WARMUP_SECONDS BENCH_DRAIN_SECONDS BENCH_DBS
// BENCH_POSTGRES_URL BENCH_PORT BENCH_REBUILD NEXT_DIST_DIR.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, runTsx } from '../benchDb.mjs';
import { ensureBuild, startServer } from '../ssrLoad.mjs';
import { deliveryTracker } from './deliveries.mjs';
import { sendLoad } from './load.mjs';
import { signInAll } from './members.mjs';
import { printMessages } from './report.mjs';
import { openStream } from './sseClient.mjs';

process.env.NEXT_TELEMETRY_DISABLED ??= '1';

const knob = (name, fallback) => process.env[name] || fallback;
const settings = {
  seconds: Number(knob('BENCH_SECONDS', 60)),
  rate: Number(knob('BENCH_RATE', 20)),
  threads: Number(knob('BENCH_THREADS', 200)),
  warmupSeconds: Number(knob('BENCH_WARMUP_SECONDS', 5)),
  drainSeconds: Number(knob('BENCH_DRAIN_SECONDS', 10)),
  databases: knob('BENCH_DBS', 'pglite,postgres')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
  adminUrl: knob('BENCH_POSTGRES_URL', 'postgres://postgres@127.0.0.1:5432/postgres'),
  // Not bench:ssr's or bench:search's 3200: another bench may be running beside this one.
  port: Number(knob('BENCH_PORT', 3230)),
};
// PostgreSQL in production needs a shared session secret; any fixed one does for a benchmark.
const BENCH_SESSION_SECRET = 'bench-messages-session-secret-0123456789abcdef';

const cleanups = [];
async function cleanup() {
  while (cleanups.length > 0)
    await cleanups
      .pop()()
      .catch((error) => console.error('cleanup failed:', error));
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => cleanup().finally(() => process.exit(130)));

/** A fresh database of `kind` with the bench's threads: { env for the server, prepared, remove() }. */
async function prepare(kind) {
  // Both kinds get their own DATA_DIR: the server keeps its secret and files there.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `ridemarket-bench-messages-${kind}-`));
  const removeDir = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  cleanups.push(removeDir);
  const common = { DATA_DIR: dataDir, BENCH_THREADS: String(settings.threads) };
  if (kind === 'pglite') {
    const prepared = await runTsx('scripts/bench/messages/prepare.ts', { ...common, DATABASE_URL: undefined });
    return { env: { DATA_DIR: dataDir, DATABASE_URL: undefined }, prepared };
  }
  if (kind !== 'postgres') throw new Error(`unknown database kind ${kind} (BENCH_DBS takes pglite,postgres)`);
  const db = await createDatabase(settings.adminUrl, 'rm_bench_messages');
  cleanups.push(db.drop);
  console.log(`  PostgreSQL: ${db.host}/${db.name} (dropped at the end)`);
  const prepared = await runTsx('scripts/bench/messages/prepare.ts', { ...common, DATABASE_URL: db.url });
  return { env: { DATA_DIR: dataDir, DATABASE_URL: db.url, SESSION_SECRET: BENCH_SESSION_SECRET }, prepared };
}

/** Refuses a load that only a weakened send limit would let through. */
function checkSendLimit({ limit, windowSeconds }) {
  // Counted over the whole run, as if it fitted in one window: a longer run can only spread it thinner.
  const seconds = settings.warmupSeconds + 2 * settings.seconds;
  const perCustomer = Math.ceil((settings.rate * seconds) / settings.threads);
  if (perCustomer > limit) {
    throw new Error(
      `each customer would send ${perCustomer} messages within ${windowSeconds / 60} minutes, over the send limit of ${limit} ` +
        `(server/security/rateRules.ts messageSendPerMember): raise BENCH_THREADS or lower BENCH_RATE / BENCH_SECONDS`
    );
  }
}

/** Opens the seller's stream of every thread, starting after message `after`; resolves once all are subscribed. */
async function openStreams(base, threads, tracker, after) {
  const streams = threads.map(({ threadId, seller }) =>
    openStream(base, { threadId, after, headers: seller.headers() }, (message, at) =>
      tracker.onMessage(threadId, message, at)
    )
  );
  cleanups.push(async () => streams.forEach((s) => s.close()));
  await Promise.all(streams.map((s) => s.ready));
  return streams;
}

async function measure(kind) {
  console.log(`\n[${kind}] preparing a fresh seeded database with ${settings.threads} threads`);
  const { env, prepared } = await prepare(kind);
  checkSendLimit(prepared.sendLimit);
  console.log(`[${kind}] starting the production app (port ${settings.port})`);
  const server = await startServer(settings.port, { ...env, TRUST_PROXY: 'loopback' });
  cleanups.push(server.stop);
  const base = server.base;

  const emails = prepared.threads.flatMap((t) => [t.customer, t.seller]);
  const signInStarted = performance.now();
  const members = await signInAll(base, emails, prepared.password);
  console.log(
    `[${kind}] ${members.size} members signed in through the login endpoint in ${((performance.now() - signInStarted) / 1000).toFixed(1)} s`
  );
  const threads = prepared.threads.map((t) => ({
    threadId: t.threadId,
    customer: members.get(t.customer),
    seller: members.get(t.seller),
  }));
  const load = { threads, rate: settings.rate };

  if (settings.warmupSeconds > 0) {
    console.log(`[${kind}] warm-up: ${settings.warmupSeconds} s`);
    await sendLoad(base, { ...load, seconds: settings.warmupSeconds, phase: '준비' });
  }
  console.log(`[${kind}] baseline: ${settings.rate}/s for ${settings.seconds} s, no stream open`);
  const baseline = await sendLoad(base, { ...load, seconds: settings.seconds, phase: '기준' });

  const tracker = deliveryTracker();
  const after = Math.max(0, ...baseline.filter((s) => s.id !== undefined).map((s) => s.id));
  const streams = await openStreams(base, threads, tracker, after);
  console.log(`[${kind}] ${streams.length} streams open; ${settings.rate}/s for ${settings.seconds} s`);
  const streamed = await sendLoad(base, { ...load, seconds: settings.seconds, phase: '실시간', tracker });
  await tracker.settle(settings.drainSeconds * 1000);
  const reconnections = streams.reduce((n, s) => n + s.stats.reconnections, 0);
  streams.forEach((s) => s.close());
  await cleanup();
  return { kind, streams: streams.length, baseline, streamed, delivery: tracker.results(), reconnections };
}

async function main() {
  console.log(
    `Messages benchmark: databases ${settings.databases.join(' + ')}, ${settings.threads} threads, ${settings.rate}/s for ${settings.seconds} s per phase`
  );
  const loadAtStart = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  ensureBuild();
  const results = [];
  for (const kind of settings.databases) results.push(await measure(kind));
  const problems = printMessages(results, { ...settings, cpus: os.cpus().length, loadAtStart });
  if (problems > 0) {
    console.log('\nDeliveries were lost or sends failed: see the counts above.');
    process.exit(1);
  }
}

main().catch(async (error) => {
  console.error('bench:messages failed:', error);
  await cleanup();
  process.exit(1);
});
