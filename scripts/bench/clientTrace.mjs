#!/usr/bin/env node
// `npm run bench:client-trace`: where each page family's main thread goes while it loads, by function.
// Lighthouse (bench:client) says how long the main thread worked and in which kind of work; this says
// which code did it. One run:
// 1. builds the app with `next build --no-mangling` into .next-trace (function names kept; the code is
//    otherwise the production build) and the bare Next.js app of bench:client;
// 2. loads each page BENCH_RUNS times in Debian Chromium on a phone viewport with the CPU slowed 4×
//    (CDP Emulation.setCPUThrottlingRate, as the trace), sampling the main thread with the
//    CDP profiler from before the navigation until the network is quiet;
// 3. prints, per page (the run with the median busy time): the busy time and its ratio to the bare
//    page's, the long tasks' blocking time, the trace's main-thread time by event (style, layout,
//    parsing, script…), the time per script, and the functions with the most time of their own and
//    with what they called; writes each profile and trace to test-results/client-trace/ (open them
//    in Chrome DevTools › Performance).
// Knobs: BENCH_RUNS=3  BENCH_PAGES (clientSetup.mjs)  BENCH_TOP=15  BENCH_PORT=3211  BENCH_BARE_PORT=3299
// BENCH_REBUILD=1|0  CHROME_PATH (default /usr/bin/chromium).
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { summarizeBrowserProfile, summarizeTimeline } from './browserProfile.mjs';
import { cleanupsOnExit, pagesNamed, startTargets } from './clientSetup.mjs';

process.env.NEXT_TELEMETRY_DISABLED ??= '1';
process.env.NEXT_DIST_DIR ??= '.next-trace';
process.env.BENCH_BUILD_ARGS ??= '--no-mangling';

const knob = (name, fallback) => process.env[name] || fallback;
const settings = {
  runs: Number(knob('BENCH_RUNS', 3)),
  pages: pagesNamed(knob('BENCH_PAGES', '')),
  top: Number(knob('BENCH_TOP', 15)),
  port: Number(knob('BENCH_PORT', 3211)),
  barePort: Number(knob('BENCH_BARE_PORT', 3299)),
  outDir: 'test-results/client-trace',
};
const { cleanups, run: cleanup } = cleanupsOnExit();

// Long tasks as the page saw them (PerformanceObserver, buffered from the start of the load).
const OBSERVE_LONG_TASKS = `
  globalThis.__longTasks = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) globalThis.__longTasks.push(e.duration); })
    .observe({ type: 'longtask', buffered: true });
`;

// The Performance panel's own categories: tasks, style, layout, paint, parsing, script and compile.
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
];

/** One load of `target` on a fresh phone context: its CPU profile and long tasks. */
async function profileLoad(browser, target) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 2.625,
    isMobile: true,
    hasTouch: true,
    locale: 'ko-KR',
    // The member's session for the members-only pages (the only server this context talks to).
    ...(target.cookie ? { extraHTTPHeaders: { cookie: target.cookie } } : {}),
  });
  try {
    await context.addInitScript(OBSERVE_LONG_TASKS);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await cdp.send('Profiler.start');
    await page.goto(target.url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    const { profile } = await cdp.send('Profiler.stop');
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
    const longTasks = await page.evaluate(() => globalThis.__longTasks);
    return { profile, trace, longTasks };
  } finally {
    await context.close();
  }
}

const ms = (value) => `${Math.round(value).toLocaleString('en-US')} ms`;

function printPage(name, run, bareBusy) {
  const { summary, timeline, longTasks } = run;
  const blocking = longTasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0);
  console.log(
    `\n${name}: busy ${ms(summary.busyMs)} (${(summary.busyMs / bareBusy).toFixed(2)}× bare), ` +
      `${longTasks.length} long tasks, blocking ${ms(blocking)} (CPU 4× slower)`
  );
  console.log(
    `  trace (main thread ${ms(timeline.busyMs)}), own time by event: ` +
      timeline.byEvent.map((e) => `${e.name} ${ms(e.ms)}`).join(' · ')
  );
  console.log(
    '  by script: ' +
      summary.scripts
        .slice(0, 8)
        .map((s) => `${s.name} ${ms(s.ms)}`)
        .join(' · ')
  );
  const list = (title, rows) => {
    console.log(`  ${title}:`);
    for (const row of rows) console.log(`    ${ms(row.ms).padStart(9)}  ${row.name}`);
  };
  list('most time of their own', summary.self.slice(0, settings.top));
  list('most time with what they called', summary.inclusive.slice(0, settings.top));
}

async function main() {
  console.log(`bench:client-trace: CPU 4× slower, median busy time of ${settings.runs} loads per page`);
  const targets = await startTargets(settings.pages, settings, cleanups);
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium' });
  cleanups.push(() => browser.close());
  for (const t of targets) await profileLoad(browser, t); // unmeasured: the server's first render
  fs.mkdirSync(settings.outDir, { recursive: true });
  const picked = {};
  for (const t of targets) {
    const runs = [];
    for (let i = 0; i < settings.runs; i += 1) {
      const run = await profileLoad(browser, t);
      runs.push({
        ...run,
        summary: summarizeBrowserProfile(run.profile, { top: settings.top }),
        timeline: summarizeTimeline(run.trace.traceEvents),
      });
    }
    runs.sort((a, b) => a.summary.busyMs - b.summary.busyMs);
    picked[t.name] = runs[Math.floor((runs.length - 1) / 2)];
    fs.writeFileSync(path.join(settings.outDir, `${t.name}.cpuprofile`), JSON.stringify(picked[t.name].profile));
    fs.writeFileSync(path.join(settings.outDir, `${t.name}.trace.json`), JSON.stringify(picked[t.name].trace));
    console.log(`  ${t.name}: ${runs.map((r) => ms(r.summary.busyMs)).join(', ')}`);
  }
  for (const t of targets) printPage(t.name, picked[t.name], picked.bare.summary.busyMs);
  console.log(`\n  wrote ${settings.outDir}/<page>.cpuprofile and <page>.trace.json`);
}

main()
  .then(cleanup)
  .catch(async (error) => {
    console.error('bench:client-trace failed:', error);
    await cleanup();
    process.exit(1);
  });
