import type { Db } from '../../db/client';
import type { ResolvedIdentity } from '../../auth/identity';
import type { ResolvedIdentityOptions } from '../../auth/identityOptions';
import type { FloorClock } from '../../security/timingFloor';

/** What a REST handler of /app/v4 gets: the request, parsed once, and who is calling. */
export type RestContext = {
  request: Request;
  url: URL;
  /** The parsed JSON body of a POST (undefined for GET; the text itself for a rawBody route); validate it with parseInput. */
  body: unknown;
  db: Db;
  identity: ResolvedIdentity;
  /** The caller's address as rate limits see it (server/security/clientIp.ts). */
  ip: string;
  cookies: Record<string, string>;
  userAgent: string | null;
  /** The public origin (SITE_URL), for links in mail and redirect URIs. */
  siteUrl: string;
  /** Sealing secret, Secure flag and the clock (tests move time). */
  options: ResolvedIdentityOptions;
  /** Set-Cookie values this handler adds (a new session, a sign-up draft). */
  setCookies: string[];
  /** The clock and wait of timing floors (server/security/timingFloor.ts); the real ones unless a test injects its own. */
  floorClock: FloorClock;
};

/** A handler's answer: JSON (200 unless told), or a redirect (303 for POST, 302 for GET). */
export type RestAnswer =
  | { json: unknown; status?: number; headers?: Record<string, string> }
  | { redirect: string; status?: 302 | 303; headers?: Record<string, string> };

export type RestRoute = {
  method: 'GET' | 'POST';
  /** The path after the router's prefix, e.g. `/login`. */
  path: string;
  /** Largest body this route reads (an upload needs more than a form); the router's default otherwise. */
  maxBodyBytes?: number;
  /**
   * A provider's server-to-server callback (a payment webhook): the body is kept as the exact text
   * that was signed (`ctx.body` is that string), and the browser rules (same-origin, JSON content
   * type) do not apply, because no browser sends it: the handler's signature check is the guard.
   */
  rawBody?: boolean;
  handle(ctx: RestContext): Promise<RestAnswer>;
};
