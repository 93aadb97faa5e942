#!/usr/bin/env node
// `npm run test:shutdown`: a stop signal under load loses nothing (docs/operations.md §6). For each
// database (PGlite in a fresh DATA_DIR; PostgreSQL, a fresh database on TEST_POSTGRES_URL's server,
// dropped after): `npm start` the production build in demo mode, keep-alive visitors load pages while
// signed-in members pay through the sandbox, then SIGTERM goes to the npm process. Checks: every
// request sent before the signal completed, unless the server refused it unread; no checkout was
// prepared after the signal; the process tree exited 0 within SHUTDOWN_TIMEOUT_MS plus a margin; the
// log says shutdown.begin and shutdown.done clean; PGlite starts again on the same directory without
// db.recovery. Report: test-results/shutdown.json. OPS_DB_KINDS=pglite,postgres chooses the databases.
import fs from 'node:fs';
import path from 'node:path';
import {
  prepareDatabase,
  runProof,
  Visitor,
  check,
  checkout,
  dbCheck,
  freePort,
  freshDatabase,
  isAlive,
  logEntries,
  npmStart,
  opsEnv,
  pollUntil,
  selectionFor,
  serverPid,
  stopGroup,
  waitReady,
} from './harness.mjs';
import { attemptVerdict, tally } from './verdicts.mjs';

const SHUTDOWN_TIMEOUT_MS = Number(process.env.SHUTDOWN_TIMEOUT_MS || '10000');
/** The signal reaches node through npm; the database close and exit follow the drain. */
const EXIT_MARGIN_MS = 5_000;
const PAGE_VISITORS = 4;
const PAYING_MEMBERS = 2;

function pagePaths(state) {
  const { serviceIds, keywords } = state.pages;
  return [
    '/',
    ...keywords.map((k) => `/search?keyword=${encodeURIComponent(k)}`),
    ...serviceIds.map((id) => `/services/${id}`),
    `/services/${state.shop.sale.itemId}`,
  ];
}

/** Loads pages one after another on one kept-alive connection until told to stop or the listener is gone. */
async function browse(visitor, paths, run) {
  for (let i = 0; !run.stop; i += 1) {
    const attempt = await visitor.send({
      path: paths[(i + visitor.name.length * 3) % paths.length],
      expected: (s) => s === 200,
    });
    if (attempt.errorCode === 'ECONNREFUSED') return;
  }
}

/**
 * Pays with the sandbox's slow answer, one checkout after another: each completion waits 5 s for the
 * provider, so a money-path request is certainly in flight when the signal comes.
 */
async function paySlowly(visitor, shop, run) {
  for (let n = 0; !run.stop; n += 3) {
    const result = await checkout(
      visitor,
      selectionFor(shop, n),
      (step, r) => {
        run.slowLive = step === 'complete' ? { since: Date.now(), orderId: r.orderId } : null;
      },
      'SLOW'
    );
    run.slowLive = null;
    run.slow.push(result);
    if (result.step !== 'done' && result.attempt && !result.attempt.answered) return;
  }
}

/** Pays checkout after checkout; records each one with its times. */
async function pay(visitor, shop, run, offset) {
  for (let n = offset; !run.stop; n += PAYING_MEMBERS) {
    const result = await checkout(visitor, selectionFor(shop, n), () => {});
    run.checkouts.push(result);
    if (result.attempt?.errorCode === 'ECONNREFUSED') return;
  }
}

