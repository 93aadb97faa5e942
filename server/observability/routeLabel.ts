import type { IncomingMessage } from 'node:http';

/**
 * The route a request was served by, as a bounded metric label: Next's page or API route pattern
 * (`/services/[id]`, `/api/graphql/order`, `/404`), never the raw path with its ids. Next records the
 * route it matched in its request metadata (after rewrites, so `/order/v1/graphql` reads as
 * `/api/graphql/order`); what Next serves without a route (build assets, public files) or what never
 * reached Next falls into a handful of fixed names.
 */
const NEXT_REQUEST_META = Symbol.for('NextInternalRequestMeta');

type NextMeta = { match?: { definition?: { page?: unknown } } };

export function routeLabel(req: IncomingMessage, pathname: string): string {
  const page = (req as unknown as Record<symbol, NextMeta | undefined>)[NEXT_REQUEST_META]?.match?.definition?.page;
  if (typeof page === 'string' && page.startsWith('/') && page.length <= 160) return page;
  return fallbackRoute(pathname);
}

export function fallbackRoute(pathname: string): string {
  if (pathname === '/metrics') return '/metrics';
  if (pathname.startsWith('/_next/static/')) return '/_next/static';
  if (pathname.startsWith('/_next/image')) return '/_next/image';
  if (pathname.startsWith('/_next/data/')) return '/_next/data';
  if (/\.[A-Za-z0-9]{1,8}$/.test(pathname)) return 'public-file';
  return 'unmatched';
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The method as a label: a made-up one counts as OTHER. */
export function methodLabel(method: string | undefined): string {
  const upper = (method ?? '').toUpperCase();
  return METHODS.has(upper) ? upper : 'OTHER';
}
