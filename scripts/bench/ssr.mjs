#!/usr/bin/env node
// `npm run bench:ssr`: what server rendering costs the app, against what it costs Next.js itself
// (issue 15, "Goals"). Every signed-in member gets an uncached render, so the figures that matter
// are those of PAGE_CACHE=off; a share of a bare page of the same versions, measured in the same
// run on the same machine, is comparable across machines and load where raw req/s is not.
// One run:
// 1. builds a bare Next.js app (one getServerSideProps page returning a date, this project's
//    node_modules) in a temporary directory and serves it with `next start`: the 100 % reference;
// 2. builds the app (reused when BUILD_ID is newer than its sources; BENCH_REBUILD=1 rebuilds) and
//    serves it with PAGE_CACHE=off on a fresh PGlite and on a fresh PostgreSQL database (created on
//    BENCH_POSTGRES_URL's server, dropped at the end), each migrated, seeded and given one member;
// 3. loads with autocannon, as a returning anonymous visitor (the anonymous id cookie of a first
//    visit) and as a signed-in member (plus the session cookies of the real login endpoint):
//    /, /search?keyword=브롬톤, /models/1, /services/986, /nearby_store/1, /recommendations/road
//    and the app's empty page /healthz, alternating with the bare page in each round so drift hits
//    all alike;
// 4. fetches each page once and measures its serialized Redux state (__NEXT_DATA__);
// 5. prints db × identity × page → req/s, % of bare, p99, p99 × bare, state bytes, with the goals
//    (data pages ≥ 20 % and p99 ≤ 5×, empty page ≥ 60 %, /services state ≤ 12 KB, empty page state
//    ≤ 2 KB) marked ✓/✗, and writes test-results/bench-ssr.json.
// Exits 1 when a step fails or any request failed (non-2xx, error, timeout); never on a missed goal.
// Knobs: BENCH_DBS=pglite,postgres  BENCH_IDENTITIES=anon,member  BENCH_PAGES=home,item,… (names
// below or paths)  BENCH_SECONDS=10 (per page, split over rounds)  BENCH_ROUNDS=1
// BENCH_CONNECTIONS=50  BENCH_WARMUP_SECONDS=3  BENCH_PORT=3200  BENCH_BARE_PORT=3299
// BENCH_POSTGRES_URL  BENCH_REBUILD=1 (always build) or 0 (reuse any build)  BENCH_OUTPUT
// NEXT_DIST_DIR (the app's build folder).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { isSignedIn, pageFacts, prepareDatabase, signIn, visitorCookie } from './ssrApp.mjs';
import { bareEnv, buildBareApp } from './ssrBare.mjs';
import { ensureBuild, measureTargets, startServer } from './ssrLoad.mjs';
import { GOALS, printGoals, printTable, rowsOf, writeJson } from './ssrReport.mjs';

process.env.NEXT_TELEMETRY_DISABLED ??= '1';

const knob = (name, fallback) => process.env[name] || fallback;
const list = (name, fallback) =>
  knob(name, fallback)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const settings = {
  databases: list('BENCH_DBS', 'pglite,postgres'),
  identities: list('BENCH_IDENTITIES', 'anon,member'),
  pageFilter: list('BENCH_PAGES', ''),
  seconds: Number(knob('BENCH_SECONDS', 10)),
  rounds: Number(knob('BENCH_ROUNDS', 1)),
  connections: Number(knob('BENCH_CONNECTIONS', 50)),
  warmupSeconds: Number(knob('BENCH_WARMUP_SECONDS', 3)),
  port: Number(knob('BENCH_PORT', 3200)),
  barePort: Number(knob('BENCH_BARE_PORT', 3299)),
  adminUrl: knob('BENCH_POSTGRES_URL', 'postgres://postgres@127.0.0.1:5432/postgres'),
  output: knob('BENCH_OUTPUT', 'test-results/bench-ssr.json'),
};

// Rows that exist in the seed (the ids the issue's baseline and the tests use).
const PAGES = [
  { kind: 'empty', path: '/healthz' },
  { kind: 'home', path: '/' },
  { kind: 'search', path: `/search?keyword=${encodeURIComponent('브롬톤')}`, label: '/search?keyword=브롬톤' },
  { kind: 'model', path: '/models/1' },
  { kind: 'item', path: '/services/986' },
  { kind: 'business', path: '/nearby_store/1' },
  { kind: 'recommendation', path: '/recommendations/road' },
].filter(
  (p) =>
    settings.pageFilter.length === 0 ||
    settings.pageFilter.some((f) => f === p.kind || f === p.path || f === (p.label ?? p.path))
);

