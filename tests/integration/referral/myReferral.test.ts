import { eq } from 'drizzle-orm';
import { referralPrograms, users } from '@/server/db/schema';
import { REFERRAL_CODE } from '@/server/domain/account/referralCode';
import { liveReferralProgram } from '@/server/domain/referral/referralProgram';
import { FRIEND_INVITE_PROGRAM, writeReferralProgram } from '@/server/db/seed/write/referral';
import { SeedDay } from '@/server/db/seed/time';
import { testDbKinds, useTestDb } from '../../support/testDb';
import {
  askMyReferral,
  failure,
  insertCompletedDraft,
  insertLiveProgram,
  insertMember,
  register,
} from './referralHarness';

describe.each(testDbKinds())('us_myReferral on %s', (kind) => {
  const db = useTestDb(kind);

  it('makes an older account its code on first need, once, and keeps it', async () => {
    const member = await insertMember(db(), { withCode: false });
    // No promotion yet: the code still exists, the program is simply absent.
    const [first, second] = await Promise.all([askMyReferral(db(), member.id), askMyReferral(db(), member.id)]);
    const code = first.body?.data?.myReferral.code;
    expect(code).toMatch(REFERRAL_CODE);
    expect(second.body?.data?.myReferral.code).toBe(code);
    expect((await askMyReferral(db(), member.id)).body?.data?.myReferral).toEqual({
      code,
      program: null,
      invitedCount: 0,
      earnedPoint: 0,
      hasRegisteredFriendCode: false,
      friendCodeDeadline: null,
      invitationCode: null,
    });
    const [row] = await db().select({ code: users.referralCode }).from(users).where(eq(users.id, member.id));
    expect(row.code).toBe(code);
  });

  it('shows the live program, the invitation code of my sign-up and my deadline', async () => {
    await insertLiveProgram(db());
    const inviter = await insertMember(db());
    const joined = await insertMember(db(), { joinedDaysAgo: 2 });
    // Two drafts: an older abandoned-then-completed one and the newest; the newest one's code counts.
    await insertCompletedDraft(db(), joined.id, 'ZZZZZZZZ', new Date(Date.now() - 3 * 86_400_000));
    await insertCompletedDraft(db(), joined.id, `${inviter.code!.toLowerCase().slice(0, 4)}-${inviter.code!.slice(4)}`);
    const mine = (await askMyReferral(db(), joined.id)).body?.data?.myReferral;
    expect(mine).toMatchObject({
      code: joined.code,
      invitationCode: inviter.code,
      hasRegisteredFriendCode: false,
      program: {
        title: '친구 초대 이벤트',
        description: '첫째 유의사항\n둘째 유의사항',
        inviterPoint: 3000,
        inviteePoint: 3000,
        joinWindowDays: 7,
      },
    });
    // Seven days (the program's window) from the moment the member joined, to the millisecond.
    const [member] = await db().select({ createdAt: users.createdAt }).from(users).where(eq(users.id, joined.id));
    expect(mine!.friendCodeDeadline).toBe(new Date(member.createdAt.getTime() + 7 * 86_400_000).toISOString());
  });

  it('counts the friends I invited and the points they earned me; closes my own step once I registered', async () => {
    const inviter = await insertMember(db());
    const friends = [await insertMember(db()), await insertMember(db())];
    await insertCompletedDraft(db(), friends[0].id, inviter.code);
    for (const friend of friends) expect((await register(db(), friend.id, inviter.code!)).body?.errors).toBeUndefined();
    expect((await askMyReferral(db(), inviter.id)).body?.data?.myReferral).toMatchObject({
      invitedCount: 2,
      earnedPoint: 6000,
    });
    // Another member's numbers are theirs: the friend sees their own code and none of the inviter's counts.
    expect((await askMyReferral(db(), friends[0].id)).body?.data?.myReferral).toMatchObject({
      code: friends[0].code,
      invitedCount: 0,
      earnedPoint: 0,
      hasRegisteredFriendCode: true,
      friendCodeDeadline: null,
      invitationCode: null,
    });
  });

  it('offers nothing once the join window is over, and never my own code as an invitation', async () => {
    const late = await insertMember(db(), { joinedDaysAgo: 9 });
    await insertCompletedDraft(db(), late.id, late.code);
    expect((await askMyReferral(db(), late.id)).body?.data?.myReferral).toMatchObject({
      friendCodeDeadline: null,
      invitationCode: null,
    });
    const fresh = await insertMember(db());
    await insertCompletedDraft(db(), fresh.id, fresh.code);
    expect((await askMyReferral(db(), fresh.id)).body?.data?.myReferral).toMatchObject({
      invitationCode: null,
      friendCodeDeadline: expect.any(String),
    });
  });

  it('asks a visitor to log in, and treats a deleted account as signed out', async () => {
    expect(failure(await askMyReferral(db(), null)).code).toBe('UNAUTHENTICATED');
    const gone = await insertMember(db());
    await db().update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
    expect(failure(await askMyReferral(db(), gone.id)).code).toBe('UNAUTHENTICATED');
  });

  it('seeds the friend-invitation program: live for fourteen months from the seeding day, 3,000P each side, a 7-day window', async () => {
    // Test programs off: only the seeded one may answer.
    await db().update(referralPrograms).set({ isActive: false });
    const day = SeedDay.of(new Date());
    await writeReferralProgram(db(), day);
    const live = await liveReferralProgram(db(), new Date());
    expect(live).toMatchObject({
      key: 'friend-invite',
      title: '친구 초대 이벤트',
      inviterPoint: 3000,
      inviteePoint: 3000,
      joinWindowDays: 7,
    });
    expect(await liveReferralProgram(db(), day.at(425, 23, 59))).not.toBeNull();
    expect(await liveReferralProgram(db(), day.at(426))).toBeNull();
    expect(FRIEND_INVITE_PROGRAM.description.split('\n').length).toBeGreaterThanOrEqual(4);
  });
});
