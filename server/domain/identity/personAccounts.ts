import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { socialAccounts, users } from '../../db/schema';
import { maskEmail } from '@/lib/account/email';

/**
 * What a person who has just proved who they are may see of their own accounts: enough to recognise
 * the account (the masked address, how they joined, when), nothing to take it over with. Shown only
 * after a phone check, never before, so nobody learns whether someone else is a member.
 */
export type PersonAccount = {
  maskedEmail: string | null;
  registKeyType: 'EMAIL' | 'KAKAO' | 'NAVER';
  /** ISO timestamp */
  createdAt: string;
};

export async function accountsOfPerson(db: Db, personHash: string): Promise<PersonAccount[]> {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      registKeyType: users.registKeyType,
      createdAt: users.createdAt,
      socialEmail: socialAccounts.email,
    })
    .from(users)
    .leftJoin(socialAccounts, eq(socialAccounts.userId, users.id))
    .where(and(eq(users.personHash, personHash), isNull(users.deletedAt)))
    .orderBy(asc(users.createdAt), asc(socialAccounts.createdAt));
  const seen = new Set<number>();
  const accounts: PersonAccount[] = [];
  for (const row of rows) {
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    // A Kakao or Naver account has no address of its own: the provider's (if it gave one) is what its owner knows.
    const email = row.email ?? row.socialEmail;
    accounts.push({
      maskedEmail: email ? maskEmail(email) : null,
      registKeyType: row.registKeyType,
      createdAt: row.createdAt.toISOString(),
    });
  }
  return accounts;
}
