import crypto from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxBillingKeys, sandboxPayments } from '../../db/schema';
import { ProviderError, type PaymentProvider, type ProviderPayment } from '../types';
import { sandboxDepositCalls } from './sandboxDeposits';
import { verifySandboxWebhook } from './sandboxWebhook';

/**
 * The built-in payment provider of demo mode (DEMO_MODE=on only; server/payments/providers.ts
 * refuses it otherwise). It keeps its books in the database, so every server process and the jobs
 * see the same payments. The tester picks the outcome in the sandbox checkout page
 * (/pay/sandbox): approve, decline, pending (settles by itself later) or a slow answer.
 */

/** A pending sandbox payment turns PAID this long after the tester chose "pending". */
export const SANDBOX_SETTLE_SECONDS = 20;
/** While a "slow" payment is this fresh, fetching it takes longer than checkout waits for a provider. */
export const SANDBOX_SLOW_WINDOW_SECONDS = 15;

type Row = typeof sandboxPayments.$inferSelect;

const toPayment = (row: Row): ProviderPayment => ({
  paymentId: row.paymentId,
  transactionId: row.transactionId,
  status: row.status,
  amount: row.status === 'READY' || row.status === 'FAILED' || row.status === 'PENDING' ? 0 : row.approvedAmount,
  cancelledAmount: row.cancelledAmount,
  currency: 'KRW',
  method: row.method,
  paidAt: row.paidAt ? row.paidAt.toISOString() : null,
  failureReason: row.status === 'FAILED' ? '카드사에서 결제를 거절했어요 (샌드박스).' : null,
});

export type SandboxOptions = {
  /** How long a slow answer takes (ms): longer than checkout's provider timeout. */
  slowAnswerMs?: number;
  now?: () => Date;
  webhookSecret: string;
};

export function createSandboxProvider(db: Db, options: SandboxOptions): PaymentProvider {
  const now = options.now ?? (() => new Date());
  const slowAnswerMs = options.slowAnswerMs ?? 8_000;

  async function load(paymentId: string): Promise<Row> {
    const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.paymentId, paymentId)).limit(1);
    if (!row) throw new ProviderError('NOT_FOUND', '샌드박스에 없는 결제예요.');
    return row;
  }

  return {
    name: 'SANDBOX',
    async prepare(request) {
      await db
        .insert(sandboxPayments)
        .values({
          paymentId: request.paymentId,
          amount: request.amount,
          orderName: request.orderName,
          method: request.method,
        })
        .onConflictDoUpdate({
          target: sandboxPayments.paymentId,
          set: { amount: request.amount },
          where: sql`${sandboxPayments.status} = 'READY'`,
        });
      const query = new URLSearchParams({ paymentId: request.paymentId, redirect: request.redirectUrl });
      return { provider: 'SANDBOX', checkoutUrl: `/pay/sandbox?${query.toString()}`, sdkParams: {} };
    },

    async fetchPayment(paymentId) {
      let row = await load(paymentId);
      if (row.status === 'PENDING' && row.settlesAt && row.settlesAt <= now()) {
        [row] = await db
          .update(sandboxPayments)
          .set({ status: 'PAID', paidAt: now(), approvedAmount: row.amount })
          .where(and(eq(sandboxPayments.paymentId, paymentId), eq(sandboxPayments.status, 'PENDING')))
          .returning();
        row ??= await load(paymentId);
      }
      if (
        row.outcome === 'SLOW' &&
        row.paidAt &&
        now().getTime() - row.paidAt.getTime() < SANDBOX_SLOW_WINDOW_SECONDS * 1000
      ) {
        await new Promise((resolve) => setTimeout(resolve, slowAnswerMs));
      }
      return toPayment(row);
    },

    async cancel(request) {
      const row = await load(request.paymentId);
      if (row.status !== 'PAID' && row.status !== 'PARTIAL_CANCELLED')
        throw new ProviderError('INVALID', '취소할 수 없는 결제예요.');
      const left = row.approvedAmount - row.cancelledAmount;
      const amount = request.amount ?? left;
      if (amount <= 0 || amount > left) throw new ProviderError('INVALID', '취소할 수 있는 금액을 넘었어요.');
      const total = row.cancelledAmount + amount;
      const status = total === row.approvedAmount ? 'CANCELLED' : 'PARTIAL_CANCELLED';
      // The row's own amount guards a concurrent cancel: only one of two can move it.
      const updated = await db
        .update(sandboxPayments)
        .set({ cancelledAmount: total, status })
        .where(
          and(
            eq(sandboxPayments.paymentId, request.paymentId),
            eq(sandboxPayments.cancelledAmount, row.cancelledAmount)
          )
        )
        .returning();
      if (updated.length === 0) throw new ProviderError('UNAVAILABLE', '다른 취소가 처리되고 있어요.');
      return {
        cancellationId: `sbx-cancel-${crypto.randomUUID()}`,
        cancelledAmount: amount,
        totalCancelledAmount: total,
        status,
      };
    },

    async issueBillingKey({ customerId, issueToken }) {
      const [row] = await db
        .select()
        .from(sandboxBillingKeys)
        .where(
          and(
            eq(sandboxBillingKeys.billingKey, issueToken),
            eq(sandboxBillingKeys.customerId, customerId),
            isNull(sandboxBillingKeys.deletedAt)
          )
        )
        .limit(1);
      if (!row) throw new ProviderError('INVALID', '카드 등록 정보를 찾을 수 없어요.');
      return { billingKey: row.billingKey, cardCompany: row.cardCompany, maskedNumber: row.maskedNumber };
    },

    async chargeBillingKey(request) {
      const [card] = await db
        .select()
        .from(sandboxBillingKeys)
        .where(and(eq(sandboxBillingKeys.billingKey, request.billingKey), isNull(sandboxBillingKeys.deletedAt)))
        .limit(1);
      if (!card) throw new ProviderError('INVALID', '등록되지 않은 카드예요.');
      const declined = card.declines;
      const outcome = {
        amount: request.amount,
        method: 'BILLING_KEY',
        outcome: declined ? 'DECLINE' : 'APPROVE',
        status: declined ? ('FAILED' as const) : ('PAID' as const),
        approvedAmount: declined ? 0 : request.amount,
        transactionId: `sbx-${crypto.randomUUID()}`,
        paidAt: declined ? null : now(),
      };
      // A payment prepared for checkout (READY) is charged in place; a charged one stays as it is (a retry charges nothing).
      const [row] = await db
        .insert(sandboxPayments)
        .values({ paymentId: request.paymentId, orderName: request.orderName, ...outcome })
        .onConflictDoUpdate({
          target: sandboxPayments.paymentId,
          set: outcome,
          where: sql`${sandboxPayments.status} = 'READY'`,
        })
        .returning();
      return toPayment(row ?? (await load(request.paymentId)));
    },

    async deleteBillingKey(billingKey) {
      await db
        .update(sandboxBillingKeys)
        .set({ deletedAt: now() })
        .where(eq(sandboxBillingKeys.billingKey, billingKey));
    },

    verifyWebhook: (input) => verifySandboxWebhook(input, options.webhookSecret, now()),

    ...sandboxDepositCalls(db, now),
  };
}
