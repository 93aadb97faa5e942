import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { referrals, signupDrafts, users } from '../../db/schema';
import { DomainError } from '@/lib/errors';
import { normalizeReferralCode, REFERRAL_CODE } from '../account/referralCode';
import { friendCodeDeadline, liveReferralProgram, type ReferralProgram } from './referralProgram';
import { referralCodeOf } from './referralCodeOf';

export type ReferralProgramInfo = {
  title: string;
  /** The terms, one per line. */
  description: string;
  inviterPoint: number;
  inviteePoint: number;
  joinWindowDays: number;
  endsAt: string;
};

/** What /user/prcode and the friend-code step of sign-up show to the member (only their own data). */
export type MyReferral = {
  code: string;
  /** The promotion running now; null between promotions. */
  program: ReferralProgramInfo | null;
  /** Friends who registered my code, and the points that earned me. */
  invitedCount: number;
  earnedPoint: number;
  /** Whether I have entered a friend's code (once per account). */
  hasRegisteredFriendCode: boolean;
  /** Until when I may still enter one; null when I can't (already did, window over, no promotion). */
  friendCodeDeadline: string | null;
  /** The code of the invitation link I signed up through, offered while I may still register it. */
  invitationCode: string | null;
};

export function programInfo(program: ReferralProgram): ReferralProgramInfo {
  return {
    title: program.title,
    description: program.description,
    inviterPoint: program.inviterPoint,
    inviteePoint: program.inviteePoint,
    joinWindowDays: program.joinWindowDays,
    endsAt: program.endsAt.toISOString(),
  };
}

/**
 * The friend code carried by the invitation link this member signed up through: the draft is
 * completed by the time they reach the friend-code step, so the newest completed draft of theirs.
 */
async function invitationCodeOf(db: Db, userId: number, ownCode: string): Promise<string | null> {
  const [draft] = await db
    .select({ friendCode: signupDrafts.friendCode })
    .from(signupDrafts)
    .where(eq(signupDrafts.completedUserId, userId))
    .orderBy(desc(signupDrafts.completedAt), desc(signupDrafts.id))
    .limit(1);
  if (!draft?.friendCode) return null;
  const code = normalizeReferralCode(draft.friendCode);
  return REFERRAL_CODE.test(code) && code !== ownCode ? code : null;
}

export async function myReferral(db: Db, userId: number, now: Date = new Date()): Promise<MyReferral> {
  const [member] = await db
    .select({ createdAt: users.createdAt, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!member || member.deletedAt) throw new DomainError('UNAUTHENTICATED');
  const code = await referralCodeOf(db, userId);
  if (!code) throw new DomainError('UNAUTHENTICATED');

  const [program, [invited], [registered]] = await Promise.all([
    liveReferralProgram(db, now),
    db
      .select({
        count: sql<number>`count(*)::int`,
        points: sql<number>`coalesce(sum(${referrals.inviterPoint}), 0)::int`,
      })
      .from(referrals)
      .where(eq(referrals.inviterId, userId)),
    db.select({ id: referrals.id }).from(referrals).where(eq(referrals.inviteeId, userId)).limit(1),
  ]);
  const deadline = program && !registered ? friendCodeDeadline(program, member.createdAt) : null;
  const open = deadline !== null && now <= deadline;
  return {
    code,
    program: program ? programInfo(program) : null,
    invitedCount: invited?.count ?? 0,
    earnedPoint: invited?.points ?? 0,
    hasRegisteredFriendCode: Boolean(registered),
    friendCodeDeadline: open ? deadline.toISOString() : null,
    invitationCode: open ? await invitationCodeOf(db, userId, code) : null,
  };
}
