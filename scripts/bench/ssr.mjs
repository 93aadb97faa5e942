#!/usr/bin/env node
// SSR benchmark: starts the production build once on loopback (fresh embedded database), then puts
// the same load on `/` and on the bare page `/healthz` (same app shell, no data), alternating
// rounds so drift hits both alike. Prints requests/s and p99 of each and their ratios.
// Goal for `/`: ≥ 60% of the bare page's throughput, p99 ≤ 3× the bare page's.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

process.env.NEXT_TELEMETRY_DISABLED ??= '1';

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const base = `http://127.0.0.1:${PORT}`;
const pages = { bare: '/healthz', home: '/' };

if (!existsSync('.next/BUILD_ID')) {
  const build = spawnSync('npx', ['next', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'ridemarket-bench-'));
const server = spawn('npx', ['next', 'start', '-H', '127.0.0.1', '-p', String(PORT)], {
  env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
});
const stop = () => {
  try { process.kill(-server.pid, 'SIGTERM'); } catch { /* already gone */ }
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', stop);
process.on('SIGINT', () => process.exit(130));

async function waitReady() {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(base + pages.home);
      if (res.ok) return;
    } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not become ready in 180 s');
}

function load(url, seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: seconds, timeout: 30 }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

await waitReady();
for (const url of Object.values(pages)) await load(base + url, 3); // warm up JIT and caches

const totals = { bare: [], home: [] };
for (let round = 0; round < ROUNDS; round += 1) {
  for (const [name, url] of Object.entries(pages)) {
    const r = await load(base + url, SECONDS / ROUNDS);
    totals[name].push(r);
  }
}

const summary = (runs) => ({
  rps: runs.reduce((s, r) => s + r.requests.average, 0) / runs.length,
  p99: Math.max(...runs.map((r) => r.latency.p99)),
  bytes: runs[0].throughput.average / runs[0].requests.average,
  failures: runs.reduce((n, r) => n + r.non2xx + r.errors + r.timeouts, 0),
});
const bare = summary(totals.bare);
const home = summary(totals.home);
const fmt = (n) => n.toFixed(1);
console.log(`\nSSR benchmark: ${CONNECTIONS} connections, ${SECONDS} s per page, ${ROUNDS} alternating rounds`);
const line = (name, page, r) =>
  `${name}  ${page.padEnd(9)} ${fmt(r.rps)} req/s  p99 ${r.p99} ms  ~${Math.round(r.bytes / 1024)} KiB/response  ${r.failures} failed`;
console.log(line('bare', pages.bare, bare));
console.log(line('home', pages.home, home));
const throughputRatio = home.rps / bare.rps;
const p99Ratio = home.p99 / bare.p99;
console.log(`ratio throughput home/bare = ${(throughputRatio * 100).toFixed(1)}% (goal ≥ 60%)`);
console.log(`ratio p99 home/bare = ${p99Ratio.toFixed(2)}× (goal ≤ 3×)`);
// A failed request (non-2xx, error, timeout) makes the figures unusable: say so in the exit code.
process.exit(bare.failures + home.failures > 0 ? 1 : 0);
