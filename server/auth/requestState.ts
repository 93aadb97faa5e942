import type { IncomingMessage, ServerResponse } from 'node:http';
import { logger } from '../logger';
import type { Viewer } from '../domain/viewer';
import { readCookies, setCookieName, type CookieSecurity } from './cookies';

/**
 * What this server-rendered request has already settled about identity (a freshly minted anonymous
 * id, a refreshed session token), shared by ensureAnonId, resolvePageIdentity and every jar built
 * for the same request, so that calls later in the same getServerSideProps see it. Keyed weakly:
 * it goes away with the request.
 */
export type RequestIdentityState = {
  sessionToken?: string | null;
  anonId?: string;
  /** The viewer resolvePageIdentity settled, reused by the page's in-process operations. */
  page?: { viewer: Viewer | null; anonId: string | null };
};

const states = new WeakMap<IncomingMessage, RequestIdentityState>();

export function requestState(req: IncomingMessage): RequestIdentityState {
  let state = states.get(req);
  if (!state) {
    state = {};
    states.set(req, state);
  }
  return state;
}

/** This server's cookies on a page request, by short name (see readCookies for the __Host- rule). */
export function requestCookies(req: IncomingMessage, security: CookieSecurity): Record<string, string> {
  const header = req.headers.cookie;
  return readCookies(Array.isArray(header) ? header.join('; ') : header, security);
}

/**
 * Adds Set-Cookie values to a Node response, keeping the ones already there (other cookies, other
 * code) except earlier values for the same names, which the new ones supersede.
 */
export function appendSetCookies(res: ServerResponse, cookies: string[]): void {
  if (cookies.length === 0) return;
  if (res.headersSent) {
    // Too late to set cookies; failing the page would be worse than losing them (logged to fix).
    logger.warn('identity cookies dropped: response headers already sent', { names: cookies.map(setCookieName) });
    return;
  }
  const replaced = new Set(cookies.map(setCookieName));
  const current = res.getHeader('set-cookie');
  const existing = current === undefined ? [] : Array.isArray(current) ? current : [String(current)];
  const kept = existing.filter((value) => !replaced.has(setCookieName(value)));
  res.setHeader('set-cookie', [...kept, ...cookies]);
}
