import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { retryTransaction } from '../../db/retryTransaction';
import { referrals, users } from '../../db/schema';
import { isUniqueViolation } from '../../db/uniqueViolation';
import { enforceRateLimits } from '../../security/sharedRateLimit';
import { RATE_RULES } from '../../security/rateRules';
import { DomainError } from '@/lib/errors';
import { formatDate } from '@/lib/dates';
import { grantPoints } from '../points/grantPoints';
import { friendCodeDeadline, liveReferralProgram } from './referralProgram';
import { rewardAlarms } from './referralAlarms';

export type FriendCodeRegistration = {
  /** The points I (the invitee) received. */
  earnedPoint: number;
  /** My balance afterwards. */
  point: number;
  inviterNickname: string;
};

export const REFERRAL_MESSAGES = {
  noProgram: '지금은 진행 중인 친구 초대 이벤트가 없어요.',
  unknownCode: '존재하지 않는 초대 코드예요.',
  ownCode: '내 초대 코드는 등록할 수 없어요.',
  inviterGone: '탈퇴한 회원의 초대 코드라 등록할 수 없어요.',
  alreadyRegistered: '이미 친구 초대 코드를 등록했어요. 초대 코드는 한 번만 등록할 수 있어요.',
  mutual: '내 초대 코드로 가입한 친구의 코드는 등록할 수 없어요.',
} as const;

/** Past the join window: the member learns until when it was open, in Seoul time. */
function windowClosed(days: number, deadline: Date): DomainError {
  return new DomainError(
    'FORBIDDEN',
    `초대 코드는 가입 후 ${days}일 안에만 등록할 수 있어요. (${formatDate(deadline)}까지)`
  );
}

type Party = { id: number; nickname: string; createdAt: Date; deletedAt: Date | null };

/**
 * Locks the invitee's and the inviter's rows in id order. Every registration touching one member
 * queues behind the others (two taps from one phone pay once), and two members entering each
 * other's codes at the same moment can't deadlock.
 */
async function lockParties(
  tx: Db,
  inviteeId: number,
  inviterId: number
): Promise<{ invitee?: Party; inviter?: Party }> {
  const rows = await tx
    .select({ id: users.id, nickname: users.nickname, createdAt: users.createdAt, deletedAt: users.deletedAt })
    .from(users)
    .where(inArray(users.id, [inviteeId, inviterId]))
    .orderBy(asc(users.id))
    .for('update');
  return { invitee: rows.find((r) => r.id === inviteeId), inviter: rows.find((r) => r.id === inviterId) };
}

/**
 * us_registerFriendCode: a new member enters a friend's code, and both receive the promotion's
 * points, once, in one transaction (the referral, two ledger rows with users.point, two alarms).
 * Every attempt counts toward the per-account limit before anything is looked up, so codes can't be
 * guessed by trying; the hit is recorded outside the transaction so a refused attempt still counts.
 */
export async function registerFriendCode(
  db: Db,
  inviteeId: number,
  code: string,
  now: Date = new Date()
): Promise<FriendCodeRegistration> {
  await enforceRateLimits(db, [{ rule: RATE_RULES.friendCodePerAccount, subject: `user:${inviteeId}` }]);
  return retryTransaction(db, async (tx) => {
    const program = await liveReferralProgram(tx, now);
    if (!program) throw new DomainError('NOT_FOUND', REFERRAL_MESSAGES.noProgram);
    const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.referralCode, code)).limit(1);
    if (!owner) throw new DomainError('NOT_FOUND', REFERRAL_MESSAGES.unknownCode);
    if (owner.id === inviteeId)
      throw new DomainError('INVALID_INPUT', REFERRAL_MESSAGES.ownCode, { code: REFERRAL_MESSAGES.ownCode });

    const { invitee, inviter } = await lockParties(tx, inviteeId, owner.id);
    if (!invitee || invitee.deletedAt) throw new DomainError('UNAUTHENTICATED');
    if (!inviter || inviter.deletedAt) throw new DomainError('NOT_FOUND', REFERRAL_MESSAGES.inviterGone);
    const [earlier] = await tx
      .select({ id: referrals.id })
      .from(referrals)
      .where(eq(referrals.inviteeId, inviteeId))
      .limit(1);
    if (earlier) throw new DomainError('CONFLICT', REFERRAL_MESSAGES.alreadyRegistered);
    // Two friends entering each other's codes would earn each pair double: the second is refused.
    const [reverse] = await tx
      .select({ id: referrals.id })
      .from(referrals)
      .where(and(eq(referrals.inviterId, inviteeId), eq(referrals.inviteeId, inviter.id)))
      .limit(1);
    if (reverse) throw new DomainError('INVALID_INPUT', REFERRAL_MESSAGES.mutual, { code: REFERRAL_MESSAGES.mutual });
    const deadline = friendCodeDeadline(program, invitee.createdAt);
    if (now > deadline) throw windowClosed(program.joinWindowDays, deadline);

    try {
      await tx.insert(referrals).values({
        programId: program.id,
        inviterId: inviter.id,
        inviteeId,
        inviterPoint: program.inviterPoint,
        inviteePoint: program.inviteePoint,
        createdAt: now,
      });
    } catch (error) {
      // The unique invitee index is the guarantee when the lock above is not (another code path).
      if (isUniqueViolation(error, 'referrals_invitee_uq'))
        throw new DomainError('CONFLICT', REFERRAL_MESSAGES.alreadyRegistered);
      throw error;
    }
    const mine = await grantPoints(
      tx,
      {
        userId: inviteeId,
        amount: program.inviteePoint,
        reason: 'REFERRAL_INVITEE',
        refKey: 'referral:invitee',
        description: `${program.title}: ${inviter.nickname}님의 초대 코드 등록`,
      },
      now
    );
    // The invitee's reward is once per account whatever the referral rows say.
    if (!mine.granted) throw new DomainError('CONFLICT', REFERRAL_MESSAGES.alreadyRegistered);
    await grantPoints(
      tx,
      {
        userId: inviter.id,
        amount: program.inviterPoint,
        reason: 'REFERRAL_INVITER',
        refKey: `referral:inviter:${inviteeId}`,
        description: `${program.title}: ${invitee.nickname}님 초대`,
      },
      now
    );
    await rewardAlarms(tx, { program, invitee, inviter }, now);
    return { earnedPoint: program.inviteePoint, point: mine.balance, inviterNickname: inviter.nickname };
  });
}
