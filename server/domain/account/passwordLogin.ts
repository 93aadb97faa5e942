import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { dummyVerify, hashPassword, needsRehash, verifyPassword } from '../../auth/passwords';
import { enforceRateLimits, hitRateLimit, isRateLimited, rateLimitedError } from '../../security/rateLimit';
import { RATE_RULES } from '../../security/rateRules';
import { DomainError } from '@/lib/errors';

export const WRONG_CREDENTIALS = '이메일 또는 비밀번호가 맞지 않아요.';

/**
 * Email and password login. The answer and the time taken are the same whether the address has
 * no account, a social-only account or a wrong password: each path runs one argon2 verification
 * and fails with the same sentence. Failures per address are limited too (stored by HMAC of the
 * address, so the limit applies alike to addresses with and without an account).
 */
export async function loginWithPassword(
  db: Db,
  { email, password }: { email: string; password: string },
  { ip, now = new Date() }: { ip: string; now?: Date },
): Promise<number> {
  await enforceRateLimits(db, [{ rule: RATE_RULES.loginPerIp, subject: ip }], now);
  const accountCheck = { rule: RATE_RULES.loginFailuresPerAccount, subject: email };
  const locked = await isRateLimited(db, accountCheck, now);
  if (!locked.allowed) throw rateLimitedError(locked.retryAfterSeconds);

  const [user] = await db.select({ id: users.id, passwordHash: users.passwordHash }).from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt))).limit(1);
  const ok = user?.passwordHash ? await verifyPassword(user.passwordHash, password) : await dummyVerify(password);
  if (!user || !ok) {
    await hitRateLimit(db, accountCheck, now);
    throw new DomainError('UNAUTHENTICATED', WRONG_CREDENTIALS);
  }
  // Hashes made with older, weaker parameters are upgraded while the password is at hand.
  if (user.passwordHash && needsRehash(user.passwordHash)) {
    await db.update(users).set({ passwordHash: await hashPassword(password) }).where(eq(users.id, user.id));
  }
  return user.id;
}
