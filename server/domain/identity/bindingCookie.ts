import { seal, unseal } from '@/server/auth/cookieSeal';
import { serializeCookie } from '../../auth/cookies';
import { hashToken, isTokenShape, newToken } from '../../auth/tokens';

/**
 * A verification belongs to the browser that started it: the browser holds a random token in a
 * sealed HttpOnly cookie and the row keeps the token's hash. The verification id travels in URLs
 * (the popup, the provider's redirect) and may leak; without this cookie it is useless. One token
 * per browser serves every check it starts, and outlives a check (15 minutes) with room to spare.
 */
export const COOKIE_IDENTITY_BINDING = 'ivb';
export const BINDING_COOKIE_MINUTES = 30;

type CookieOptions = { secret: string; secure: boolean };

export function bindingTokenOf(cookies: Record<string, string>, secret: string): string | null {
  const token = unseal(cookies[COOKIE_IDENTITY_BINDING], secret);
  return isTokenShape(token) ? token : null;
}

/** The hash stored on the row, or null when this browser has no binding yet. */
export function bindingHashOf(cookies: Record<string, string>, secret: string): string | null {
  const token = bindingTokenOf(cookies, secret);
  return token ? hashToken(token) : null;
}

/** The browser's binding (kept, or new) and the Set-Cookie that (re)starts its lifetime. */
export function ensureBinding(
  cookies: Record<string, string>,
  { secret, secure }: CookieOptions
): { bindingHash: string; setCookie: string } {
  const token = bindingTokenOf(cookies, secret) ?? newToken();
  return {
    bindingHash: hashToken(token),
    setCookie: serializeCookie(COOKIE_IDENTITY_BINDING, seal(token, secret), BINDING_COOKIE_MINUTES * 60, { secure }),
  };
}
