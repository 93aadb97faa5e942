import { serverEnv } from '../../env';
import { oauthFlightCookie } from '../../oauth/oauthCookie';
import { authorizationUrl } from '../../oauth/oauthClient';
import { codeChallengeS256, newCodeVerifier, newOAuthState } from '../../oauth/pkce';
import {
  oauthConfig,
  oauthRedirectUri,
  SOCIAL_PROVIDERS,
  type OAuthProviderConfig,
  type SocialProviderKey,
} from '../../oauth/providers';
import { safeReturnUrl } from '@/lib/account/returnUrl';
import { DomainError } from '@/lib/errors';
import type { RestRoute } from '../rest/restTypes';

type OAuthRouteDeps = {
  config: (key: SocialProviderKey) => OAuthProviderConfig | null;
  siteUrl: () => string;
};

const defaults: OAuthRouteDeps = { config: (key) => oauthConfig(key), siteUrl: () => serverEnv().SITE_URL };

/**
 * GET /app/v4/auth/oauth/{kakao|naver}/start?returnUrl=: a fresh state and PKCE verifier go into a
 * sealed short-lived cookie, and the browser goes to the provider's consent screen with the state
 * and the verifier's S256 challenge. The return URL is reduced to a path of this site here, before
 * it is stored, so nothing the link carried can send a new session elsewhere.
 */
export function createOAuthRoutes(deps: OAuthRouteDeps = defaults): RestRoute[] {
  return SOCIAL_PROVIDERS.map((key): RestRoute => ({
    method: 'GET',
    path: `/oauth/${key}/start`,
    async handle(ctx) {
      const config = deps.config(key);
      if (!config)
        throw new DomainError('NOT_FOUND', `${key === 'kakao' ? '카카오' : '네이버'} 로그인은 지금 사용할 수 없어요.`);
      const state = newOAuthState();
      const verifier = newCodeVerifier();
      const returnUrl = safeReturnUrl(ctx.url.searchParams.get('returnUrl'), '/user/my_page');
      ctx.setCookies.push(
        oauthFlightCookie(
          { provider: key, state, verifier, returnUrl, issuedAt: ctx.options.now.getTime() },
          ctx.options
        )
      );
      const redirectUri = oauthRedirectUri(deps.siteUrl(), key);
      return { redirect: authorizationUrl(config, { state, challenge: codeChallengeS256(verifier), redirectUri }) };
    },
  }));
}

export const oauthRoutes: RestRoute[] = createOAuthRoutes();
