import { eq } from 'drizzle-orm';
import { users } from '@/server/db/schema/users';
import { seal, unseal } from '@/server/auth/cookieSeal';
import { HEADER_REFRESH, resolveRequestIdentity, type IdentityOptions } from '@/server/auth/identity';
import { authenticate, createSession, refresh } from '@/server/auth/sessionService';
import { logger } from '@/server/logger';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { attributes, cookieValue, findCookie } from '../../unit/auth/setCookieAttributes';
import { MINUTE, SECOND, T0, at, insertUser } from './authFixtures';

const secret = 'integration-secret-'.padEnd(48, 'x');

describe.each(testDbKinds())('resolveRequestIdentity on %s', (kind) => {
  const db = useTestDb(kind);
  const opts = (now: Date, secure = false): IdentityOptions => ({ secret, secure, now });
  const cookieHeader = (values: Record<string, string>) =>
    Object.entries(values)
      .map(([k, v]) => `${k}=${seal(v, secret)}`)
      .join('; ');
  const withAnon = { aid: 'known-anon-id-1' };

  async function signedIn() {
    const userId = await insertUser(db());
    return { userId, ...(await createSession(db(), userId, null, T0)) };
  }

  it('authenticates from the x-rm-session header', async () => {
    const s = await signedIn();
    const headers = new Headers({ 'x-rm-session': s.sessionToken, 'x-rm-anony-id': 'anon-from-app-1' });
    const identity = await resolveRequestIdentity(db(), headers, opts(at(SECOND)));
    expect(identity).toEqual({
      viewer: { userId: s.userId, businessId: null, sessionId: s.session.id },
      // Over the network a plain header names no anonymous id (only the sealed cookie proves one).
      anonId: null,
      anonVerified: false,
      setCookies: [],
      responseHeaders: {},
    });
  });

  it('does not mint an anonymous id for a caller signed in by header (it sends the session instead)', async () => {
    const s = await signedIn();
    const identity = await resolveRequestIdentity(
      db(),
      new Headers({ 'x-rm-session': s.sessionToken }),
      opts(at(SECOND))
    );
    expect(identity.viewer?.userId).toBe(s.userId);
    expect(identity).toMatchObject({ anonId: null, setCookies: [], responseHeaders: {} });
  });

  it('authenticates from the sealed sid cookie', async () => {
    const s = await signedIn();
    const headers = new Headers({ cookie: cookieHeader({ sid: s.sessionToken, ...withAnon }) });
    const identity = await resolveRequestIdentity(db(), headers, opts(at(SECOND)));
    expect(identity.viewer?.userId).toBe(s.userId);
    expect(identity.anonId).toBe('known-anon-id-1');
    expect(identity.setCookies).toEqual([]);
  });

  it('refuses a plain (unsealed) token in the sid cookie', async () => {
    const s = await signedIn();
    const headers = new Headers({ cookie: `sid=${s.sessionToken}; ${cookieHeader(withAnon)}` });
    expect((await resolveRequestIdentity(db(), headers, opts(at(SECOND)))).viewer).toBeNull();
  });

  it('slides a cookie session by re-issuing the 5-minute cookie, without exposing the token in a header', async () => {
    const s = await signedIn();
    const headers = new Headers({ cookie: cookieHeader({ sid: s.sessionToken, ...withAnon }) });
    const identity = await resolveRequestIdentity(db(), headers, opts(at(2 * MINUTE)));
    const sid = findCookie(identity.setCookies, 'sid')!;
    expect(unseal(cookieValue(sid), secret)).toBe(s.sessionToken);
    expect(attributes(sid)).toEqual({ 'max-age': '300', path: '/', httponly: true, samesite: 'Lax' });
    expect(identity.responseHeaders).toEqual({});
  });

  it('slides a header session by answering x-rm-session', async () => {
    const s = await signedIn();
    const headers = new Headers({ 'x-rm-session': s.sessionToken, 'x-rm-anony-id': 'anon-from-app-1' });
    const identity = await resolveRequestIdentity(db(), headers, opts(at(2 * MINUTE)));
    expect(identity.responseHeaders).toEqual({ 'x-rm-session': s.sessionToken });
    expect(identity.setCookies).toEqual([]);
  });

  it('refreshes from the rid cookie when the session has lapsed: new sid and rid cookies', async () => {
    const s = await signedIn();
    // Secure cookies travel under their __Host- names.
    const headers = new Headers({ cookie: cookieHeader({ '__Host-rid': s.refreshToken, '__Host-aid': withAnon.aid }) });
    const now = at(20 * MINUTE);
    const identity = await resolveRequestIdentity(db(), headers, opts(now, true));
    expect(identity.viewer?.userId).toBe(s.userId);
    expect(identity.viewer?.sessionId).not.toBe(s.session.id);
    const sid = findCookie(identity.setCookies, '__Host-sid')!;
    const rid = findCookie(identity.setCookies, '__Host-rid')!;
    expect(attributes(sid)).toEqual({ 'max-age': '300', path: '/', httponly: true, samesite: 'Lax', secure: true });
    expect(attributes(rid)).toEqual({ 'max-age': '2592000', path: '/', httponly: true, samesite: 'Lax', secure: true });
    // Tokens reach a browser only inside HttpOnly cookies, never in a script-readable header.
    expect(identity.responseHeaders).toEqual({});
    const newSession = unseal(cookieValue(sid), secret)!;
    const newRefresh = unseal(cookieValue(rid), secret)!;
    expect(await authenticate(db(), newSession, now)).toMatchObject({ userId: s.userId });
    expect(newRefresh).not.toBe(s.refreshToken);
    expect(await refresh(db(), newRefresh, at(25 * MINUTE))).not.toBeNull();
  });

  it('refreshes an expired sid cookie too, and refreshes a header caller through headers', async () => {
    const s = await signedIn();
    const viaCookie = new Headers({ cookie: cookieHeader({ sid: s.sessionToken, rid: s.refreshToken, ...withAnon }) });
    const first = await resolveRequestIdentity(db(), viaCookie, opts(at(6 * MINUTE)));
    expect(first.viewer?.userId).toBe(s.userId);
    const app = await signedIn();
    const viaHeader = new Headers({
      'x-rm-session': app.sessionToken,
      [HEADER_REFRESH]: app.refreshToken,
      'x-rm-anony-id': 'anon-from-app-1',
    });
    const second = await resolveRequestIdentity(db(), viaHeader, opts(at(6 * MINUTE)));
    expect(second.viewer?.userId).toBe(app.userId);
    expect(second.setCookies).toEqual([]);
    expect(Object.keys(second.responseHeaders).sort()).toEqual(['x-rm-refresh', 'x-rm-session']);
    expect(await authenticate(db(), second.responseHeaders['x-rm-session'], at(6 * MINUTE))).not.toBeNull();
  });

  it('an expired session without a refresh token is anonymous', async () => {
    const s = await signedIn();
    const headers = new Headers({ 'x-rm-session': s.sessionToken, 'x-rm-anony-id': 'anon-from-app-1' });
    const identity = await resolveRequestIdentity(db(), headers, opts(at(5 * MINUTE + SECOND)));
    expect(identity.viewer).toBeNull();
    // A new anonymous identity: the plain header's id is not taken over the network.
    expect(identity.anonId).toMatch(/^[0-9a-f-]{36}$/);
    expect(unseal(cookieValue(findCookie(identity.setCookies, 'aid')!), secret)).toBe(identity.anonId);
  });

  it('reads the plain x-rm-anony-id header only from SSR’s in-process transport', async () => {
    const foreign = { 'x-rm-anony-id': 'someone-elses-anon-1' };
    // Over the network: the sealed cookie decides, whatever id the header names; without one, a new id.
    const beside = await resolveRequestIdentity(
      db(),
      new Headers({ ...foreign, cookie: cookieHeader(withAnon) }),
      opts(T0)
    );
    expect(beside).toMatchObject({ anonId: 'known-anon-id-1', anonVerified: true, setCookies: [] });
    const alone = await resolveRequestIdentity(db(), new Headers(foreign), opts(T0));
    expect(alone.anonId).not.toBe('someone-elses-anon-1');
    expect(alone.anonVerified).toBe(false);
    expect(alone.responseHeaders).toEqual({ 'x-rm-anony-id': alone.anonId });
    // In process the page names the id it unsealed from the visitor's own cookie.
    const page = await resolveRequestIdentity(db(), new Headers(foreign), opts(T0), 'in-process');
    expect(page).toMatchObject({ anonId: 'someone-elses-anon-1', setCookies: [], responseHeaders: {} });
  });

  it('a tampered cookie is anonymous, and the dead session cookies are cleared', async () => {
    const s = await signedIn();
    const sealed = seal(s.sessionToken, secret);
    const tampered = sealed.slice(0, 20) + (sealed[20] === 'A' ? 'B' : 'A') + sealed.slice(21);
    const headers = new Headers({ cookie: `sid=${tampered}; ${cookieHeader(withAnon)}` });
    const identity = await resolveRequestIdentity(db(), headers, opts(at(SECOND)));
    expect(identity.viewer).toBeNull();
    expect(identity.anonId).toBe('known-anon-id-1');
    expect(identity.setCookies.map((c) => [c.split('=')[0], attributes(c)['max-age']])).toEqual([
      ['sid', '0'],
      ['rid', '0'],
    ]);
  });

  it('a cookie sealed with another secret is anonymous', async () => {
    const s = await signedIn();
    const headers = new Headers({ cookie: `sid=${seal(s.sessionToken, 'another-secret'.padEnd(40, 'y'))}` });
    expect((await resolveRequestIdentity(db(), headers, opts(at(SECOND)))).viewer).toBeNull();
  });

  it('a deleted user is anonymous, by session or by refresh', async () => {
    const s = await signedIn();
    await db()
      .update(users)
      .set({ deletedAt: at(SECOND) })
      .where(eq(users.id, s.userId));
    const headers = new Headers({ cookie: cookieHeader({ sid: s.sessionToken, rid: s.refreshToken, ...withAnon }) });
    expect((await resolveRequestIdentity(db(), headers, opts(at(2 * SECOND)))).viewer).toBeNull();
  });

  it('a reused refresh cookie signs the device out', async () => {
    const s = await signedIn();
    await refresh(db(), s.refreshToken, at(10 * MINUTE));
    const headers = new Headers({ cookie: cookieHeader({ rid: s.refreshToken, ...withAnon }) });
    const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const identity = await resolveRequestIdentity(db(), headers, opts(at(20 * MINUTE)));
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
    expect(identity.viewer).toBeNull();
    expect(findCookie(identity.setCookies, 'rid')).toMatch(/Max-Age=0/);
  });

  it('mints an anonymous id when absent: sealed aid cookie and x-rm-anony-id header', async () => {
    const identity = await resolveRequestIdentity(db(), new Headers(), opts(T0));
    expect(identity.viewer).toBeNull();
    expect(identity.anonId).toMatch(/^[0-9a-f-]{36}$/);
    expect(identity.responseHeaders).toEqual({ 'x-rm-anony-id': identity.anonId });
    expect(identity.setCookies).toHaveLength(1);
    const aid = identity.setCookies[0];
    expect(unseal(cookieValue(aid), secret)).toBe(identity.anonId);
    expect(attributes(aid)).toEqual({ 'max-age': '7776000', path: '/', httponly: true, samesite: 'Lax' });
    const prod = await resolveRequestIdentity(db(), new Headers(), opts(T0, true));
    expect(attributes(prod.setCookies[0])).toEqual({
      'max-age': '7776000',
      path: '/',
      httponly: true,
      samesite: 'Lax',
      secure: true,
    });
  });

  it('does not trust an insane anonymous id from the in-process transport: falls back to the cookie, else mints', async () => {
    const cookie = cookieHeader(withAnon);
    const fallback = await resolveRequestIdentity(
      db(),
      new Headers({ 'x-rm-anony-id': 'undefined', cookie }),
      opts(T0),
      'in-process'
    );
    expect(fallback.anonId).toBe('known-anon-id-1');
    expect(fallback.setCookies).toEqual([]);
    for (const bad of ['<script>alert(1)</script>', 'x'.repeat(65), 'a b']) {
      const minted = await resolveRequestIdentity(db(), new Headers({ 'x-rm-anony-id': bad }), opts(T0), 'in-process');
      expect(minted.anonId).not.toBe(bad);
      expect(minted.setCookies).toHaveLength(1);
    }
    const plainCookie = await resolveRequestIdentity(db(), new Headers({ cookie: 'aid=known-anon-id-1' }), opts(T0));
    expect(plainCookie.anonId).not.toBe('known-anon-id-1');
  });
});
