// npm run test:cluster: three instances of the production build (`npm run build` first) on one
// PostgreSQL, on loopback ports, checked the way a visitor and an operator see them
// (docs/operations.md §10):
//   1. a session made on A works on B and C (one SESSION_SECRET, sessions in the database);
//   2. a member's edit of a post on A makes B's and C's kept /community page go within 2 s (LISTEN/NOTIFY);
//   3. the GraphQL request budget is one for the three, not one each;
//   4. a photo uploaded on A is served by C (photos live in the database);
// then prints a rough throughput figure of the three behind one address each.
// The database is a fresh one on CLUSTER_POSTGRES_URL (default the local server), dropped at the end.
// REDIS_URL is passed on when set, so the budget can be checked on Redis as well as on PostgreSQL.
import { spawn } from 'node:child_process';
import net from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { prepareDatabase, signIn, isSignedIn, visitorCookie } from '../bench/ssrApp.mjs';

const ADMIN_URL = process.env.CLUSTER_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// Free loopback ports, asked of the system: a fixed one may be taken by another server on the machine.
async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}
const PORTS = [await freePort(), await freePort(), await freePort()];
const BUDGET = 40;
const READY_TIMEOUT_MS = 180_000;

const bases = PORTS.map((port) => `http://127.0.0.1:${port}`);
const [A, B, C] = bases;
const failures = [];
const check = (ok, what, detail = '') => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}${detail ? `: ${detail}` : ''}`);
  if (!ok) failures.push(what);
};

function startInstance(port, env, logDir) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `ridemarket-cluster-${port}-`));
  const log = fs.openSync(path.join(logDir, `app-${port}.log`), 'w');
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      ...env,
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      GRAPHQL_RATE_LIMIT: `${BUDGET}/60`,
      TRUST_PROXY: 'false',
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', log, log],
  });
  return { port, child, dataDir };
}

async function waitReady(base, child) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${base} exited with ${child.exitCode} before it was ready`);
    try {
      const response = await fetch(`${base}/readyz`);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${base} was not ready within ${READY_TIMEOUT_MS / 1000} s`);
}

const pageCache = async (base, pathname, cookie) => {
  const response = await fetch(base + pathname, { headers: { cookie } });
  const html = await response.text();
  return { status: response.status, cache: response.headers.get('x-page-cache'), html };
};

async function graphql(base, query, variables, cookie) {
  const response = await fetch(`${base}/item/v1/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, cookie },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: await response.json() };
}

async function checkSession(member) {
  const anonymous = await visitorCookie(A);
  const signed = await signIn(A, member, anonymous);
  const onB = await isSignedIn(B, { cookie: signed });
  const onC = await isSignedIn(C, { cookie: signed });
  check(onB && onC, 'a session made on A works on B and C', `B ${onB}, C ${onC}`);
  return signed;
}

const WRITE_POST = `mutation cl_writePost($title: String!) {
  writePost(boardCode: "free", title: $title, content: "여러 서버에서 같은 글이 보이는지 확인하는 글이에요.", imageIds: [], modelIds: []) { postId } }`;
const UPDATE_POST = `mutation cl_updatePost($postId: Int!, $title: String!) {
  updatePost(postId: $postId, boardCode: "free", title: $title, content: "여러 서버에서 고친 글이 보이는지 확인하는 글이에요.", imageIds: [], modelIds: []) { postId } }`;

