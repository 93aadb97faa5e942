// The app's side of bench:ssr: a fresh database per kind (PGlite in a temporary DATA_DIR, or a new
// PostgreSQL database), migrated and seeded as the server's start does and given one email member;
// the member's sign-in through the real login endpoint; and one plain fetch of a page to read what
// it serializes into __NEXT_DATA__ (the Redux state next-redux-wrapper hands the browser).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, runTsx } from './benchDb.mjs';

// PostgreSQL in production needs a shared session secret; any fixed one does for a benchmark.
const BENCH_SESSION_SECRET = 'bench-ssr-session-secret-0123456789abcdef0123';

/**
 * A fresh seeded database of `kind` ('pglite' | 'postgres') with a member to sign in as.
 * Answers { env (for startServer), member: { email, password }, where, remove() }.
 */
export async function prepareDatabase(kind, { adminUrl }) {
  // Both kinds get their own DATA_DIR: the server keeps its secret and files there.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `ridemarket-bench-${kind}-`));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (kind === 'pglite') {
    try {
      const member = await runTsx('scripts/bench/ssrPrepare.ts', { DATA_DIR: dataDir, DATABASE_URL: undefined });
      return {
        env: { DATA_DIR: dataDir, DATABASE_URL: undefined },
        member,
        where: `PGlite ${dataDir}`,
        remove: async () => removeDir(),
      };
    } catch (error) {
      removeDir();
      throw error;
    }
  }
  if (kind !== 'postgres') throw new Error(`unknown database kind ${kind} (BENCH_DBS takes pglite,postgres)`);
  const db = await createDatabase(adminUrl, 'rm_bench_ssr');
  const remove = async () => {
    removeDir();
    await db.drop();
  };
  try {
    const member = await runTsx('scripts/bench/ssrPrepare.ts', { DATA_DIR: dataDir, DATABASE_URL: db.url });
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: db.url, SESSION_SECRET: BENCH_SESSION_SECRET },
      member,
      where: `PostgreSQL ${db.host}/${db.name}`,
      remove,
    };
  } catch (error) {
    await remove();
    throw error;
  }
}

/** The `name=value` pairs of a response's Set-Cookie headers, leaving out cookies it expires. */
export function setCookies(response) {
  return response.headers
    .getSetCookie()
    .filter((line) => !/;\s*max-age=0\b/i.test(line))
    .map((line) => line.split(';')[0])
    .filter((pair) => pair.split('=')[1]);
}

/** Cookie header of `pairs`, a later pair replacing an earlier one of the same name. */
export function cookieHeader(pairs) {
  const byName = new Map(pairs.map((pair) => [pair.split('=')[0], pair]));
  return [...byName.values()].join('; ');
}

/**
 * A returning visitor's Cookie header: the anonymous id the first visit gave. Both identities carry
 * it, as browsers do, so a member row differs from its anonymous row by the session alone.
 */
export async function visitorCookie(base) {
  const response = await fetch(`${base}/healthz`);
  await response.arrayBuffer();
  const pairs = setCookies(response);
  if (pairs.length === 0) throw new Error('the first visit got no anonymous id cookie');
  return cookieHeader(pairs);
}

/**
 * Signs the member in through POST /app/v4/auth/login (same-origin JSON, as the login form sends it)
 * from a browser holding `cookie`, and answers the Cookie header that browser sends afterwards.
 */
export async function signIn(base, { email, password }, cookie) {
  const response = await fetch(`${base}/app/v4/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, referer: `${base}/login`, cookie },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok)
    throw new Error(`login as ${email} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  const pairs = setCookies(response);
  if (pairs.length === 0) throw new Error('login answered no session cookie');
  return cookieHeader([...cookie.split('; '), ...pairs]);
}

/**
 * Whether `headers` carry a live session: the member-only page /user/my_page renders (200) for a
 * member and sends anyone else to the login page. Pages such as /healthz serialize no viewer, so
 * their state can't tell.
 */
export async function isSignedIn(base, headers) {
  const response = await fetch(`${base}/user/my_page`, { headers, redirect: 'manual' });
  await response.arrayBuffer();
  return response.status === 200;
}

const NEXT_DATA = /<script id="__NEXT_DATA__"[^>]*>(.*?)<\/script>/s;

/** Where next-redux-wrapper put the serialized store: pageProps.initialState (getServerSideProps). */
function reduxStateOf(data) {
  const places = [
    ['props.pageProps.initialState', data?.props?.pageProps?.initialState],
    ['props.initialState', data?.props?.initialState],
    ['props.initialProps.initialState', data?.props?.initialProps?.initialState],
  ];
  const found = places.find(([, value]) => value !== undefined);
  return found ? { where: found[0], state: found[1] } : { where: null, state: undefined };
}

/**
 * Fetches `pathname` once with `headers` and measures what it sends: status, HTML bytes, the
 * __NEXT_DATA__ bytes and the serialized Redux state's bytes (UTF-8 JSON, as it sits in the page).
 */
export async function pageFacts(base, pathname, headers = {}) {
  const response = await fetch(base + pathname, { headers, redirect: 'manual' });
  const html = await response.text();
  const raw = NEXT_DATA.exec(html)?.[1];
  const data = raw ? JSON.parse(raw) : null;
  const { where, state } = reduxStateOf(data);
  return {
    status: response.status,
    htmlBytes: Buffer.byteLength(html),
    nextDataBytes: raw ? Buffer.byteLength(raw) : null,
    stateBytes: state === undefined ? null : Buffer.byteLength(JSON.stringify(state)),
    stateWhere: where,
    slices: state && typeof state === 'object' ? Object.keys(state).length : null,
  };
}
