// What the operations proofs share: the two databases, the production server started with `npm
// start`, its JSON log, keep-alive HTTP clients, and a signed-in member paying through the sandbox
// exactly as the payment page does (quote → prepare → the sandbox window's approval → completion).
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, serverEnv } from '../fuzz/server.mjs';
import { scriptReport } from './verdicts.mjs';

export { freePort };

const ADMIN_URL = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
export const KINDS = (process.env.OPS_DB_KINDS ?? 'pglite,postgres')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);

/** A fresh database of `kind`: `{ kind, env, label, dispose }` (PGlite in a temp DATA_DIR; PostgreSQL created, then dropped). */
export async function freshDatabase(kind) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `ridemarket-ops-${kind}-`));
  if (kind === 'pglite') {
    return {
      kind,
      dataDir,
      env: { DATA_DIR: dataDir },
      label: dataDir,
      dispose: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `rm_ops_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    kind,
    dataDir,
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    label: name,
    dispose: async () => {
      const dropper = new pg.Client({ connectionString: ADMIN_URL });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The server's environment: a default `npm start`, plus demo mode (the sandbox provider) and this database. */
export function opsEnv(database) {
  return serverEnv(database.dataDir, {
    ...database.env,
    DEMO_MODE: 'on',
    DEMO_MODE_ACK: 'yes',
    LOG_LEVEL: 'info',
    SESSION_SECRET: 'ops-proof-session-secret-0123456789abcdef0123',
    // The clients all send from 127.0.0.1: the per-address GraphQL budget would answer the load with 429.
    GRAPHQL_RATE_LIMIT: 'off',
  });
}

/** Runs scripts/ops/db.ts (tsx) against the database while no server holds it. */
export function dbTool(env, ...args) {
  const result = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/ops/db.ts', ...args], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`scripts/ops/db.ts ${args[0]} failed (${result.status})`);
}

async function adminQuery(text) {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    return await admin.query(text);
  } finally {
    await admin.end();
  }
}

const TEMPLATE_NAME = /^rm_ops_template_\w+$/;

/**
 * Migrates, seeds and fills the fresh database (db.ts prepare). With OPS_PGLITE_TEMPLATE set (a
 * folder), the first database prepared of each kind is kept and copied for the next proofs (the seed
 * takes ~40 s on a busy machine): the embedded one as a folder, the PostgreSQL one as the database
 * named OPS_POSTGRES_TEMPLATE (rm_ops_template_…), which the caller drops at the end. Every check
 * then runs on the copy the server actually uses.
 */
export async function prepareDatabase(database, env, stateFile) {
  const folder = process.env.OPS_PGLITE_TEMPLATE;
  if (!folder) {
    dbTool(env, 'prepare', stateFile);
    return 'prepared';
  }
  const state = path.join(folder, `ops-state-${database.kind}.json`);
  if (database.kind === 'pglite') {
    if (fs.existsSync(state)) {
      fs.cpSync(path.join(folder, 'pglite'), path.join(database.dataDir, 'pglite'), { recursive: true });
      fs.copyFileSync(state, stateFile);
      return 'copied from OPS_PGLITE_TEMPLATE';
    }
    dbTool(env, 'prepare', stateFile);
    fs.rmSync(path.join(folder, 'pglite'), { recursive: true, force: true });
    fs.cpSync(path.join(database.dataDir, 'pglite'), path.join(folder, 'pglite'), { recursive: true });
    fs.copyFileSync(stateFile, state);
    return 'prepared';
  }
  const template = process.env.OPS_POSTGRES_TEMPLATE;
  if (!template || !TEMPLATE_NAME.test(template)) {
    dbTool(env, 'prepare', stateFile);
    return 'prepared';
  }
  // CREATE DATABASE … TEMPLATE copies the files: no connection may be open on either side meanwhile.
  if (fs.existsSync(state)) {
    await adminQuery(`DROP DATABASE ${database.label}`);
    await adminQuery(`CREATE DATABASE ${database.label} TEMPLATE ${template}`);
    fs.copyFileSync(state, stateFile);
    return 'copied from OPS_POSTGRES_TEMPLATE';
  }
  dbTool(env, 'prepare', stateFile);
  await adminQuery(`DROP DATABASE IF EXISTS ${template}`);
  await adminQuery(`CREATE DATABASE ${template} TEMPLATE ${database.label}`);
  fs.mkdirSync(folder, { recursive: true });
  fs.copyFileSync(stateFile, state);
  return 'prepared';
}

/** Drops the PostgreSQL template of prepareDatabase (scripts/test-all.sh, at the end). */
export async function dropPostgresTemplate(template) {
  if (TEMPLATE_NAME.test(template ?? '')) await adminQuery(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
}

export function dbCheck(env, input) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ridemarket-ops-check-'));
  try {
    fs.writeFileSync(path.join(dir, 'in.json'), JSON.stringify(input));
    dbTool(env, 'check', path.join(dir, 'in.json'), path.join(dir, 'out.json'));
    return JSON.parse(fs.readFileSync(path.join(dir, 'out.json'), 'utf8'));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * `npm start` on 127.0.0.1:port, its output appended to `logFile`. Its own process group, so that a
 * failed run can stop everything it started; the proofs signal the npm process itself.
 */
export function npmStart({ port, env, logFile }) {
  const log = fs.openSync(logFile, 'a');
  const child = spawn('npm', ['start'], {
    env: { ...env, PORT: String(port), HOSTNAME: '127.0.0.1' },
    stdio: ['ignore', log, log],
    detached: true,
  });
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      fs.closeSync(log);
      resolve({ code, signal, at: Date.now() });
    })
  );
  return { child, exited, startedAt: Date.now(), logFile, logFrom: fs.statSync(logFile).size };
}

/** The JSON lines this start wrote (other lines, e.g. npm's banner, are skipped). */
/** What this start wrote: the file is shared by the starts of one proof, and `logFrom` counts bytes. */
function logText(server) {
  return fs.readFileSync(server.logFile).subarray(server.logFrom).toString('utf8');
}

export function logEntries(server) {
  const text = logText(server);
  return text.split('\n').flatMap((line) => {
    if (!line.startsWith('{')) return [];
    try {
      return [JSON.parse(line)];
    } catch {
      return [];
    }
  });
}

export function logTail(server, lines = 20) {
  return logText(server).split('\n').slice(-lines).join('\n');
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until it answers a truthy value or the deadline passes (then answers null). */
export async function pollUntil(probe, timeoutMs, everyMs = 200) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() >= deadline) return null;
    await sleep(everyMs);
  }
}

/** Waits for GET /readyz 200; answers the ms since the start was spawned, or throws with the log's tail. */
export async function waitReady(server, port, timeoutMs = 240_000) {
  let exited = false;
  server.exited.then(() => {
    exited = true;
  });
  const ready = await pollUntil(async () => {
    if (exited) return 'exited';
    const answer = await once({ port, method: 'GET', path: '/readyz', timeoutMs: 5_000 });
    return answer.status === 200 ? 'ready' : null;
  }, timeoutMs);
  if (ready !== 'ready') throw new Error(`/readyz did not answer 200 (${ready ?? 'timeout'}):\n${logTail(server)}`);
  return Date.now() - server.startedAt;
}

/** The pid of the node process serving (scripts/serve.mjs logs it when it listens). */
export function serverPid(server) {
  return logEntries(server).find((e) => e.msg === 'server.listening')?.pid ?? null;
}

export function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops a start that is still running (a failed run): SIGTERM to its group, SIGKILL after 15 s. */
export async function stopGroup(server) {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  try {
    process.kill(-server.child.pid, 'SIGTERM');
  } catch {
    /* gone */
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-server.child.pid, 'SIGKILL');
    } catch {
      /* gone */
    }
  }, 15_000);
  await server.exited;
  clearTimeout(timer);
}

/** One request on a fresh connection (probes). */
function once({ port, method, path: p, timeoutMs }) {
  return new Promise((resolve) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: p, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode }));
      res.on('error', () => resolve({ status: 0 }));
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0 }));
    req.end();
  });
}

/**
 * A visitor with one kept-alive connection (as a browser tab keeps one), a cookie jar and a record of
 * every attempt: `{ path, sentAt, endedAt, status, headers, body, error, errorCode, reused, answered, expected }`.
 */
export class Visitor {
  constructor(port, name) {
    this.port = port;
    this.name = name;
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    this.cookies = new Map();
    this.anonId = crypto.randomBytes(16).toString('hex');
    this.attempts = [];
  }

  origin() {
    return `http://127.0.0.1:${this.port}`;
  }

  cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  keepCookies(setCookie) {
    for (const line of [setCookie ?? []].flat()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq < 1) continue;
      const value = pair.slice(eq + 1).trim();
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(pair.slice(0, eq).trim());
      else this.cookies.set(pair.slice(0, eq).trim(), value);
    }
  }

  /** Sends one request; never throws; records and answers the attempt. */
  send({ method = 'GET', path: p, headers = {}, body, expected = (s) => s >= 200 && s < 400, timeoutMs = 60_000 }) {
    const payload =
      body === undefined ? undefined : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
    const attempt = {
      path: p,
      method,
      sentAt: Date.now(),
      endedAt: null,
      status: 0,
      headers: {},
      body: '',
      error: null,
      errorCode: null,
      reused: false,
      answered: false,
      expected,
    };
    this.attempts.push(attempt);
    return new Promise((resolve) => {
      const done = (fields) => {
        if (attempt.endedAt !== null) return;
        Object.assign(attempt, fields, { endedAt: Date.now() });
        resolve(attempt);
      };
      const allHeaders = {
        accept: method === 'GET' ? 'text/html' : 'application/json',
        cookie: this.cookieHeader(),
        ...headers,
        ...(payload
          ? { 'content-type': 'application/json', 'content-length': String(payload.length), origin: this.origin() }
          : {}),
      };
      const req = http.request(
        { host: '127.0.0.1', port: this.port, method, path: p, headers: allHeaders, agent: this.agent },
        (res) => {
          attempt.answered = true;
          attempt.status = res.statusCode ?? 0;
          attempt.headers = res.headers;
          this.keepCookies(res.headers['set-cookie']);
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => done({ body: Buffer.concat(chunks).toString('utf8') }));
          res.on('error', (error) => done({ error: error.message, errorCode: error.code ?? null }));
        }
      );
      req.on('socket', () => {
        attempt.reused = req.reusedSocket;
      });
      req.setTimeout(timeoutMs, () =>
        req.destroy(Object.assign(new Error(`timeout after ${timeoutMs} ms`), { code: 'ETIMEDOUT' }))
      );
      req.on('error', (error) => {
        attempt.reused = req.reusedSocket;
        done({ error: error.message, errorCode: error.code ?? null });
      });
      req.end(payload);
    });
  }

  async graphql(service, operationName, query, variables = {}) {
    const attempt = await this.send({
      method: 'POST',
      path: `/${service}/v1/graphql`,
      headers: { 'x-rm-anony-id': this.anonId },
      body: { operationName, query, variables },
      expected: (s) => s === 200,
    });
    let json = null;
    try {
      json = JSON.parse(attempt.body);
    } catch {
      /* not JSON */
    }
    if (attempt.status === 200 && json && !json.errors) return { attempt, data: json.data };
    return { attempt, data: null, errors: json?.errors ?? null };
  }

  async signIn(member) {
    const attempt = await this.send({
      method: 'POST',
      path: '/app/v4/auth/login',
      body: { email: member.email, password: member.password },
      expected: (s) => s === 200,
    });
    if (attempt.status !== 200)
      throw new Error(`${member.email} could not sign in: ${attempt.status} ${attempt.body.slice(0, 200)}`);
  }

  close() {
    this.agent.destroy();
  }
}

