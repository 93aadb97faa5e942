import { eq } from 'drizzle-orm';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { startMailCatcher, linkIn, type MailCatcher } from '../../support/mailCatcher';
import { alarms, identityVerifications, mailOutbox, oneTimeTokens, userAgreements, users } from '@/server/db/schema';
import { dispatchPendingMail } from '@/server/mail/dispatcher';
import { completeEmailSignup } from '@/server/domain/account/emailSignup';
import { authRouterFor, callAuth, CookieJar, insertCurrentTerms, insertEmailMember, TEST_ORIGIN } from './authHarness';
import { draftOf, draftReadyForForm } from './signupHelpers';
import { steppedFloorClock } from '../../support/floorClock';

const FROM = '라이드마켓 <no-reply@ridemarket.kr>';
const form = (email: string, nickname = `가입${Math.floor(Math.random() * 1e6)}`) => ({
  email,
  password: 'pedal-2026!',
  nickname,
});

describe.each(testDbKinds())('email sign-up on %s', (kind) => {
  const db = useTestDb(kind);
  let mail: MailCatcher;
  beforeAll(async () => {
    mail = await startMailCatcher();
    await insertCurrentTerms(db());
  });
  afterAll(async () => {
    await mail.close();
  });

  const deliver = () => dispatchPendingMail(db(), mail.transport, FROM);
  const tokenOf = (link: string) => new URL(link).searchParams.get('token');

  it("terms → identity → form → the mail's link makes the account, with consents, phone and a welcome alarm", async () => {
    const router = authRouterFor(db());
    const jar = await draftReadyForForm(db(), router);
    const reply = await callAuth(router, 'POST', '/registration/user', form('New.Rider@Example.com', '새라이더'), {
      jar,
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      ok: true,
      next: '/registration/redirect/email',
      maskedEmail: 'ne*******@e******.com',
    });
    expect(await deliver()).toEqual({ sent: 1, failed: 0 });
    const letter = await mail.latestTo('new.rider@example.com');
    expect(letter.subject).toBe('[라이드마켓] 이메일 인증을 완료해 주세요');
    expect(letter.from).toContain('no-reply@ridemarket.kr');
    const link = linkIn(letter, `${TEST_ORIGIN}/registration/redirect/email?token=`);
    expect(await db().select().from(users).where(eq(users.email, 'new.rider@example.com'))).toHaveLength(0);

    const userId = await completeEmailSignup(db(), tokenOf(link), new Date());
    const [user] = await db().select().from(users).where(eq(users.id, userId));
    expect(user).toMatchObject({
      email: 'new.rider@example.com',
      nickname: '새라이더',
      nickType: 'CUSTOM',
      registKeyType: 'EMAIL',
      name: '김라이더',
      phone: '01012345678',
    });
    expect(user.emailVerifiedAt).not.toBeNull();
    expect(user.personHash).toMatch(/^[0-9a-f]{64}$/);
    expect(user.referralCode).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(user.marketingConsentAt).not.toBeNull();
    const consents = await db()
      .select({ category: userAgreements.category, version: userAgreements.version, agreed: userAgreements.agreed })
      .from(userAgreements)
      .where(eq(userAgreements.userId, userId));
    expect(consents.map((c) => c.category).sort()).toEqual(['MARKETING', 'PRIVACY', 'SERVICE']);
    expect(Object.fromEntries(consents.map((c) => [c.category, c.version]))).toEqual({
      SERVICE: '1.1',
      PRIVACY: '2.0',
      MARKETING: '1.1',
    });
    expect((await db().select().from(alarms).where(eq(alarms.userId, userId))).map((a) => a.title)).toEqual([
      '라이드마켓에 오신 걸 환영해요',
    ]);
    const [identity] = await db()
      .select({ status: identityVerifications.status })
      .from(identityVerifications)
      .where(eq(identityVerifications.personHash, user.personHash!));
    expect(identity.status).toBe('CONSUMED');
    // The new account logs in with its password; the link is single use.
    expect(
      (await callAuth(router, 'POST', '/login', { email: 'new.rider@example.com', password: 'pedal-2026!' })).status
    ).toBe(200);
    await expect(completeEmailSignup(db(), tokenOf(link), new Date())).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses the terms step without the two required consents, naming each', async () => {
    const reply = await callAuth(authRouterFor(db()), 'POST', '/registration/start', {
      service: false,
      privacy: false,
      marketing: true,
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      code: 'INVALID_INPUT',
      details: { service: '서비스 이용약관에 동의해 주세요.', privacy: '개인정보 수집 및 이용에 동의해 주세요.' },
    });
    expect(reply.setCookies.some((c) => c.startsWith('reg='))).toBe(false);
  });

  it('refuses the form before the phone check, without a draft, and with bad fields', async () => {
    const router = authRouterFor(db());
    const jar = new CookieJar();
    await callAuth(router, 'POST', '/registration/start', { service: true, privacy: true, marketing: false }, { jar });
    const early = await callAuth(router, 'POST', '/registration/user', form('early@example.com'), { jar });
    expect(early.body).toMatchObject({ code: 'INVALID_INPUT', message: '휴대폰 본인인증을 먼저 해 주세요.' });
    expect((await callAuth(router, 'POST', '/registration/user', form('nodraft@example.com'))).body.code).toBe(
      'NOT_FOUND'
    );
    const bad = await callAuth(
      router,
      'POST',
      '/registration/user',
      { email: 'x@', password: 'short', nickname: '관리자' },
      { jar }
    );
    expect(bad.body.details).toEqual({
      email: '이메일 형식이 올바르지 않아요.',
      password: '비밀번호는 8자 이상이어야 해요.',
      nickname: '사용할 수 없는 단어가 들어 있어요.',
    });
  });

  it('answers an address that already has an account exactly like a new one, and only its inbox learns the difference', async () => {
    const member = await insertEmailMember(db());
    const router = authRouterFor(db());
    const jar = await draftReadyForForm(db(), router);
    const reply = await callAuth(router, 'POST', '/registration/user', form(member.email), { jar });
    expect(reply.status).toBe(200);
    expect(reply.body.next).toBe('/registration/redirect/email');
    await deliver();
    const letter = await mail.latestTo(member.email);
    expect(letter.subject).toBe('[라이드마켓] 이미 가입된 이메일이에요');
    const draft = await draftOf(db(), jar);
    expect(await db().select().from(oneTimeTokens).where(eq(oneTimeTokens.draftId, draft!.id))).toHaveLength(0);
  });

  it('refuses a nickname in use with CONFLICT on the field', async () => {
    await insertEmailMember(db(), { nickname: '이미있는닉' });
    const router = authRouterFor(db());
    const jar = await draftReadyForForm(db(), router);
    const reply = await callAuth(router, 'POST', '/registration/user', form('nick@example.com', '이미있는닉'), { jar });
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({ code: 'CONFLICT', message: '이미 사용 중인 닉네임이에요.' });
  });

  it('a resent mail retires the older link; an expired link is refused', async () => {
    const router = authRouterFor(db());
    const jar = await draftReadyForForm(db(), router);
    await callAuth(router, 'POST', '/registration/user', form('twice@example.com'), { jar });
    await deliver();
    const first = tokenOf(
      linkIn(await mail.latestTo('twice@example.com'), `${TEST_ORIGIN}/registration/redirect/email?token=`)
    );
    expect((await callAuth(router, 'POST', '/registration/resend', {}, { jar })).body).toEqual({ ok: true });
    await deliver();
    const letters = mail.messages.filter((m) => m.to.includes('twice@example.com'));
    expect(letters).toHaveLength(2);
    const second = tokenOf(linkIn(letters[1], `${TEST_ORIGIN}/registration/redirect/email?token=`));
    await expect(completeEmailSignup(db(), first, new Date())).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(completeEmailSignup(db(), second, new Date(Date.now() + 31 * 60_000))).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await completeEmailSignup(db(), second, new Date())).toBeGreaterThan(0);
  });

  it('one person can open one account: a second sign-up with the same identity is a CONFLICT at the link', async () => {
    const router = authRouterFor(db());
    const a = await draftReadyForForm(db(), router, new CookieJar(), 'same-person');
    const b = await draftReadyForForm(db(), router, new CookieJar(), 'same-person');
    await callAuth(router, 'POST', '/registration/user', form('first@example.com'), { jar: a });
    await callAuth(router, 'POST', '/registration/user', form('second@example.com'), { jar: b });
    await deliver();
    const t1 = tokenOf(
      linkIn(await mail.latestTo('first@example.com'), `${TEST_ORIGIN}/registration/redirect/email?token=`)
    );
    const t2 = tokenOf(
      linkIn(await mail.latestTo('second@example.com'), `${TEST_ORIGIN}/registration/redirect/email?token=`)
    );
    await completeEmailSignup(db(), t1, new Date());
    await expect(completeEmailSignup(db(), t2, new Date())).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('이미 가입된 회원이에요'),
    });
    expect(await db().select().from(users).where(eq(users.email, 'second@example.com'))).toHaveLength(0);
  });

  it('limits verification mail per address, and every answer of the form waits out the same floor', async () => {
    const member = await insertEmailMember(db());
    let caller = 0;
    const submit = async (email: string) => {
      const jar = await draftReadyForForm(db(), authRouterFor(db()));
      // The floor's clock stands still while the work runs: what it asks to wait is the whole floor.
      const floorClock = steppedFloorClock();
      caller += 1;
      const reply = await callAuth(authRouterFor(db(), { floorClock }), 'POST', '/registration/user', form(email), {
        jar,
        ip: `10.9.${caller}.1`,
      });
      return { reply, waits: floorClock.waits };
    };
    const known = await submit(member.email);
    const fresh = await submit('timing-fresh@example.com');
    expect([known.reply.status, fresh.reply.status]).toEqual([200, 200]);
    // Both answers (and the refusal below) come 400 ms after the work began, whichever path it took.
    expect(known.waits).toEqual([400]);
    expect(fresh.waits).toEqual([400]);
    for (let i = 0; i < 5; i += 1) await submit('flood@example.com');
    const limited = await submit('flood@example.com');
    expect(limited.reply.status).toBe(429);
    expect(limited.reply.body.code).toBe('RATE_LIMITED');
    expect(limited.waits).toEqual([400]);
    const queued = await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'flood@example.com'));
    expect(queued).toHaveLength(5);
  });

  it('limits how many sign-ups one address may start', async () => {
    const router = authRouterFor(db());
    let last = 0;
    for (let i = 0; i < 31; i += 1)
      last = (
        await callAuth(
          router,
          'POST',
          '/registration/start',
          { service: true, privacy: true, marketing: false },
          { ip: '192.0.2.200' }
        )
      ).status;
    expect(last).toBe(429);
  });
});
