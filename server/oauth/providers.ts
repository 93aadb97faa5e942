import { serverEnv, type ServerEnv } from '../env';

/**
 * Kakao and Naver login (OAuth 2.0 authorization code). Each is on only when its client id is set:
 * the login page shows a button for exactly the providers listed by enabledSocialProviders().
 * Endpoint URLs come from the environment too, so the browser tests can point them at local
 * OAuth servers.
 */
export const SOCIAL_PROVIDERS = ['kakao', 'naver'] as const;
export type SocialProviderKey = (typeof SOCIAL_PROVIDERS)[number];

export type OAuthProviderConfig = {
  key: SocialProviderKey;
  /** The sign-up kind (registKeyType) of accounts opened through it. */
  kind: 'KAKAO' | 'NAVER';
  label: string;
  clientId: string;
  clientSecret: string | null;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
};

type OAuthEnv = Pick<
  ServerEnv,
  | 'KAKAO_CLIENT_ID'
  | 'KAKAO_CLIENT_SECRET'
  | 'KAKAO_AUTHORIZE_URL'
  | 'KAKAO_TOKEN_URL'
  | 'KAKAO_USERINFO_URL'
  | 'NAVER_CLIENT_ID'
  | 'NAVER_CLIENT_SECRET'
  | 'NAVER_AUTHORIZE_URL'
  | 'NAVER_TOKEN_URL'
  | 'NAVER_USERINFO_URL'
>;

export function oauthConfig(key: SocialProviderKey, env: OAuthEnv = serverEnv()): OAuthProviderConfig | null {
  if (key === 'kakao') {
    if (!env.KAKAO_CLIENT_ID) return null;
    return {
      key,
      kind: 'KAKAO',
      label: '카카오',
      clientId: env.KAKAO_CLIENT_ID,
      clientSecret: env.KAKAO_CLIENT_SECRET ?? null,
      authorizeUrl: env.KAKAO_AUTHORIZE_URL,
      tokenUrl: env.KAKAO_TOKEN_URL,
      userinfoUrl: env.KAKAO_USERINFO_URL,
    };
  }
  if (!env.NAVER_CLIENT_ID) return null;
  return {
    key,
    kind: 'NAVER',
    label: '네이버',
    clientId: env.NAVER_CLIENT_ID,
    clientSecret: env.NAVER_CLIENT_SECRET ?? null,
    authorizeUrl: env.NAVER_AUTHORIZE_URL,
    tokenUrl: env.NAVER_TOKEN_URL,
    userinfoUrl: env.NAVER_USERINFO_URL,
  };
}

/** The providers whose buttons the login page shows, in display order. */
export function enabledSocialProviders(env: OAuthEnv = serverEnv()): SocialProviderKey[] {
  return SOCIAL_PROVIDERS.filter((key) => oauthConfig(key, env) !== null);
}

/** Registered with the provider as the app's redirect URI: one page per provider. */
export function oauthRedirectUri(siteUrl: string, key: SocialProviderKey): string {
  return `${siteUrl.replace(/\/+$/, '')}/registration/redirect_${key}`;
}
