// npm run test:cluster: the deployment described in docs/operations.md §10, on one machine and loopback
// (`npm run build` first): a throwaway PostgreSQL cluster of its own on a free port, three instances
// of the production build, Varnish with deploy/varnish/ridemarket.vcl pointed at them (and the
// instances' CACHE_PURGE_URL at Varnish), Redis when REDIS_URL is set (CLUSTER_REDIS=own starts one),
// else the PostgreSQL-backed shared limits. It checks what a visitor, a seller and an operator see:
//   1. a session made on A works on B and C;
//   2. a member's edit of a post on A makes B's and C's kept /community page go within 2 s;
//   3. a seller's price change on A shows on B and C, and through Varnish, within 2 s;
//   4. the GraphQL request budget is one for the three, not one each;
//   5. the order jobs' work is done once: holds past their expiry are each released once, by one of
//      the three instances that all run the job every minute;
//   6. a photo uploaded on A is served by C;
//   7. 200 members booking the last unit of a rental for the same days through the real checkout
//      prepare, spread over the three, make exactly one order;
// then prints requests/s and p50/p99 of the home page (kept) and an item page (rendered each time)
// through Varnish with one instance behind it and with three. Exits 1 on a failed check; the logs
// stay in a temporary folder; every process and the cluster are removed at the end, also on Ctrl-C.
// It installs nothing: a missing tool (Varnish, the PostgreSQL binaries) is named and the run stops.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { tsImport } from 'tsx/esm/api';
import { signIn, isSignedIn, visitorCookie } from '../bench/ssrApp.mjs';
import { serverEnv } from '../fuzz/server.mjs';
import { CHOICES, PREPARE, QUOTE } from './harness.mjs';

const BUDGET = 40;
const READY_TIMEOUT_MS = 240_000;
const FORGET_WITHIN_MS = 2000;
/** The hold-expiry job first runs 15 s after start, the payment reconciliation 25 s: both within this. */
const JOB_DEADLINE_MS = 120_000;
const LOAD_SECONDS = Number(process.env.CLUSTER_LOAD_SECONDS || '10');
const LOAD_CONNECTIONS = Number(process.env.CLUSTER_LOAD_CONNECTIONS || '16');
const SESSION_SECRET = `cluster-${crypto.randomBytes(16).toString('hex')}`;
const METRICS_TOKEN = `cluster-metrics-${crypto.randomBytes(8).toString('hex')}`;
/** Each check speaks from its own client address (X-Forwarded-For, TRUST_PROXY=loopback), new each run. */
const NET = `10.${crypto.randomInt(1, 255)}`;
const clientAddress = (group, n) => `${NET}.${group}.${(n % 250) + 1}`;

