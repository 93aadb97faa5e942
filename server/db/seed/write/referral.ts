import type { Db } from '../../client';
import { referralPrograms } from '../../schema';
import type { SeedDay } from '../time';

/**
 * The friend-invitation promotion members see on /user/prcode and in the friend-code step of
 * sign-up. It started ten months before the seeding day and runs fourteen months past it (to the
 * last second before a KST midnight), so a seeded database has a live program for more than a year.
 */
export const FRIEND_INVITE_PROGRAM = {
  key: 'friend-invite',
  title: '친구 초대 이벤트',
  description: [
    '친구가 가입한 날부터 7일 안에 내 초대 코드를 등록하면 나와 친구 모두 3,000P를 받아요.',
    '초대 코드는 한 계정에 한 번만 등록할 수 있어요.',
    '내 초대 코드로 가입한 친구의 코드는 등록할 수 없어요.',
    '초대할 수 있는 친구 수에는 제한이 없어요.',
    '탈퇴한 회원의 초대 코드는 등록할 수 없어요.',
    '다른 사람의 명의를 쓰거나 여러 계정을 만드는 등 부정한 방법으로 받은 포인트는 회수될 수 있어요.',
  ].join('\n'),
  inviterPoint: 3000,
  inviteePoint: 3000,
  joinWindowDays: 7,
  isActive: true,
} satisfies Omit<typeof referralPrograms.$inferInsert, 'startsAt' | 'endsAt'>;

export const FRIEND_INVITE_DAYS = { from: -304, until: 426 } as const;

export async function writeReferralProgram(db: Db, day: SeedDay): Promise<void> {
  await db.insert(referralPrograms).values({
    ...FRIEND_INVITE_PROGRAM,
    startsAt: day.at(FRIEND_INVITE_DAYS.from),
    endsAt: new Date(day.at(FRIEND_INVITE_DAYS.until).getTime() - 1000),
  });
}
