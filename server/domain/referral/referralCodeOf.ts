import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { isUniqueViolation } from '../../db/uniqueViolation';
import { newReferralCode } from '../account/referralCode';

// 31^8 ≈ 8.5 × 10^11 codes: a collision is rare even with millions of members, and a few draws
// make failing every one of them practically impossible.
const ATTEMPTS = 5;

/**
 * The member's own invitation code. Accounts made before codes existed get one now, on first need.
 * Two requests racing for a first code both end with the same one: the update only fills an empty
 * column, and the loser reads the winner's. A code taken by someone else (the unique index) is
 * drawn again. Runs outside a transaction, so a collision does not abort the caller's work.
 */
export async function referralCodeOf(db: Db, userId: number): Promise<string | null> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const [member] = await db.select({ code: users.referralCode }).from(users).where(eq(users.id, userId)).limit(1);
    if (!member) return null;
    if (member.code) return member.code;
    try {
      const [row] = await db
        .update(users)
        .set({ referralCode: newReferralCode() })
        .where(and(eq(users.id, userId), isNull(users.referralCode)))
        .returning({ code: users.referralCode });
      if (row?.code) return row.code;
    } catch (error) {
      if (!isUniqueViolation(error, 'users_referral_code_uq')) throw error;
    }
  }
  throw new Error(`referralCodeOf: no free code for user ${userId} after ${ATTEMPTS} draws`);
}