const failures = [];
const check = (ok, what, detail = '') => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}${detail ? `: ${detail}` : ''}`);
  if (!ok) failures.push(what);
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function which(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).stdout.trim() || null;
}

/** What the run needs and does not install: named all at once, with how to get each. */
function missingTools() {
  const missing = [];
  if (!fs.existsSync('.next/BUILD_ID')) missing.push('the production build: run `npm run build`');
  const pgBin = fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql').sort().at(-1) : null;
  if (!pgBin || !fs.existsSync(`/usr/lib/postgresql/${pgBin}/bin/initdb`))
    missing.push('the PostgreSQL server binaries (/usr/lib/postgresql/<version>/bin): `apt-get install -y postgresql`');
  if (process.getuid?.() === 0 && !which('runuser'))
    missing.push('runuser (util-linux), to run initdb as the postgres user');
  if (!which('varnishd') && !fs.existsSync('/usr/sbin/varnishd'))
    missing.push('Varnish: `apt-get update && apt-get install -y varnish`');
  if (!which('varnishadm')) missing.push('varnishadm (comes with the varnish package)');
  if (process.env.CLUSTER_REDIS === 'own' && !which('redis-server'))
    missing.push('redis-server (CLUSTER_REDIS=own): `apt-get install -y redis-server`');
  return missing;
}

// ---------------------------------------------------------------- processes and cleanup

const run = { children: [], cluster: null, dirs: [], cleaning: null, logDir: null };

function spawnLogged(command, args, { env = process.env, log }) {
  const fd = fs.openSync(log, 'a');
  const child = spawn(command, args, { env, stdio: ['ignore', fd, fd] });
  child.exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      fs.closeSync(fd);
      resolve({ code, signal });
    })
  );
  run.children.push(child);
  return child;
}

async function stopChild(child, graceMs = 20_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await child.exited;
  clearTimeout(timer);
}

function cleanup() {
  run.cleaning ??= (async () => {
    await Promise.all(run.children.map((child) => stopChild(child)));
    try {
      run.cluster?.destroy();
    } catch (error) {
      console.error(`the throwaway PostgreSQL cluster was not removed: ${error.message}`);
    }
    for (const dir of run.dirs) fs.rmSync(dir, { recursive: true, force: true });
  })();
  return run.cleaning;
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    console.log(`\n${signal}: stopping the instances, Varnish and the throwaway cluster`);
    cleanup().finally(() => process.exit(130));
  });
}

function tempDir(prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  run.dirs.push(dir);
  return dir;
}

/** Runs scripts/ops/clusterDb.ts with tsx against the cluster's database. */
function clusterDb(databaseUrl, ...args) {
  const result = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/ops/clusterDb.ts', ...args], {
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`scripts/ops/clusterDb.ts ${args[0]} failed (${result.status})`);
}

/** Signed-in devices for `userIds` (cookie headers by user id), made just before use. */
function mintSessions(databaseUrl, userIds) {
  const dir = tempDir('ridemarket-cluster-sessions-');
  fs.writeFileSync(path.join(dir, 'in.json'), JSON.stringify({ secret: SESSION_SECRET, userIds }));
  clusterDb(databaseUrl, 'sessions', path.join(dir, 'in.json'), path.join(dir, 'out.json'));
  return JSON.parse(fs.readFileSync(path.join(dir, 'out.json'), 'utf8')).cookies;
}

async function waitFor(probe, timeoutMs, everyMs = 250) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => null);
    if (value) return value;
    if (Date.now() >= deadline) return null;
    await sleep(everyMs);
  }
}

async function status(url, headers = {}) {
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  return response.status;
}

// ---------------------------------------------------------------- Varnish

/**
 * deploy/varnish/ridemarket.vcl with its three backends (ports 3001–3003 there) moved to `ports`. The
 * one-instance variant names the same instance three times, so the rest of the file stays as it is.
 */
function adaptedVcl(ports) {
  const source = fs.readFileSync('deploy/varnish/ridemarket.vcl', 'utf8');
  const deployed = ['3001', '3002', '3003'];
  let moved = 0;
  const adapted = source.replace(/(backend\s+\w+\s*\{[^}]*\.port\s*=\s*")(\d+)(")/g, (all, head, port, tail) => {
    const i = deployed.indexOf(port);
    if (i === -1) return all;
    moved += 1;
    return `${head}${ports[i]}${tail}`;
  });
  if (moved !== 3)
    throw new Error(`deploy/varnish/ridemarket.vcl: expected backends on ports 3001, 3002 and 3003, moved ${moved}`);
  return adapted;
}

async function startVarnish(port, ports, logDir) {
  const adminPort = await freePort();
  // varnishd runs its workers as an unprivileged user: its work folder and files must be readable by it.
  const dir = tempDir('ridemarket-cluster-varnish-');
  fs.chmodSync(dir, 0o755);
  const files = {
    three: path.join(dir, 'three.vcl'),
    one: path.join(dir, 'one.vcl'),
    secret: path.join(dir, 'secret'),
  };
  fs.writeFileSync(files.three, adaptedVcl(ports), { mode: 0o644 });
  fs.writeFileSync(files.one, adaptedVcl([ports[0], ports[0], ports[0]]), { mode: 0o644 });
  fs.writeFileSync(files.secret, crypto.randomBytes(24).toString('hex'), { mode: 0o600 });
  const varnishd = which('varnishd') ?? '/usr/sbin/varnishd';
  const child = spawnLogged(
    varnishd,
    [
      '-F',
      '-n',
      path.join(dir, 'work'),
      '-a',
      `127.0.0.1:${port}`,
      '-T',
      `127.0.0.1:${adminPort}`,
      '-S',
      files.secret,
      '-f',
      files.three,
      '-s',
      'malloc,128m',
    ],
    { log: path.join(logDir, 'varnish.log') }
  );
  const admin = (...args) => {
    const result = spawnSync('varnishadm', ['-T', `127.0.0.1:${adminPort}`, '-S', files.secret, ...args], {
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(`varnishadm ${args.join(' ')}: ${result.stdout}${result.stderr}`);
    return result.stdout;
  };
  const base = `http://127.0.0.1:${port}`;
  const varnish = {
    base,
    child,
    /** Switches to the VCL with `which` ('one' or 'three') instances and waits until its probes find them healthy. */
    async use(which) {
      if (which === 'one' && !varnish.loadedOne) {
        admin('vcl.load', 'one', files.one);
        varnish.loadedOne = true;
      }
      admin('vcl.use', which === 'one' ? 'one' : 'boot');
      await varnish.healthy();
    },
    async healthy() {
      // Round robin: several answers in a row, so every backend of the VCL in use has been asked.
      const ok = await waitFor(
        async () => {
          for (let i = 0; i < 6; i += 1) if ((await status(`${base}/readyz`)) !== 200) return false;
          return true;
        },
        60_000,
        500
      );
      if (!ok)
        throw new Error(
          `Varnish on ${base} did not reach healthy instances within 60 s (backend.list: ${admin('backend.list')})`
        );
    },
  };
  await waitFor(async () => child.exitCode === null && (await status(`${base}/readyz`)) > 0, 30_000);
  if (child.exitCode !== null)
    throw new Error(`varnishd exited with ${child.exitCode}; see ${path.join(logDir, 'varnish.log')}`);
  await varnish.healthy();
  return varnish;
}

