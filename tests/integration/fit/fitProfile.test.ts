import { eq } from 'drizzle-orm';
import { testDbKinds, useTestDb } from '../../support/testDb';
import {
  pb_fitProfilePageDocument,
  us_deleteFitProfileDocument,
  us_saveFitProfileDocument,
  type FitProfileFieldsFragment,
} from '@/api/item/generated';
import { fitProfiles, users } from '@/server/db/schema';
import { withdrawAccount } from '@/server/domain/account/withdrawal';
import { todayInSeoul } from '@/lib/dates';
import { callAs, newMember, seedMemberFixture, type MemberFixture } from '../member/memberFixtures';

const full = { heightCm: 175, inseamCm: 81, weightKg: 70, skiAbility: 'ADVANCED', birthYear: 1990, bootSoleMm: 305 };

describe.each(testDbKinds())('the fit profile on %s', (kind) => {
  const db = useTestDb(kind);
  let f: MemberFixture;

  beforeEach(async () => {
    if (!f) f = await seedMemberFixture(db());
    await db().delete(fitProfiles);
  });

  const save = (userId: number | null, values: Record<string, unknown>) =>
    callAs<{ saveFitProfile: FitProfileFieldsFragment }>(
      db(),
      userId === null ? null : { userId },
      us_saveFitProfileDocument,
      'us_saveFitProfile',
      values
    );
  const read = (userId: number | null) =>
    callAs<{ myFitProfile: FitProfileFieldsFragment | null }>(
      db(),
      userId === null ? null : { userId },
      pb_fitProfilePageDocument,
      'pb_fitProfilePage'
    );
  const remove = (userId: number | null) =>
    callAs<{ deleteFitProfile: boolean }>(
      db(),
      userId === null ? null : { userId },
      us_deleteFitProfileDocument,
      'us_deleteFitProfile'
    );

  it('saves, reads back and replaces the whole profile; an empty field clears it', async () => {
    const member = await newMember(db());
    expect((await read(member)).data?.myFitProfile).toBeNull();
    expect((await save(member, full)).data?.saveFitProfile).toMatchObject(full);
    expect((await read(member)).data?.myFitProfile).toMatchObject(full);
    const { data } = await save(member, { heightCm: 168 });
    expect(data?.saveFitProfile).toMatchObject({ heightCm: 168, weightKg: null, skiAbility: null, bootSoleMm: null });
    expect(await db().select().from(fitProfiles).where(eq(fitProfiles.userId, member))).toHaveLength(1);
  });

  it('refuses values out of range with Korean messages and keeps what was there', async () => {
    const member = await newMember(db());
    await save(member, full);
    const thisYear = Number(todayInSeoul(new Date()).slice(0, 4));
    const bad = await save(member, { heightCm: 1750, weightKg: 0, birthYear: thisYear + 1, bootSoleMm: 50 });
    expect(bad.code).toBe('INVALID_INPUT');
    expect(bad.details).toMatchObject({
      heightCm: '키는 100~230cm 사이로 입력해 주세요.',
      weightKg: '몸무게는 15~200kg 사이로 입력해 주세요.',
      birthYear: `출생 연도는 1920~${thisYear}년 사이로 입력해 주세요.`,
      bootSoleMm: '부츠 솔 길이는 180~380mm 사이로 입력해 주세요.',
    });
    expect((await save(member, { skiAbility: 'PRO' })).code).not.toBeNull();
    expect((await read(member)).data?.myFitProfile).toMatchObject(full);
  });

  it('shows each member only their own profile and deletes only their own', async () => {
    const [me, other] = [await newMember(db()), await newMember(db())];
    await save(other, full);
    expect((await read(me)).data?.myFitProfile).toBeNull();
    await save(me, { heightCm: 160 });
    expect((await remove(me)).data?.deleteFitProfile).toBe(true);
    expect(await db().select({ userId: fitProfiles.userId }).from(fitProfiles)).toEqual([{ userId: other }]);
    expect((await read(other)).data?.myFitProfile).toMatchObject(full);
  });

  it('삭제 wipes the row, and deleting nothing is fine', async () => {
    const member = await newMember(db());
    await save(member, full);
    await remove(member);
    expect(await db().select().from(fitProfiles).where(eq(fitProfiles.userId, member))).toEqual([]);
    expect((await remove(member)).data?.deleteFitProfile).toBe(true);
  });

  it('is refused to a visitor', async () => {
    expect((await read(null)).code).toBe('UNAUTHENTICATED');
    expect((await save(null, full)).code).toBe('UNAUTHENTICATED');
    expect((await remove(null)).code).toBe('UNAUTHENTICATED');
    expect(await db().select().from(fitProfiles)).toEqual([]);
  });

  it('회원 탈퇴 erases the profile', async () => {
    const member = await newMember(db());
    await save(member, full);
    await withdrawAccount(db(), { userId: member, businessId: null, sessionId: 1 }, { confirm: true }, new Date());
    expect(await db().select().from(fitProfiles).where(eq(fitProfiles.userId, member))).toEqual([]);
    expect(
      (await db().select({ deletedAt: users.deletedAt }).from(users).where(eq(users.id, member)))[0].deletedAt
    ).not.toBeNull();
  });
});