export const QUOTE =
  'query ops_checkoutQuote($selection: CheckoutSelectionInput!, $choices: PaymentChoicesInput!) { checkoutQuote(selection: $selection, choices: $choices) { chargeNow } }';
export const PREPARE = `mutation us_prepareCheckout($selection: CheckoutSelectionInput!, $choices: PaymentChoicesInput!, $expectedAmount: Int!, $idempotencyKey: String!) {
  prepareCheckout(selection: $selection, choices: $choices, expectedAmount: $expectedAmount, idempotencyKey: $idempotencyKey) { orderId paymentKey amount provider checkoutUrl } }`;
const COMPLETE =
  'mutation us_completeCheckout($paymentKey: String!, $failed: Boolean) { completeCheckout(paymentKey: $paymentKey, failed: $failed) { status orderId paymentKey message } }';
const CALENDAR =
  'query ops_itemCalendar($id: Int!) { itemCalendar(id: $id, months: 3) { months { dates { date freeUnits } } } }';

export const CHOICES = {
  userCouponId: null,
  points: 0,
  withInsurance: false,
  method: 'CARD',
  instalmentMonths: 0,
  cardCode: null,
  easyPayProvider: null,
  leaseMonths: null,
  billingKeyId: null,
  shippingAddressId: null,
};

