import { Socket } from 'node:net';
import { IncomingMessage, ServerResponse } from 'node:http';
import { resolveRequestIdentity } from '@/server/auth/identity';
import { ensureAnonId } from '@/server/auth/serverIdentityJar';
import { createRestRouter } from '@/server/http/rest/restRouter';
import { authRoutes } from '@/server/http/auth/authRoutes';
import { AUTH_PREFIX } from '@/server/http/auth/authRouter';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { attributes } from '../../unit/auth/setCookieAttributes';
import { callAuth, CookieJar, insertEmailMember, TEST_ORIGIN, TEST_SECRET } from '../account/authHarness';

/**
 * Secure cookies (production) carry the __Host- prefix, and a Secure server reads only prefixed
 * names: a cookie planted without the prefix (by a sibling subdomain or over plain http) is ignored.
 */
const secure = { secret: TEST_SECRET, secure: true };

describe.each(testDbKinds())('__Host- cookies on %s', (kind) => {
  const db = useTestDb(kind);
  const router = () =>
    createRestRouter({
      prefix: AUTH_PREFIX,
      routes: authRoutes,
      getDb: async () => db(),
      identity: () => secure,
      siteUrl: () => TEST_ORIGIN,
    });

  it('signs in with __Host- session cookies (Secure, Path=/, no Domain) that sign the next request in', async () => {
    const member = await insertEmailMember(db());
    const jar = new CookieJar();
    const reply = await callAuth(
      router(),
      'POST',
      '/login',
      { email: member.email, password: member.password },
      { jar }
    );
    expect(reply.status).toBe(200);
    const names = reply.setCookies.map((c) => c.slice(0, c.indexOf('=')));
    expect(names).toEqual(expect.arrayContaining(['__Host-sid', '__Host-rid']));
    for (const cookie of reply.setCookies) {
      expect(cookie.startsWith('__Host-')).toBe(true);
      expect(attributes(cookie)).toMatchObject({ secure: true, path: '/', httponly: true, samesite: 'Lax' });
      expect(attributes(cookie)).not.toHaveProperty('domain');
    }
    const identity = await resolveRequestIdentity(db(), new Headers({ cookie: jar.header() }), secure);
    expect(identity.viewer?.userId).toBe(member.userId);
  });

  it('ignores the same sealed session planted under the unprefixed name', async () => {
    const member = await insertEmailMember(db());
    const jar = new CookieJar();
    await callAuth(router(), 'POST', '/login', { email: member.email, password: member.password }, { jar });
    const planted = `sid=${encodeURIComponent(jar.values.get('__Host-sid')!)}; rid=${encodeURIComponent(jar.values.get('__Host-rid')!)}`;
    const identity = await resolveRequestIdentity(db(), new Headers({ cookie: planted }), secure);
    expect(identity.viewer).toBeNull();
  });

  it('logs out by expiring the __Host- cookies', async () => {
    const member = await insertEmailMember(db());
    const jar = new CookieJar();
    await callAuth(router(), 'POST', '/login', { email: member.email, password: member.password }, { jar });
    const reply = await callAuth(router(), 'POST', '/logout', {}, { jar });
    expect(reply.setCookies.filter((c) => /Max-Age=0/.test(c)).map((c) => c.slice(0, c.indexOf('=')))).toEqual([
      '__Host-sid',
      '__Host-rid',
    ]);
    expect(jar.has('__Host-sid')).toBe(false);
  });

  it('gives a server-rendered first visit a __Host-aid cookie, read back on the next page', async () => {
    const first = pageRequest();
    const anonId = ensureAnonId(first.req, first.res, secure);
    const [cookie] = first.res.getHeader('set-cookie') as string[];
    expect(cookie.startsWith('__Host-aid=')).toBe(true);
    const next = pageRequest(cookie.split(';')[0]);
    expect(ensureAnonId(next.req, next.res, secure)).toBe(anonId);
    expect(next.res.getHeader('set-cookie')).toBeUndefined();
  });
});

function pageRequest(cookie?: string) {
  const req = new IncomingMessage(new Socket());
  if (cookie) req.headers.cookie = cookie;
  return { req, res: new ServerResponse(req) };
}
