import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { operatorRecoveryCodes, operators, users } from '../../db/schema';
import { retryTransaction } from '../../db/retryTransaction';
import { DomainError } from '@/lib/errors';
import { writeAudit } from './audit';

/**
 * The OPERATOR role is granted only from the command line (`npm run operator:grant`,
 * docs/operations.md §7 Operators): nothing in the console or the API can make an operator. A grant (or a re-grant after a
 * revoke) starts without a second factor: the operator enrols one at /admin on first sign-in.
 */
export type GrantedOperator = { userId: number; email: string; nickname: string; alreadyOperator: boolean };

export async function grantOperator(db: Db, email: string, now: Date = new Date()): Promise<GrantedOperator> {
  const address = email.trim().toLowerCase();
  return retryTransaction(db, async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, nickname: users.nickname })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${address}`, isNull(users.deletedAt)));
    if (!user?.email) throw new DomainError('NOT_FOUND', '그 이메일로 가입한 회원이 없어요.');
    const [existing] = await tx.select().from(operators).where(eq(operators.userId, user.id)).for('update');
    if (existing && !existing.revokedAt) {
      return { userId: user.id, email: user.email, nickname: user.nickname, alreadyOperator: true };
    }
    if (existing) {
      await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.userId, user.id));
      await tx
        .update(operators)
        .set({ grantedAt: now, revokedAt: null, totpSecretSealed: null, totpEnrolledAt: null, totpLastStep: null })
        .where(eq(operators.userId, user.id));
    } else {
      await tx.insert(operators).values({ userId: user.id, grantedAt: now });
    }
    // The grant is written by the new operator's own id: the command line has no operator of its own.
    await writeAudit(tx, {
      operatorId: user.id,
      action: 'operator.grant',
      targetType: 'operator',
      targetId: user.id,
      before: { operator: false },
      after: { operator: true },
      reason: '명령줄(operator:grant)에서 부여',
      at: now,
    });
    return { userId: user.id, email: user.email, nickname: user.nickname, alreadyOperator: false };
  });
}
