// The SSR half of the search benchmark: the production build on loopback against a scaled database,
// the same load on the bare page /healthz (same app shell, no data) and on each data page, in
// alternating rounds so drift hits all alike, as scripts/bench/ssr.mjs does for the home page.
// Data pages rotate through several URLs (keywords, models, items) so no single row stays hot.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';

export function ensureBuild() {
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  if (existsSync(path.join(distDir, 'BUILD_ID'))) return;
  console.log(`  building the production app into ${distDir}`);
  const build = spawnSync('npx', ['next', 'build'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (build.status !== 0) throw new Error('next build failed');
}

/** Starts `next start` on the database given by `dbEnv`; resolves once /healthz answers. */
export async function startServer(port, dbEnv) {
  const base = `http://127.0.0.1:${port}`;
  // A key of dbEnv set to undefined is removed (PGlite: no DATABASE_URL from the caller's shell).
  const env = Object.fromEntries(Object.entries({ ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', SITE_URL: base, ...dbEnv })
    .filter(([, v]) => v !== undefined));
  const server = spawn('npx', ['next', 'start', '-H', '127.0.0.1', '-p', String(port)], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const stop = () => {
    try { process.kill(-server.pid, 'SIGTERM'); } catch { /* already gone */ }
  };
  // A large embedded database takes a while to open and ANALYZE at start.
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`next start exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { base, stop };
    } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 500));
  }
  stop();
  throw new Error('server did not become ready in 600 s');
}

function load(base, paths, seconds, connections) {
  let next = 0;
  return new Promise((resolve, reject) => {
    autocannon({
      url: base, connections, duration: seconds, timeout: 30,
      requests: [{ setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] }) }],
    }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

const summary = (runs) => ({
  rps: runs.reduce((s, r) => s + r.requests.average, 0) / runs.length,
  p99: Math.max(...runs.map((r) => r.latency.p99)),
  failures: runs.reduce((n, r) => n + r.non2xx + r.errors + r.timeouts, 0),
});

/** pages: { name: [path, …] } with `bare` first. Answers { name: { rps, p99, failures } }. */
export async function measurePages(base, pages, { seconds, rounds, connections, warmupSeconds }) {
  for (const paths of Object.values(pages)) await load(base, paths, warmupSeconds, connections);
  const runs = Object.fromEntries(Object.keys(pages).map((name) => [name, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const [name, paths] of Object.entries(pages)) runs[name].push(await load(base, paths, seconds / rounds, connections));
  }
  return Object.fromEntries(Object.entries(runs).map(([name, list]) => [name, summary(list)]));
}
