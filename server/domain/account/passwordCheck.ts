import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { verifyPassword } from '../../auth/passwords';
import { hitRateLimit, isRateLimited, rateLimitedError } from '../../security/sharedRateLimit';
import { RATE_RULES } from '../../security/rateRules';
import { DomainError } from '@/lib/errors';

export const WRONG_CURRENT_PASSWORD = '현재 비밀번호가 맞지 않아요.';

/**
 * Re-checks a signed-in member's password before a sensitive change (a new password, deleting the
 * account): a stolen unlocked phone is not enough. Wrong tries are limited per account.
 */
export async function checkCurrentPassword(
  db: Db,
  userId: number,
  password: string,
  field = 'currentPassword'
): Promise<void> {
  const check = { rule: RATE_RULES.passwordCheckPerAccount, subject: `user:${userId}` };
  const verdict = await isRateLimited(db, check);
  if (!verdict.allowed) throw rateLimitedError(verdict.retryAfterSeconds);
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user?.passwordHash) throw new DomainError('INVALID_INPUT', '비밀번호 없이 가입한 계정이에요.');
  if (!(await verifyPassword(user.passwordHash, password))) {
    await hitRateLimit(db, check);
    throw new DomainError('INVALID_INPUT', WRONG_CURRENT_PASSWORD, { [field]: WRONG_CURRENT_PASSWORD });
  }
}
