#!/usr/bin/env node
/**
 * Local Kakao- and Naver-shaped OAuth 2.0 servers for the browser tests and the OAuth integration
 * tests (oauth2-mock-server: authorization code with PKCE, which it verifies at /token). Each serves
 * /authorize (consents at once and redirects back with code and state), /token and /userinfo, whose
 * answer is shaped like the provider's profile API (Kakao v2/user/me, Naver v1/nid/me) for one fixed
 * test user. The token endpoint also checks the client id and secret, as the real ones do.
 *
 *   node scripts/e2e/oauth-mock.mjs        Kakao on 127.0.0.1:3190, Naver on 127.0.0.1:3191
 *
 * Ready when http://127.0.0.1:3190/.well-known/openid-configuration answers (Naver starts first).
 * Env: OAUTH_MOCK_HOST, OAUTH_MOCK_KAKAO_PORT, OAUTH_MOCK_NAVER_PORT (0 = any free port),
 * OAUTH_MOCK_KAKAO_CLIENT_ID (e2e-kakao), OAUTH_MOCK_NAVER_CLIENT_ID (e2e-naver),
 * OAUTH_MOCK_CLIENT_SECRET (e2e-secret). Prints one JSON line with both base URLs when listening.
 */
import { OAuth2Server } from 'oauth2-mock-server';

const host = process.env.OAUTH_MOCK_HOST ?? '127.0.0.1';
const secret = process.env.OAUTH_MOCK_CLIENT_SECRET ?? 'e2e-secret';

const KAKAO_USER = { id: 4242001, nickname: '카카오라이더', email: 'kakao.rider@example.com' };
const NAVER_USER = { id: 'naver-7001', nickname: '네이버라이더' };

const providers = {
  naver: {
    port: Number(process.env.OAUTH_MOCK_NAVER_PORT ?? 3191),
    clientId: process.env.OAUTH_MOCK_NAVER_CLIENT_ID ?? 'e2e-naver',
    // Naver answers token errors with 200 and an error field.
    tokenErrorStatus: 200,
    profile: () => ({
      resultcode: '00',
      message: 'success',
      response: { id: NAVER_USER.id, nickname: NAVER_USER.nickname },
    }),
    unauthorized: () => ({ resultcode: '024', message: 'Authentication failed' }),
  },
  kakao: {
    port: Number(process.env.OAUTH_MOCK_KAKAO_PORT ?? 3190),
    clientId: process.env.OAUTH_MOCK_KAKAO_CLIENT_ID ?? 'e2e-kakao',
    tokenErrorStatus: 401,
    profile: () => ({
      id: KAKAO_USER.id,
      connected_at: '2026-01-05T01:02:03Z',
      kakao_account: {
        profile_nickname_needs_agreement: false,
        profile: { nickname: KAKAO_USER.nickname, is_default_image: true },
        has_email: true,
        email_needs_agreement: false,
        is_email_valid: true,
        is_email_verified: true,
        email: KAKAO_USER.email,
      },
    }),
    unauthorized: () => ({ msg: 'this access token does not exist', code: -401 }),
  },
};

/** Refuses a token request with the wrong client, or an authorization code without a PKCE verifier. */
function checkTokenRequest(provider, response, req) {
  const body = req.body ?? {};
  if (body.grant_type !== 'authorization_code') return;
  if (body.client_id !== provider.clientId || body.client_secret !== secret) {
    response.statusCode = provider.tokenErrorStatus;
    response.body = { error: 'invalid_client', error_description: 'Bad client credentials' };
  } else if (!body.code_verifier) {
    response.statusCode = 400;
    response.body = { error: 'invalid_grant', error_description: 'code_verifier required' };
  }
}

async function startProvider(name, provider) {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  server.service.on('beforeResponse', (response, req) => checkTokenRequest(provider, response, req));
  server.service.on('beforeUserinfo', (response, req) => {
    const authorization = req.headers.authorization ?? '';
    if (!/^Bearer \S+$/.test(authorization)) {
      response.statusCode = 401;
      response.body = provider.unauthorized();
      return;
    }
    response.body = provider.profile();
  });
  await server.start(provider.port, host);
  return { name, server, url: `http://${host}:${server.address().port}` };
}

const started = [];
try {
  started.push(await startProvider('naver', providers.naver));
  started.push(await startProvider('kakao', providers.kakao));
} catch (error) {
  console.error(`oauth-mock: could not start: ${error instanceof Error ? error.message : String(error)}`);
  await Promise.all(started.map(({ server }) => server.stop()));
  process.exit(1);
}
console.log(JSON.stringify({ ready: true, ...Object.fromEntries(started.map(({ name, url }) => [name, url])) }));

async function shutdown() {
  await Promise.all(started.map(({ server }) => server.stop().catch(() => undefined)));
  process.exit(0);
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
