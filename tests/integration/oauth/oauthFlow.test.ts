import { eq } from 'drizzle-orm';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { signupDrafts, socialAccounts, users } from '@/server/db/schema';
import { createOAuthRoutes } from '@/server/http/auth/oauthRoutes';
import { handleOAuthCallback } from '@/server/oauth/callback';
import { oauthFlightCookie, readOAuthFlight } from '@/server/oauth/oauthCookie';
import { enabledSocialProviders, type OAuthProviderConfig, type SocialProviderKey } from '@/server/oauth/providers';
import { findDraft } from '@/server/domain/account/signupDraft';
import { signupDraftToken } from '@/server/domain/account/draftCookie';
import { callAuth, CookieJar, insertEmailMember, TEST_ORIGIN, TEST_SECRET } from '../account/authHarness';
import { routerWithRoutes } from '../identity/identityHarness';
import { startOAuthMock, type OAuthMock } from './oauthMock';

const options = (now = new Date()) => ({ secret: TEST_SECRET, secure: false, now });

describe.each(testDbKinds())('Kakao and Naver login against a local OAuth 2.0 server on %s', (kind) => {
  const db = useTestDb(kind);
  let mock: OAuthMock;
  beforeAll(async () => {
    mock = await startOAuthMock();
  });
  afterAll(() => mock.stop());

  const config = (key: SocialProviderKey, secret = 'e2e-secret'): OAuthProviderConfig => {
    const base = key === 'kakao' ? mock.kakao : mock.naver;
    return {
      key,
      kind: key === 'kakao' ? 'KAKAO' : 'NAVER',
      label: key,
      clientId: `e2e-${key}`,
      clientSecret: secret,
      authorizeUrl: `${base}/authorize`,
      tokenUrl: `${base}/token`,
      userinfoUrl: `${base}/userinfo`,
    };
  };
  const router = (secret?: string) =>
    routerWithRoutes(db(), createOAuthRoutes({ config: (key) => config(key, secret), siteUrl: () => TEST_ORIGIN }));

  /** The browser's round trip: our start route → the provider's consent → back to our redirect page. */
  async function roundTrip(key: SocialProviderKey, jar: CookieJar, returnUrl = '', secret?: string) {
    const start = await callAuth(
      router(secret),
      'GET',
      `/oauth/${key}/start${returnUrl ? `?returnUrl=${encodeURIComponent(returnUrl)}` : ''}`,
      undefined,
      { jar }
    );
    expect(start.status).toBe(302);
    const consent = await fetch(start.headers.get('location')!, { redirect: 'manual' });
    const back = new URL(consent.headers.get('location')!);
    return { start, back, query: Object.fromEntries(back.searchParams) };
  }
  const callback = (
    key: SocialProviderKey,
    query: Record<string, string>,
    jar: CookieJar,
    { now, secret }: { now?: Date; secret?: string } = {}
  ) =>
    handleOAuthCallback(db(), key, {
      query,
      cookies: Object.fromEntries(jar.values),
      userAgent: 'jest',
      options: options(now),
      siteUrl: TEST_ORIGIN,
      config: config(key, secret),
    });

  it('starts with state and an S256 PKCE challenge, kept in a sealed HttpOnly cookie; the redirect URI is our page', async () => {
    const jar = new CookieJar();
    const { start, back } = await roundTrip('kakao', jar, 'https://evil.example/');
    const authorize = new URL(start.headers.get('location')!);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${mock.kakao}/authorize`);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'e2e-kakao',
      redirect_uri: `${TEST_ORIGIN}/registration/redirect_kakao`,
      code_challenge_method: 'S256',
    });
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(start.setCookies.find((c) => c.startsWith('oas='))).toMatch(/Max-Age=600; Path=\/; HttpOnly; SameSite=Lax/);
    const flight = readOAuthFlight(Object.fromEntries(jar.values), TEST_SECRET, new Date());
    expect(flight).toMatchObject({
      provider: 'kakao',
      state: authorize.searchParams.get('state'),
      returnUrl: '/user/my_page',
    });
    expect(`${back.origin}${back.pathname}`).toBe(`${TEST_ORIGIN}/registration/redirect_kakao`);
  });

  it('a new Kakao user gets a sign-up draft with the profile and goes to the terms, signed in as nobody', async () => {
    const jar = new CookieJar();
    const { query } = await roundTrip('kakao', jar);
    const outcome = await callback('kakao', query, jar);
    expect(outcome).toMatchObject({ kind: 'NEW_USER', redirect: '/registration/provision?flow=social' });
    expect(outcome.setCookies.some((c) => c.startsWith('sid='))).toBe(false);
    expect(outcome.setCookies.some((c) => c.startsWith('oas=;') && c.includes('Max-Age=0'))).toBe(true);
    jar.take(outcome.setCookies);
    const draft = await findDraft(db(), signupDraftToken(Object.fromEntries(jar.values), TEST_SECRET));
    expect(draft).toMatchObject({
      kind: 'KAKAO',
      socialProviderUserId: '4242001',
      socialEmail: 'kakao.rider@example.com',
      socialNickname: '카카오라이더',
      agreedAt: null,
    });
  });

  it('a new Naver user (no address given) gets a draft too', async () => {
    const jar = new CookieJar();
    const { query } = await roundTrip('naver', jar);
    const outcome = await callback('naver', query, jar);
    expect(outcome.kind).toBe('NEW_USER');
    const [draft] = await db().select().from(signupDrafts).where(eq(signupDrafts.socialProviderUserId, 'naver-7001'));
    expect(draft).toMatchObject({ kind: 'NAVER', socialEmail: null, socialNickname: '네이버라이더' });
  });

  it('a linked Naver account signs in and returns to the safe return URL', async () => {
    const [user] = await db().insert(users).values({ nickname: '네이버회원', registKeyType: 'NAVER' }).returning();
    await db().insert(socialAccounts).values({ userId: user.id, provider: 'NAVER', providerUserId: 'naver-7001' });
    const jar = new CookieJar();
    const { query } = await roundTrip('naver', jar, '/models/3?tab=review');
    const outcome = await callback('naver', query, jar);
    expect(outcome).toMatchObject({ kind: 'SIGNED_IN', redirect: '/models/3?tab=review' });
    expect(outcome.setCookies.filter((c) => /^(sid|rid)=/.test(c) && c.includes('HttpOnly'))).toHaveLength(2);
    const [after] = await db().select({ lastLoginAt: users.lastLoginAt }).from(users).where(eq(users.id, user.id));
    expect(after.lastLoginAt).not.toBeNull();
  });

  it('never links an email account with the same address by itself', async () => {
    const member = await insertEmailMember(db(), { email: 'kakao.rider@example.com' });
    const jar = new CookieJar();
    const { query } = await roundTrip('kakao', jar);
    const outcome = await callback('kakao', query, jar);
    expect(outcome.kind).toBe('NEW_USER');
    expect(await db().select().from(socialAccounts).where(eq(socialAccounts.userId, member.userId))).toHaveLength(0);
  });

  it('refuses a forged, missing, stale or cross-provider state: 400, nothing signed in, no draft', async () => {
    const drafts = async () => (await db().select().from(signupDrafts)).length;
    const before = await drafts();
    const jar = new CookieJar();
    const { query } = await roundTrip('kakao', jar);
    expect(
      await callback('kakao', { ...query, state: 'forged-state-forged-state-forged-state-000' }, jar)
    ).toMatchObject({ kind: 'FAILED', reason: 'STATE', status: 400 });
    expect(await callback('kakao', query, new CookieJar())).toMatchObject({ kind: 'FAILED', reason: 'STATE' });
    expect(await callback('naver', query, jar)).toMatchObject({ kind: 'FAILED', reason: 'STATE' });
    expect(await callback('kakao', query, jar, { now: new Date(Date.now() + 11 * 60_000) })).toMatchObject({
      kind: 'FAILED',
      reason: 'STATE',
    });
    const outcomes = [await callback('kakao', { ...query, state: '' }, jar)];
    expect(outcomes.every((o) => o.kind === 'FAILED' && !o.setCookies.some((c) => c.startsWith('sid=')))).toBe(true);
    expect(await drafts()).toBe(before);
  });

  it('the provider checks the PKCE verifier: a flight cookie with another verifier gets no token', async () => {
    const jar = new CookieJar();
    const { query } = await roundTrip('kakao', jar);
    const flight = readOAuthFlight(Object.fromEntries(jar.values), TEST_SECRET, new Date())!;
    jar.take([oauthFlightCookie({ ...flight, verifier: 'A'.repeat(43) }, { secret: TEST_SECRET, secure: false })]);
    expect(await callback('kakao', query, jar)).toMatchObject({ kind: 'FAILED', reason: 'PROVIDER', status: 502 });
  });

  it('a cancelled consent and a wrong client secret end on the error page', async () => {
    const jar = new CookieJar();
    const { query } = await roundTrip('kakao', jar);
    expect(
      await callback(
        'kakao',
        { error: 'access_denied', error_description: 'User denied access', state: query.state },
        jar
      )
    ).toMatchObject({ kind: 'FAILED', reason: 'CANCELLED', status: 200 });
    const naver = await roundTrip('naver', jar, '', 'wrong-secret');
    expect(await callback('naver', naver.query, jar, { secret: 'wrong-secret' })).toMatchObject({
      kind: 'FAILED',
      reason: 'PROVIDER',
    });
  });

  it('offers only the providers with a client id, and a disabled one has no start route', async () => {
    const env = {
      KAKAO_CLIENT_ID: 'k',
      KAKAO_CLIENT_SECRET: undefined,
      KAKAO_AUTHORIZE_URL: 'https://kauth.kakao.com/oauth/authorize',
      KAKAO_TOKEN_URL: 'https://kauth.kakao.com/oauth/token',
      KAKAO_USERINFO_URL: 'https://kapi.kakao.com/v2/user/me',
      NAVER_CLIENT_ID: undefined,
      NAVER_CLIENT_SECRET: undefined,
      NAVER_AUTHORIZE_URL: 'https://nid.naver.com/oauth2.0/authorize',
      NAVER_TOKEN_URL: 'https://nid.naver.com/oauth2.0/token',
      NAVER_USERINFO_URL: 'https://openapi.naver.com/v1/nid/me',
    };
    expect(enabledSocialProviders(env)).toEqual(['kakao']);
    expect(enabledSocialProviders({ ...env, KAKAO_CLIENT_ID: undefined })).toEqual([]);
    const off = routerWithRoutes(db(), createOAuthRoutes({ config: () => null, siteUrl: () => TEST_ORIGIN }));
    expect((await callAuth(off, 'GET', '/oauth/naver/start')).status).toBe(404);
  });
});
