import type { Db } from '../db/client';
import type { Viewer } from '../domain/viewer';
import { COOKIE_ANON, COOKIE_REFRESH, COOKIE_SESSION, HEADER_ANON, HEADER_SESSION } from '@/lib/identityNames';
import { seal, unseal } from '@/server/auth/cookieSeal';
import { isSaneAnonId, newAnonId } from './anonId';
import { clearSessionCookies, identityCookie, readCookies } from './cookies';
import { resolveIdentityOptions, type IdentityOptions, type ResolvedIdentityOptions } from './identityOptions';
import { authenticateSession, refresh } from './sessionService';

export type { IdentityOptions } from './identityOptions';

/**
 * Refresh token header for trusted callers that keep their own storage (native apps). Not in
 * lib/identityNames because no browser code may ever handle a refresh token.
 */
export const HEADER_REFRESH = 'x-rm-refresh';

export type RequestIdentity = {
  viewer: Viewer | null;
  anonId: string | null;
  /**
   * True when anonId came in the sealed aid cookie: the server minted it in an earlier response, so it
   * names one browser that came back. False (or absent) for an id minted on this request, which costs
   * nothing to get again, and for the in-process transport's header (the service context vouches for
   * that one itself). 인기 검색어 counts only verified ids (server/domain/search/popularKeywords.ts).
   */
  anonVerified?: boolean;
  /** Set-Cookie values to add to the response (rotated session, newly minted anonymous id). */
  setCookies: string[];
  /** Plain values for response headers (docs/product.md §7), for callers that keep their own cookies. */
  responseHeaders: Record<string, string>;
};

/**
 * How the request reached us. Only SSR's in-process transport (server/graphql/inProcessTransport.ts)
 * may name the anonymous id in the plain x-rm-anony-id header: the page unsealed that id from the
 * visitor's own cookie, and no network client can send a request as that transport. Over the network
 * the header is not read at all: an id is no secret (it travels in page props and capture commands),
 * and whoever learnt one could otherwise read the recommendations built from that visitor's browsing,
 * claim their page views into an account, or write capture records under their name. A network
 * caller proves its anonymous id with the sealed aid cookie the server gave it, or gets a new one.
 */
export type IdentityTransport = 'network' | 'in-process';

/** The identity plus the access token in force after this request (for the SSR page helper). */
export type ResolvedIdentity = RequestIdentity & { sessionToken: string | null };

/**
 * Tokens go back the way they came. A token that arrived in a header belongs to a trusted caller
 * that stores it itself (the SSR transport, a native app): it gets response headers. A token that
 * arrived in a cookie belongs to a browser: it gets sealed HttpOnly cookies only, and never a
 * response header, which any script on the page could read.
 */
type Channel = 'header' | 'cookie';
type Candidate = { token: string; channel: Channel };

function candidates(header: string | null, sealedCookie: string | undefined, secret: string): Candidate[] {
  const out: Candidate[] = [];
  const fromHeader = header?.trim();
  if (fromHeader) out.push({ token: fromHeader, channel: 'header' });
  const fromCookie = unseal(sealedCookie, secret);
  if (fromCookie && fromCookie !== fromHeader) out.push({ token: fromCookie, channel: 'cookie' });
  return out;
}

type SessionOutcome = Pick<ResolvedIdentity, 'viewer' | 'sessionToken' | 'setCookies' | 'responseHeaders'> & {
  channel: Channel | null;
};