// ---------------------------------------------------------------- the instances

function startInstance(port, env, logDir) {
  const dataDir = tempDir(`ridemarket-cluster-${port}-`);
  const child = spawnLogged(process.execPath, ['scripts/start.mjs'], {
    // A key set to undefined (REDIS_URL without Redis) is left out, not passed as the word "undefined".
    env: Object.fromEntries(
      Object.entries({ ...serverEnv(dataDir, env), PORT: String(port), HOSTNAME: '127.0.0.1' }).filter(
        ([, v]) => v !== undefined
      )
    ),
    log: path.join(logDir, `app-${port}.log`),
  });
  return { port, base: `http://127.0.0.1:${port}`, child };
}

async function waitReady({ base, child }) {
  const ready = await waitFor(async () => {
    if (child.exitCode !== null) throw new Error(`${base} exited with ${child.exitCode} before it was ready`);
    return (await status(`${base}/readyz`)) === 200;
  }, READY_TIMEOUT_MS);
  if (child.exitCode !== null) throw new Error(`${base} exited with ${child.exitCode} before it was ready`);
  if (!ready) throw new Error(`${base} was not ready within ${READY_TIMEOUT_MS / 1000} s`);
}

async function graphql(base, service, query, variables, { cookie = '', from } = {}) {
  const response = await fetch(`${base}/${service}/v1/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, cookie, ...(from ? { 'x-forwarded-for': from } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  let body = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = { errors: [{ message: text.slice(0, 200) }] };
  }
  return { status: response.status, body };
}

const pageOf = async (url, cookie) => {
  const response = await fetch(url, { headers: { cookie } });
  const html = await response.text();
  return {
    status: response.status,
    pageCache: response.headers.get('x-page-cache'),
    cache: response.headers.get('x-cache'),
    html,
  };
};

// ---------------------------------------------------------------- checks

async function checkSession(bases, member) {
  const [A, B, C] = bases;
  const signed = await signIn(A, member, await visitorCookie(A));
  const onB = await isSignedIn(B, { cookie: signed });
  const onC = await isSignedIn(C, { cookie: signed });
  check(onB && onC, 'a session made on A works on B and C', `B ${onB}, C ${onC}`);
  return signed;
}

const WRITE_POST = `mutation cl_writePost($title: String!) {
  writePost(boardCode: "free", title: $title, content: "여러 서버에서 같은 글이 보이는지 확인하는 글이에요.", imageIds: [], modelIds: []) { postId } }`;
const UPDATE_POST = `mutation cl_updatePost($postId: Int!, $title: String!) {
  updatePost(postId: $postId, boardCode: "free", title: $title, content: "여러 서버에서 고친 글이 보이는지 확인하는 글이에요.", imageIds: [], modelIds: []) { postId } }`;

/** Polls each of `places` (`{ name, probe }`, probe answering `{ done, detail }`) until done or `withinMs` after `started`. */
async function within(started, withinMs, places) {
  return Promise.all(
    places.map(async ({ name, probe }) => {
      let answer = await probe();
      while (!answer.done && Date.now() - started < withinMs) {
        await sleep(50);
        answer = await probe();
      }
      return { name, ms: Date.now() - started, ...answer };
    })
  );
}

async function checkForgetAcrossInstances(bases, signed) {
  const [A, B, C] = bases;
  // A new post shows when the kept lists expire (30 s); an edit forgets them at once (forgetPostPages).
  const written = await graphql(A, 'item', WRITE_POST, { title: `여러 서버 확인 ${Date.now()}` }, { cookie: signed });
  const postId = written.body?.data?.writePost?.postId;
  check(Boolean(postId), 'a member posts on A', JSON.stringify(written.body?.errors ?? `post ${postId}`));
  if (!postId) return;
  const visitors = { [B]: await visitorCookie(B), [C]: await visitorCookie(C) };
  for (const base of [B, C]) {
    await pageOf(`${base}/community`, visitors[base]);
    const kept = await pageOf(`${base}/community`, visitors[base]);
    check(
      kept.pageCache === 'hit',
      `${base} keeps /community for anonymous visitors`,
      `x-page-cache ${kept.pageCache}`
    );
  }
  const title = `여러 서버에서 고친 글 ${Date.now()}`;
  const updated = await graphql(A, 'item', UPDATE_POST, { postId, title }, { cookie: signed });
  check(
    updated.body?.data?.updatePost?.postId === postId,
    'the member edits the post on A',
    JSON.stringify(updated.body?.errors ?? '')
  );
  const seen = await within(
    Date.now(),
    FORGET_WITHIN_MS,
    [B, C].map((base) => ({
      name: base,
      probe: async () => {
        const page = await pageOf(`${base}/community`, visitors[base]);
        return {
          done: page.pageCache !== 'hit',
          detail: `x-page-cache ${page.pageCache}, edited title ${page.html.includes(title) ? 'shown' : 'not on the first page'}`,
        };
      },
    }))
  );
  for (const s of seen)
    check(s.done, `${s.name} forgets its /community copy after the edit on A`, `${s.ms} ms, ${s.detail}`);
}

const UPDATE_PRICE = `mutation cl_updateItemPrice($itemId: Int!, $price: Int!) { updateItemPrice(itemId: $itemId, price: $price) { id price } }`;

/**
 * A seller lowers a price on A; anonymous returning visitors of B, C and of Varnish (each holding a
 * copy of the item page made before the change) see the new price within 2 s. The instances forget
 * their own copies over LISTEN/NOTIFY; Varnish's copy, when it keeps one, goes by the instances'
 * PURGE/BAN to CACHE_PURGE_URL.
 */
async function checkPriceChange(bases, varnish, databaseUrl, seller) {
  const [A, B, C] = bases;
  const cookie = mintSessions(databaseUrl, [seller.userId])[seller.userId];
  const itemPath = `/services/${seller.itemId}`;
  // Varnish balances round robin over three: it is asked three times in a row each time, so that
  // every instance behind it (and its own copy, if it keeps one) is seen.
  const places = [
    [B, 'B', 1],
    [C, 'C', 1],
    [varnish.base, 'Varnish', 3],
  ];
  const visitors = {};
  const before = {};
  const describe = (name, page) =>
    `x-page-cache ${page.pageCache ?? '-'}${name === 'Varnish' ? `, X-Cache ${page.cache ?? '-'}` : ''}`;
  for (const [base, name, times] of places) {
    visitors[name] = await visitorCookie(base);
    let kept;
    for (let i = 0; i <= times; i += 1) kept = await pageOf(base + itemPath, visitors[name]);
    before[name] = describe(name, kept);
  }
  const price = 800_000 + crypto.randomInt(1, 999) * 100;
  const shown = price.toLocaleString('ko-KR');
  const changed = await graphql(
    A,
    'item',
    UPDATE_PRICE,
    { itemId: seller.itemId, price },
    { cookie, from: clientAddress(1, 1) }
  );
  check(
    changed.body?.data?.updateItemPrice?.price === price,
    `the seller changes the item's price to ${shown}원 on A`,
    JSON.stringify(changed.body?.errors ?? '')
  );
  const seen = await within(
    Date.now(),
    FORGET_WITHIN_MS,
    places.map(([base, name, times]) => ({
      name,
      probe: async () => {
        const pages = [];
        for (let i = 0; i < times; i += 1) pages.push(await pageOf(base + itemPath, visitors[name]));
        return {
          done: pages.every((page) => page.html.includes(shown)),
          detail: pages.map((page) => describe(name, page)).join(' / '),
        };
      },
    }))
  );
  for (const s of seen) {
    const where = s.name === 'Varnish' ? 'through Varnish' : `on ${s.name}`;
    check(
      s.done,
      `the new price shows ${where} within ${FORGET_WITHIN_MS / 1000} s`,
      `${s.ms} ms; before the change ${before[s.name]}; after ${s.detail}`
    );
  }
}

