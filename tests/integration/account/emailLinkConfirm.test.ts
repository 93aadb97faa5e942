import { eq } from 'drizzle-orm';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { startMailCatcher, linkIn, type MailCatcher } from '../../support/mailCatcher';
import { oneTimeTokens, sessions, users } from '@/server/db/schema';
import { hashToken } from '@/server/auth/tokens';
import { dispatchPendingMail } from '@/server/mail/dispatcher';
import { LINK_EXPIRED } from '@/server/domain/account/emailSignup';
import { inspectEmailLink } from '@/server/ssr/emailLinkLanding';
import { authRouterFor, callAuth, CookieJar, insertCurrentTerms, TEST_ORIGIN } from './authHarness';
import { draftReadyForForm } from './signupHelpers';

const FROM = '라이드마켓 <no-reply@ridemarket.kr>';
const COMPLETE = '/registration/email/complete';

/**
 * The mail's sign-up link: opening it (GET, which mail scanners do too) only shows a button; the
 * account is made by the button's same-origin JSON POST, once.
 */
describe.each(testDbKinds())('the sign-up mail link on %s', (kind) => {
  const db = useTestDb(kind);
  let mail: MailCatcher;
  beforeAll(async () => {
    mail = await startMailCatcher();
    await insertCurrentTerms(db());
  });
  afterAll(async () => {
    await mail.close();
  });

  /** Sign-up up to the mail; answers the link's token. */
  async function mailedToken(email: string): Promise<string> {
    const router = authRouterFor(db());
    const jar = await draftReadyForForm(db(), router);
    const nickname = `링크${Math.floor(Math.random() * 1e6)}`;
    const reply = await callAuth(
      router,
      'POST',
      '/registration/user',
      { email, password: 'pedal-2026!', nickname },
      { jar }
    );
    expect(reply.status).toBe(200);
    await dispatchPendingMail(db(), mail.transport, FROM);
    const link = linkIn(await mail.latestTo(email), `${TEST_ORIGIN}/registration/redirect/email?token=`);
    return new URL(link).searchParams.get('token')!;
  }

  const accountsFor = (email: string) => db().select({ id: users.id }).from(users).where(eq(users.email, email));
  const tokenRow = async (token: string) =>
    (
      await db()
        .select()
        .from(oneTimeTokens)
        .where(eq(oneTimeTokens.tokenHash, hashToken(token)))
    )[0];

  it('opening the link, twice (a mail scanner, then the person), shows the button and uses nothing', async () => {
    const token = await mailedToken('opened@example.com');
    const first = await inspectEmailLink(db(), token, new Date());
    const second = await inspectEmailLink(db(), token, new Date());
    expect(first).toEqual({ state: 'confirm', maskedEmail: 'op****@e******.com' });
    expect(second).toEqual(first);
    expect(await accountsFor('opened@example.com')).toHaveLength(0);
    expect((await tokenRow(token)).usedAt).toBeNull();

    // The person's press, from a browser that never saw the sign-up (another device), still works.
    const jar = new CookieJar();
    const reply = await callAuth(authRouterFor(db()), 'POST', COMPLETE, { token }, { jar });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ ok: true, next: '/registration/user/friend_code' });
    const [account] = await accountsFor('opened@example.com');
    expect(account).toBeDefined();
    expect(jar.has('sid')).toBe(true);
    const signedIn = await db()
      .select({ userId: sessions.userId })
      .from(sessions)
      .where(eq(sessions.userId, account.id));
    expect(signedIn.length).toBeGreaterThan(0);
    expect(reply.setCookies.some((c) => c.startsWith('reg=') && c.includes('Max-Age=0'))).toBe(true);
  });

  it('the button makes the account once; a second press answers that the link is used', async () => {
    const token = await mailedToken('pressed@example.com');
    const router = authRouterFor(db());
    expect((await callAuth(router, 'POST', COMPLETE, { token })).status).toBe(200);
    const again = await callAuth(router, 'POST', COMPLETE, { token });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ code: 'NOT_FOUND', message: LINK_EXPIRED });
    expect(again.setCookies.some((c) => c.startsWith('sid='))).toBe(false);
    expect(await accountsFor('pressed@example.com')).toHaveLength(1);
    // Opening the used link now shows why it no longer works.
    expect(await inspectEmailLink(db(), token, new Date())).toEqual({ state: 'link-error', message: LINK_EXPIRED });
  });

  it('refuses a press from another site or as a plain form, and the link stays unused', async () => {
    const token = await mailedToken('foreign@example.com');
    const router = authRouterFor(db());
    const foreign = await callAuth(
      router,
      'POST',
      COMPLETE,
      { token },
      { headers: { origin: 'https://evil.example' } }
    );
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('FORBIDDEN');
    expect(
      (await callAuth(router, 'POST', COMPLETE, { token }, { headers: { 'sec-fetch-site': 'cross-site' } })).status
    ).toBe(403);
    expect(
      (
        await callAuth(
          router,
          'POST',
          COMPLETE,
          { token },
          { headers: { 'content-type': 'application/x-www-form-urlencoded' } }
        )
      ).status
    ).toBe(415);
    expect(await accountsFor('foreign@example.com')).toHaveLength(0);
    expect((await tokenRow(token)).usedAt).toBeNull();
  });

  it('answers an unknown, malformed or expired token like a used one, and a missing one with INVALID_INPUT', async () => {
    const router = authRouterFor(db());
    for (const token of ['A'.repeat(43), 'not-a-token']) {
      expect((await callAuth(router, 'POST', COMPLETE, { token })).body).toEqual({
        code: 'NOT_FOUND',
        message: LINK_EXPIRED,
      });
    }
    expect((await callAuth(router, 'POST', COMPLETE, {})).body.code).toBe('INVALID_INPUT');
    const token = await mailedToken('late@example.com');
    const late = authRouterFor(db(), { now: () => new Date(Date.now() + 31 * 60_000) });
    expect((await callAuth(late, 'POST', COMPLETE, { token })).body).toEqual({
      code: 'NOT_FOUND',
      message: LINK_EXPIRED,
    });
    expect(await inspectEmailLink(db(), token, new Date(Date.now() + 31 * 60_000))).toEqual({
      state: 'link-error',
      message: LINK_EXPIRED,
    });
    expect(await accountsFor('late@example.com')).toHaveLength(0);
  });
});
