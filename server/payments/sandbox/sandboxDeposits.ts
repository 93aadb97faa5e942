import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxDeposits, sandboxPayments } from '../../db/schema';
import { ProviderError, type PaymentProvider } from '../types';

type DepositCalls = Pick<PaymentProvider, 'authoriseDeposit' | 'captureDeposit' | 'releaseDeposit'>;

/**
 * The sandbox's deposit holds, kept in the database like its charges. A hold is placed only on a
 * paid sandbox payment, and ends once: captured (all or part) or released. Each end is one guarded
 * UPDATE of an AUTHORISED row, so of two calls at once exactly one moves it; a repeat of the call
 * that won answers as before (a retry after a lost answer), the other kind is refused.
 */
export function sandboxDepositCalls(db: Db, now: () => Date): DepositCalls {
  async function load(depositKey: string) {
    const [row] = await db.select().from(sandboxDeposits).where(eq(sandboxDeposits.depositKey, depositKey)).limit(1);
    if (!row) throw new ProviderError('NOT_FOUND', '샌드박스에 없는 보증금이에요.');
    return row;
  }

  return {
    async authoriseDeposit(request) {
      if (!Number.isSafeInteger(request.amount) || request.amount <= 0)
        throw new ProviderError('INVALID', '보증금 금액이 올바르지 않아요.');
      const [payment] = await db
        .select({ status: sandboxPayments.status })
        .from(sandboxPayments)
        .where(eq(sandboxPayments.paymentId, request.paymentId))
        .limit(1);
      if (!payment || payment.status !== 'PAID') throw new ProviderError('DECLINED', '승인할 카드 결제가 없어요.');
      await db
        .insert(sandboxDeposits)
        .values({ depositKey: request.depositKey, paymentId: request.paymentId, amount: request.amount })
        .onConflictDoNothing({ target: sandboxDeposits.depositKey });
    },

    async captureDeposit({ depositKey, amount }) {
      const row = await load(depositKey);
      if (!Number.isSafeInteger(amount) || amount <= 0 || amount > row.amount)
        throw new ProviderError('INVALID', '승인한 금액보다 많이 결제할 수 없어요.');
      const [moved] = await db
        .update(sandboxDeposits)
        .set({ status: 'CAPTURED', capturedAmount: amount, endedAt: now() })
        .where(and(eq(sandboxDeposits.depositKey, depositKey), eq(sandboxDeposits.status, 'AUTHORISED')))
        .returning();
      if (moved) return { capturedAmount: moved.capturedAmount };
      const after = await load(depositKey);
      if (after.status === 'CAPTURED' && after.capturedAmount === amount) return { capturedAmount: amount };
      throw new ProviderError('INVALID', '이미 끝난 보증금이에요.');
    },

    async releaseDeposit(depositKey) {
      await load(depositKey);
      const [moved] = await db
        .update(sandboxDeposits)
        .set({ status: 'RELEASED', endedAt: now() })
        .where(and(eq(sandboxDeposits.depositKey, depositKey), eq(sandboxDeposits.status, 'AUTHORISED')))
        .returning();
      if (moved) return;
      const after = await load(depositKey);
      if (after.status !== 'RELEASED') throw new ProviderError('INVALID', '이미 결제된 보증금이에요.');
    },
  };
}
