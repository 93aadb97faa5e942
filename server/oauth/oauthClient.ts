import { z } from 'zod';
import type { SocialProfile } from '../domain/account/signupDraft';
import { emailSchema } from '@/lib/account/email';
import type { OAuthProviderConfig } from './providers';

/**
 * The two calls of the authorization-code flow after the redirect back: code → access token (with
 * the PKCE verifier and the client secret), then the profile. Each has a timeout: a provider that
 * hangs must not hold a page render for ever.
 */
const TIMEOUT_MS = 10_000;

export class OAuthProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OAuthProviderError';
  }
}

export function authorizationUrl(
  config: OAuthProviderConfig,
  { state, challenge, redirectUri }: { state: string; challenge: string; redirectUri: string }
): string {
  const url = new URL(config.authorizeUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', config.clientId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('state', state);
  url.searchParams.set('code_challenge', challenge);
  url.searchParams.set('code_challenge_method', 'S256');
  return url.toString();
}

const tokenAnswer = z.object({ access_token: z.string().min(1) });

export async function exchangeCode(
  config: OAuthProviderConfig,
  { code, verifier, redirectUri, state }: { code: string; verifier: string; redirectUri: string; state: string },
  fetchImpl: typeof fetch = fetch
): Promise<string> {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    client_id: config.clientId,
    redirect_uri: redirectUri,
    code,
    code_verifier: verifier,
  });
  if (config.clientSecret) form.set('client_secret', config.clientSecret);
  // Naver checks the state again at the token endpoint.
  if (config.kind === 'NAVER') form.set('state', state);
  const response = await fetchImpl(config.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8', accept: 'application/json' },
    body: form.toString(),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  // Naver answers some failures with 200 and an `error` field.
  const parsed = tokenAnswer.safeParse(body);
  if (!response.ok || !parsed.success) {
    throw new OAuthProviderError(
      `${config.key} token endpoint: ${response.status} ${String(body?.error ?? '')} ${String(body?.error_description ?? '')}`.trim()
    );
  }
  return parsed.data.access_token;
}

const kakaoProfile = z.object({
  id: z.union([z.number().int(), z.string().min(1)]),
  kakao_account: z
    .object({
      email: z.string().optional(),
      profile: z.object({ nickname: z.string().optional() }).nullish(),
    })
    .nullish(),
});

const naverProfile = z.object({
  resultcode: z.literal('00'),
  response: z.object({ id: z.string().min(1), email: z.string().optional(), nickname: z.string().optional() }),
});

/** The provider's address, normalised, or null when it is absent or not an address. */
function cleanEmail(raw: string | undefined): string | null {
  const parsed = emailSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** Kakao v2/user/me and Naver v1/nid/me, reduced to what a sign-up keeps. */
export function parseSocialProfile(kind: OAuthProviderConfig['kind'], body: unknown): SocialProfile | null {
  if (kind === 'KAKAO') {
    const parsed = kakaoProfile.safeParse(body);
    if (!parsed.success) return null;
    const account = parsed.data.kakao_account;
    return {
      providerUserId: String(parsed.data.id),
      email: cleanEmail(account?.email),
      nickname: account?.profile?.nickname ?? null,
    };
  }
  const parsed = naverProfile.safeParse(body);
  if (!parsed.success) return null;
  const { id, email, nickname } = parsed.data.response;
  return { providerUserId: id, email: cleanEmail(email), nickname: nickname ?? null };
}

export async function fetchSocialProfile(
  config: OAuthProviderConfig,
  accessToken: string,
  fetchImpl: typeof fetch = fetch
): Promise<SocialProfile> {
  const response = await fetchImpl(config.userinfoUrl, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new OAuthProviderError(`${config.key} profile endpoint: ${response.status}`);
  const profile = parseSocialProfile(config.kind, await response.json().catch(() => null));
  if (!profile) throw new OAuthProviderError(`${config.key} profile endpoint: unexpected answer`);
  return profile;
}
