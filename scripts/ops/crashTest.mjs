#!/usr/bin/env node
// `npm run test:crash`: kill -9 in the middle of a stream of checkouts loses no money (docs/operations.md §6).
// For each database (PGlite in a fresh DATA_DIR; PostgreSQL, a fresh database on TEST_POSTGRES_URL's
// server, dropped after), CRASH_ROUNDS times (3): `npm start` in demo mode, signed-in members pay
// through the sandbox (quote, prepare, approve, complete; several in flight), SIGKILL the server, start
// again. Checks after each restart: /readyz 200 within 30 s (a figure); PGlite logged db.recovery;
// holds left past their expiry are released by the hold-expiry job (polled with a deadline); then,
// with the server stopped, every order a client saw paid is paid, the ledger has exactly one CHARGE
// per paid order, and no HELD booking is past its expiry. Report: test-results/crash.json.
import fs from 'node:fs';
import path from 'node:path';
import {
  prepareDatabase,
  runProof,
  Visitor,
  check,
  checkout,
  dbCheck,
  dbTool,
  freePort,
  freshDatabase,
  logEntries,
  npmStart,
  opsEnv,
  takenDays,
  pollUntil,
  selectionFor,
  serverPid,
  stopGroup,
  waitReady,
} from './harness.mjs';

const ROUNDS = Number(process.env.CRASH_ROUNDS || '3');
const WORKERS = 4;
const RESTART_LIMIT_MS = 30_000;
/** The hold-expiry job first runs 15 s after start, then every minute (server/jobs/orderJobs.ts). */
const HOLD_JOB_DEADLINE_MS = 15_000 + 60_000 + 15_000;
const HOLD_GRACE_SECONDS = 75;

/** Pays checkout after checkout until told to stop or the server is gone; `live` has each one's current step. */
async function pay(visitor, shop, run, worker) {
  for (let n = worker; !run.stop; n += WORKERS) {
    const result = await checkout(visitor, selectionFor(shop, n + run.offset), (step) => {
      run.live[worker] = step;
    });
    run.live[worker] = null;
    run.checkouts.push(result);
    if (result.step !== 'done' && result.attempt && !result.attempt.answered) return;
  }
}

async function stopCleanly(server) {
  process.kill(server.child.pid, 'SIGTERM');
  return server.exited;
}

async function crashRound({ kind, round, port, env, state, hold, members, checks, paidSoFar }) {
  const { server } = hold;
  const run = { stop: false, checkouts: [], live: {}, offset: round * 1000 };
  const loops = members.map(({ visitor }, i) => pay(visitor, state.shop, run, i));
  // Kill while money moves: some checkouts paid this round, and at least two in prepare, approve or complete.
  const loaded = await pollUntil(
    () =>
      run.checkouts.filter((c) => c.paid).length >= 4 &&
      Object.values(run.live).filter((s) => s === 'prepare' || s === 'approve' || s === 'complete').length >= 2,
    180_000,
    2
  );
  const inFlight = Object.values(run.live).filter(Boolean);
  const pid = serverPid(server);
  process.kill(pid, 'SIGKILL');
  await server.exited;
  run.stop = true;
  await Promise.all(loops);
  const paid = run.checkouts.filter((c) => c.paid);
  paidSoFar.push(...paid.map((c) => c.orderId));
  check(checks, `${kind} round ${round}: killed while checkouts were being paid`, loaded, { inFlight });

  const restarted = npmStart({ port, env, logFile: server.logFile });
  hold.server = restarted;
  const restartMs = await waitReady(restarted, port);
  const recovery = logEntries(restarted).filter((e) => e.msg === 'db.recovery');
  console.log(
    `[crash] ${kind} round ${round}: ${paid.length} checkouts paid, killed with ${inFlight.length} in flight (${inFlight.join(', ')}); restart to /readyz 200 in ${(restartMs / 1000).toFixed(1)} s`
  );
  check(
    checks,
    `${kind} round ${round}: restart to /readyz 200 within ${RESTART_LIMIT_MS / 1000} s`,
    restartMs <= RESTART_LIMIT_MS,
    { restartMs }
  );
  if (kind === 'pglite')
    check(
      checks,
      `${kind} round ${round}: the restart logged db.recovery`,
      recovery.length === 1 && recovery[0].previous?.pid === pid,
      recovery
    );

  // The holds left past their expiry block their days on the calendar until the restarted process's
  // hold-expiry job releases them (nobody else books that item, so no checkout releases them first).
  const reader = members[0].visitor;
  const readyAt = Date.now();
  const takenAtReady = await takenDays(reader, state.staleShop.rental.itemId, state.staleDays);
  const released = await pollUntil(
    async () => (await takenDays(reader, state.staleShop.rental.itemId, state.staleDays)) === 0,
    HOLD_JOB_DEADLINE_MS,
    1_000
  );
  const releasedMs = Date.now() - readyAt;
  console.log(
    `[crash] ${kind} round ${round}: ${takenAtReady} of ${state.staleDays.length} days of expired holds still taken at /readyz; all free ${released ? `${(releasedMs / 1000).toFixed(1)} s after it` : 'NOT within the deadline'}`
  );
  check(
    checks,
    `${kind} round ${round}: the calendar frees the days of expired holds after the restart (hold-expiry job)`,
    released,
    { staleDays: state.staleDays, takenAtReady }
  );

  const stopped = await stopCleanly(restarted);
  check(checks, `${kind} round ${round}: the restarted server stops cleanly`, stopped.code === 0, stopped);
  const db = dbCheck(env, {
    paidOrderIds: paidSoFar,
    userIds: state.members.map((m) => m.userId),
    graceSeconds: HOLD_GRACE_SECONDS,
  });
  console.log(
    `[crash] ${kind} round ${round}: database: ${db.totals.paid} paid orders, ${db.totals.charges} charges, ${db.totals.held} holds`
  );
  check(
    checks,
    `${kind} round ${round}: every order a client saw paid is paid in the database`,
    db.notPaid.length === 0,
    db.notPaid
  );
  check(
    checks,
    `${kind} round ${round}: the ledger has exactly one CHARGE per paid order, none for unpaid ones`,
    db.chargeMismatch.length === 0 && db.totals.paid === db.totals.charges,
    { chargeMismatch: db.chargeMismatch, totals: db.totals }
  );
  check(
    checks,
    `${kind} round ${round}: no HELD booking is past its expiry by more than ${HOLD_GRACE_SECONDS} s`,
    db.heldPastExpiry.length === 0,
    db.heldPastExpiry
  );
  return {
    paid: paid.length,
    inFlight,
    restartMs,
    takenAtReady,
    releasedMs: released ? releasedMs : null,
    db: db.totals,
  };
}

