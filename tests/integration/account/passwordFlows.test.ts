import { eq } from 'drizzle-orm';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { startMailCatcher, linkIn, type MailCatcher } from '../../support/mailCatcher';
import {
  alarms,
  itemBookmarks,
  mailOutbox,
  pointTransactions,
  sessions,
  socialAccounts,
  users,
} from '@/server/db/schema';
import { dispatchPendingMail } from '@/server/mail/dispatcher';
import { authRouterFor, callAuth, CookieJar, insertEmailMember, TEST_ORIGIN } from './authHarness';
import { steppedFloorClock } from '../../support/floorClock';

const FROM = '라이드마켓 <no-reply@ridemarket.kr>';

describe.each(testDbKinds())('password reset, change and account deletion on %s', (kind) => {
  const db = useTestDb(kind);
  let mail: MailCatcher;
  beforeAll(async () => {
    mail = await startMailCatcher();
  });
  afterAll(async () => {
    await mail.close();
  });

  const deliver = () => dispatchPendingMail(db(), mail.transport, FROM);
  const resetToken = async (email: string) =>
    new URL(linkIn(await mail.latestTo(email), `${TEST_ORIGIN}/find_pwd?token=`)).searchParams.get('token');
  const signedIn = async (email: string, password: string) => {
    const jar = new CookieJar();
    const reply = await callAuth(
      authRouterFor(db()),
      'POST',
      '/login',
      { email, password },
      { jar, ip: `10.1.${Math.floor(Math.random() * 250)}.2` }
    );
    expect(reply.status).toBe(200);
    return jar;
  };

  describe('find password (/find_pwd)', () => {
    it('mails a single-use link; the new password works, the old does not, every session is revoked, an important alarm is left', async () => {
      const member = await insertEmailMember(db());
      const jar = await signedIn(member.email, member.password);
      const router = authRouterFor(db());
      expect((await callAuth(router, 'POST', '/password-reset/request', { email: member.email })).body).toEqual({
        ok: true,
      });
      await deliver();
      const token = await resetToken(member.email);
      const done = await callAuth(
        router,
        'POST',
        '/password-reset/confirm',
        { token, password: 'new-pedal-77' },
        { jar }
      );
      expect(done.body).toEqual({ ok: true, next: '/login/account?reset=done' });
      expect(jar.has('sid')).toBe(false);
      const live = await db().select().from(sessions).where(eq(sessions.userId, member.userId));
      expect(live.every((s) => s.revokedAt !== null)).toBe(true);
      expect(
        (
          await callAuth(
            router,
            'POST',
            '/login',
            { email: member.email, password: member.password },
            { ip: '10.2.0.1' }
          )
        ).status
      ).toBe(401);
      expect(
        (
          await callAuth(
            router,
            'POST',
            '/login',
            { email: member.email, password: 'new-pedal-77' },
            { ip: '10.2.0.2' }
          )
        ).status
      ).toBe(200);
      const again = await callAuth(router, 'POST', '/password-reset/confirm', { token, password: 'other-pedal-88' });
      expect(again.body).toMatchObject({
        code: 'NOT_FOUND',
        message: expect.stringContaining('만료되었거나 이미 사용되었어요'),
      });
      const [alarm] = await db().select().from(alarms).where(eq(alarms.userId, member.userId));
      expect(alarm).toMatchObject({ title: '비밀번호가 변경되었어요', isImportant: true });
    });

    it('answers an unknown address the same and mails nothing; a social account gets a pointer to its provider', async () => {
      const router = authRouterFor(db());
      const before = (await db().select().from(mailOutbox)).length;
      const unknown = await callAuth(router, 'POST', '/password-reset/request', { email: 'nobody-here@example.com' });
      expect(unknown.status).toBe(200);
      expect(unknown.body).toEqual({ ok: true });
      expect((await db().select().from(mailOutbox)).length).toBe(before);
      const [social] = await db()
        .insert(users)
        .values({ email: 'kakao-user@example.com', nickname: '카카오유저', registKeyType: 'KAKAO' })
        .returning({ id: users.id });
      await db().insert(socialAccounts).values({ userId: social.id, provider: 'KAKAO', providerUserId: '99' });
      expect(
        (await callAuth(router, 'POST', '/password-reset/request', { email: 'kakao-user@example.com' })).body
      ).toEqual({ ok: true });
      await deliver();
      const letter = await mail.latestTo('kakao-user@example.com');
      expect(letter.subject).toBe('[라이드마켓] 비밀번호 찾기 안내');
      expect(letter.text).toContain('카카오 로그인으로 가입되어 있어요');
    });

    it('answers a known and an unknown address after the same floor, so timing tells nothing either', async () => {
      const member = await insertEmailMember(db());
      const ask = async (email: string) => {
        // The floor's clock stands still while the work runs: what it asks to wait is the whole floor.
        const floorClock = steppedFloorClock();
        const reply = await callAuth(
          authRouterFor(db(), { floorClock }),
          'POST',
          '/password-reset/request',
          { email },
          { ip: '10.3.0.1' }
        );
        return { body: reply.body, waits: floorClock.waits };
      };
      expect(await ask(member.email)).toEqual({ body: { ok: true }, waits: [300] });
      expect(await ask('nobody-timed@example.com')).toEqual({ body: { ok: true }, waits: [300] });
    });

    it('refuses an expired link, a weak password and a bad body; limits requests per address', async () => {
      const member = await insertEmailMember(db());
      const start = Date.now();
      const router = authRouterFor(db());
      await callAuth(router, 'POST', '/password-reset/request', { email: member.email });
      await deliver();
      const token = await resetToken(member.email);
      const weak = await callAuth(router, 'POST', '/password-reset/confirm', { token, password: 'aaaaaaaa' });
      expect(weak.body.details).toEqual({ password: '영문, 숫자, 특수문자 중 2가지 이상을 섞어 주세요.' });
      const late = authRouterFor(db(), { now: () => new Date(start + 31 * 60_000) });
      expect(
        (await callAuth(late, 'POST', '/password-reset/confirm', { token, password: 'late-pedal-99' })).body.code
      ).toBe('NOT_FOUND');
      expect((await callAuth(router, 'POST', '/password-reset/request', { email: 'not an email' })).body.code).toBe(
        'INVALID_INPUT'
      );
      await callAuth(router, 'POST', '/password-reset/request', { email: member.email });
      await callAuth(router, 'POST', '/password-reset/request', { email: member.email });
      const limited = await callAuth(router, 'POST', '/password-reset/request', { email: member.email });
      expect(limited.status).toBe(429);
    });
  });

  describe('password change (/user/pwd_change)', () => {
    it('needs a session, the right current password and a different new one; other devices are signed out, this one stays', async () => {
      const member = await insertEmailMember(db());
      const phone = await signedIn(member.email, member.password);
      const laptop = await signedIn(member.email, member.password);
      const router = authRouterFor(db());
      expect(
        (
          await callAuth(router, 'POST', '/password', {
            currentPassword: member.password,
            newPassword: 'fresh-ride-12',
          })
        ).status
      ).toBe(401);
      const wrong = await callAuth(
        router,
        'POST',
        '/password',
        { currentPassword: 'not-it-123', newPassword: 'fresh-ride-12' },
        { jar: phone }
      );
      expect(wrong.body).toMatchObject({
        code: 'INVALID_INPUT',
        details: { currentPassword: '현재 비밀번호가 맞지 않아요.' },
      });
      const same = await callAuth(
        router,
        'POST',
        '/password',
        { currentPassword: member.password, newPassword: member.password },
        { jar: phone }
      );
      expect(same.body.details).toEqual({ newPassword: '지금 쓰는 비밀번호와 다른 비밀번호를 정해 주세요.' });
      expect(
        (
          await callAuth(
            router,
            'POST',
            '/password',
            { currentPassword: member.password, newPassword: 'fresh-ride-12' },
            { jar: phone }
          )
        ).body
      ).toEqual({ ok: true });
      // The phone (this device) keeps its session; the laptop's was revoked.
      expect(
        (
          await callAuth(
            router,
            'POST',
            '/password',
            { currentPassword: 'fresh-ride-12', newPassword: 'fresh-ride-34' },
            { jar: phone }
          )
        ).status
      ).toBe(200);
      expect(
        (
          await callAuth(
            router,
            'POST',
            '/password',
            { currentPassword: 'fresh-ride-34', newPassword: 'fresh-ride-56' },
            { jar: laptop }
          )
        ).status
      ).toBe(401);
    });

    it('limits wrong current passwords per account', async () => {
      const member = await insertEmailMember(db());
      const jar = await signedIn(member.email, member.password);
      const router = authRouterFor(db());
      for (let i = 0; i < 5; i += 1)
        await callAuth(
          router,
          'POST',
          '/password',
          { currentPassword: `wrong-${i}-pw`, newPassword: 'fresh-ride-12' },
          { jar }
        );
      expect(
        (
          await callAuth(
            router,
            'POST',
            '/password',
            { currentPassword: member.password, newPassword: 'fresh-ride-12' },
            { jar }
          )
        ).status
      ).toBe(429);
    });
  });

  describe('account deletion', () => {
    it('erases personal data, keeps the row anonymised, forfeits points in the ledger, signs out; the address can join again', async () => {
      const member = await insertEmailMember(db());
      await db().update(users).set({ point: 2500 }).where(eq(users.id, member.userId));
      const jar = await signedIn(member.email, member.password);
      const router = authRouterFor(db());
      expect((await callAuth(router, 'POST', '/withdraw', { confirm: true }, { jar })).body.details).toEqual({
        password: '비밀번호를 입력해 주세요.',
      });
      expect(
        (await callAuth(router, 'POST', '/withdraw', { password: member.password, confirm: false }, { jar })).body.code
      ).toBe('INVALID_INPUT');
      expect(
        (await callAuth(router, 'POST', '/withdraw', { password: 'wrong-pass-1', confirm: true }, { jar })).body.details
      ).toEqual({ password: '현재 비밀번호가 맞지 않아요.' });
      const done = await callAuth(router, 'POST', '/withdraw', { password: member.password, confirm: true }, { jar });
      expect(done.body).toEqual({ ok: true, redirect: '/' });
      expect(jar.has('sid')).toBe(false);
      const [row] = await db().select().from(users).where(eq(users.id, member.userId));
      expect(row).toMatchObject({
        email: null,
        passwordHash: null,
        name: null,
        phone: null,
        personHash: null,
        point: 0,
        nickname: `탈퇴회원${member.userId}`,
      });
      expect(row.deletedAt).not.toBeNull();
      expect(await db().select().from(sessions).where(eq(sessions.userId, member.userId))).toHaveLength(0);
      expect(await db().select().from(itemBookmarks).where(eq(itemBookmarks.userId, member.userId))).toHaveLength(0);
      const [ledger] = await db().select().from(pointTransactions).where(eq(pointTransactions.userId, member.userId));
      expect(ledger).toMatchObject({ amount: -2500, balanceAfter: 0, reason: 'EXPIRE' });
      expect(
        (
          await callAuth(
            router,
            'POST',
            '/login',
            { email: member.email, password: member.password },
            { ip: '10.3.0.1' }
          )
        ).status
      ).toBe(401);
      await insertEmailMember(db(), { email: member.email });
    });

    it('needs a session', async () => {
      expect((await callAuth(authRouterFor(db()), 'POST', '/withdraw', { confirm: true })).status).toBe(401);
    });
  });
});
