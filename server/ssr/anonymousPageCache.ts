import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { ShellProps } from '@/lib/shell';
import { requestState } from '../auth/requestState';
import { logger } from '../logger';
import { countPageCache } from '../observability/appMetrics';
import { nonceOfPolicy, sharedPolicy } from '../security/contentSecurityPolicy';
import { withoutNonce } from '../security/sharedPageScripts';
import { forgetEverywhere, registerForgetter } from '../cluster/cacheBus';
import { PRIVATE_PAGE, SHARED_VARY, sharedCacheControl, type SharedFamily } from './sharedPages';

/**
 * Renders a public page once per URL and data refresh for every anonymous visitor, instead of once
 * per request. Anonymous HTML differs between visitors only by the anonymous id in the shell props,
 * so the page is rendered with a stand-in id and each response gets its own id back. What else
 * decides the HTML (user-agent class, experiment variants) is part of the key. Members, client-side
 * navigations (/_next/data) and non-200 answers are never cached.
 *
 * The CSP nonce differs per response too (proxy.ts): every response gets its own request's nonce, the
 * one in its Content-Security-Policy header. Replaying the first visitor's nonce would either break
 * every later page (scripts blocked) or, with a matching stale header, make the nonce guessable.
 *
 * The visitor's values go only where the template put them. The stand-in id is a random UUID minted
 * for that one render, and the nonce is the rendering request's own: neither existed when anything a
 * member wrote was stored, so every place the rendered page holds them is the template's. The kept
 * copy is cut at those places when it is stored, and a response is its parts joined with its own
 * visitor's values. A fixed placeholder replaced over the whole page, as before, also replaced it in
 * a community post that quoted it, handing each reader's id (and nonce) to the post's links.
 *
 * The data behind these pages is already cached for 30 seconds (home, model, filters), so the HTML
 * lives as long: a price change shows up within the same half minute as before.
 *
 * A shared page (server/ssr/sharedPages.ts: a page with a family, for a visitor with no session) has
 * no visitor's values at all: it is rendered without the anonymous id, its nonce is taken out
 * (server/security/sharedPageScripts.ts) and it goes out `public` with its family's s-maxage, the
 * same bytes to everyone, here and from the shared HTTP cache in front (docs/operations.md §10
 * What the shared cache keeps). A response that sets a cookie is never shared.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const TTL_MS = 30_000;
const MAX_ENTRIES = 400;

/** What a response fills in: its visitor's anonymous id and its request's CSP nonce. */
type Slot = 'anon' | 'nonce';
/** A kept page cut at the template's places: parts[0], slots[0], parts[1], …, the last part. */
type PageTemplate = { parts: Buffer[]; slots: Slot[] };

type Entry = { at: number; status: number; headers: Record<string, string>; page: PageTemplate };

const entries = new Map<string, Entry>();

function enabled(): boolean {
  return process.env.PAGE_CACHE !== 'off';
}

/**
 * The key of a shared page: what decides its HTML besides the URL is only the user-agent class.
 * Null with PAGE_CACHE=off: the page is still made shareable, but not kept in the process.
 */
export function sharedPageKey(
  context: Pick<GetServerSidePropsContext, 'resolvedUrl'>,
  shell: ShellProps
): string | null {
  if (!enabled()) return null;
  return [context.resolvedUrl, shell.isCrawler ? 'bot' : 'human', shell.isMobile ? 'mobile' : 'desktop', 'shared'].join(
    '|'
  );
}

/** The cache key, or null when this request must be rendered for itself. */
export function pageCacheKey(
  context: Pick<GetServerSidePropsContext, 'req' | 'resolvedUrl'>,
  shell: ShellProps,
  variants: readonly (string | null)[] = []
): string | null {
  const { req } = context;
  if (!enabled() || req.method !== 'GET' || !shell.anonId || !UUID.test(shell.anonId)) return null;
  if (req.headers['x-nextjs-data'] || req.url?.startsWith('/_next/data/')) return null;
  if (requestState(req).sessionToken) return null;
  // A page rendered without a nonce (no proxy in front, as in some tests) has no nonce to fill in.
  const csp = requestNonce(req) ? 'csp' : 'plain';
  return [
    context.resolvedUrl,
    shell.isCrawler ? 'bot' : 'human',
    shell.isMobile ? 'mobile' : 'desktop',
    csp,
    ...variants.map((v) => v ?? '-'),
  ].join('|');
}

/** This request's CSP nonce, as proxy.ts set it in the request's policy (where Next.js reads it). */
function requestNonce(req: GetServerSidePropsContext['req']): string | null {
  return nonceOfPolicy(req.headers['content-security-policy']);
}

function fresh(key: string): Entry | null {
  const entry = entries.get(key);
  if (!entry) return null;
  if (Date.now() - entry.at > TTL_MS) {
    entries.delete(key);
    return null;
  }
  return entry;
}