async function proveKind(kind, checks, figures) {
  console.log(`\n[crash] ${kind}, ${ROUNDS} round(s)`);
  const database = await freshDatabase(kind);
  const env = opsEnv(database);
  const stateFile = path.join(database.dataDir, 'ops-state.json');
  const logFile = path.resolve(`test-results/crash-${kind}-server.log`);
  fs.writeFileSync(logFile, '');
  const hold = { server: null };
  const visitors = [];
  const rounds = [];
  try {
    const t = Date.now();
    const how = await prepareDatabase(database, env, stateFile);
    console.log(`[crash] ${kind}: database ${database.label} ${how} in ${((Date.now() - t) / 1000).toFixed(1)} s`);
    const port = await freePort(3701);
    const paidSoFar = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      if (round > 1) dbTool(env, 'stale', stateFile);
      const state = JSON.parse(fs.readFileSync(stateFile, 'utf8'));
      const server = npmStart({ port, env, logFile });
      hold.server = server;
      const readyMs = await waitReady(server, port);
      if (kind === 'pglite') {
        const entries = logEntries(server);
        const recovery = entries.filter((e) => e.msg === 'db.recovery');
        check(
          checks,
          `${kind} round ${round}: a start after a clean stop opens the database without db.recovery`,
          recovery.length === 0 && entries.some((e) => e.msg === 'db.ready'),
          recovery
        );
      }
      console.log(`[crash] ${kind} round ${round}: started in ${(readyMs / 1000).toFixed(1)} s on port ${port}`);
      const members = state.members
        .slice(0, WORKERS)
        .map((member, i) => ({ member, visitor: new Visitor(port, `member${i}`) }));
      for (const { member, visitor } of members) {
        await visitor.signIn(member);
        visitors.push(visitor);
      }
      const outcome = await crashRound({ kind, round, port, env, state, hold, members, checks, paidSoFar });
      rounds.push(outcome);
      for (const { visitor } of members) visitor.close();
    }
    figures[kind] = { rounds, restartMsMax: Math.max(...rounds.map((r) => r.restartMs)) };
  } catch (error) {
    check(checks, `${kind}: the proof ran to the end`, false, error instanceof Error ? error.message : String(error));
  } finally {
    for (const v of visitors) v.close();
    await stopGroup(hold.server);
    await database.dispose();
  }
}

runProof('crash', process.env.CRASH_REPORT ?? 'test-results/crash.json', proveKind, {
  figures: { rounds: ROUNDS },
  summary: (figures) => {
    for (const [kind, f] of Object.entries(figures)) {
      console.log(
        `[crash] ${kind}: restart to ready ${f.rounds.map((r) => `${(r.restartMs / 1000).toFixed(1)} s`).join(', ')}; paid per round ${f.rounds.map((r) => r.paid).join(', ')}`
      );
    }
  },
}).catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
