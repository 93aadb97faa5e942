import { and, eq } from 'drizzle-orm';
import { testDbKinds, useTestDb } from '../../support/testDb';
import type { MarketingConsent } from '@/api/item/memberSettings';
import { us_setMarketingConsentDocument, us_updateNicknameDocument } from '@/api/item/generated';
import type { MemberProfile } from '@/api/item/me';
import { alarms, userAgreements, users } from '@/server/db/schema';
import { RATE_RULES } from '@/server/security/rateRules';
import { callAs, newMember, seedMemberFixture } from './memberFixtures';

describe.each(testDbKinds())('member settings on %s', (kind) => {
  const db = useTestDb(kind);
  beforeAll(async () => {
    await seedMemberFixture(db());
  });

  const rename = (userId: number | null, nickname: unknown) =>
    callAs<{ updateNickname: MemberProfile }>(
      db(),
      userId === null ? null : { userId },
      us_updateNicknameDocument,
      'us_updateNickname',
      { nickname }
    );
  const consent = (userId: number | null, agree: boolean) =>
    callAs<{ setMarketingConsent: MarketingConsent }>(
      db(),
      userId === null ? null : { userId },
      us_setMarketingConsentDocument,
      'us_setMarketingConsent',
      { agree }
    );
  const userRow = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0];

  describe('us_updateNickname', () => {
    it("changes the caller's nickname (trimmed) and makes it CUSTOM", async () => {
      const member = await newMember(db(), { nickType: 'AUTO' });
      const profile = (await rename(member, '  한강라이더  ')).data!.updateNickname;
      expect(profile).toMatchObject({ id: member, nickname: '한강라이더', nickType: 'CUSTOM' });
      expect(await userRow(member)).toMatchObject({ nickname: '한강라이더', nickType: 'CUSTOM' });
    });

    it('answers CONFLICT with the Korean message when another member has it, and keeps the old one', async () => {
      const [a, b] = [await newMember(db()), await newMember(db())];
      await rename(a, '분당폭주족');
      const before = (await userRow(b)).nickname;
      const res = await rename(b, '분당폭주족');
      expect(res.code).toBe('CONFLICT');
      expect(res.message).toBe('이미 사용 중인 닉네임이에요.');
      expect((await userRow(b)).nickname).toBe(before);
    });

    it('refuses bad nicknames as INVALID_INPUT with the field message, and an anonymous caller as UNAUTHENTICATED', async () => {
      const member = await newMember(db());
      for (const [bad, message] of [
        ['가', '닉네임은 2~12자로 지어 주세요.'],
        ['열세글자가넘는닉네임입니다', '닉네임은 2~12자로 지어 주세요.'],
        ['공백 있음', '닉네임에는 한글, 영문, 숫자, 밑줄(_)만 쓸 수 있어요.'],
        ['운영자김씨', '사용할 수 없는 단어가 들어 있어요.'],
      ] as const) {
        const res = await rename(member, bad);
        expect(res.code).toBe('INVALID_INPUT');
        expect(res.details.nickname).toBe(message);
      }
      expect((await rename(null, '익명')).code).toBe('UNAUTHENTICATED');
    });

    it('is rate-limited per account (nicknamePerAccount) with RATE_LIMITED', async () => {
      const member = await newMember(db());
      const limit = RATE_RULES.nicknamePerAccount.limit;
      for (let i = 0; i < limit; i += 1) expect((await rename(member, `닉네임${i}번`)).code).toBeNull();
      const res = await rename(member, '하나더');
      expect(res.code).toBe('RATE_LIMITED');
      expect(res.message).toMatch(/분 후에 다시 시도해 주세요/);
    });
  });

  describe('us_setMarketingConsent', () => {
    it('records consent and withdrawal with the terms version and tells the member the date and result each time', async () => {
      const member = await newMember(db());
      const on = (await consent(member, true)).data!.setMarketingConsent;
      expect(on).toMatchObject({ isMarketingAgreed: true, changed: true });
      expect((await userRow(member)).marketingConsentAt?.toISOString()).toBe(on.decidedAt);
      expect((await consent(member, true)).data!.setMarketingConsent.changed).toBe(false);
      const off = (await consent(member, false)).data!.setMarketingConsent;
      expect(off).toMatchObject({ isMarketingAgreed: false, changed: true });
      expect((await userRow(member)).marketingConsentAt).toBeNull();
      const rows = await db()
        .select()
        .from(userAgreements)
        .where(and(eq(userAgreements.userId, member), eq(userAgreements.category, 'MARKETING')))
        .orderBy(userAgreements.id);
      expect(rows.map((r) => [r.version, r.agreed])).toEqual([
        ['1.0', true],
        ['1.0', false],
      ]);
      const notes = await db().select().from(alarms).where(eq(alarms.userId, member)).orderBy(alarms.id);
      expect(notes.map((n) => n.kind)).toEqual(['ACCOUNT', 'ACCOUNT']);
      expect(notes[0].title).toBe('마케팅 정보 수신에 동의하셨어요');
      expect(notes[0].body).toMatch(
        /^라이드마켓의 이벤트·혜택 소식 수신 동의가 \d{4}년 \d{1,2}월 \d{1,2}일 \d{2}:\d{2}에 처리되었어요/
      );
      expect(notes[1].body).toMatch(/수신 거부가 .*에 처리되었어요/);
    });

    it('changes only the caller, refuses an anonymous caller and a non-boolean', async () => {
      const [member, other] = [await newMember(db()), await newMember(db())];
      await consent(member, true);
      expect((await userRow(other)).marketingConsentAt).toBeNull();
      expect((await consent(null, true)).code).toBe('UNAUTHENTICATED');
      const bad = await callAs(db(), { userId: member }, us_setMarketingConsentDocument, 'us_setMarketingConsent', {
        agree: 'yes',
      });
      expect(bad.code).toBe('INVALID_INPUT');
    });
  });
});