async function proveKind(kind, checks, figures) {
  console.log(`\n[shutdown] ${kind}`);
  const database = await freshDatabase(kind);
  const env = opsEnv(database);
  const stateFile = path.join(database.dataDir, 'ops-state.json');
  const logFile = path.resolve(`test-results/shutdown-${kind}-server.log`);
  fs.writeFileSync(logFile, '');
  let server = null;
  const visitors = [];
  try {
    let t = Date.now();
    const how = await prepareDatabase(database, env, stateFile);
    const state = JSON.parse(fs.readFileSync(stateFile, 'utf8'));
    console.log(`[shutdown] ${kind}: database ${database.label} ${how} in ${((Date.now() - t) / 1000).toFixed(1)} s`);
    const port = await freePort(3601);
    server = npmStart({ port, env, logFile });
    const readyMs = await waitReady(server, port);
    const pid = serverPid(server);
    console.log(
      `[shutdown] ${kind}: npm start (npm pid ${server.child.pid}, server pid ${pid}) ready in ${(readyMs / 1000).toFixed(1)} s on port ${port}`
    );

    const run = { stop: false, checkouts: [], slow: [], slowLive: null };
    const paths = pagePaths(state);
    for (let i = 0; i < PAGE_VISITORS; i += 1) visitors.push(new Visitor(port, `page${i}`));
    const members = state.members
      .slice(1, 1 + PAYING_MEMBERS)
      .map((m, i) => ({ member: m, visitor: new Visitor(port, `member${i}`) }));
    for (const { member, visitor } of members) {
      await visitor.signIn(member);
      visitors.push(visitor);
    }
    const slowPayer = new Visitor(port, 'slowPayer');
    await slowPayer.signIn(state.members[1 + PAYING_MEMBERS]);
    visitors.push(slowPayer);
    const loops = [
      ...visitors.filter((v) => v.name.startsWith('page')).map((v) => browse(v, paths, run)),
      ...members.map(({ visitor }, i) => pay(visitor, state.shop, run, i)),
      paySlowly(slowPayer, state.shop, run),
    ];

    // Load first: a few checkouts paid and pages served; then the signal, while a slow payment's
    // completion has been waiting on the provider for a second and other requests are outstanding.
    const warm = await pollUntil(
      () =>
        run.checkouts.filter((c) => c.paid).length >= 3 && visitors.reduce((n, v) => n + v.attempts.length, 0) >= 30,
      180_000,
      50
    );
    const busy = await pollUntil(
      () =>
        run.slowLive &&
        Date.now() - run.slowLive.since >= 1_000 &&
        visitors.filter((v) => v.attempts.some((a) => a.endedAt === null)).length >= 3,
      30_000,
      2
    );
    const slowAtSignal = run.slowLive?.orderId ?? null;
    const signalAt = Date.now();
    process.kill(server.child.pid, 'SIGTERM');
    const exit = await server.exited;
    const exitMs = exit.at - signalAt;
    run.stop = true;
    await Promise.all(loops);
    for (const v of visitors) v.close();
    t = Date.now();

    const attempts = visitors.flatMap((v) => v.attempts);
    const counts = tally(attempts, signalAt);
    const log = logEntries(server);
    const begin = log.find((e) => e.msg === 'shutdown.begin');
    const done = log.find((e) => e.msg === 'shutdown.done');
    const paid = run.checkouts.filter((c) => c.paid);
    const slowDone = run.slow.find((c) => c.orderId === slowAtSignal);
    // The server drains from shutdown.begin (the signal reaches node through npm, and a busy event
    // loop handles it late): a prepare sent after that can only have been read while draining.
    const drainAt = begin ? Date.parse(begin.t) + 1 : signalAt;
    const allCheckouts = [...run.checkouts, ...run.slow];
    const preparedAfter = allCheckouts.filter((c) => c.orderId && c.preparedSentAt >= drainAt);
    // A checkout that did not end as chosen (approved: PAID; slow: 결제 대기) must have been stopped
    // by the drain: its last request refused or closed after the signal.
    const stoppedByDrain = (c) =>
      c.step !== 'done' &&
      c.attempt &&
      attemptVerdict(c.attempt, signalAt).ok &&
      attemptVerdict(c.attempt, signalAt).kind !== 'completed';
    const broken = [...run.checkouts.map((c) => [c, 'PAID']), ...run.slow.map((c) => [c, 'PENDING'])]
      .filter(([c, wanted]) => !(c.step === 'done' && c.status === wanted) && !stoppedByDrain(c))
      .map(([c]) => c);
    const f = {
      readyMs,
      exitMs,
      exitCode: exit.code,
      requestsBefore: counts.before,
      requestsAfter: counts.after,
      checkoutsPaid: paid.length,
      checkoutsStarted: run.checkouts.length,
      inFlightAtSignal: begin?.inFlight ?? null,
      drainMs: done?.ms ?? null,
      signalReachedServerMs: begin ? Date.parse(begin.t) - signalAt : null,
      slowCompletionMs: slowDone?.attempt ? slowDone.attempt.endedAt - slowDone.attempt.sentAt : null,
    };
    figures[kind] = f;
    console.log(
      `[shutdown] ${kind}: requests sent before the signal ${JSON.stringify(counts.before)}, after ${JSON.stringify(counts.after)}`
    );
    console.log(
      `[shutdown] ${kind}: checkouts paid ${paid.length} of ${run.checkouts.length}; in flight at the signal (server) ${f.inFlightAtSignal}; the signal reached the server after ${f.signalReachedServerMs} ms; the slow completion took ${f.slowCompletionMs} ms; drained in ${f.drainMs} ms; process tree exited in ${exitMs} ms with ${exit.code}`
    );

    check(
      checks,
      `${kind}: load ran before the signal (3 checkouts paid, 30 requests) with requests outstanding`,
      warm && busy
    );
    check(
      checks,
      `${kind}: the slow payment's completion in flight at the signal finished with its answer (결제 대기)`,
      slowDone?.step === 'done' && slowDone.status === 'PENDING',
      slowDone
        ? { step: slowDone.step, status: slowDone.status ?? null, error: slowDone.attempt?.error ?? null }
        : 'no slow checkout at the signal'
    );
    check(
      checks,
      `${kind}: the server had requests in flight when the signal came`,
      (begin?.inFlight ?? 0) >= 1,
      begin ?? 'no shutdown.begin'
    );
    check(
      checks,
      `${kind}: every request sent before the signal completed or was refused unread; none failed`,
      counts.failures.length === 0,
      counts.failures.slice(0, 5)
    );
    check(
      checks,
      `${kind}: every checkout ended paid, or was stopped by the drain after the signal`,
      broken.length === 0,
      broken.slice(0, 5).map((c) => ({
        step: c.step,
        orderId: c.orderId,
        status: c.attempt?.status,
        errors: c.errors ?? null,
        error: c.attempt?.error ?? null,
      }))
    );
    check(
      checks,
      `${kind}: no checkout sent after the server began draining was prepared (client's record)`,
      preparedAfter.length === 0,
      preparedAfter.map((c) => c.orderId)
    );
    check(
      checks,
      `${kind}: npm exited 0 within SHUTDOWN_TIMEOUT_MS + ${EXIT_MARGIN_MS / 1000} s`,
      exit.code === 0 && exitMs <= SHUTDOWN_TIMEOUT_MS + EXIT_MARGIN_MS,
      { code: exit.code, signal: exit.signal, exitMs }
    );
    check(checks, `${kind}: the server process is gone`, pid !== null && !isAlive(pid), { pid });
    check(
      checks,
      `${kind}: the log has shutdown.begin and shutdown.done with clean:true, nothing abandoned`,
      Boolean(begin) && done?.clean === true && done?.abandoned === 0,
      done ?? 'no shutdown.done'
    );

    if (kind === 'pglite') {
      server = npmStart({ port, env, logFile });
      const againMs = await waitReady(server, port);
      const entries = logEntries(server);
      const recovery = entries.filter((e) => e.msg === 'db.recovery');
      f.restartReadyMs = againMs;
      console.log(`[shutdown] ${kind}: started again on ${database.dataDir} in ${(againMs / 1000).toFixed(1)} s`);
      // db.ready proves this start's log was read: an empty read must not pass for "no recovery".
      check(
        checks,
        `${kind}: the next start on the same DATA_DIR opens the database without db.recovery and becomes ready`,
        recovery.length === 0 && entries.some((e) => e.msg === 'db.ready'),
        recovery
      );
      process.kill(server.child.pid, 'SIGTERM');
      const again = await server.exited;
      check(checks, `${kind}: that start stops with 0 too`, again.code === 0, again);
    }

    const payers = state.members.slice(1, 2 + PAYING_MEMBERS).map((m) => m.userId);
    const db = dbCheck(env, {
      paidOrderIds: paid.map((c) => c.orderId),
      userIds: state.members.map((m) => m.userId),
      known: { userIds: payers, orderIds: allCheckouts.filter((c) => c.orderId).map((c) => c.orderId) },
    });
    console.log(
      `[shutdown] ${kind}: database: ${db.totals.paid} paid orders, ${db.totals.charges} charges, ${db.unknownOrders.length} orders the clients never heard of`
    );
    check(
      checks,
      `${kind}: the database holds no order the clients were not answered (none made while draining, none cut off)`,
      db.unknownOrders.length === 0,
      db.unknownOrders
    );
    check(
      checks,
      `${kind}: every order the client saw paid is paid, with one charge each`,
      db.notPaid.length === 0 && db.chargeMismatch.length === 0,
      { notPaid: db.notPaid, chargeMismatch: db.chargeMismatch }
    );
  } catch (error) {
    check(checks, `${kind}: the proof ran to the end`, false, error instanceof Error ? error.message : String(error));
  } finally {
    for (const v of visitors) v.close();
    await stopGroup(server);
    await database.dispose();
  }
}

runProof('shutdown', process.env.SHUTDOWN_REPORT ?? 'test-results/shutdown.json', proveKind).catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