async function checkForgetAcrossInstances(signed) {
  // A new post shows when the kept lists expire (30 s); an edit forgets them at once (forgetPostPages).
  const written = await graphql(A, WRITE_POST, { title: `여러 서버 확인 ${Date.now()}` }, signed);
  const postId = written.body?.data?.writePost?.postId;
  check(Boolean(postId), 'a member posts on A', JSON.stringify(written.body?.errors ?? postId));
  if (!postId) return;
  const visitors = { [B]: await visitorCookie(B), [C]: await visitorCookie(C) };
  for (const base of [B, C]) {
    await pageCache(base, '/community', visitors[base]);
    const kept = await pageCache(base, '/community', visitors[base]);
    check(kept.cache === 'hit', `${base} keeps /community for anonymous visitors`, `x-page-cache ${kept.cache}`);
  }
  const title = `여러 서버에서 고친 글 ${Date.now()}`;
  const updated = await graphql(A, UPDATE_POST, { postId, title }, signed);
  check(updated.body?.data?.updatePost?.postId === postId, 'the member edits the post on A', JSON.stringify(updated.body?.errors ?? ''));
  const started = Date.now();
  for (const base of [B, C]) {
    let page = await pageCache(base, '/community', visitors[base]);
    while (page.cache === 'hit' && Date.now() - started < 2000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      page = await pageCache(base, '/community', visitors[base]);
    }
    const ms = Date.now() - started;
    check(page.cache !== 'hit' && ms < 2000, `${base} forgets its /community copy after the edit on A`, `${ms} ms, x-page-cache ${page.cache}, edited title ${page.html.includes(title) ? 'shown' : 'not on the first page'}`);
  }
}

async function checkSharedBudget() {
  // One address (this machine) against the capture service of the three in turn.
  const statuses = [];
  for (let i = 0; i < BUDGET * 3; i += 1) {
    const base = bases[i % 3];
    const response = await fetch(`${base}/capture/v1/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ __typename }' }) });
    await response.arrayBuffer();
    statuses.push(response.status);
  }
  const allowed = statuses.filter((s) => s !== 429).length;
  check(allowed === BUDGET, `the GraphQL budget (${BUDGET}/60 s) is one for the three instances`, `${allowed} of ${statuses.length} let through`);
}

async function checkUpload(signed) {
  const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 20, g: 120, b: 200 } } }).png().toBuffer();
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
  check(served.status === 200 && bytes.length > 0, 'C serves the photo uploaded on A', `${served.status}, ${bytes.length} bytes, ${served.headers.get('content-type')}`);
}

async function throughput() {
  // A rough figure, not a benchmark: anonymous /community (kept per instance) from 12 clients for 5 s.
  const cookies = await Promise.all(bases.map((base) => visitorCookie(base)));
  const until = Date.now() + 5000;
  let done = 0;
  await Promise.all(Array.from({ length: 12 }, async (_, i) => {
    const base = bases[i % 3];
    while (Date.now() < until) {
      const response = await fetch(`${base}/community`, { headers: { cookie: cookies[i % 3] } });
      await response.arrayBuffer();
      done += 1;
    }
  }));
  console.log(`     throughput: ${(done / 5).toFixed(0)} anonymous /community pages a second over the three (12 clients, 5 s)`);
}

async function main() {
  if (!fs.existsSync('.next/BUILD_ID')) throw new Error('no production build: run `npm run build` first');
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ridemarket-cluster-logs-'));
  const database = await prepareDatabase('postgres', { adminUrl: ADMIN_URL });
  console.log(`database ${database.where}; logs in ${logDir}; budget on ${process.env.REDIS_URL ? 'Redis' : 'PostgreSQL'}`);
  const instances = PORTS.map((port) => startInstance(port, database.env, logDir));
  try {
    await Promise.all(bases.map((base, i) => waitReady(base, instances[i].child)));
    console.log(`three instances ready: ${bases.join(', ')}`);
    const signed = await checkSession(database.member);
    await checkForgetAcrossInstances(signed);
    await checkSharedBudget();
    await checkUpload(signed);
    await throughput();
  } finally {
    for (const { child } of instances) child.kill('SIGTERM');
    await Promise.all(instances.map(({ child }) => new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)))));
    for (const { dataDir } of instances) fs.rmSync(dataDir, { recursive: true, force: true });
    await database.remove();
  }
  if (failures.length > 0) {
    console.log(`${failures.length} check(s) failed; see the logs in ${logDir}`);
    process.exit(1);
  }
  console.log('every check passed');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
