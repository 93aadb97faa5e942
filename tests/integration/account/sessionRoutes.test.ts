import { eq } from 'drizzle-orm';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { sessions, users } from '@/server/db/schema';
import { hashPassword } from '@/server/auth/passwords';
import { authRouterFor, callAuth, CookieJar, insertEmailMember } from './authHarness';

describe.each(testDbKinds())('login and logout on %s', (kind) => {
  const db = useTestDb(kind);

  it('signs in with email and password: HttpOnly session and refresh cookies, and the safe return URL', async () => {
    const member = await insertEmailMember(db());
    const jar = new CookieJar();
    const reply = await callAuth(
      authRouterFor(db()),
      'POST',
      '/login',
      { email: member.email.toUpperCase(), password: member.password, returnUrl: '/models/3?tab=review' },
      { jar }
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ ok: true, redirect: '/models/3?tab=review' });
    expect(reply.setCookies.find((c) => c.startsWith('sid='))).toMatch(/HttpOnly; SameSite=Lax/);
    expect(reply.setCookies.find((c) => c.startsWith('rid='))).toMatch(/Max-Age=2592000; Path=\/; HttpOnly/);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    const [user] = await db().select({ lastLoginAt: users.lastLoginAt }).from(users).where(eq(users.id, member.userId));
    expect(user.lastLoginAt).not.toBeNull();
  });

  it('ignores an absolute or protocol-relative returnUrl', async () => {
    const member = await insertEmailMember(db());
    for (const returnUrl of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)']) {
      const reply = await callAuth(authRouterFor(db()), 'POST', '/login', {
        email: member.email,
        password: member.password,
        returnUrl,
      });
      expect(reply.body.redirect).toBe('/user/my_page');
    }
  });

  it('answers the same UNAUTHENTICATED sentence for a wrong password, an unknown address and a social-only account', async () => {
    const member = await insertEmailMember(db());
    await db()
      .insert(users)
      .values({ email: 'kakao-only@example.com', nickname: '카카오회원1', registKeyType: 'KAKAO' });
    const router = authRouterFor(db());
    const replies = [
      await callAuth(router, 'POST', '/login', { email: member.email, password: 'wrong-pass-1' }),
      await callAuth(router, 'POST', '/login', { email: 'nobody@example.com', password: 'wrong-pass-1' }),
      await callAuth(router, 'POST', '/login', { email: 'kakao-only@example.com', password: 'wrong-pass-1' }),
    ];
    for (const reply of replies) {
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual({ code: 'UNAUTHENTICATED', message: '이메일 또는 비밀번호가 맞지 않아요.' });
      expect(reply.setCookies.some((c) => c.startsWith('sid='))).toBe(false);
    }
  });

  it('refuses a malformed body with INVALID_INPUT and Korean field details', async () => {
    const reply = await callAuth(authRouterFor(db()), 'POST', '/login', { email: 'not-an-email', password: '' });
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe('INVALID_INPUT');
    expect(reply.body.details).toEqual({
      email: '이메일 형식이 올바르지 않아요.',
      password: '비밀번호를 입력해 주세요.',
    });
  });

  it('refuses a cross-site form post and a non-JSON body (CSRF)', async () => {
    const router = authRouterFor(db());
    const foreign = await callAuth(router, 'POST', '/login', {}, { headers: { origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('FORBIDDEN');
    const form = await callAuth(
      router,
      'POST',
      '/login',
      {},
      { headers: { 'content-type': 'application/x-www-form-urlencoded' } }
    );
    expect(form.status).toBe(415);
    const crossSite = await callAuth(router, 'POST', '/login', {}, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
  });

  it('logs out: the session family is revoked on the server and the cookies expire', async () => {
    const member = await insertEmailMember(db());
    const jar = new CookieJar();
    const router = authRouterFor(db());
    await callAuth(router, 'POST', '/login', { email: member.email, password: member.password }, { jar });
    const out = await callAuth(router, 'POST', '/logout', {}, { jar });
    expect(out.body).toEqual({ ok: true, redirect: '/' });
    expect(out.setCookies.filter((c) => /^(sid|rid)=;/.test(c) && c.includes('Max-Age=0'))).toHaveLength(2);
    const rows = await db()
      .select({ revokedAt: sessions.revokedAt })
      .from(sessions)
      .where(eq(sessions.userId, member.userId));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.revokedAt !== null)).toBe(true);
  });

  it('upgrades a hash made with weaker parameters at login', async () => {
    const member = await insertEmailMember(db());
    const { hash } = await import('@node-rs/argon2');
    await db()
      .update(users)
      .set({
        passwordHash: await hash(member.password, { algorithm: 2, memoryCost: 8192, timeCost: 1, parallelism: 1 }),
      })
      .where(eq(users.id, member.userId));
    expect(
      (await callAuth(authRouterFor(db()), 'POST', '/login', { email: member.email, password: member.password })).status
    ).toBe(200);
    const [user] = await db()
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, member.userId));
    expect(user.passwordHash).toContain('m=19456');
    void hashPassword;
  });
});
