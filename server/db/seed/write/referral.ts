import type { Db } from '../../client';
import { referralPrograms } from '../../schema';
import { kst } from '../time';

/**
 * The friend-invitation promotion members see on /user/prcode and in the friend-code step of
 * sign-up. It runs from the start of 2026 through the last second of 2027 (KST), so a seeded
 * database always has one live program while the catalogue's dates are current.
 */
export const FRIEND_INVITE_PROGRAM = {
  key: 'friend-invite-2026',
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
  startsAt: kst(2026, 1, 1),
  endsAt: new Date(kst(2028, 1, 1).getTime() - 1000),
} satisfies typeof referralPrograms.$inferInsert;

export async function writeReferralProgram(db: Db): Promise<void> {
  await db.insert(referralPrograms).values(FRIEND_INVITE_PROGRAM);
}