/** The n-th checkout of a stream: sales mostly, a rental every third one (two days among the shop's free ones). */
export function selectionFor(shop, n) {
  if (n % 3 !== 2)
    return {
      itemId: shop.sale.itemId,
      options: [{ optionId: shop.sale.optionId, amount: 1 }],
      startDate: null,
      endDate: null,
      deliveryType: 'PICKUP',
    };
  const start = 3 + (n % (shop.days.length - 5));
  return {
    itemId: shop.rental.itemId,
    options: [{ optionId: shop.rental.optionId, amount: 1 }],
    startDate: shop.days[start],
    endDate: shop.days[start + 1],
    deliveryType: 'PICKUP',
  };
}

/**
 * One checkout as the payment page does it, the sandbox window choosing `outcome` (SLOW: approved,
 * but the provider answers late, so the completion waits 5 s for it and answers 결제 대기). Answers `{ step, orderId, paid, preparedAt }`: the step it
 * ended at ('quote', 'prepare', 'approve', 'complete' or 'done') and, when prepared, the order.
 */
export async function checkout(visitor, selection, onStep = () => {}, outcome = 'APPROVE') {
  const quote = await visitor.graphql('order', 'ops_checkoutQuote', QUOTE, { selection, choices: CHOICES });
  if (!quote.data) return { step: 'quote', orderId: null, paid: false, attempt: quote.attempt, errors: quote.errors };
  onStep('prepare');
  const prepared = await visitor.graphql('order', 'us_prepareCheckout', PREPARE, {
    selection,
    choices: CHOICES,
    expectedAmount: quote.data.checkoutQuote.chargeNow,
    idempotencyKey: `ops-${crypto.randomBytes(8).toString('hex')}`,
  });
  if (!prepared.data)
    return { step: 'prepare', orderId: null, paid: false, attempt: prepared.attempt, errors: prepared.errors };
  const { orderId, paymentKey } = prepared.data.prepareCheckout;
  const result = {
    orderId,
    paymentKey,
    paid: false,
    preparedSentAt: prepared.attempt.sentAt,
    preparedAt: prepared.attempt.endedAt,
  };
  onStep('approve', result);
  const approve = await visitor.send({
    method: 'POST',
    path: '/app/v4/payments/sandbox/decide',
    body: { paymentId: paymentKey, outcome },
    expected: (s) => s === 200,
  });
  if (approve.status !== 200) return { ...result, step: 'approve', attempt: approve };
  onStep('complete', result);
  const complete = await visitor.graphql('order', 'us_completeCheckout', COMPLETE, { paymentKey });
  if (!complete.data) return { ...result, step: 'complete', attempt: complete.attempt, errors: complete.errors };
  return {
    ...result,
    step: 'done',
    paid: complete.data.completeCheckout.status === 'PAID',
    status: complete.data.completeCheckout.status,
    attempt: complete.attempt,
  };
}

