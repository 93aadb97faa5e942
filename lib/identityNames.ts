/**
 * Names of the identity cookies and headers (docs/product.md §7). Cookies are short names; the values are
 * sealed (encrypted and authenticated) by the server, HttpOnly. Headers carry plain values between
 * a trusted caller and the services, and back in responses: the session header is a bearer token,
 * but the anonymous-id header names an id only for SSR's in-process transport (server/auth/identity.ts).
 */
export const COOKIE_SESSION = 'sid';
export const COOKIE_REFRESH = 'rid';
export const COOKIE_ANON = 'aid';
export const HEADER_SESSION = 'x-rm-session';
export const HEADER_ANON = 'x-rm-anony-id';
export const HEADER_REQUEST_ID = 'x-request-id';

/** Session cookie lifetime: 5 minutes, sliding. */
export const SESSION_COOKIE_MINUTES = 5;
/** Anonymous-id cookie lifetime: 129,600 minutes (90 days). */
export const ANON_COOKIE_MINUTES = 129_600;
/** Refresh cookie lifetime: a phone stays signed in for 30 days. */
export const REFRESH_COOKIE_DAYS = 30;
