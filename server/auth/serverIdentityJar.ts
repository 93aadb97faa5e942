import type { IncomingMessage, ServerResponse } from 'node:http';
import { COOKIE_ANON, COOKIE_REFRESH, COOKIE_SESSION, HEADER_ANON, HEADER_SESSION } from '@/lib/identityNames';
import { seal, unseal } from '@/server/auth/cookieSeal';
import { isSaneAnonId, newAnonId } from './anonId';
import { baseCookieName, identityCookie, parseCookieHeader, setCookieName, type IdentityCookieName } from './cookies';
import { resolveIdentityOptions, type IdentityOptions } from './identityOptions';
import { appendSetCookies, requestCookies, requestState } from './requestState';
import { isTokenShape } from './tokens';

/**
 * The identity jar of server-side rendering: where the API client (api/, in-process transport)
 * reads the session and anonymous id to send as headers, and where it stores what the services
 * answer. Structurally the same as api/identityJar.ts (not imported: server code doesn't depend on
 * the client). Values live in the browser as sealed HttpOnly cookies; this jar unseals them from the
 * page request and seals new values into the page response.
 */
export type IdentityJar = {
  getSessionToken(): string | null;
  getAnonId(): string | null;
  storeFromResponse(headers: Headers): void;
};

export type JarOptions = Pick<IdentityOptions, 'secret' | 'secure'>;

const IDENTITY_COOKIES = new Set<string>([COOKIE_SESSION, COOKIE_REFRESH, COOKIE_ANON]);

/** The value a Set-Cookie sets ("" when it clears the cookie). */
function setCookieValue(setCookie: string): string {
  const first = setCookie.split(';', 1)[0];
  return parseCookieHeader(first)[setCookieName(setCookie)] ?? '';
}

export class ServerIdentityJar implements IdentityJar {
  private readonly secret: string;
  private readonly secure: boolean;

  constructor(
    private readonly req: IncomingMessage,
    private readonly res: ServerResponse,
    options: JarOptions = {}
  ) {
    const resolved = resolveIdentityOptions(options);
    this.secret = resolved.secret;
    this.secure = resolved.secure;
  }

  getSessionToken(): string | null {
    const state = requestState(this.req);
    if (state.sessionToken !== undefined) return state.sessionToken;
    const token = unseal(requestCookies(this.req, { secure: this.secure })[COOKIE_SESSION], this.secret);
    return isTokenShape(token) ? token : null;
  }

  getAnonId(): string | null {
    const state = requestState(this.req);
    if (state.anonId) return state.anonId;
    const anonId = unseal(requestCookies(this.req, { secure: this.secure })[COOKIE_ANON], this.secret);
    return isSaneAnonId(anonId) ? anonId : null;
  }

  /**
   * Seals x-rm-session / x-rm-anony-id from a service response into the page's cookies. Identity
   * Set-Cookie values the service set itself (when the transport forwarded the browser's cookies,
   * e.g. a rotated refresh token) are relayed too: dropping a rotated refresh cookie would leave the
   * browser with a spent token, whose next use looks like theft and signs the person out.
   */
  storeFromResponse(headers: Headers): void {
    const state = requestState(this.req);
    // The visitor's anonymous id is kept for its 90 days: an id a service minted because it wasn't
    // sent (signed-in calls send only the session) must not replace the one the browser holds.
    const knownAnonId = this.getAnonId();
    const out = new Map<IdentityCookieName, string>();
    // Headers from a ponyfill may predate getSetCookie; then there is nothing to relay.
    const relayed = typeof headers.getSetCookie === 'function' ? headers.getSetCookie() : [];
    for (const setCookie of relayed) {
      const name = baseCookieName(setCookieName(setCookie));
      if (!IDENTITY_COOKIES.has(name) || (name === COOKIE_ANON && knownAnonId)) continue;
      out.set(name as IdentityCookieName, setCookie);
      const value = unseal(setCookieValue(setCookie), this.secret);
      if (name === COOKIE_SESSION) state.sessionToken = isTokenShape(value) ? value : null;
      if (name === COOKIE_ANON && isSaneAnonId(value)) state.anonId = value;
    }
    const sessionToken = headers.get(HEADER_SESSION);
    if (isTokenShape(sessionToken)) {
      out.set(COOKIE_SESSION, this.cookie(COOKIE_SESSION, sessionToken));
      state.sessionToken = sessionToken;
    }
    const anonId = headers.get(HEADER_ANON);
    if (isSaneAnonId(anonId) && !knownAnonId && !out.has(COOKIE_ANON)) {
      out.set(COOKIE_ANON, this.cookie(COOKIE_ANON, anonId));
      state.anonId = anonId;
    }
    appendSetCookies(this.res, [...out.values()]);
  }

  private cookie(name: IdentityCookieName, value: string): string {
    return identityCookie(name, seal(value, this.secret), { secure: this.secure });
  }
}

export function createServerIdentityJar(
  req: IncomingMessage,
  res: ServerResponse,
  options?: JarOptions
): ServerIdentityJar {
  return new ServerIdentityJar(req, res, options);
}

/**
 * A visitor without an anonymous id gets one on the first server-rendered response (docs/product.md §6):
 * returns the id to use for this request, and sets the sealed aid cookie when it is new.
 */
export function ensureAnonId(req: IncomingMessage, res: ServerResponse, options: JarOptions = {}): string {
  const state = requestState(req);
  if (state.anonId) return state.anonId;
  const { secret, secure } = resolveIdentityOptions(options);
  const existing = unseal(requestCookies(req, { secure })[COOKIE_ANON], secret);
  if (isSaneAnonId(existing)) {
    state.anonId = existing;
    return existing;
  }
  const anonId = newAnonId();
  appendSetCookies(res, [identityCookie(COOKIE_ANON, seal(anonId, secret), { secure })]);
  state.anonId = anonId;
  return anonId;
}
