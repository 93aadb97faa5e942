import {
  ANON_COOKIE_MINUTES,
  COOKIE_ANON,
  COOKIE_REFRESH,
  COOKIE_SESSION,
  REFRESH_COOKIE_DAYS,
  SESSION_COOKIE_MINUTES,
} from '@/lib/identityNames';

/**
 * Set-Cookie serialisation for the identity cookies (sid, rid, aid). Values are sealed tokens
 * (base64url), so they need no quoting. Every identity cookie is HttpOnly (scripts never see a
 * session), SameSite=Lax (not sent on cross-site subrequests, still sent when a person follows a
 * link in from Naver or KakaoTalk), Path=/, and Secure in production.
 */

export type IdentityCookieName = typeof COOKIE_SESSION | typeof COOKIE_REFRESH | typeof COOKIE_ANON;

/** Lifetimes in seconds (SPEC.md §7): session 5 min, refresh 30 days, anonymous id 90 days. */
export const COOKIE_MAX_AGE: Record<IdentityCookieName, number> = {
  [COOKIE_SESSION]: SESSION_COOKIE_MINUTES * 60,
  [COOKIE_REFRESH]: REFRESH_COOKIE_DAYS * 24 * 60 * 60,
  [COOKIE_ANON]: ANON_COOKIE_MINUTES * 60,
};

export type CookieSecurity = { secure: boolean };

export function serializeCookie(name: string, value: string, maxAgeSeconds: number, { secure }: CookieSecurity): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
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
  maxAgeSeconds: number = COOKIE_MAX_AGE[name],
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

/** The cookie name of a Set-Cookie value ("sid=…; Path=/" → "sid"). */
export function setCookieName(setCookie: string): string {
  const eq = setCookie.indexOf('=');
  return (eq < 0 ? setCookie : setCookie.slice(0, eq)).trim();
}

/** Parses a request Cookie header; the first occurrence of a name wins (the most specific path). */
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
