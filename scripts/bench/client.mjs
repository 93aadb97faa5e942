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
//    ✓/✗, the failed accessibility audits and the LCP element; writes test-results/bench-client.json;
// 5. and, since the host's speed moves every absolute figure (issue 33), each page's main-thread work
//    as a ratio to the bare page's, its TBT above the bare page's and its LCP render delay, then where
//    the main thread went by kind and by script. `npm run bench:client-trace` profiles it by function.
// Exits 1 when a step fails; never on a missed goal.
// Knobs: BENCH_RUNS=3  BENCH_PAGES=home,item,… (clientSetup.mjs)  BENCH_PORT=3210  BENCH_BARE_PORT=3298
// BENCH_REBUILD=1|0  BENCH_OUTPUT  NEXT_DIST_DIR  CHROME_PATH (default /usr/bin/chromium).
import fs from 'node:fs';
import path from 'node:path';
import { launchChrome, medianOf, runLighthouse } from './clientLighthouse.mjs';
import { againstBare, printClientTable } from './clientReport.mjs';
import { cleanupsOnExit, pagesNamed, startTargets } from './clientSetup.mjs';

process.env.NEXT_TELEMETRY_DISABLED ??= '1';

const knob = (name, fallback) => process.env[name] || fallback;
const settings = {
  runs: Number(knob('BENCH_RUNS', 3)),
  pages: pagesNamed(knob('BENCH_PAGES', '')),
  port: Number(knob('BENCH_PORT', 3210)),
  barePort: Number(knob('BENCH_BARE_PORT', 3298)),
  output: knob('BENCH_OUTPUT', 'test-results/bench-client.json'),
};
const { cleanups, run: cleanup } = cleanupsOnExit();

async function main() {
  console.log('bench:client: Lighthouse 12 mobile, median of', settings.runs, 'runs per page');
  const targets = (await startTargets(settings.pages, settings, cleanups)).map((t) => ({
    ...t,
    headers: t.cookie ? { Cookie: t.cookie } : undefined,
  }));
  const chrome = await launchChrome();
  cleanups.push(async () => chrome.stop());
  // One unmeasured run each: the server's first render and Chromium's first start are not the phone's.
  for (const t of targets) await runLighthouse(chrome.port, t.url, t.headers);
  const runs = Object.fromEntries(targets.map((t) => [t.name, []]));
  for (let round = 1; round <= settings.runs; round += 1) {
    for (const t of targets) {
      runs[t.name].push(await runLighthouse(chrome.port, t.url, t.headers));
      process.stdout.write(`  round ${round}: ${t.name} ${runs[t.name].at(-1).performance}\n`);
    }
  }
  const rows = againstBare(
    targets.map((t) => ({
      name: t.name,
      path: t.url.replace(/^https?:\/\/[^/]+/, ''),
      ...medianOf(runs[t.name]),
      runs: runs[t.name],
    }))
  );
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
