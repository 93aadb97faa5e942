import type { IncomingMessage } from 'node:http';
import { COOKIE_REFRESH, COOKIE_SESSION, HEADER_SESSION } from '@/lib/identityNames';
import { baseCookieName, parseCookieHeader } from '../auth/cookies';

/**
 * Pages a shared HTTP cache (Varnish, deploy/varnish/ridemarket.vcl) may keep and send to every
 * visitor without a session (docs/operations.md §10 What the shared cache keeps,
 * docs/decisions/0013-shared-page-cache.md). A page declares its family in the page table; the
 * family says how long a shared copy lives. Changes that a page shows ban its copies at once
 * (server/cluster/sharedPaths.ts), so the lifetime bounds only what no change announces: orders
 * taking stock, counts, rankings drifting.
 *
 * s-maxage: how long the shared cache serves its copy; stale-while-revalidate: how long after that
 * it may still send the old copy while it fetches the new one (Varnish grace).
 */
export const SHARED_FAMILIES = {
  /** The home: lists and rankings refreshed by jobs (the ranking refresh bans it). */
  home: { sMaxAge: 60, staleWhileRevalidate: 60 },
  /** Search results and keyword pages: items come and go with sellers' changes. */
  search: { sMaxAge: 60, staleWhileRevalidate: 60 },
  /** An item: price, stock and options are banned on every seller change; a booking is not, hence short. */
  item: { sMaxAge: 30, staleWhileRevalidate: 30 },
  /** A model: its items' prices change without a ban of the model page. */
  model: { sMaxAge: 60, staleWhileRevalidate: 60 },
  /** A business (shop): its profile and items ban it; reviews too. */
  business: { sMaxAge: 120, staleWhileRevalidate: 60 },
  /** Community boards and posts: writes, edits, hides and deletes ban them; comment counts drift. */
  community: { sMaxAge: 30, staleWhileRevalidate: 30 },
  /** Catalog lists, brand and promotion pages. */
  catalog: { sMaxAge: 120, staleWhileRevalidate: 120 },
  /** Notices, FAQ, terms and guides: edited rarely, by the operator. */
  content: { sMaxAge: 600, staleWhileRevalidate: 600 },
} as const;

export type SharedFamily = keyof typeof SHARED_FAMILIES;

/** The Cache-Control of a shared page of `family`. */
export function sharedCacheControl(family: SharedFamily): string {
  const { sMaxAge, staleWhileRevalidate } = SHARED_FAMILIES[family];
  return `public, max-age=0, s-maxage=${sMaxAge}, stale-while-revalidate=${staleWhileRevalidate}`;
}

/** The Cache-Control of a page rendered for its visitor alone (Next's own default for these pages). */
export const PRIVATE_PAGE = 'private, no-cache, no-store, max-age=0, must-revalidate';

/**
 * What a shared page varies on besides its URL: the user agent's class (crawler, phone) decides the
 * shell (server/ssr/shell.ts). The VCL folds every user agent into one of four per class.
 */
export const SHARED_VARY = 'User-Agent';

/**
 * Whether this request may get a shared page: a plain GET of the HTML (not a client-side navigation's
 * JSON) from a visitor with no session: no session or refresh cookie and no session header. Such a
 * visitor's page never depends on who they are; the anonymous id is not used (shell.ts).
 */
export function isSharedRequest(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): boolean {
  if (req.method !== 'GET') return false;
  if (req.headers['x-nextjs-data'] || req.url?.startsWith('/_next/data/')) return false;
  if (req.headers[HEADER_SESSION]) return false;
  const cookies = Object.keys(parseCookieHeader(req.headers.cookie));
  return !cookies.some((name) => {
    const base = baseCookieName(name);
    return base === COOKIE_SESSION || base === COOKIE_REFRESH;
  });
}
