import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { socialAccounts, users } from '../db/schema';
import { signIn } from '../auth/signIn';
import type { ResolvedIdentityOptions } from '../auth/identityOptions';
import { startSocialDraft } from '../domain/account/signupDraft';
import { signupDraftCookie } from '../domain/account/draftCookie';
import { logger } from '../logger';
import { safeReturnUrl } from '@/lib/account/returnUrl';
import { clearOAuthFlightCookie, readOAuthFlight } from './oauthCookie';
import { exchangeCode, fetchSocialProfile } from './oauthClient';
import { sameState } from './pkce';
import { oauthRedirectUri, type OAuthProviderConfig, type SocialProviderKey } from './providers';

export type OAuthFailure = 'STATE' | 'CANCELLED' | 'PROVIDER';

export type OAuthCallbackOutcome =
  | { kind: 'SIGNED_IN' | 'NEW_USER'; redirect: string; setCookies: string[] }
  | { kind: 'FAILED'; reason: OAuthFailure; status: number; setCookies: string[] };

export type OAuthCallbackInput = {
  query: Record<string, string | string[] | undefined>;
  cookies: Record<string, string>;
  userAgent: string | null;
  options: ResolvedIdentityOptions;
  siteUrl: string;
  config: OAuthProviderConfig | null;
  fetchImpl?: typeof fetch;
};

export const SOCIAL_SIGNUP_PATH = '/registration/provision?flow=social';
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;

/**
 * The provider's redirect back (/registration/redirect_{provider}): checks `state` against this
 * browser's flight cookie (a forged or replayed callback signs nobody in), redeems the code with the
 * PKCE verifier, reads the profile, then signs in the account linked to that provider id, or starts
 * a social sign-up draft. An email account with the same address is never linked by itself: the
 * provider's address proves nothing about who owns our account.
 */
export async function handleOAuthCallback(
  db: Db,
  key: SocialProviderKey,
  input: OAuthCallbackInput
): Promise<OAuthCallbackOutcome> {
  const { query, options } = input;
  const setCookies = [clearOAuthFlightCookie(options)];
  const failed = (reason: OAuthFailure, status: number): OAuthCallbackOutcome => ({
    kind: 'FAILED',
    reason,
    status,
    setCookies,
  });
  const flight = readOAuthFlight(input.cookies, options.secret, options.now);
  const error = first(query.error);
  if (error) return failed(error === 'access_denied' ? 'CANCELLED' : 'PROVIDER', error === 'access_denied' ? 200 : 400);
  const state = first(query.state);
  if (!flight || flight.provider !== key || !state || !sameState(state, flight.state)) return failed('STATE', 400);
  const code = first(query.code);
  if (!code || !input.config) return failed('PROVIDER', 400);

  let profile;
  try {
    const redirectUri = oauthRedirectUri(input.siteUrl, key);
    const token = await exchangeCode(
      input.config,
      { code, verifier: flight.verifier, redirectUri, state },
      input.fetchImpl
    );
    profile = await fetchSocialProfile(input.config, token, input.fetchImpl);
  } catch (cause) {
    logger.warn('oauth.provider_failed', {
      provider: key,
      error: cause instanceof Error ? cause.message : String(cause),
    });
    return failed('PROVIDER', 502);
  }

  const [linked] = await db
    .select({ userId: users.id })
    .from(socialAccounts)
    .innerJoin(users, eq(users.id, socialAccounts.userId))
    .where(
      and(
        eq(socialAccounts.provider, input.config.kind),
        eq(socialAccounts.providerUserId, profile.providerUserId),
        isNull(users.deletedAt)
      )
    )
    .limit(1);
  if (linked) {
    setCookies.push(...(await signIn(db, linked.userId, { userAgent: input.userAgent, options })));
    return { kind: 'SIGNED_IN', redirect: safeReturnUrl(flight.returnUrl, '/user/my_page'), setCookies };
  }
  const { token } = await startSocialDraft(db, input.config.kind, profile, options.now);
  setCookies.push(signupDraftCookie(token, options));
  return { kind: 'NEW_USER', redirect: SOCIAL_SIGNUP_PATH, setCookies };
}
