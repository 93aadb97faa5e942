import { z } from 'zod';
import { seal, unseal } from '@/server/auth/cookieSeal';
import { serializeCookie } from '../auth/cookies';
import { SOCIAL_PROVIDERS, type SocialProviderKey } from './providers';

/**
 * The login in flight: provider, state, PKCE verifier and where to return, sealed in an HttpOnly
 * cookie for 10 minutes. SameSite=Lax still sends it on the provider's top-level redirect back to
 * us, and never on a cross-site subrequest. It is cleared by the callback, whatever the outcome.
 */
export const COOKIE_OAUTH = 'oas';
export const OAUTH_COOKIE_MINUTES = 10;

const payload = z.object({
  p: z.enum(SOCIAL_PROVIDERS),
  s: z.string().min(32).max(128),
  v: z.string().min(43).max(128),
  r: z.string().max(2048),
  /** Issued at (ms): the cookie's Max-Age is the browser's promise; this is ours. */
  t: z.number().int(),
});

export type OAuthFlight = {
  provider: SocialProviderKey;
  state: string;
  verifier: string;
  returnUrl: string;
  issuedAt: number;
};

export function oauthFlightCookie(
  flight: OAuthFlight,
  { secret, secure }: { secret: string; secure: boolean }
): string {
  const value = JSON.stringify({
    p: flight.provider,
    s: flight.state,
    v: flight.verifier,
    r: flight.returnUrl,
    t: flight.issuedAt,
  });
  return serializeCookie(COOKIE_OAUTH, seal(value, secret), OAUTH_COOKIE_MINUTES * 60, { secure });
}

export function clearOAuthFlightCookie({ secure }: { secure: boolean }): string {
  return serializeCookie(COOKIE_OAUTH, '', 0, { secure });
}

export function readOAuthFlight(cookies: Record<string, string>, secret: string, now: Date): OAuthFlight | null {
  const raw = unseal(cookies[COOKIE_OAUTH], secret);
  if (!raw) return null;
  try {
    const parsed = payload.safeParse(JSON.parse(raw));
    if (!parsed.success) return null;
    const { p, s, v, r, t } = parsed.data;
    const age = now.getTime() - t;
    if (age < 0 || age > OAUTH_COOKIE_MINUTES * 60_000) return null;
    return { provider: p, state: s, verifier: v, returnUrl: r, issuedAt: t };
  } catch {
    return null;
  }
}
