import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  alarms,
  captureVisitPages,
  fitProfiles,
  itemBookmarks,
  memberSeen,
  modelBookmarks,
  oneTimeTokens,
  pointTransactions,
  sessions,
  signupDrafts,
  socialAccounts,
  businessBookmarks,
  userCoupons,
  userLocations,
  users,
} from '../../db/schema';
import type { Viewer } from '../viewer';
import { DomainError } from '@/lib/errors';
import { checkCurrentPassword } from './passwordCheck';

/**
 * 회원 탈퇴 (PIPA art. 21: personal information is destroyed once its purpose is gone), in one
 * transaction:
 * - erased: name, email, phone, photo, the person hash, the password, social logins, saved items,
 *   businesses and places, the fit profile, alarms, unused coupons, sign-up drafts, mail links and every session;
 * - kept, anonymised: the account row itself (id and join date) under a placeholder nickname, so
 *   that reviews, posts, point entries and, once orders exist, orders stay consistent for
 *   accounting (전자상거래법 keeps order records for 5 years) without naming anyone;
 * - browsing analytics lose their link to the member.
 * Email accounts confirm with the password; every account confirms explicitly.
 */
export async function withdrawAccount(
  db: Db,
  viewer: Viewer,
  { password, confirm }: { password?: string | null; confirm: boolean },
  now: Date
): Promise<void> {
  if (!confirm)
    throw new DomainError('INVALID_INPUT', '탈퇴 안내를 확인하고 동의해 주세요.', {
      confirm: '탈퇴 안내를 확인하고 동의해 주세요.',
    });
  const [user] = await db
    .select({ passwordHash: users.passwordHash, deletedAt: users.deletedAt, point: users.point })
    .from(users)
    .where(eq(users.id, viewer.userId))
    .limit(1);
  if (!user || user.deletedAt) throw new DomainError('UNAUTHENTICATED');
  if (user.passwordHash) {
    if (!password)
      throw new DomainError('INVALID_INPUT', '비밀번호를 입력해 주세요.', { password: '비밀번호를 입력해 주세요.' });
    await checkCurrentPassword(db, viewer.userId, password, 'password');
  }
  const userId = viewer.userId;
  await db.transaction(async (tx) => {
    // Points are forfeited with the account (the terms say so); the ledger says where they went.
    if (user.point > 0) {
      await tx.insert(pointTransactions).values({
        userId,
        amount: -user.point,
        balanceAfter: 0,
        reason: 'EXPIRE',
        description: '회원 탈퇴로 포인트 소멸',
        createdAt: now,
      });
    }
    await tx
      .update(users)
      .set({
        email: null,
        passwordHash: null,
        name: null,
        phone: null,
        img: null,
        personHash: null,
        referralCode: null,
        marketingConsentAt: null,
        businessId: null,
        point: 0,
        lastLoginAt: null,
        nickname: `탈퇴회원${userId}`,
        nickType: 'AUTO',
        deletedAt: now,
      })
      .where(eq(users.id, userId));
    for (const table of [
      socialAccounts,
      itemBookmarks,
      modelBookmarks,
      businessBookmarks,
      userLocations,
      alarms,
      memberSeen,
      fitProfiles,
      oneTimeTokens,
      sessions,
    ]) {
      await tx.delete(table).where(eq(table.userId, userId));
    }
    await tx.delete(userCoupons).where(sql`${userCoupons.userId} = ${userId} AND ${userCoupons.usedAt} IS NULL`);
    await tx.delete(signupDrafts).where(eq(signupDrafts.completedUserId, userId));
    await tx.update(captureVisitPages).set({ userId: null }).where(eq(captureVisitPages.userId, userId));
  });
}
