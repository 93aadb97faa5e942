import { eq } from 'drizzle-orm';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { useDemoMode } from '../../support/demoMode';
import { identityVerifications, signupDrafts, socialAccounts, users } from '@/server/db/schema';
import { authRouterFor, callAuth, CookieJar, insertCurrentTerms } from '../account/authHarness';
import { draftOf } from '../account/signupHelpers';
import {
  agreedSocialDraft,
  insertMemberOf,
  PERSON,
  sandboxCheck,
  sandboxPersonHash,
  startCheck,
  verificationRow,
  yearsAgo,
} from './identityHarness';

const person = (name: string, phone: string) => ({ ...PERSON, name, phone });

describe.each(testDbKinds())('sign-up phone step (/registration/identity) on %s', (kind) => {
  const db = useTestDb(kind);
  // The sandbox carrier check exists only in demo mode.
  useDemoMode('on');
  beforeAll(async () => insertCurrentTerms(db()));

  const emailDraft = async (router: ReturnType<typeof authRouterFor>, jar = new CookieJar()) => {
    const reply = await callAuth(
      router,
      'POST',
      '/registration/start',
      { service: true, privacy: true, marketing: false },
      { jar }
    );
    if (reply.status !== 200) throw new Error(JSON.stringify(reply.body));
    return jar;
  };

  it('attaches a verified check to an email draft, which continues to the form', async () => {
    const router = authRouterFor(db());
    const jar = await emailDraft(router);
    const id = await sandboxCheck(router, jar, { person: person('이메일가입', '01020000001') });
    const reply = await callAuth(router, 'POST', '/registration/identity', { verificationId: id }, { jar });
    expect(reply).toMatchObject({ status: 200, body: { next: '/registration/user' } });
    expect((await draftOf(db(), jar))?.identityVerificationId).toBe(id);
    expect((await verificationRow(db(), id)).status).toBe('VERIFIED');
  });

  it('opens a Kakao account at once: signed in, draft cookie cleared, check consumed; a second use is refused', async () => {
    const router = authRouterFor(db());
    const jar = new CookieJar();
    await agreedSocialDraft(db(), jar, {
      providerUserId: 'kakao-501',
      email: 'k501@example.com',
      nickname: '카톡라이더',
    });
    const id = await sandboxCheck(router, jar, { person: person('소셜가입', '01020000002') });
    const reply = await callAuth(router, 'POST', '/registration/identity', { verificationId: id }, { jar });
    expect(reply).toMatchObject({ status: 200, body: { next: '/registration/friend_code' } });
    expect(reply.setCookies.some((c) => c.startsWith('sid=') && c.includes('HttpOnly'))).toBe(true);
    expect(reply.setCookies.some((c) => c.startsWith('reg=;') && c.includes('Max-Age=0'))).toBe(true);
    const [user] = await db()
      .select()
      .from(users)
      .where(eq(users.personHash, sandboxPersonHash('소셜가입', PERSON.birthDate)));
    expect(user).toMatchObject({
      registKeyType: 'KAKAO',
      email: null,
      passwordHash: null,
      name: '소셜가입',
      phone: '01020000002',
      nickname: '카톡라이더',
    });
    const [link] = await db().select().from(socialAccounts).where(eq(socialAccounts.userId, user.id));
    expect(link).toMatchObject({ provider: 'KAKAO', providerUserId: 'kakao-501', email: 'k501@example.com' });
    expect((await verificationRow(db(), id)).status).toBe('CONSUMED');
    // The same check for another Kakao draft in this browser: already used.
    await agreedSocialDraft(db(), jar, { providerUserId: 'kakao-502' });
    const again = await callAuth(router, 'POST', '/registration/identity', { verificationId: id }, { jar });
    expect(again).toMatchObject({
      status: 409,
      body: { message: '이미 사용한 인증이에요. 처음부터 다시 인증해 주세요.' },
    });
  });

  it('shows a person who already has an account which one, and attaches nothing', async () => {
    const router = authRouterFor(db());
    const member = await insertMemberOf(db(), sandboxPersonHash('기존회원', PERSON.birthDate), {
      email: 'old.rider@example.com',
      createdAt: new Date('2025-03-02T03:00:00Z'),
    });
    const jar = await emailDraft(router);
    const id = await sandboxCheck(router, jar, { person: person('기존회원', '01020000003') });
    const reply = await callAuth(router, 'POST', '/registration/identity', { verificationId: id }, { jar });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      existing: { maskedEmail: 'ol*******@e******.com', registKeyType: 'EMAIL', createdAt: '2025-03-02T03:00:00.000Z' },
    });
    expect((await draftOf(db(), jar))?.identityVerificationId).toBeNull();
    expect(member.id).toBeGreaterThan(0);
  });

  it('refuses bad input, a missing draft and a draft before its terms', async () => {
    const router = authRouterFor(db());
    expect((await callAuth(router, 'POST', '/registration/identity', { verificationId: 42 })).body.code).toBe(
      'INVALID_INPUT'
    );
    const noDraft = await callAuth(router, 'POST', '/registration/identity', { verificationId: 'iv_x' });
    expect(noDraft).toMatchObject({
      status: 409,
      body: {
        code: 'INVALID_TRANSITION',
        details: { draft: '가입 정보가 만료되었어요. 처음부터 다시 시작해 주세요.' },
      },
    });
    const jar = new CookieJar();
    const draft = await agreedSocialDraft(db(), jar, { providerUserId: 'naver-77', kind: 'NAVER' });
    await db().update(signupDrafts).set({ agreedAt: null }).where(eq(signupDrafts.id, draft.id));
    const id = await sandboxCheck(router, jar, { person: person('약관전', '01020000004') });
    expect(
      (await callAuth(router, 'POST', '/registration/identity', { verificationId: id }, { jar })).body.message
    ).toBe('약관 동의를 먼저 해 주세요.');
  });

  it("refuses another browser's check, a find-id check, an unfinished check and an expired one", async () => {
    let now = new Date();
    const router = authRouterFor(db(), { now: () => now });
    const jar = await emailDraft(router);
    const foreign = await sandboxCheck(router, new CookieJar(), { person: person('남의인증', '01020000005') });
    expect(
      (await callAuth(router, 'POST', '/registration/identity', { verificationId: foreign }, { jar })).status
    ).toBe(404);
    const findId = await sandboxCheck(router, jar, { purpose: 'FIND_ID', person: person('찾기인증', '01020000006') });
    expect((await callAuth(router, 'POST', '/registration/identity', { verificationId: findId }, { jar })).status).toBe(
      404
    );
    const pending = await startCheck(router, jar);
    expect(
      (await callAuth(router, 'POST', '/registration/identity', { verificationId: pending }, { jar })).body.message
    ).toBe('휴대폰 본인인증을 먼저 완료해 주세요.');
    const id = await sandboxCheck(router, jar, { person: person('만료인증', '01020000007') });
    now = new Date(now.getTime() + 16 * 60_000);
    const stale = await callAuth(router, 'POST', '/registration/identity', { verificationId: id }, { jar });
    expect(stale).toMatchObject({
      status: 409,
      body: { message: '인증 시간이 지났어요. 처음부터 다시 인증해 주세요.' },
    });
  });

  it('refuses a verified person under 14 (a provider that reports the birth date only after the check)', async () => {
    const router = authRouterFor(db());
    const jar = await emailDraft(router);
    const id = await sandboxCheck(router, jar, { person: person('어린이', '01020000008') });
    const b = yearsAgo(13);
    await db()
      .update(identityVerifications)
      .set({ birthDate: `${b.slice(0, 4)}-${b.slice(4, 6)}-${b.slice(6)}` })
      .where(eq(identityVerifications.id, id));
    const reply = await callAuth(router, 'POST', '/registration/identity', { verificationId: id }, { jar });
    expect(reply).toMatchObject({
      status: 400,
      body: { code: 'INVALID_INPUT', message: expect.stringContaining('만 14세 미만은 가입할 수 없어요') },
    });
  });
});
