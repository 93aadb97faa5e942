import { Socket } from 'node:net';
import { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '@/server/db/client';
import { seal, unseal } from '@/server/auth/cookieSeal';
import { resolveRequestIdentity } from '@/server/auth/identity';
import { resolvePageIdentity } from '@/server/auth/pageIdentity';
import { createServerIdentityJar, ensureAnonId } from '@/server/auth/serverIdentityJar';
import { authenticate, createSession } from '@/server/auth/sessionService';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { attributes, cookieValue, findCookie } from '../../unit/auth/setCookieAttributes';
import { MINUTE, T0, at, insertUser } from './authFixtures';

const secret = 'page-identity-secret-'.padEnd(48, 'z');

function pageRequest(cookie?: string) {
  const req = new IncomingMessage(new Socket());
  if (cookie) req.headers.cookie = cookie;
  return { req, res: new ServerResponse(req) };
}

const setCookiesOf = (res: ServerResponse) => (res.getHeader('set-cookie') as string[] | undefined) ?? [];

/**
 * What the in-process transport does (api/client.ts identityHeaders: the session wins, the anonymous
 * id is sent only without one): jar → request headers → service → response headers → jar.
 */
async function serviceCall(db: Db, jar: ReturnType<typeof createServerIdentityJar>, now: Date) {
  const headers = new Headers();
  const token = jar.getSessionToken();
  const anonId = jar.getAnonId();
  if (token) headers.set('x-rm-session', token);
  else if (anonId) headers.set('x-rm-anony-id', anonId);
  const identity = await resolveRequestIdentity(db, headers, { secret, secure: false, now }, 'in-process');
  const response = new Headers(identity.responseHeaders);
  for (const c of identity.setCookies) response.append('set-cookie', c);
  jar.storeFromResponse(response);
  return identity;
}

describe.each(testDbKinds())('server-rendered identity on %s', (kind) => {
  const db = useTestDb(kind);

  it('a first visit gets an anonymous id cookie on the page response, and services see the same id', async () => {
    const { req, res } = pageRequest();
    const anonId = ensureAnonId(req, res, { secret, secure: false });
    const jar = createServerIdentityJar(req, res, { secret, secure: false });
    const identity = await serviceCall(db(), jar, T0);
    expect(identity.anonId).toBe(anonId);
    const cookies = setCookiesOf(res);
    expect(cookies).toHaveLength(1);
    expect(attributes(cookies[0])).toEqual({ 'max-age': '7776000', path: '/', httponly: true, samesite: 'Lax' });
  });

  it('a service minting the anonymous id (no ensureAnonId) still ends up in the page cookie', async () => {
    const { req, res } = pageRequest();
    const jar = createServerIdentityJar(req, res, { secret, secure: false });
    const identity = await serviceCall(db(), jar, T0);
    const aid = findCookie(setCookiesOf(res), 'aid')!;
    expect(unseal(cookieValue(aid), secret)).toBe(identity.anonId);
    expect(setCookiesOf(res)).toHaveLength(1);
    expect(jar.getAnonId()).toBe(identity.anonId);
  });

  it('a returning member whose 5-minute cookie lapsed is refreshed once and rendered signed in', async () => {
    const userId = await insertUser(db());
    const s = await createSession(db(), userId, null, T0);
    const { req, res } = pageRequest(`rid=${seal(s.refreshToken, secret)}; aid=${seal('returning-anon-1', secret)}`);
    const now = at(30 * MINUTE);
    const page = await resolvePageIdentity(db(), req, res, { secret, secure: false, now });
    expect(page.viewer?.userId).toBe(userId);
    const jar = createServerIdentityJar(req, res, { secret, secure: false });
    const [a, b] = await Promise.all([serviceCall(db(), jar, now), serviceCall(db(), jar, now)]);
    expect(a.viewer?.userId).toBe(userId);
    expect(b.viewer?.sessionId).toBe(page.viewer?.sessionId);
    const cookies = setCookiesOf(res);
    expect(cookies.map((c) => c.split('=')[0]).sort()).toEqual(['rid', 'sid']);
    const sid = unseal(cookieValue(findCookie(cookies, 'sid')!), secret);
    expect(await authenticate(db(), sid, now)).toMatchObject({ userId });
  });

  it('a session slid by a service call moves the page cookie with it', async () => {
    const userId = await insertUser(db());
    const s = await createSession(db(), userId, null, T0);
    const { req, res } = pageRequest(`sid=${seal(s.sessionToken, secret)}; aid=${seal('returning-anon-2', secret)}`);
    const jar = createServerIdentityJar(req, res, { secret, secure: false });
    const identity = await serviceCall(db(), jar, at(3 * MINUTE));
    expect(identity.viewer?.userId).toBe(userId);
    const sid = findCookie(setCookiesOf(res), 'sid')!;
    expect(unseal(cookieValue(sid), secret)).toBe(s.sessionToken);
    expect(attributes(sid)['max-age']).toBe('300');
  });

  it("a signed-in call (session header only) never replaces the visitor's anonymous id", async () => {
    const userId = await insertUser(db());
    const s = await createSession(db(), userId, null, T0);
    const { req, res } = pageRequest(`sid=${seal(s.sessionToken, secret)}; aid=${seal('kept-anon-id-1', secret)}`);
    const jar = createServerIdentityJar(req, res, { secret, secure: false });
    const identity = await serviceCall(db(), jar, at(30_000));
    expect(identity.viewer?.userId).toBe(userId);
    expect(identity.anonId).toBeNull();
    expect(setCookiesOf(res)).toEqual([]);
    expect(jar.getAnonId()).toBe('kept-anon-id-1');
  });
});
