import crypto from 'node:crypto';
import type { Db } from '../db/client';
import type { Viewer } from '../graphql/context';
import { COOKIE_ANON, HEADER_ANON } from '@/lib/identityNames';

export type RequestIdentity = {
  viewer: Viewer | null;
  anonId: string | null;
  /** Set-Cookie values to add to the response (rotated session, newly minted anonymous id). */
  setCookies: string[];
  /** Plain values for response headers (SPEC.md §7), for callers that keep their own cookies. */
  responseHeaders: Record<string, string>;
};

export function parseCookieHeader(header: string | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const key = part.slice(0, eq).trim();
    if (key && !(key in out)) out[key] = decodeURIComponent(part.slice(eq + 1).trim());
  }
  return out;
}

export function newAnonId(): string {
  return crypto.randomUUID();
}

/**
 * Resolves who is calling. First version: the anonymous id from the header or the cookie; the
 * session lookup extends this in server/auth (sessions land with the session mechanism).
 */
export async function resolveRequestIdentity(_db: Db, headers: Headers): Promise<RequestIdentity> {
  const cookies = parseCookieHeader(headers.get('cookie'));
  const anonId = headers.get(HEADER_ANON) ?? cookies[COOKIE_ANON] ?? null;
  return { viewer: null, anonId, setCookies: [], responseHeaders: {} };
}
