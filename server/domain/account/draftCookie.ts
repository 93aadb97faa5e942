import { seal, unseal } from '@/server/auth/cookieSeal';
import { serializeCookie } from '../../auth/cookies';

/**
 * The sign-up draft travels in a sealed HttpOnly cookie holding its random token (the database
 * keeps the token's hash). It lives as long as the draft: an hour is ample to agree, verify a
 * phone and fill a form, and a stale half-done sign-up then starts over cleanly.
 */
export const COOKIE_SIGNUP_DRAFT = 'reg';
export const SIGNUP_DRAFT_MINUTES = 60;

export function signupDraftCookie(token: string, { secret, secure }: { secret: string; secure: boolean }): string {
  return serializeCookie(COOKIE_SIGNUP_DRAFT, seal(token, secret), SIGNUP_DRAFT_MINUTES * 60, { secure });
}

export function clearSignupDraftCookie({ secure }: { secure: boolean }): string {
  return serializeCookie(COOKIE_SIGNUP_DRAFT, '', 0, { secure });
}

export function signupDraftToken(cookies: Record<string, string>, secret: string): string | null {
  return unseal(cookies[COOKIE_SIGNUP_DRAFT], secret);
}
