import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/rows';
import { settleRefund } from '../domain/orders/settleRefund';
import { isoOf, jobProviders, ORDER_JOB_BATCH, type OrderJobOptions } from './orderJobsShared';
import type { orders } from '../db/schema';

/** Orders still owing a refund (raw: the stale-claim test is interval arithmetic), typed from the schema. */
type OwingOrderRow = Pick<typeof orders.$inferSelect, 'id' | 'provider'>;

/** settleRefund takes over a claim older than this (a process that died mid-call); kept in step with it. */
const CLAIM_STALE_SECONDS = 60;

export type RefundRunResult = { attempted: number; settled: number };

/**
 * Refund reconciliation (issue 16 §4, §7): an order that owes money back (refundDue above
 * refundedAmount) because the provider failed or the process died after the cancellation committed.
 * Candidates are read without a lock; settleRefund claims each order atomically (refundClaimedAt)
 * before talking to the provider, so two processes never refund the same order, and the ledger's
 * unique refKey is the last line of defence.
 */
export async function runRefundReconciliation(db: Db, options: OrderJobOptions = {}): Promise<RefundRunResult> {
  const now = options.now ?? new Date();
  const providerFor = jobProviders(db, options);
  const owing = await queryRows<OwingOrderRow>(
    db,
    sql`
    SELECT id, provider FROM orders
    WHERE refund_due > refunded_amount
      AND (refund_claimed_at IS NULL OR refund_claimed_at < ${isoOf(now)}::timestamptz - make_interval(secs => ${CLAIM_STALE_SECONDS}))
    ORDER BY id LIMIT ${options.batchSize ?? ORDER_JOB_BATCH * 5}`
  );
  const result: RefundRunResult = { attempted: 0, settled: 0 };
  for (const order of owing) {
    const provider = providerFor(order.provider);
    if (!provider) continue;
    result.attempted += 1;
    if (await settleRefund(db, provider, Number(order.id), now)) result.settled += 1;
  }
  return result;
}