async function checkSharedBudget(bases) {
  // One client address against the capture service of the three in turn.
  const from = clientAddress(2, 1);
  const statuses = [];
  for (let i = 0; i < BUDGET * 3; i += 1) {
    const response = await fetch(`${bases[i % 3]}/capture/v1/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    await response.arrayBuffer();
    statuses.push(response.status);
  }
  const allowed = statuses.filter((s) => s !== 429).length;
  check(
    allowed === BUDGET,
    `the GraphQL budget (${BUDGET}/60 s) is one for the three instances`,
    `${allowed} of ${statuses.length} let through`
  );
}

/** The value of a Prometheus sample `name{labels…}` (labels in any order), 0 when absent. */
function sample(text, name, labels) {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    const inside = line.slice(name.length + 1, line.indexOf('}'));
    if (Object.entries(labels).every(([k, v]) => inside.includes(`${k}="${v}"`)))
      return Number(line.slice(line.indexOf('}') + 1).trim());
  }
  return 0;
}

const PENDING_JOBS = ['order-hold-expiry', 'order-payment-reconciliation'];

/**
 * Every instance runs the order jobs every minute; each run claims its orders, so the work is done
 * once. The holds made 20 minutes before the start are each released once (one expireHold event
 * per order), and the three instances' /metrics together count exactly that many releases.
 */
async function jobFigures(bases) {
  return Promise.all(
    bases.map(async (base) => {
      const response = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      const text = await response.text();
      return {
        base,
        runs: PENDING_JOBS.map((job) => sample(text, 'ridemarket_job_runs_total', { job, outcome: 'ok' })),
        expired: PENDING_JOBS.reduce(
          (sum, job) => sum + sample(text, 'ridemarket_job_items_total', { job, item: 'expired' }),
          0
        ),
      };
    })
  );
}

async function checkJobsOnce(bases, db, staleOrderIds) {
  const releasedNow = async () => {
    const { rows } = await db.query(
      `SELECT count(*)::int AS n FROM orders WHERE id = ANY($1) AND payment_state = 'CANCELLED'`,
      [staleOrderIds]
    );
    return rows[0].n === staleOrderIds.length;
  };
  // Done when the holds are released and every instance has run the job at least once since it started.
  const per =
    (await waitFor(
      async () => {
        const figures = await jobFigures(bases);
        return (await releasedNow()) && figures.every((p) => p.runs[0] >= 1) ? figures : null;
      },
      JOB_DEADLINE_MS,
      1000
    )) ?? (await jobFigures(bases));
  const released = await releasedNow();
  check(
    released,
    `the ${staleOrderIds.length} holds past their expiry are released by the order jobs`,
    released ? '' : `not within ${JOB_DEADLINE_MS / 1000} s`
  );
  const { rows } = await db.query(
    `SELECT o.id, count(e.id)::int AS events FROM orders o
    LEFT JOIN order_events e ON e.order_id = o.id AND e.action = 'expireHold' WHERE o.id = ANY($1) GROUP BY o.id ORDER BY o.id`,
    [staleOrderIds]
  );
  check(
    rows.length === staleOrderIds.length && rows.every((r) => r.events === 1),
    'each released hold has exactly one expireHold event',
    rows.map((r) => `order ${r.id}: ${r.events}`).join(', ')
  );
  const expired = per.reduce((sum, p) => sum + p.expired, 0);
  const detail = per
    .map(
      (p) =>
        `:${p.base.split(':').at(-1)} ran ${PENDING_JOBS.map((job, i) => `${job} ${p.runs[i]}×`).join(', ')} and released ${p.expired}`
    )
    .join('; ');
  check(
    per.every((p) => p.runs[0] >= 1),
    'every instance ran the hold-expiry job',
    detail
  );
  check(
    expired === staleOrderIds.length,
    'the three instances released each hold once between them (/metrics)',
    `${expired} releases counted for ${staleOrderIds.length} holds`
  );
}

async function checkUpload(bases, signed) {
  const [A, , C] = bases;
  const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .png()
    .toBuffer();
  const response = await fetch(`${A}/app/v4/images`, {
    method: 'POST',
    headers: { origin: A, cookie: signed, 'x-requested-with': 'ridemarket-upload', 'content-type': 'image/png' },
    body: png,
  });
  const answer = await response.json();
  check(response.status === 201, 'a member uploads a photo on A', `${response.status} ${answer.code ?? ''}`);
  if (response.status !== 201) return;
  const served = await fetch(new URL(answer.url, C), { headers: { cookie: signed } });
  const bytes = Buffer.from(await served.arrayBuffer());
  check(
    served.status === 200 && bytes.length > 0,
    'C serves the photo uploaded on A',
    `${served.status}, ${bytes.length} bytes, ${served.headers.get('content-type')}`
  );
}

/**
 * The last unit of a rental, the same two days, RACERS members: each asks for a quote, then all
 * prepare at once, spread over the three instances (each from an address of its own, as members are).
 */
async function checkBookingRace(bases, db, databaseUrl, race, racers) {
  const cookies = mintSessions(databaseUrl, racers);
  const selection = {
    itemId: race.itemId,
    options: [{ optionId: race.optionId, amount: 1 }],
    startDate: race.startDate,
    endDate: race.endDate,
    deliveryType: 'PICKUP',
  };
  // An instance whose database connections are all busy answers 503 at once (it waits
  // DB_CONNECT_TIMEOUT_MS for one, docs/operations.md §6) rather than queueing without end; the member
  // presses 다시 시도, which sends the same request (a prepare with the same idempotency key) again.
  // A prepare whose payment provider could not be reached (PAYMENT_FAILED: the order ended and gave its
  // unit back) tells the member to try again: that is a new checkout, with a new key.
  const retries = { quote: 0, prepare: 0 };
  const retryingBusy = async (kind, send) => {
    let answer = await send(0);
    let checkout = 0;
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const providerFailed = answer.body?.errors?.[0]?.extensions?.code === 'PAYMENT_FAILED';
      if (answer.status !== 503 && !providerFailed) break;
      if (providerFailed) checkout += 1;
      retries[kind] += 1;
      await sleep(Math.min(500 * attempt, 3000));
      answer = await send(checkout);
    }
    return answer;
  };
  const quotes = await Promise.all(
    racers.map((userId, i) =>
      retryingBusy('quote', () =>
        graphql(
          bases[i % 3],
          'order',
          QUOTE,
          { selection, choices: CHOICES },
          { cookie: cookies[userId], from: clientAddress(3 + Math.floor(i / 250), i) }
        )
      )
    )
  );
  const quoted = quotes.filter((q) => q.body?.data?.checkoutQuote);
  check(
    quoted.length === racers.length,
    `${racers.length} members get a quote for the last unit`,
    `${quoted.length} quoted; ${[...new Set(quotes.filter((q) => !q.body?.data).map((q) => `${q.status} ${q.body?.errors?.[0]?.extensions?.code ?? q.body?.errors?.[0]?.message}`))].join(', ')}`
  );
  const started = Date.now();
  const prepared = await Promise.all(
    racers.map(async (userId, i) => {
      const amount =
        quotes[i].body?.data?.checkoutQuote?.chargeNow ?? quoted[0]?.body.data.checkoutQuote.chargeNow ?? 0;
      return retryingBusy('prepare', (checkout) =>
        graphql(
          bases[i % 3],
          'order',
          PREPARE,
          {
            selection,
            choices: CHOICES,
            expectedAmount: amount,
            idempotencyKey: `cluster-race-${userId}${checkout > 0 ? `-again-${checkout}` : ''}`,
          },
          { cookie: cookies[userId], from: clientAddress(3 + Math.floor(i / 250), i) }
        )
      );
    })
  );
  const ms = Date.now() - started;
  const winners = prepared.filter((p) => p.body?.data?.prepareCheckout?.orderId);
  const outcomes = {};
  for (const p of prepared) {
    const key = p.body?.data?.prepareCheckout
      ? 'prepared'
      : `${p.status} ${p.body?.errors?.[0]?.extensions?.code ?? p.body?.errors?.[0]?.message ?? '?'}`;
    outcomes[key] = (outcomes[key] ?? 0) + 1;
  }
  const outcomeText = Object.entries(outcomes)
    .map(([k, n]) => `${k} ×${n}`)
    .join(', ');
  const busy =
    retries.quote + retries.prepare > 0
      ? `; busy answers (503) retried: ${retries.quote} quotes, ${retries.prepare} prepares`
      : '';
  check(
    winners.length === 1,
    `${racers.length} simultaneous prepares over the three instances: exactly one gets the unit`,
    `${outcomeText} in ${ms} ms${busy}`
  );
  check(
    prepared.every(
      (p) => p.body?.data?.prepareCheckout || p.body?.errors?.[0]?.extensions?.code === 'UNAVAILABLE_DATES'
    ),
    'every other member is told the dates are taken (UNAVAILABLE_DATES), none gets an error',
    outcomeText
  );
  // A checkout whose provider could not be reached ended at once (결제 실패) and gave its unit back:
  // it stays as an ended order, holding nothing.
  const { rows } = await db.query(
    `SELECT (SELECT count(*)::int FROM orders WHERE item_id = $1 AND payment_state = 'PENDING') AS open,
    (SELECT count(*)::int FROM orders o WHERE o.item_id = $1 AND o.payment_state <> 'PENDING' AND EXISTS (
      SELECT 1 FROM rental_bookings b WHERE b.order_id = o.id AND b.status <> 'CANCELLED')) AS "endedHolding",
    (SELECT count(*)::int FROM orders WHERE item_id = $1 AND payment_state <> 'PENDING') AS ended,
    (SELECT count(*)::int FROM rental_bookings WHERE item_id = $1 AND status = 'HELD') AS held`,
    [race.itemId]
  );
  check(
    rows[0].open === 1 && rows[0].held === 1 && rows[0].endedHolding === 0,
    'the database holds exactly one open order and one held unit for the rental',
    `${rows[0].open} open, ${rows[0].held} held, ${rows[0].ended} ended after a provider failure (${rows[0].endedHolding} of them holding a unit)`
  );
}

// ---------------------------------------------------------------- throughput

/** `connections` clients for LOAD_SECONDS: autocannon when installed, else a plain loop. */
async function load(url, headers) {
  let autocannon = null;
  try {
    autocannon = (await import('autocannon')).default;
  } catch {
    /* not installed: the loop below */
  }
  if (autocannon) {
    const result = await autocannon({ url, headers, connections: LOAD_CONNECTIONS, duration: LOAD_SECONDS });
    const errors = result.errors + result.timeouts + result.non2xx;
    return {
      rps: result.requests.total / LOAD_SECONDS,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors,
      tool: 'autocannon',
    };
  }
  const latencies = [];
  let errors = 0;
  const until = Date.now() + LOAD_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: LOAD_CONNECTIONS }, async () => {
      while (Date.now() < until) {
        const t = performance.now();
        try {
          const response = await fetch(url, { headers });
          await response.arrayBuffer();
          if (response.status !== 200) errors += 1;
        } catch {
          errors += 1;
        }
        latencies.push(performance.now() - t);
      }
    })
  );
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { rps: latencies.length / LOAD_SECONDS, p50: at(0.5), p99: at(0.99), errors, tool: 'a fetch loop' };
}

async function throughput(varnish, A, member) {
  // The home page for a returning anonymous visitor (kept: by Varnish when it stores it, else by each
  // instance's page cache); an item page for a signed-in member (rendered on every request).
  const anonymous = await visitorCookie(varnish.base);
  const signed = await signIn(A, member, await visitorCookie(A));
  const itemPath = `/services/${member.itemId}`;
  const rows = [];
  for (const behind of ['one', 'three']) {
    await varnish.use(behind);
    for (const [label, pathname, cookie] of [
      ['home page (kept)', '/', anonymous],
      [`item page ${itemPath} (member, rendered)`, itemPath, signed],
    ]) {
      await load(varnish.base + pathname, { cookie });
      // What the measured requests are answered from, after the warm-up (one request per instance).
      const probes = [];
      for (let i = 0; i < 3; i += 1) probes.push(await pageOf(varnish.base + pathname, cookie));
      const how = [
        ...new Set(probes.map((p) => `${p.status} X-Cache ${p.cache ?? '-'} x-page-cache ${p.pageCache ?? '-'}`)),
      ].join(' | ');
      const loadAverage = os.loadavg()[0];
      const measured = await load(varnish.base + pathname, { cookie });
      rows.push({ label, behind, ...measured, how, loadAverage });
      console.log(
        `     ${behind === 'three' ? 'three instances' : 'one instance   '} ${label}: ${measured.rps.toFixed(0)} requests/s, p50 ${measured.p50.toFixed(0)} ms, p99 ${measured.p99.toFixed(0)} ms, ${measured.errors} errors (${how}; load average ${loadAverage.toFixed(1)} before)`
      );
    }
  }
  console.log(
    `\nthroughput through Varnish (${rows[0].tool}, ${LOAD_CONNECTIONS} connections, ${LOAD_SECONDS} s after a ${LOAD_SECONDS} s warm-up, all on this machine's ${os.cpus().length} cores):`
  );
  console.log('  page                                         behind     requests/s   p50 ms   p99 ms  errors');
  for (const r of rows) {
    console.log(
      `  ${r.label.padEnd(44)} ${r.behind.padEnd(9)} ${r.rps.toFixed(0).padStart(11)} ${r.p50.toFixed(0).padStart(8)} ${r.p99.toFixed(0).padStart(8)} ${String(r.errors).padStart(7)}`
    );
  }
}

// ---------------------------------------------------------------- main

async function main() {
  const missing = missingTools();
  if (missing.length > 0) {
    console.error(
      `npm run test:cluster needs what this machine does not have (it installs nothing itself):\n${missing.map((m) => `  - ${m}`).join('\n')}`
    );
    process.exit(1);
  }
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ridemarket-cluster-logs-'));
  run.logDir = logDir;
  const { createThrowawayCluster } = await tsImport('../../tests/support/throwawayCluster.ts', import.meta.url);
  const pgPort = await freePort();
  run.cluster = createThrowawayCluster(pgPort);
  run.cluster.start();
  const adminUrl = run.cluster.url('postgres');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query('CREATE DATABASE ridemarket');
  await admin.end();
  const databaseUrl = run.cluster.url('ridemarket');
  let redisUrl = process.env.REDIS_URL || undefined;
  if (process.env.CLUSTER_REDIS === 'own') {
    const redisPort = await freePort();
    spawnLogged(
      'redis-server',
      ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { log: path.join(logDir, 'redis.log') }
    );
    redisUrl = `redis://127.0.0.1:${redisPort}`;
  }
  console.log(
    `PostgreSQL: throwaway cluster on 127.0.0.1:${pgPort}; budget on ${redisUrl ? `Redis ${redisUrl}` : 'PostgreSQL'}; logs in ${logDir}`
  );
  const stateFile = path.join(logDir, 'state.json');
  const preparedAt = Date.now();
  clusterDb(databaseUrl, 'prepare', stateFile);
  const state = JSON.parse(fs.readFileSync(stateFile, 'utf8'));
  console.log(
    `database prepared in ${((Date.now() - preparedAt) / 1000).toFixed(0)} s: ${state.racers.length} racing members, ${state.staleOrderIds.length} holds past their expiry`
  );

  const ports = [await freePort(), await freePort(), await freePort()];
  const varnishPort = await freePort();
  const env = {
    DATABASE_URL: databaseUrl,
    SESSION_SECRET,
    REDIS_URL: redisUrl,
    DEMO_MODE: 'on',
    DEMO_MODE_ACK: 'yes',
    LOG_LEVEL: 'info',
    METRICS_TOKEN,
    GRAPHQL_RATE_LIMIT: `${BUDGET}/60`,
    // Varnish and the checks on this machine are the proxies; the checks speak for their clients.
    TRUST_PROXY: 'loopback',
    CACHE_PURGE_URL: `http://127.0.0.1:${varnishPort}`,
  };
  const instances = ports.map((port) => startInstance(port, env, logDir));
  const bases = instances.map((i) => i.base);
  await Promise.all(instances.map(waitReady));
  console.log(`three instances ready: ${bases.join(', ')}`);
  const varnish = await startVarnish(varnishPort, ports, logDir);
  console.log(`Varnish ${varnish.base} in front of them (deploy/varnish/ridemarket.vcl, ports moved)`);

  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const signed = await checkSession(bases, state.member);
    await checkForgetAcrossInstances(bases, signed);
    await checkPriceChange(bases, varnish, databaseUrl, state.seller);
    await checkSharedBudget(bases);
    await checkUpload(bases, signed);
    await checkBookingRace(bases, db, databaseUrl, state.race, state.racers);
    await checkJobsOnce(bases, db, state.staleOrderIds);
    await throughput(varnish, bases[0], { ...state.member, itemId: state.seller.itemId });
  } finally {
    await db.end();
  }
}

main()
  .catch((error) => {
    console.error(error);
    failures.push(`the run ended early: ${error instanceof Error ? error.message : String(error)}`);
  })
  .finally(async () => {
    await cleanup();
    if (failures.length > 0) {
      console.log(`\n${failures.length} check(s) failed; the logs are in ${run.logDir}`);
      process.exit(1);
    }
    console.log('\nevery check passed');
    process.exit(0);
  });
