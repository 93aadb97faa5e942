import {
  ANON_COOKIE_MINUTES,
  COOKIE_ANON,
  COOKIE_REFRESH,
  COOKIE_SESSION,
  REFRESH_COOKIE_DAYS,
  SESSION_COOKIE_MINUTES,
} from '@/lib/identityNames';

/**
 * Set-Cookie serialisation for the identity cookies (sid, rid, aid) and the other sealed cookies
 * (oauth state, identity binding, sign-up draft). Values are sealed tokens (base64url), so they need
 * no quoting. Every cookie is HttpOnly (scripts never see a session), SameSite=Lax (not sent on
 * cross-site subrequests, still sent when a person follows a link in from Naver or KakaoTalk),
 * Path=/ with no Domain, and Secure in production.
 *
 * A Secure cookie is named with the __Host- prefix (__Host-sid …). The browser then keeps it only if
 * it came over https with Path=/ and no Domain, so neither a sibling subdomain nor a plain-http
 * response (a hostile Wi-Fi) can plant or overwrite it: no planted session, no login as the
 * attacker. Code names cookies by their short name; the prefix is added here when writing and
 * understood by readCookies when reading.
 */

export type IdentityCookieName = typeof COOKIE_SESSION | typeof COOKIE_REFRESH | typeof COOKIE_ANON;

/** Lifetimes in seconds (docs/product.md §7): session 5 min, refresh 30 days, anonymous id 90 days. */
export const COOKIE_MAX_AGE: Record<IdentityCookieName, number> = {
  [COOKIE_SESSION]: SESSION_COOKIE_MINUTES * 60,
  [COOKIE_REFRESH]: REFRESH_COOKIE_DAYS * 24 * 60 * 60,
  [COOKIE_ANON]: ANON_COOKIE_MINUTES * 60,
};

export type CookieSecurity = { secure: boolean };

export const HOST_PREFIX = '__Host-';

/** The name a cookie has in the browser: __Host-sid when Secure, sid otherwise. */
export function cookieName(name: string, { secure }: CookieSecurity): string {
  return secure ? `${HOST_PREFIX}${name}` : name;
}

/** The short name of a cookie name as the browser has it (__Host-sid → sid). */
export function baseCookieName(name: string): string {
  return name.startsWith(HOST_PREFIX) ? name.slice(HOST_PREFIX.length) : name;
}

export function serializeCookie(
  name: string,
  value: string,
  maxAgeSeconds: number,
  { secure }: CookieSecurity
): string {
  const parts = [
    // __Host- requires exactly this: Secure, Path=/ and no Domain attribute (never add one).
    `${cookieName(name, { secure })}=${encodeURIComponent(value)}`,
    `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** A sealed identity cookie with its standard lifetime (or a shorter one, e.g. a capped session). */
export function identityCookie(
  name: IdentityCookieName,
  sealedValue: string,
  security: CookieSecurity,
  maxAgeSeconds: number = COOKIE_MAX_AGE[name]
): string {
  return serializeCookie(name, sealedValue, Math.min(maxAgeSeconds, COOKIE_MAX_AGE[name]), security);
}

/**
 * Logout: expires the session and refresh cookies. The anonymous id stays, so the visitor's
 * analytics and survey answers remain one person before and after signing out.
 */
export function clearSessionCookies(security: CookieSecurity): string[] {
  return [COOKIE_SESSION, COOKIE_REFRESH].map((name) => serializeCookie(name, '', 0, security));
}

/** The cookie name of a Set-Cookie value, as the browser has it ("__Host-sid=…; Path=/" → "__Host-sid"). */
export function setCookieName(setCookie: string): string {
  const eq = setCookie.indexOf('=');
  return (eq < 0 ? setCookie : setCookie.slice(0, eq)).trim();
}

/**
 * The cookies this server set, by short name, from a request Cookie header. With Secure cookies only
 * the __Host- names count: an unprefixed "sid" was not set by us over https (it was planted by a
 * subdomain or over plain http, or predates the prefix) and is ignored. Without Secure (local http)
 * only unprefixed names count.
 */
export function readCookies(header: string | null | undefined, { secure }: CookieSecurity): Record<string, string> {
  const out: Record<string, string> = Object.create(null);
  const all = parseCookieHeader(header);
  for (const name of Object.keys(all)) {
    const prefixed = name.startsWith(HOST_PREFIX);
    if (prefixed !== secure) continue;
    const base = baseCookieName(name);
    if (base) out[base] = all[name];
  }
  return out;
}

/** Parses a request Cookie header as sent; the first occurrence of a name wins (the most specific path). */
export function parseCookieHeader(header: string | null | undefined): Record<string, string> {
  // No prototype: a cookie named "__proto__" or "constructor" is just a name.
  const out: Record<string, string> = Object.create(null);
  if (!header) return out;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const key = part.slice(0, eq).trim();
    if (!key || key in out) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    out[key] = safeDecode(value);
  }
  return out;
}

/** A malformed %-escape in someone else's cookie must not take the request down. */
function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
