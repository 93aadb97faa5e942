#!/usr/bin/env node
// `npm run bench:client`: what a mid-range phone on mobile data gets from each page family (issue 19).
// One run:
// 1. builds the app (reused when BUILD_ID is newer than its sources; BENCH_REBUILD=1 rebuilds) and a
//    bare Next.js app of the same versions (one server-rendered page): the reference of this run;
// 2. serves the app on loopback on a fresh seeded PGlite with one email member, signs the member in
//    through the real login endpoint (the checkout page is members-only);
// 3. runs Lighthouse 12 (mobile defaults: simulated slow 4G, 4× CPU) BENCH_RUNS times per page
//    family, round-robin so drift hits all alike, the bare page in every round;
// 4. prints the medians: performance and accessibility scores, FCP, LCP, TBT, CLS, the JavaScript,
//    font and image bytes downloaded (compressed) and the main-thread work, with the goals marked
//    ✓/✗, the failed accessibility audits and the LCP element; writes test-results/bench-client.json.
// Exits 1 when a step fails; never on a missed goal.
// Knobs: BENCH_RUNS=3  BENCH_PAGES=home,item,… (names below)  BENCH_PORT=3210  BENCH_BARE_PORT=3298
// BENCH_REBUILD=1|0  BENCH_OUTPUT  NEXT_DIST_DIR  CHROME_PATH (default /usr/bin/chromium).
import fs from 'node:fs';
import path from 'node:path';
import { prepareDatabase, signIn, visitorCookie } from './ssrApp.mjs';
import { bareEnv, buildBareApp } from './ssrBare.mjs';
import { ensureBuild, startServer } from './ssrLoad.mjs';
import { launchChrome, medianOf, runLighthouse } from './clientLighthouse.mjs';
import { printClientTable } from './clientReport.mjs';

process.env.NEXT_TELEMETRY_DISABLED ??= '1';

const knob = (name, fallback) => process.env[name] || fallback;
const settings = {
  runs: Number(knob('BENCH_RUNS', 3)),
  pageFilter: knob('BENCH_PAGES', '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
  port: Number(knob('BENCH_PORT', 3210)),
  barePort: Number(knob('BENCH_BARE_PORT', 3298)),
  output: knob('BENCH_OUTPUT', 'test-results/bench-client.json'),
};

// One page per family, on rows the seed always has (the ids the baseline used).
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'search', path: `/search?keyword=${encodeURIComponent('브롬톤')}` },
  { name: 'model', path: '/models/1' },
  { name: 'item', path: '/services/986' },
  { name: 'business', path: '/nearby_store/1' },
  { name: 'map', path: '/nearby_store/map' },
  { name: 'recommendations', path: '/recommendations/road' },
  { name: 'community', path: '/community' },
  { name: 'checkout', path: '/services/1/payment?options=1:1&delivery=PICKUP', member: true },
].filter((p) => settings.pageFilter.length === 0 || settings.pageFilter.includes(p.name));

const cleanups = [];
async function cleanup() {
  while (cleanups.length > 0)
    await cleanups
      .pop()()
      .catch((error) => console.error('cleanup failed:', error));
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => cleanup().finally(() => process.exit(130)));

/** Every page must answer 200 before it is measured: Lighthouse would happily score an error page. */
async function checkStatuses(base, cookie) {
  for (const page of PAGES) {
    const response = await fetch(`${base}${page.path}`, { headers: page.member ? { cookie } : {}, redirect: 'manual' });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${page.path} answered ${response.status}`);
  }
}

async function main() {
  console.log('bench:client: Lighthouse 12 mobile, median of', settings.runs, 'runs per page');
  ensureBuild();
  const bareApp = buildBareApp();
  cleanups.push(async () => bareApp.remove());
  const bare = await startServer(settings.barePort, {}, { cwd: bareApp.dir, env: bareEnv(), readyPath: '/' });
  cleanups.push(bare.stop);

  console.log('  preparing a fresh seeded PGlite');
  const db = await prepareDatabase('pglite', {});
  cleanups.push(db.remove);
  const server = await startServer(settings.port, db.env);
  cleanups.push(server.stop);
  const cookie = await signIn(server.base, db.member, await visitorCookie(server.base));
  await checkStatuses(server.base, cookie);

  const chrome = await launchChrome();
  cleanups.push(async () => chrome.stop());
  const targets = [
    { name: 'bare', url: `${bare.base}/` },
    ...PAGES.map((p) => ({
      name: p.name,
      url: `${server.base}${p.path}`,
      headers: p.member ? { Cookie: cookie } : undefined,
    })),
  ];
  // One unmeasured run each: the server's first render and Chromium's first start are not the phone's.
  for (const t of targets) await runLighthouse(chrome.port, t.url, t.headers);
  const runs = Object.fromEntries(targets.map((t) => [t.name, []]));
  for (let round = 1; round <= settings.runs; round += 1) {
    for (const t of targets) {
      runs[t.name].push(await runLighthouse(chrome.port, t.url, t.headers));
      process.stdout.write(`  round ${round}: ${t.name} ${runs[t.name].at(-1).performance}\n`);
    }
  }
  const rows = targets.map((t) => ({
    name: t.name,
    path: t.url.replace(/^https?:\/\/[^/]+/, ''),
    ...medianOf(runs[t.name]),
    runs: runs[t.name],
  }));
  printClientTable(rows);
  fs.mkdirSync(path.dirname(settings.output), { recursive: true });
  fs.writeFileSync(
    settings.output,
    JSON.stringify({ at: new Date().toISOString(), runs: settings.runs, rows }, null, 2)
  );
  console.log(`\n  wrote ${settings.output}`);
}

main()
  .then(cleanup)
  .catch(async (error) => {
    console.error('bench:client failed:', error);
    await cleanup();
    process.exit(1);
  });
