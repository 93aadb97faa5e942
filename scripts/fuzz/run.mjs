#!/usr/bin/env node
// `npm run fuzz`: starts the production build (default `npm start` environment) on loopback with a
// fresh database and sends FUZZ_RUNS generated requests (default 10,000) drawn by fast-check from
// FUZZ_SEED: every GraphQL operation of the three services, every /app/v4 route and a sample of
// pages, anonymous and signed in. Fails on any 5xx, leaked stack or path, masked INTERNAL error,
// a demo tool that answers, or a /healthz that stops answering. Report: test-results/fuzz.json.
//   FUZZ_SEED=<n>  replay a run     FUZZ_RUNS=<n>  number of requests     FUZZ_ONLY=<i,j>  resend only those
//   FUZZ_PORT=<n>  first port tried (3501)     NEXT_DIST_DIR  the build folder (.next)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { operationsOf } from './graphqlOps.mjs';
import { pageTemplates } from './pages.mjs';
import { planArb } from './plan.mjs';
import { badAnswer } from './checks.mjs';
import { demoOffChecks } from './demoOff.mjs';
import { Lane, addresses } from './lanes.mjs';
import { printReport, Tally, writeReport } from './report.mjs';
import { ensureBuild, freePort, healthy, serverEnv, startServer, stopServer, waitHealthy } from './server.mjs';
import { budgetEnv, discoverSitemap, sourceAddressesWork } from './setup.mjs';

const DEFAULT_SEED = 1404;
const seed = Number.parseInt(process.env.FUZZ_SEED ?? String(DEFAULT_SEED), 10);
const runs = Number.parseInt(process.env.FUZZ_RUNS ?? '10000', 10);
const only = process.env.FUZZ_ONLY ? new Set(process.env.FUZZ_ONLY.split(',').map(Number)) : null;
const reportFile = process.env.FUZZ_REPORT ?? 'test-results/fuzz.json';
const HEALTH_EVERY_MS = 5_000;

function prepare(dataDir, env) {
  const out = path.join(dataDir, 'fuzz-data.json');
  const result = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/fuzz/prepare.ts', out], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('scripts/fuzz/prepare.ts failed');
  return JSON.parse(fs.readFileSync(out, 'utf8'));
}

/** Signs in the member and seller lanes (a check each) and runs the demo-off checks with the member. */
async function makeLanes({ port, data, stats, checks }) {
  const useSourceAddresses = await sourceAddressesWork(port);
  const lane = (name, i, role) =>
    new Lane({
      name,
      port,
      seed,
      stats,
      useSourceAddresses,
      address: addresses.lane(i),
      members: data.members.filter((m) => m.role === role),
    });
  const lanes = {
    anon: [lane('anon-a', 0), lane('anon-b', 1)],
    member: lane('member', 2, 'member'),
    seller: lane('seller', 3, 'seller'),
  };
  for (const name of ['member', 'seller'])
    checks.push({
      name: `${name} signs in through /app/v4/auth/login`,
      ok: await lanes[name].login(),
      detail: JSON.stringify(stats.loginFailures),
    });
  checks.push(...(await demoOffChecks(lanes.member, data.ids)));
  return lanes;
}

/** The seeded plan, split into one queue per lane (the two anonymous lanes take turns). */
async function planQueues({ port, data, lanes }) {
  const sitemap = await discoverSitemap(port);
  const services = Object.fromEntries(
    Object.entries(data.schemas).map(([name, schema]) => [name, operationsOf(name, schema).ops])
  );
  const ctx = { services, ids: data.ids, authRoutes: data.authRoutes, templates: pageTemplates(), ...sitemap };
  const plan = fc
    .sample(planArb(ctx), { seed, numRuns: runs })
    .map((item, index) => ({ ...item, index }))
    .filter((item) => !only || only.has(item.index));
  const queues = new Map();
  for (const item of plan) {
    const target = item.lane === 'anon' ? lanes.anon[item.index % 2] : lanes[item.lane];
    if (!queues.has(target)) queues.set(target, []);
    queues.get(target).push(item);
  }
  return { queues, planned: plan.length };
}

/** Probes /healthz every few seconds while `state.stop` is false; two misses in a row stop the run. */
async function monitorHealth(port, health, state) {
  let misses = 0;
  while (!state.stop) {
    await new Promise((resolve) => setTimeout(resolve, HEALTH_EVERY_MS));
    if (state.stop) break;
    const ok = await healthy(port, 30_000);
    health.push({ ok, at: state.done });
    misses = ok ? 0 : misses + 1;
    if (misses >= 2) state.stop = true;
  }
}

async function fuzz({ port, data, stats, checks, health }) {
  const lanes = await makeLanes({ port, data, stats, checks });
  const { queues, planned } = await planQueues({ port, data, lanes });
  const tally = new Tally();
  const state = { stop: false, done: 0 };
  health.push({ ok: await healthy(port, 30_000), at: 0 });
  const monitor = monitorHealth(port, health, state);
  await Promise.all(
    [...queues].map(async ([lane, items]) => {
      for (const item of items) {
        if (state.stop) return;
        const { wire, answer } = await lane.run(item);
        const sent = `${wire.path}\n${JSON.stringify(wire.headers)}\n${wire.body?.toString() ?? ''}`;
        tally.add(item.index, item.request, wire, answer, badAnswer(item.request, answer, sent));
        state.done += 1;
        if (state.done % 1000 === 0) console.log(`[fuzz] ${state.done}/${planned} requests, ${tally.failureCount} bad`);
      }
    })
  );
  state.stop = true;
  await monitor;
  health.push({ ok: await healthy(port, 30_000), at: state.done, final: true });
  return { tally, planned };
}

async function main() {
  if (!Number.isSafeInteger(seed) || !Number.isSafeInteger(runs) || runs < 1)
    throw new Error('FUZZ_SEED and FUZZ_RUNS must be integers');
  console.log(
    `[fuzz] seed ${seed} (replay: FUZZ_SEED=${seed}), ${runs} requests, build ${process.env.NEXT_DIST_DIR || '.next'}`
  );
  const started = Date.now();
  ensureBuild();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ridemarket-fuzz-'));
  const logFile = path.resolve('test-results/fuzz-server.log');
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const env = serverEnv(dataDir, budgetEnv());
  const stats = { logins: 0, loginFailures: [], signedIn: 0 };
  const checks = [];
  const health = [];
  let server;
  let result = { tally: new Tally(), planned: runs };
  try {
    const data = prepare(dataDir, env);
    const port = await freePort(Number(process.env.FUZZ_PORT ?? 3501));
    console.log(`[fuzz] server: http://127.0.0.1:${port} (DATA_DIR ${dataDir}, log ${path.relative('.', logFile)})`);
    server = startServer({ port, env, logFile });
    await waitHealthy(port, server);
    result = await fuzz({ port, data, stats, checks, health });
  } catch (error) {
    checks.push({
      name: 'fuzz run completes',
      ok: false,
      detail: error instanceof Error ? error.message : String(error),
    });
  } finally {
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const healthChecks = health.map((h) => ({ name: `/healthz after ${h.at} requests`, ok: h.ok, health: true }));
  const all = [...checks, ...healthChecks];
  const summary = {
    seed,
    runs,
    planned: result.planned,
    tally: result.tally,
    checks: all,
    lanes: stats,
    ms: Date.now() - started,
  };
  writeReport(reportFile, summary);
  if (!all.every((c) => c.ok) || result.tally.failureCount) {
    const tail = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n') : '';
    console.log(`\nserver log (last lines):\n${tail}`);
  }
  process.exitCode = printReport({ ...summary, healthChecks });
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
