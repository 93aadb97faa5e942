import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { ServerResponse } from 'node:http';
import type { ShellProps } from '@/lib/shell';
import { requestState } from '../auth/requestState';
import { logger } from '../logger';
import { countPageCache } from '../observability/appMetrics';
import { NONCE_LENGTH, nonceOfPolicy } from '../security/contentSecurityPolicy';

/**
 * Renders a public page once per URL and data refresh for every anonymous visitor, instead of once
 * per request. Anonymous HTML differs between visitors only by the anonymous id in the shell props,
 * so the page is rendered with a same-length placeholder and each response gets its own id back.
 * What else decides the HTML (user-agent class, experiment variants) is part of the key. Members,
 * client-side navigations (/_next/data) and non-200 answers are never cached.
 *
 * The CSP nonce differs per response too (proxy.ts): the kept copy holds a placeholder where the
 * rendering request's nonce was, and every response gets its own request's nonce, the one in its
 * Content-Security-Policy header. Replaying the first visitor's nonce would either break every later
 * page (scripts blocked) or, with a matching stale header, make the nonce guessable.
 *
 * The data behind these pages is already cached for 30 seconds (home, model, filters), so the HTML
 * lives as long: a price change shows up within the same half minute as before.
 */

/** Same length as a minted anonymous id (a UUID), so Content-Length stays right after the swap. */
export const ANON_PLACEHOLDER = 'rm-anon-0000-0000-0000-placeholder00';
if (ANON_PLACEHOLDER.length !== 36) throw new Error('ANON_PLACEHOLDER must be as long as a UUID');
/** Same length as a nonce, for the same reason. */
export const NONCE_PLACEHOLDER = 'rmNoncePlaceholder000000';
if (NONCE_PLACEHOLDER.length !== NONCE_LENGTH) throw new Error('NONCE_PLACEHOLDER must be as long as a nonce');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const TTL_MS = 30_000;
const MAX_ENTRIES = 400;

type Entry = { at: number; status: number; headers: Record<string, string>; body: Buffer };

const entries = new Map<string, Entry>();

function enabled(): boolean {
  return process.env.PAGE_CACHE !== 'off';
}

/** The cache key, or null when this request must be rendered for itself. */
export function pageCacheKey(context: Pick<GetServerSidePropsContext, 'req' | 'resolvedUrl'>, shell: ShellProps, variants: readonly (string | null)[] = []): string | null {
  const { req } = context;
  if (!enabled() || req.method !== 'GET' || !shell.anonId || !UUID.test(shell.anonId)) return null;
  if (req.headers['x-nextjs-data'] || req.url?.startsWith('/_next/data/')) return null;
  if (requestState(req).sessionToken) return null;
  // A page rendered without a nonce (no proxy in front, as in some tests) has nothing to swap in.
  const csp = requestNonce(req) ? 'csp' : 'plain';
  return [context.resolvedUrl, shell.isCrawler ? 'bot' : 'human', shell.isMobile ? 'mobile' : 'desktop', csp, ...variants.map((v) => v ?? '-')].join('|');
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

/** Replaces every `from` by `to` (same length), in a copy when anything changes. */
function swap(body: Buffer, from: string, to: string): Buffer {
  const needle = Buffer.from(from);
  const value = Buffer.from(to);
  if (needle.length !== value.length) throw new Error('page cache swaps equal-length values only');
  let at = body.indexOf(needle);
  if (at === -1) return body;
  const out = Buffer.from(body);
  while (at !== -1) {
    value.copy(out, at);
    at = out.indexOf(needle, at + value.length);
  }
  return out;
}

/** The kept page, made this response's own: its visitor's anonymous id and its CSP nonce. */
function personalise(body: Buffer, anonId: string, nonce: string | null): Buffer {
  const own = swap(body, ANON_PLACEHOLDER, anonId);
  return nonce ? swap(own, NONCE_PLACEHOLDER, nonce) : own;
}

function store(key: string, entry: Entry): void {
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  entries.set(key, entry);
}

const KEPT_HEADERS = ['content-type', 'cache-control', 'vary', 'x-robots-tag'];

/**
 * On a miss, holds the rendered page back until it is complete, keeps it (placeholder inside), and
 * sends this visitor its own copy. Next writes a page with res.write/res.end only.
 */
function captureInto(res: ServerResponse, key: string, anonId: string, nonce: string | null): void {
  const chunks: Buffer[] = [];
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  const toBuffer = (chunk: unknown, encoding?: unknown) =>
    Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk, (typeof encoding === 'string' ? encoding : 'utf8') as BufferEncoding) : Buffer.from(chunk as Uint8Array);
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
    const body = Buffer.concat(chunks);
    if (res.statusCode === 200) {
      const headers: Record<string, string> = {};
      for (const name of KEPT_HEADERS) {
        const value = res.getHeader(name);
        if (value !== undefined) headers[name] = String(value);
      }
      store(key, { at: Date.now(), status: 200, headers, body: nonce ? swap(body, nonce, NONCE_PLACEHOLDER) : body });
    }
    // Rendered with this request's own nonce already: only the anonymous id is swapped in.
    const own = personalise(body, anonId, null);
    if (!res.headersSent) res.setHeader('content-length', own.length);
    const done = [chunk, encoding, callback].find((arg) => typeof arg === 'function') as (() => void) | undefined;
    return end(own, done);
  }) as ServerResponse['end'];
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
): Promise<GetServerSidePropsResult<P>> {
  if (key === null) return load();
  const anonId = requestState(context.req).anonId ?? null;
  if (!anonId || !UUID.test(anonId)) return load();
  const hit = fresh(key);
  // Like a CDN's X-Cache: lets an operator (and the benchmarks) see whether a page was rendered.
  context.res.setHeader('x-page-cache', hit ? 'hit' : 'miss');
  countPageCache(hit ? 'hit' : 'miss');
  if (hit) {
    for (const [name, value] of Object.entries(hit.headers)) context.res.setHeader(name, value);
    const body = personalise(hit.body, anonId, requestNonce(context.req));
    context.res.setHeader('content-length', body.length);
    context.res.statusCode = hit.status;
    context.res.end(body);
    return { props: {} as P };
  }
  const result = await load();
  if (!('props' in result)) return result;
  try {
    captureInto(context.res, key, anonId, requestNonce(context.req));
  } catch (error) {
    logger.warn('page cache capture skipped', { error: String(error) });
    return result;
  }
  const props = await result.props;
  return { props: { ...props, shell: { ...props.shell, anonId: ANON_PLACEHOLDER } } };
}

/** For tests: forget every kept page. */
export function clearPageCache(): void {
  entries.clear();
}

/**
 * Forgets the kept copies of a page and of the pages under it (`/nearby_store/12` also drops
 * `/nearby_store/12/list?…`), so that a seller's change shows to the next visitor at once instead of
 * after the TTL. Per process, like the cache itself.
 */
export function forgetCachedPages(path: string): void {
  for (const key of [...entries.keys()]) {
    const url = key.slice(0, key.indexOf('|'));
    const pathname = url.split('?')[0];
    if (pathname === path || pathname.startsWith(`${path}/`)) entries.delete(key);
  }
}