// Cleanups run last-in first-out on success, failure and Ctrl-C; `defer` answers a "run it now".
const cleanups = [];
function defer(fn) {
  const entry = { fn };
  cleanups.push(entry);
  return async () => {
    const at = cleanups.indexOf(entry);
    if (at !== -1) cleanups.splice(at, 1);
    await fn();
  };
}
async function cleanup() {
  while (cleanups.length > 0)
    await cleanups
      .pop()
      .fn()
      .catch((error) => console.error('cleanup failed:', error));
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => cleanup().finally(() => process.exit(130)));

const failures = [];

/** Each page once per identity: its status and what it serializes. */
async function factsOf(base, identities) {
  const facts = {};
  for (const [identity, headers] of Object.entries(identities)) {
    for (const page of PAGES) {
      const f = await pageFacts(base, page.path, headers);
      facts[`${identity} ${page.path}`] = f;
      if (f.status !== 200) failures.push(`${identity} ${page.path}: status ${f.status}`);
    }
  }
  return facts;
}

async function measureDb(kind, bare) {
  console.log(`\n[${kind}] preparing a fresh seeded database`);
  const db = await prepareDatabase(kind, settings);
  const removeDb = defer(db.remove);
  console.log(`[${kind}] starting the app with PAGE_CACHE=off on ${db.where} (port ${settings.port})`);
  const server = await startServer(settings.port, { ...db.env, PAGE_CACHE: 'off' });
  const stopServer = defer(server.stop);

  const visitor = await visitorCookie(server.base);
  const identities = {};
  if (settings.identities.includes('anon')) identities.anon = { cookie: visitor };
  // The probe must tell the two apart, or the member rows could be anonymous ones unnoticed.
  if (await isSignedIn(server.base, { cookie: visitor }))
    throw new Error(`${kind}: /user/my_page renders without a session: it can't prove a sign-in`);
  if (settings.identities.includes('member')) {
    identities.member = { cookie: await signIn(server.base, db.member, visitor) };
    if (!(await isSignedIn(server.base, identities.member)))
      throw new Error(`${kind}: the login cookies do not open the member page`);
  }
  const facts = await factsOf(server.base, identities);

  const targets = [{ key: 'bare', base: bare.base, paths: ['/'] }];
  for (const page of PAGES) {
    for (const [identity, headers] of Object.entries(identities)) {
      targets.push({ key: `${identity} ${page.path}`, base: server.base, paths: [page.path], headers });
    }
  }
  console.log(
    `[${kind}] ${targets.length} targets × ${settings.seconds} s (+ ${settings.warmupSeconds} s warm-up each)`
  );
  const figures = await measureTargets(targets, settings);
  // A session that lapsed mid-run would have turned the member rows into anonymous ones.
  if (identities.member && !(await isSignedIn(server.base, identities.member))) {
    failures.push(`${kind}: the member was no longer signed in after the load`);
  }
  await stopServer();
  await removeDb();

  const pages = [];
  for (const page of PAGES) {
    for (const identity of Object.keys(identities)) {
      const key = `${identity} ${page.path}`;
      pages.push({
        db: kind,
        identity,
        kind: page.kind,
        path: page.label ?? page.path,
        ...figures[key],
        ...facts[key],
      });
    }
  }
  return { db: kind, bare: figures.bare, pages };
}

function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

async function main() {
  const nextVersion = JSON.parse(fs.readFileSync('node_modules/next/package.json', 'utf8')).version;
  console.log(
    `SSR benchmark: databases ${settings.databases.join(' + ')}, identities ${settings.identities.join(' + ')}, ${PAGES.length} pages, Next.js ${nextVersion}`
  );
  if (PAGES.length === 0) throw new Error(`BENCH_PAGES=${settings.pageFilter.join(',')} matches no page`);
  const loadAtStart = os.loadavg();
  ensureBuild();
  const bareApp = buildBareApp();
  defer(async () => bareApp.remove());
  const bare = await startServer(settings.barePort, {}, { cwd: bareApp.dir, env: bareEnv(), readyPath: '/' });
  defer(bare.stop);

  const blocks = [];
  for (const kind of settings.databases) blocks.push(await measureDb(kind, bare));
  await cleanup();

  const rows = rowsOf(blocks);
  const meta = {
    ...settings,
    nextVersion,
    node: process.version,
    commit: gitCommit(),
    at: new Date().toISOString(),
    cpus: os.cpus().length,
    loadAtStart,
  };
  printTable(rows, meta);
  const goals = printGoals(rows);
  const failed = rows.reduce((n, r) => n + r.failures, 0);
  if (failed > 0) failures.push(`${failed} requests failed (non-2xx, errors or timeouts): see the failed column`);
  writeJson(settings.output, { meta, goals: GOALS, verdicts: goals, rows, failures });
  if (failures.length > 0) {
    console.log(`\nThe figures are not usable:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
    process.exit(1);
  }
}

main().catch(async (error) => {
  console.error('bench:ssr failed:', error);
  await cleanup();
  process.exit(1);
});
