import { createRestRouter } from '@/server/http/rest/restRouter';
import { authRoutes } from '@/server/http/auth/authRoutes';
import { AUTH_PREFIX } from '@/server/http/auth/authRouter';
import { resolveRequestIdentity } from '@/server/auth/identity';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { callAuth, CookieJar, TEST_ORIGIN, TEST_SECRET } from '../account/authHarness';

/**
 * POST /app/v4/auth/visitor (docs/operations.md §10 What the shared cache keeps): a shared page names
 * no anonymous id; the browser asks here, gets one minted with its sealed cookie on a first visit, and
 * the same one afterwards. Capture then proves it with that cookie, as before.
 */
describe.each(testDbKinds())("the visitor's anonymous id on %s", (kind) => {
  const db = useTestDb(kind);
  const options = { secret: TEST_SECRET, secure: false };
  const router = () =>
    createRestRouter({
      prefix: AUTH_PREFIX,
      routes: authRoutes,
      getDb: async () => db(),
      identity: () => options,
      siteUrl: () => TEST_ORIGIN,
    });

  it('mints one with its cookie on a first visit, answers the same one afterwards, never cached', async () => {
    const jar = new CookieJar();
    const first = await callAuth<{ anonId: string }>(router(), 'POST', '/visitor', {}, { jar });
    expect(first.status).toBe(200);
    const anonId = (first.body as { anonId: string }).anonId;
    expect(anonId).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.setCookies.map((c) => c.slice(0, c.indexOf('=')))).toEqual(['aid']);
    expect(first.headers.get('cache-control')).toBe('no-store');

    const again = await callAuth<{ anonId: string }>(router(), 'POST', '/visitor', {}, { jar });
    expect((again.body as { anonId: string }).anonId).toBe(anonId);
    expect(again.setCookies).toEqual([]);
    // The cookie the browser keeps is the id the services verify (capture's own-id check).
    const identity = await resolveRequestIdentity(db(), new Headers({ cookie: jar.header() }), options);
    expect([identity.anonId, identity.anonVerified]).toEqual([anonId, true]);
  });

  it("refuses another site's request", async () => {
    const reply = await callAuth(router(), 'POST', '/visitor', {}, { headers: { origin: 'https://evil.example' } });
    expect(reply.status).toBe(403);
    expect(reply.setCookies).toEqual([]);
  });
});