/**
 * How many of `days` the rental's calendar shows as taken (no unit free), as any visitor sees it; null
 * when the server did not answer. A HELD booking blocks its days until it is released.
 */
export async function takenDays(visitor, itemId, days) {
  const answer = await visitor.graphql('item', 'ops_itemCalendar', CALENDAR, { id: itemId });
  if (!answer.data) return null;
  const free = new Map(answer.data.itemCalendar.months.flatMap((m) => m.dates).map((d) => [d.date, d.freeUnits]));
  return days.filter((day) => (free.get(day) ?? 0) === 0).length;
}

export function writeReport(file, report) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
}

export function check(checks, name, ok, detail = null) {
  checks.push({ name, ok: Boolean(ok), ...(detail === null ? {} : { detail }) });
  console.log(
    `  ${ok ? 'ok  ' : 'FAIL'} ${name}${!ok && detail !== null ? ` — ${typeof detail === 'string' ? detail : JSON.stringify(detail)}` : ''}`
  );
}

/**
 * Runs `proveKind(kind, checks, figures)` for each database, writes the report and sets the exit code.
 * `summary(figures)` prints the figures once more at the end.
 */
export async function runProof(name, reportFile, proveKind, { figures: extra = {}, summary = () => {} } = {}) {
  const started = Date.now();
  const checks = [];
  const figures = {};
  for (const kind of KINDS) await proveKind(kind, checks, figures);
  const report = scriptReport(name, checks, { ...extra, ...figures, ms: Date.now() - started });
  writeReport(reportFile, report);
  summary(figures);
  console.log(
    `\n[${name}] ${report.passed} passed, ${report.failed} failed in ${((Date.now() - started) / 1000).toFixed(0)} s`
  );
  process.exitCode = report.failed === 0 ? 0 : 1;
}