/**
 * Cuts the rendered page at every place it holds one of `marks` (values only the template can have
 * written: this render's stand-in id, this request's nonce).
 */
function cut(body: Buffer, marks: readonly { slot: Slot; value: string }[]): PageTemplate {
  const places: { at: number; end: number; slot: Slot }[] = [];
  for (const { slot, value } of marks) {
    const needle = Buffer.from(value);
    if (needle.length === 0) continue;
    for (let at = body.indexOf(needle); at !== -1; at = body.indexOf(needle, at + needle.length)) {
      places.push({ at, end: at + needle.length, slot });
    }
  }
  places.sort((a, b) => a.at - b.at);
  const parts: Buffer[] = [];
  const slots: Slot[] = [];
  let from = 0;
  for (const place of places) {
    if (place.at < from) continue;
    parts.push(body.subarray(from, place.at));
    slots.push(place.slot);
    from = place.end;
  }
  parts.push(body.subarray(from));
  return { parts, slots };
}

/** The kept page, made this response's own: its parts joined with its visitor's values. */
function fill(page: PageTemplate, values: Record<Slot, string>): Buffer {
  const chunks = [page.parts[0]];
  page.slots.forEach((slot, i) => chunks.push(Buffer.from(values[slot]), page.parts[i + 1]));
  return Buffer.concat(chunks);
}

function keep(key: string, entry: Entry): void {
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  entries.set(key, entry);
}

const KEPT_HEADERS = ['content-type', 'cache-control', 'vary', 'x-robots-tag'];

/** A shared page's policy is part of it (its scripts' hashes); any other page's is its request's own. */
function keptHeaders(res: ServerResponse, withPolicy = false): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of withPolicy ? [...KEPT_HEADERS, 'content-security-policy'] : KEPT_HEADERS) {
    const value = res.getHeader(name);
    if (value !== undefined) headers[name] = String(value);
  }
  return headers;
}

/**
 * Holds the rendered page back until it is complete, then hands it to `finish`, which answers the
 * bytes this visitor gets. Next writes a page with res.write/res.end only.
 */
function holdUntilEnd(res: ServerResponse, finish: (body: Buffer) => Buffer): void {
  const chunks: Buffer[] = [];
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  const toBuffer = (chunk: unknown, encoding?: unknown) =>
    Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === 'string'
        ? Buffer.from(chunk, (typeof encoding === 'string' ? encoding : 'utf8') as BufferEncoding)
        : Buffer.from(chunk as Uint8Array);
  res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    chunks.push(toBuffer(chunk, encoding));
    const done = typeof encoding === 'function' ? encoding : callback;
    if (typeof done === 'function') queueMicrotask(() => (done as () => void)());
    return true;
  }) as ServerResponse['write'];
  res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') chunks.push(toBuffer(chunk, encoding));
    res.write = write;
    res.end = end;
    const own = finish(Buffer.concat(chunks));
    if (!res.headersSent) res.setHeader('content-length', own.length);
    const done = [chunk, encoding, callback].find((arg) => typeof arg === 'function') as (() => void) | undefined;
    return end(own, done);
  }) as ServerResponse['end'];
}

/**
 * Makes a rendered page shared (public, no nonce) when it may be: a 200 that sets no cookie, whose
 * nonce could be taken out. Anything else goes out as rendered, private.
 */
function shareRendered(res: ServerResponse, body: Buffer, nonce: string | null, family: SharedFamily): Buffer | null {
  if (res.statusCode !== 200 || res.headersSent || res.getHeader('set-cookie') !== undefined) return null;
  let html = body;
  if (nonce) {
    const policy = res.getHeader('content-security-policy');
    const shared = withoutNonce(body.toString('utf8'), nonce);
    if (!shared || typeof policy !== 'string') return null;
    html = Buffer.from(shared.html, 'utf8');
    res.setHeader('content-security-policy', sharedPolicy(policy, shared.scriptHashes));
  }
  res.setHeader('cache-control', sharedCacheControl(family));
  res.setHeader('vary', SHARED_VARY);
  return html;
}

/**
 * On a shared page's miss: holds it back, makes it shared, keeps it (under `key`, unless the cache is
 * off) and sends it. A page that cannot be shared goes out private, as rendered, and is not kept.
 */
function captureShared(res: ServerResponse, key: string | null, nonce: string | null, family: SharedFamily): void {
  holdUntilEnd(res, (body) => {
    const shared = shareRendered(res, body, nonce, family);
    if (!shared) {
      res.setHeader('cache-control', PRIVATE_PAGE);
      return body;
    }
    if (key !== null)
      keep(key, { at: Date.now(), status: 200, headers: keptHeaders(res, true), page: { parts: [shared], slots: [] } });
    return shared;
  });
}

/**
 * On a miss, holds the rendered page back until it is complete, keeps it (cut at the stand-in id and
 * the nonce), and sends this visitor its own copy.
 */
