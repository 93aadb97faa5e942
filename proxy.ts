import { NextResponse, type NextRequest } from 'next/server';
import { apiBaseFor } from '@/lib/apiBase';
import { contentSecurityPolicy, isAdminPath, newNonce } from '@/server/security/contentSecurityPolicy';
import { prerenderedScriptHashes } from '@/server/security/prerenderedScripts';
import { strictTransportSecurity } from '@/server/security/strictTransportSecurity';

/**
 * Security headers that change per response or per deployment, for every page (next.config.js
 * keeps the constant ones). Each page response gets a fresh CSP nonce. The policy is also set on the
 * request, replacing anything the client sent: Next.js takes the nonce for its own scripts from the
 * request's policy, and _document and the anonymous page cache read it from there too, so the HTML
 * and the header always carry the same nonce. The prerendered 404/500 pages carry no nonce; their
 * inline scripts are admitted by hash.
 *
 * HSTS is read at request time: next.config.js headers() are frozen at build, but SITE_URL is a
 * deployment setting.
 */
export function proxy(request: NextRequest): NextResponse {
  const policy = contentSecurityPolicy({
    nonce: newNonce(),
    pathname: request.nextUrl.pathname,
    dev: process.env.NODE_ENV !== 'production',
    apiOrigin: apiOrigin(),
    scriptHashes: prerenderedScriptHashes(),
  });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('content-security-policy', policy);
  if (isAdminPath(request.nextUrl.pathname)) {
    // The operator console: never indexed, never kept by any cache (docs/decisions/0014-operator-console.md).
    response.headers.set('x-robots-tag', 'noindex, nofollow');
    response.headers.set('cache-control', 'no-store');
  }
  const hsts = strictTransportSecurity(process.env.SITE_URL);
  if (hsts) response.headers.set('strict-transport-security', hsts);
  return response;
}

/** The API the browser bundle calls (next.config.js inlines NEXT_PUBLIC_APP_ENV into both). */
function apiOrigin(): string {
  const base = apiBaseFor(process.env.NEXT_PUBLIC_APP_ENV);
  return base ? new URL(base).origin : '';
}

export const config = {
  matcher: [
    // Pages only. Not: build assets, public files, and the API routes (JSON, images, feeds), whose
    // request bodies must reach their own size limits unbuffered by the proxy.
    '/((?!_next/static/|_next/image|api/|app/v4/|item/v1/|order/v1/|capture/v1/|admin/v1/|fonts/|favicon\\.svg$|og-home\\.png$|icons/|manifest\\.webmanifest$|push-sw\\.js$|robots\\.txt$|readyz$|sitemap\\.xml$|sitemaps/|ep/).*)',
  ],
};
