import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { dummyVerify, hashPassword, needsRehash, verifyPassword } from '../../auth/passwords';
import { hitRateLimit, isRateLimited, rateLimitedError, type RateCheck } from '../../security/sharedRateLimit';
import { RATE_RULES } from '../../security/rateRules';
import { DomainError } from '@/lib/errors';

export const WRONG_CREDENTIALS = '이메일 또는 비밀번호가 맞지 않아요.';

/**
 * Throws RATE_LIMITED when this address may not try this account now. The account-wide verdict
 * depends on the typed address only, so reading further when it is reached reveals nothing.
 */
async function refuseWhileLocked(db: Db, fromHere: RateCheck, anywhere: RateCheck): Promise<void> {
  const here = await isRateLimited(db, fromHere);
  if (!here.allowed) throw rateLimitedError(here.retryAfterSeconds);
  const everywhere = await isRateLimited(db, anywhere);
  if (everywhere.allowed) return;
  // The same counter judged against a limit of one: has this address failed here at all lately?
  const failedHere = !(await isRateLimited(db, fromHere, 1)).allowed;
  if (failedHere) throw rateLimitedError(everywhere.retryAfterSeconds);
}

/**
 * Email and password login. The answer and the time taken are the same whether the address has
 * no account, a social-only account or a wrong password: each path runs one argon2 verification
 * and fails with the same sentence, and every limit below is counted on the typed address (as an
 * HMAC), so it applies alike to addresses with and without an account.
 *
 * Three limits, all counting failures only, so that an office or a carrier NAT where many members
 * sign in is never stopped by its own right passwords: failures per client address (one machine
 * spraying many accounts, refused past it even with a right password); failures per account and
 * client address (one machine guessing one password: it locks that machine out,
 * never the owner elsewhere); failures per account from anywhere (a guess spread over many
 * machines: past it, an address that already failed on this account is refused, while one with no
 * failure, such as the owner's phone, still gets in with the right password).
 */
export async function loginWithPassword(
  db: Db,
  { email, password }: { email: string; password: string },
  { ip }: { ip: string; now?: Date }
): Promise<number> {
  const fromAddress = { rule: RATE_RULES.loginFailuresPerIp, subject: ip };
  const address = await isRateLimited(db, fromAddress);
  if (!address.allowed) throw rateLimitedError(address.retryAfterSeconds);
  const fromHere = { rule: RATE_RULES.loginFailuresPerAccountIp, subject: JSON.stringify([email, ip]) };
  const anywhere = { rule: RATE_RULES.loginFailuresPerAccount, subject: email };
  await refuseWhileLocked(db, fromHere, anywhere);

  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)))
    .limit(1);
  const ok = user?.passwordHash ? await verifyPassword(user.passwordHash, password) : await dummyVerify(password);
  if (!user || !ok) {
    await hitRateLimit(db, fromAddress);
    await hitRateLimit(db, fromHere);
    await hitRateLimit(db, anywhere);
    throw new DomainError('UNAUTHENTICATED', WRONG_CREDENTIALS);
  }
  // Hashes made with older, weaker parameters are upgraded while the password is at hand.
  if (user.passwordHash && needsRehash(user.passwordHash)) {
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(users.id, user.id));
  }
  return user.id;
}