function captureInto(res: ServerResponse, key: string, standIn: string, anonId: string, nonce: string | null): void {
  holdUntilEnd(res, (body) => {
    const page = cut(body, [
      { slot: 'anon', value: standIn },
      ...(nonce ? [{ slot: 'nonce' as const, value: nonce }] : []),
    ]);
    if (res.statusCode === 200) keep(key, { at: Date.now(), status: 200, headers: keptHeaders(res), page });
    return fill(page, { anon: anonId, nonce: nonce ?? '' });
  });
}

type Props = { shell: ShellProps } & Record<string, unknown>;

/**
 * Wraps a page's loader: a fresh cached copy is sent at once (Next then skips rendering, because the
 * response is already sent); otherwise the loader runs and the page is rendered and kept.
 */
export async function withAnonymousPageCache<P extends Props>(
  context: GetServerSidePropsContext,
  key: string | null,
  load: () => Promise<GetServerSidePropsResult<P>>,
  shared: SharedFamily | null = null
): Promise<GetServerSidePropsResult<P>> {
  if (shared !== null) return withSharedPage(context, key, load, shared);
  if (key === null) return load();
  const anonId = requestState(context.req).anonId ?? null;
  if (!anonId || !UUID.test(anonId)) return load();
  const hit = fresh(key);
  // Like a CDN's X-Cache: lets an operator (and the benchmarks) see whether a page was rendered.
  context.res.setHeader('x-page-cache', hit ? 'hit' : 'miss');
  countPageCache(hit ? 'hit' : 'miss');
  if (hit) {
    for (const [name, value] of Object.entries(hit.headers)) context.res.setHeader(name, value);
    // The key keeps pages rendered with a policy apart from those without: a kept page with nonce
    // places is only ever sent in answer to a request that has a nonce.
    const body = fill(hit.page, { anon: anonId, nonce: requestNonce(context.req) ?? '' });
    context.res.setHeader('content-length', body.length);
    context.res.statusCode = hit.status;
    context.res.end(body);
    return { props: {} as P };
  }
  const result = await load();
  if (!('props' in result)) return result;
  // This render's stand-in for the visitor's id: new each time, so no stored text can contain it.
  const standIn = randomUUID();
  try {
    captureInto(context.res, key, standIn, anonId, requestNonce(context.req));
  } catch (error) {
    logger.warn('page cache capture skipped', { error: String(error) });
    return result;
  }
  const props = await result.props;
  return { props: { ...props, shell: { ...props.shell, anonId: standIn } } };
}

/** A shared page: the same bytes and headers for every visitor, from the process's copy when fresh. */
async function withSharedPage<P extends Props>(
  context: GetServerSidePropsContext,
  key: string | null,
  load: () => Promise<GetServerSidePropsResult<P>>,
  family: SharedFamily
): Promise<GetServerSidePropsResult<P>> {
  // A response that already sets a cookie is rendered for itself (and goes out private).
  const hit = key === null || context.res.getHeader('set-cookie') !== undefined ? null : fresh(key);
  if (key !== null) {
    context.res.setHeader('x-page-cache', hit ? 'hit' : 'miss');
    countPageCache(hit ? 'hit' : 'miss');
  }
  if (hit) {
    for (const [name, value] of Object.entries(hit.headers)) context.res.setHeader(name, value);
    const body = fill(hit.page, { anon: '', nonce: '' });
    context.res.setHeader('content-length', body.length);
    context.res.statusCode = hit.status;
    context.res.end(body);
    return { props: {} as P };
  }
  // Private until the finished page proves shareable: a redirect or a 404 is never kept.
  context.res.setHeader('cache-control', PRIVATE_PAGE);
  const result = await load();
  if (!('props' in result)) return result;
  try {
    captureShared(context.res, key, requestNonce(context.req), family);
  } catch (error) {
    logger.warn('shared page capture skipped', { error: String(error) });
    context.res.setHeader('cache-control', PRIVATE_PAGE);
  }
  return result;
}

/** For tests: forget every kept page. */
export function clearPageCache(): void {
  entries.clear();
}

/**
 * Forgets the kept copies of a page and of the pages under it (`/nearby_store/12` also drops
 * `/nearby_store/12/list?…`), so that a seller's change shows to the next visitor at once instead of
 * after the TTL: in this process, and through the cache channel in every other instance
 * (server/cluster/cacheBus.ts). Null forgets every page.
 */
export function forgetCachedPages(path: string | null): void {
  forgetEverywhere('pages', null, path);
}

registerForgetter('pages', (_db, path) => {
  if (path === null) entries.clear();
  else forgetPagesHere(path);
});

function forgetPagesHere(path: string): void {
  for (const key of [...entries.keys()]) {
    const url = key.slice(0, key.indexOf('|'));
    const pathname = url.split('?')[0];
    if (pathname === path || pathname.startsWith(`${path}/`)) entries.delete(key);
  }
}