async function resolveSession(
  db: Db,
  headers: Headers,
  cookies: Record<string, string>,
  opts: ResolvedIdentityOptions
): Promise<SessionOutcome> {
  const { secret, secure, now } = opts;
  const out: SessionOutcome = { viewer: null, sessionToken: null, channel: null, setCookies: [], responseHeaders: {} };

  for (const { token, channel } of candidates(headers.get(HEADER_SESSION), cookies[COOKIE_SESSION], secret)) {
    const auth = await authenticateSession(db, token, now);
    if (!auth) continue;
    out.viewer = auth.viewer;
    out.sessionToken = token;
    out.channel = channel;
    // The expiry moved: move the 5-minute cookie (or the caller's copy) with it.
    if (auth.slid && channel === 'cookie') {
      const maxAge = (auth.expiresAt.getTime() - now.getTime()) / 1000;
      out.setCookies.push(identityCookie(COOKIE_SESSION, seal(token, secret), { secure }, maxAge));
    }
    if (auth.slid && channel === 'header') out.responseHeaders[HEADER_SESSION] = token;
    return out;
  }

  // No live access token: a refresh token, if any, keeps the device signed in.
  for (const { token, channel } of candidates(headers.get(HEADER_REFRESH), cookies[COOKIE_REFRESH], secret)) {
    const issued = await refresh(db, token, now);
    if (!issued) continue;
    const auth = await authenticateSession(db, issued.sessionToken, now);
    if (!auth) continue;
    out.viewer = auth.viewer;
    out.sessionToken = issued.sessionToken;
    out.channel = channel;
    if (channel === 'cookie') {
      out.setCookies.push(
        identityCookie(COOKIE_SESSION, seal(issued.sessionToken, secret), { secure }),
        identityCookie(COOKIE_REFRESH, seal(issued.refreshToken, secret), { secure })
      );
    } else {
      out.responseHeaders[HEADER_SESSION] = issued.sessionToken;
      out.responseHeaders[HEADER_REFRESH] = issued.refreshToken;
    }
    return out;
  }

  // Dead cookies (expired, revoked, tampered) would cost a lookup on every request: drop them.
  if (cookies[COOKIE_SESSION] !== undefined || cookies[COOKIE_REFRESH] !== undefined) {
    out.setCookies.push(...clearSessionCookies({ secure }));
  }
  return out;
}

type AnonOutcome = Pick<RequestIdentity, 'anonId' | 'setCookies' | 'responseHeaders'> & { anonVerified: boolean };

function resolveAnonId(
  headers: Headers,
  cookies: Record<string, string>,
  opts: ResolvedIdentityOptions,
  mayMint: boolean,
  transport: IdentityTransport
): AnonOutcome {
  const fromHeader = transport === 'in-process' ? headers.get(HEADER_ANON)?.trim() : undefined;
  const fromCookie = unseal(cookies[COOKIE_ANON], opts.secret);
  // In process the header wins (the page names the id it unsealed or minted for this visitor).
  if (isSaneAnonId(fromHeader)) {
    return { anonId: fromHeader, anonVerified: fromHeader === fromCookie, setCookies: [], responseHeaders: {} };
  }
  if (isSaneAnonId(fromCookie)) return { anonId: fromCookie, anonVerified: true, setCookies: [], responseHeaders: {} };
  if (!mayMint) return { anonId: null, anonVerified: false, setCookies: [], responseHeaders: {} };
  // Absent, forged or junk: this visitor starts a new anonymous identity.
  const anonId = newAnonId();
  return {
    anonId,
    anonVerified: false,
    setCookies: [identityCookie(COOKIE_ANON, seal(anonId, opts.secret), { secure: opts.secure })],
    responseHeaders: { [HEADER_ANON]: anonId },
  };
}

/** resolveRequestIdentity, keeping the access token in force (server-side callers only). */
export async function resolveIdentityWithToken(
  db: Db,
  headers: Headers,
  options: IdentityOptions = {},
  transport: IdentityTransport = 'network',
  /** False for a shared page (server/ssr/sharedPages.ts): its response must set no cookie. */
  mintAnonId = true
): Promise<ResolvedIdentity> {
  const opts = resolveIdentityOptions(options);
  const cookies = readCookies(headers.get('cookie'), opts);
  const session = await resolveSession(db, headers, cookies, opts);
  // A trusted caller that signs in by header sends the session instead of its anonymous id (the API
  // client does): minting one would overwrite the visitor's real id with a new one on every call.
  const anon = resolveAnonId(headers, cookies, opts, mintAnonId && session.channel !== 'header', transport);
  return {
    viewer: session.viewer,
    sessionToken: session.sessionToken,
    anonId: anon.anonId,
    anonVerified: anon.anonVerified,
    setCookies: [...session.setCookies, ...anon.setCookies],
    responseHeaders: { ...session.responseHeaders, ...anon.responseHeaders },
  };
}

/**
 * Who is calling, resolved once per request: the signed-in viewer (from the x-rm-session header or
 * the sealed sid cookie, refreshed from rid when the access token has lapsed) and the anonymous id
 * (sealed aid cookie, or the x-rm-anony-id header of the in-process transport; minted when absent).
 * The caller adds setCookies and responseHeaders to its response.
 */
export async function resolveRequestIdentity(
  db: Db,
  headers: Headers,
  options: IdentityOptions = {},
  transport: IdentityTransport = 'network'
): Promise<RequestIdentity> {
  const { viewer, anonId, anonVerified, setCookies, responseHeaders } = await resolveIdentityWithToken(
    db,
    headers,
    options,
    transport
  );
  return { viewer, anonId, anonVerified, setCookies, responseHeaders };
}
