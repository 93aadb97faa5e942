import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { retryTransaction } from '../../db/retryTransaction';
import { moneyLedger, orders, payments } from '../../db/schema';
import { logger } from '../../logger';
import type { PaymentProvider } from '../../payments/types';
import { postJournal } from '../settlement/postJournal';

/** A claim older than this is taken over: the process that held it died mid-call. */
const CLAIM_STALE_SECONDS = 60;

/**
 * Pays out what an order owes back (refundDue − refundedAmount) at the provider. One process at a
 * time claims the order (refundClaimedAt), so two callers never refund twice; the ledger row and the
 * refunded total are written together after the provider answered. A failure leaves the debt for
 * the reconciliation job. Answers whether the refund is now complete.
 */
export async function settleRefund(
  db: Db,
  provider: PaymentProvider,
  orderId: number,
  now: Date = new Date()
): Promise<boolean> {
  const claimed = await db
    .update(orders)
    .set({ refundClaimedAt: now })
    .where(
      and(
        eq(orders.id, orderId),
        sql`${orders.refundDue} > ${orders.refundedAmount}`,
        sql`(${orders.refundClaimedAt} IS NULL OR ${orders.refundClaimedAt} < ${now.toISOString()}::timestamptz - make_interval(secs => ${CLAIM_STALE_SECONDS}))`
      )
    )
    .returning();
  const order = claimed[0];
  if (!order) return false;
  const amount = order.refundDue - order.refundedAmount;
  const [record] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.sequence, 1)))
    .limit(1);
  try {
    const result = await provider.cancel({
      paymentId: order.paymentKey,
      amount,
      reason: order.cancelReason ?? '주문 취소',
      idempotencyKey: `refund-${order.id}-${order.refundDue}`,
    });
    await retryTransaction(db, async (tx) => {
      const [booked] = await tx
        .insert(moneyLedger)
        .values({
          orderId,
          paymentId: record.id,
          kind: 'REFUND',
          amount: result.cancelledAmount,
          refKey: `refund:${result.cancellationId}`,
        })
        .onConflictDoNothing({ target: moneyLedger.refKey })
        .returning();
      // The refund takes back the business's share and reverses the commission on it (docs/architecture.md §7).
      if (booked) await postJournal(tx, booked);
      await tx
        .update(payments)
        .set({ cancelledAmount: result.totalCancelledAmount, status: result.status, updatedAt: now })
        .where(eq(payments.id, record.id));
      await tx
        .update(orders)
        .set({
          refundedAmount: sql`${orders.refundedAmount} + ${result.cancelledAmount}`,
          refundClaimedAt: null,
          updatedAt: now,
        })
        .where(eq(orders.id, orderId));
    });
    return true;
  } catch (error) {
    logger.warn('refund at the provider failed; the reconciliation job retries', { orderId, err: String(error) });
    await db.update(orders).set({ refundClaimedAt: null }).where(eq(orders.id, orderId));
    return false;
  }
}
