import { peerIsTrustedProxy } from './clientIp';
import type { TrustProxyInput } from './trustProxy';

/**
 * Same-origin checks shared by the GraphQL CSRF guard and the REST handlers (docs/architecture.md §12,
 * security baseline): a state change must come from a page of this site.
 */

/**
 * Who may speak for the request's public host and protocol: X-Forwarded-Host and -Proto are read
 * only when the socket peer is one of our proxies (TRUST_PROXY). Without one, anyone could name
 * any host in them and make a foreign Origin look like our own.
 */
export type ForwardedTrust = { trustProxy: TrustProxyInput; socketAddress?: string | null };

/** A forwarded header may hold a comma-separated chain; the first hop is the client-facing one. */
function firstValue(value: string | null): string | null {
  const first = value?.split(',')[0].trim();
  return first ? first : null;
}

export function originOf(value: string): string | null {
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * The request's own origin (Host, or X-Forwarded-Host behind our proxy; the actual protocol, or the
 * forwarded one behind our proxy) and SITE_URL.
 */
export function allowedOrigins(request: Request, siteUrl: string | undefined, forwarded?: ForwardedTrust): Set<string> {
  const allowed = new Set<string>();
  const url = new URL(request.url, 'http://localhost');
  const proxied = forwarded !== undefined && peerIsTrustedProxy(forwarded.socketAddress, forwarded.trustProxy);
  const header = (name: string) => (proxied ? firstValue(request.headers.get(name)) : null);
  const proto = header('x-forwarded-proto') ?? url.protocol.replace(/:$/, '');
  for (const host of [header('x-forwarded-host'), request.headers.get('host'), url.host]) {
    const origin = host ? originOf(`${proto}://${host}`) : null;
    if (origin) allowed.add(origin);
  }
  const site = siteUrl ? originOf(siteUrl) : null;
  if (site) allowed.add(site);
  return allowed;
}

/**
 * False when a browser says the request comes from another site: an Origin that is not ours, or
 * Sec-Fetch-Site: cross-site. Requests without either (SSR in-process, native apps) pass; they are
 * not driven by a browser, and the JSON content-type rule still applies to them.
 */
export function isSameOriginRequest(
  request: Request,
  siteUrl: string | undefined,
  forwarded?: ForwardedTrust
): boolean {
  if (request.headers.get('sec-fetch-site') === 'cross-site') return false;
  const origin = request.headers.get('origin');
  if (origin === null) return true;
  const normalized = originOf(origin);
  return normalized !== null && allowedOrigins(request, siteUrl, forwarded).has(normalized);
}

const JSON_TYPES = new Set(['application/json', 'application/graphql+json']);

/** A JSON body can't be sent cross-site without a CORS preflight, which we never grant. */
export function hasJsonContentType(request: Request): boolean {
  const media = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  return JSON_TYPES.has(media);
}
