import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { socialAccounts, users } from '../../db/schema';
import { hashPassword } from '../../auth/passwords';
import { revokeAllForUser } from '../../auth/sessionService';
import { enqueueMail } from '../../mail/outbox';
import { passwordResetMail, socialAccountResetMail } from '../../mail/templates';
import { enforceRateLimits } from '../../security/sharedRateLimit';
import { RATE_RULES } from '../../security/rateRules';
import { DomainError } from '@/lib/errors';
import { addAlarm } from '../alarm/addAlarm';
import { findLinkToken, issueLinkToken, LINK_MINUTES, useLinkToken } from './oneTimeTokens';

type Context = { siteUrl: string; ip: string; now: Date };

/**
 * 비밀번호 찾기: a reset link to the address when it belongs to an email account, a pointer to
 * Kakao or Naver when it belongs to a social one, and nothing otherwise. The caller answers the
 * same sentence in every case (and under a timing floor), so nobody learns who is a member.
 */
export async function requestPasswordReset(db: Db, email: string, { siteUrl, ip, now }: Context): Promise<void> {
  await enforceRateLimits(db, [
    { rule: RATE_RULES.passwordResetPerIp, subject: ip },
    { rule: RATE_RULES.passwordResetPerAddress, subject: email },
  ]);
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, passwordHash: users.passwordHash, registKeyType: users.registKeyType })
      .from(users)
      .where(and(eq(users.email, email), isNull(users.deletedAt)))
      .limit(1);
    if (!user) return;
    if (!user.passwordHash) {
      const [social] = await tx
        .select({ provider: socialAccounts.provider })
        .from(socialAccounts)
        .where(eq(socialAccounts.userId, user.id))
        .limit(1);
      await enqueueMail(
        tx,
        socialAccountResetMail(email, social?.provider ?? user.registKeyType, `${siteUrl.replace(/\/$/, '')}/login`)
      );
      return;
    }
    const token = await issueLinkToken(tx, 'RESET_PASSWORD', { userId: user.id }, now);
    await enqueueMail(
      tx,
      passwordResetMail(email, `${siteUrl.replace(/\/$/, '')}/find_pwd?token=${token}`, LINK_MINUTES)
    );
  });
}

export const RESET_LINK_EXPIRED = '비밀번호 재설정 링크가 만료되었거나 이미 사용되었어요. 다시 요청해 주세요.';

/** Whether a reset link can still be used (the page shows the form or the expired notice). */
export async function isResetTokenLive(db: Db, token: unknown, now: Date): Promise<boolean> {
  return (await findLinkToken(db, 'RESET_PASSWORD', token, now)) !== null;
}

/**
 * Sets the new password from a reset link: the link is used up, every session of the account is
 * revoked (whoever knew the old password is out), and an important alarm records the change.
 */
export async function confirmPasswordReset(
  db: Db,
  token: unknown,
  password: string,
  { ip, now }: Omit<Context, 'siteUrl'>
): Promise<number> {
  await enforceRateLimits(db, [{ rule: RATE_RULES.passwordResetConfirmPerIp, subject: ip }]);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const row = await findLinkToken(tx, 'RESET_PASSWORD', token, now, true);
    if (!row || row.userId === null) throw new DomainError('NOT_FOUND', RESET_LINK_EXPIRED);
    await useLinkToken(tx, row.id, now);
    const updated = await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: now })
      .where(and(eq(users.id, row.userId), isNull(users.deletedAt)))
      .returning({ id: users.id });
    if (updated.length === 0) throw new DomainError('NOT_FOUND', RESET_LINK_EXPIRED);
    await revokeAllForUser(tx, row.userId, now);
    await addAlarm(tx, passwordChangedAlarm(row.userId, now), now);
    return row.userId;
  });
}

/** The important alarm of a password change: if it wasn't the member, they know at once. */
export function passwordChangedAlarm(userId: number, now: Date) {
  return {
    userId,
    kind: 'ACCOUNT' as const,
    isImportant: true,
    title: '비밀번호가 변경되었어요',
    body: '본인이 변경하지 않았다면 바로 비밀번호 찾기로 새 비밀번호를 설정하고 고객센터에 알려 주세요.',
    linkUrl: '/find_pwd',
    dedupeKey: `password-changed:${now.getTime()}`,
  };
}
