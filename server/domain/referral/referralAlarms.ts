import type { Db } from '../../db/client';
import { addAlarm } from '../alarm/addAlarm';
import type { ReferralProgram } from './referralProgram';
import { groupDigits } from '@/lib/digits';

type Member = { id: number; nickname: string };

const points = (amount: number) => `${groupDigits(amount)}P`;

/**
 * A POINT alarm for each side of a referral. The dedupe keys match the ledger's refKeys: the
 * invitee is rewarded once per account, the inviter once per invited friend.
 */
export async function rewardAlarms(
  tx: Db,
  { program, invitee, inviter }: { program: ReferralProgram; invitee: Member; inviter: Member },
  now: Date
): Promise<void> {
  await addAlarm(
    tx,
    {
      userId: invitee.id,
      kind: 'POINT',
      title: `친구 초대 포인트 ${points(program.inviteePoint)}가 적립됐어요`,
      body: `${inviter.nickname}님의 초대 코드를 등록해서 ${points(program.inviteePoint)}를 받았어요.`,
      linkUrl: '/user/my_page',
      dedupeKey: 'referral:invitee',
    },
    now
  );
  await addAlarm(
    tx,
    {
      userId: inviter.id,
      kind: 'POINT',
      title: `친구 초대 포인트 ${points(program.inviterPoint)}가 적립됐어요`,
      body: `${invitee.nickname}님이 내 초대 코드를 등록해서 ${points(program.inviterPoint)}를 받았어요.`,
      linkUrl: '/user/prcode',
      dedupeKey: `referral:inviter:${invitee.id}`,
    },
    now
  );
}
