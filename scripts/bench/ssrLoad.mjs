// Load on server-rendered pages, shared by bench:ssr and bench:search: the production build (rebuilt
// when its sources changed), `next start` on loopback, and autocannon against each target in
// alternating rounds so drift hits all alike. A target rotates through several URLs (keywords,
// models, items) so no single row stays hot, and may carry headers (a member's session cookie).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';

/** The `next` command line of the installed version, run with this Node (no npx lookup). */
export function nextBin(projectDir = process.cwd()) {
  return path.join(projectDir, 'node_modules', 'next', 'dist', 'bin', 'next');
}

// Everything that goes into the production build; tests, scripts and data do not.
const BUILD_INPUTS = [
  'pages',
  'components',
  'server',
  'lib',
  'store',
  'api',
  'styles',
  'public',
  'proxy.ts',
  'instrumentation.ts',
  'next.config.js',
  'package-lock.json',
  'tsconfig.json',
];

function newestMtime(entry) {
  let stat;
  try {
    stat = fs.statSync(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/**
 * Builds the app into NEXT_DIST_DIR (default .next) unless its BUILD_ID is newer than every source
 * file: a stale build would measure yesterday's code. BENCH_REBUILD=1 always builds;
 * BENCH_REBUILD=0 takes any existing build (a checkout where others are editing files meanwhile).
 */
export function ensureBuild() {
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  const buildId = path.join(distDir, 'BUILD_ID');
  const builtAt = fs.existsSync(buildId) ? fs.statSync(buildId).mtimeMs : 0;
  const changedAt = Math.max(...BUILD_INPUTS.map(newestMtime));
  const rebuild = process.env.BENCH_REBUILD;
  if (builtAt > 0 && (rebuild === '0' || (rebuild !== '1' && builtAt > changedAt))) {
    const why = builtAt > changedAt ? 'newer than its sources' : 'BENCH_REBUILD=0, although sources changed since';
    console.log(`  reusing the production build in ${distDir} (${why}; BENCH_REBUILD=1 builds anyway)`);
    return;
  }
  console.log(
    `  building the production app into ${distDir}${builtAt ? ' (sources changed since the last build)' : ''}`
  );
  // BENCH_BUILD_ARGS: extra `next build` flags (bench:client-trace keeps function names).
  const extra = (process.env.BENCH_BUILD_ARGS ?? '').split(' ').filter(Boolean);
  const build = spawnSync(process.execPath, [nextBin(), 'build', ...extra], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error('next build failed');
}

/**
 * Starts `next start` on 127.0.0.1:port with the app's environment plus `dbEnv` (a key set to
 * undefined is removed, e.g. DATABASE_URL for PGlite); resolves once `readyPath` answers 2xx.
 * Options: cwd (another app, e.g. the bare one), env (instead of this process's), readyPath.
 * `stop()` ends the whole process group and resolves when it has exited.
 */
export async function startServer(
  port,
  dbEnv = {},
  { cwd = process.cwd(), env: baseEnv = process.env, readyPath = '/healthz', nodeArgs = [] } = {}
) {
  const base = `http://127.0.0.1:${port}`;
  const env = Object.fromEntries(
    Object.entries({ ...baseEnv, NODE_ENV: 'production', LOG_LEVEL: 'warn', SITE_URL: base, ...dbEnv }).filter(
      ([, v]) => v !== undefined
    )
  );
  const server = spawn(process.execPath, [...nodeArgs, nextBin(), 'start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      return;
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-server.pid, 'SIGKILL');
      } catch {
        /* gone */
      }
    }, 10_000);
    await exited;
    clearTimeout(timer);
  };
  // A large embedded database takes a while to open and ANALYZE at start.
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`next start exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}${readyPath}`)).ok) return { base, stop, pid: server.pid };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error('server did not become ready in 600 s');
}

function load({ base, paths, headers = {} }, seconds, connections) {
  let next = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: base,
        connections,
        duration: seconds,
        timeout: 30,
        requests: [
          {
            setupRequest: (req) => ({
              ...req,
              path: paths[next++ % paths.length],
              headers: { ...req.headers, ...headers },
            }),
          },
        ],
      },
      (err, result) => (err ? reject(err) : resolve(result))
    );
  });
}

const summary = (runs) => ({
  rps: runs.reduce((s, r) => s + r.requests.average, 0) / runs.length,
  requests: runs.reduce((s, r) => s + r.requests.total, 0),
  p50: Math.max(...runs.map((r) => r.latency.p50)),
  p99: Math.max(...runs.map((r) => r.latency.p99)),
  failures: runs.reduce((n, r) => n + r.non2xx + r.errors + r.timeouts, 0),
  non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
  errors: runs.reduce((n, r) => n + r.errors + r.timeouts, 0),
});

/**
 * targets: [{ key, base, paths: [path, …], headers? }]. Warms each up for `warmupSeconds`, then
 * loads each for `seconds / rounds` per round, in order, `rounds` times. Answers { key: figures }:
 * req/s (mean over rounds), total requests, p50/p99 ms (worst round), failed requests.
 */
export async function measureTargets(targets, { seconds, rounds, connections, warmupSeconds }) {
  if (warmupSeconds > 0) for (const target of targets) await load(target, warmupSeconds, connections);
  const runs = Object.fromEntries(targets.map((t) => [t.key, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const target of targets) runs[target.key].push(await load(target, seconds / rounds, connections));
  }
  return Object.fromEntries(Object.entries(runs).map(([key, list]) => [key, summary(list)]));
}

/** pages: { name: [path, …] } on one server, with `bare` first. Answers { name: { rps, p99, failures, … } }. */
export async function measurePages(base, pages, settings) {
  return measureTargets(
    Object.entries(pages).map(([key, paths]) => ({ key, base, paths })),
    settings
  );
}
