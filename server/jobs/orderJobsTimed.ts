import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/rows';
import { logger } from '../logger';
import { applyOrderAction } from '../domain/orders/orderAction';
import { settleRefund } from '../domain/orders/settleRefund';
import type { ProviderName } from '../payments/types';
import { AUTO_CONFIRM_MINUTES, NO_RESPONSE_MINUTES, openReturnStates } from '@/lib/orders';
import { isoOf, jobProviders, ORDER_JOB_BATCH, ORDER_JOB_MAX_BATCHES, type OrderJobOptions } from './orderJobsShared';
import type { orders } from '../db/schema';

/** Orders due for a timed transition, claimed FOR UPDATE SKIP LOCKED, typed from the schema. */
type DueOrderRow = Pick<typeof orders.$inferSelect, 'id'>;

/**
 * The timed `system` transitions of lib/orders (issue 16 §7): 무응답 for a reservation the business
 * left unanswered for 4,320 minutes (full refund), and 구매 확정 for a delivered sale the customer
 * left unconfirmed for 4,320 minutes (points earned).
 *
 * An operator's extension (orders.deadline_extension_minutes, docs/product.md §10 Orders) is added
 * to the delay of the order's current state.
 *
 * A batch is selected with FOR UPDATE SKIP LOCKED and the transitions are applied inside that same
 * transaction (applyOrderAction nests as a savepoint), so two processes never take the same order
 * and a transition that fails rolls back alone. The refund is paid out at the provider after the
 * commit, by settleRefund's own claim; the reconciliation job retries one that failed.
 */
type TimedTransition = {
  process: 'rentalReservation' | 'saleOrder';
  state: string;
  action: string;
  minutes: number;
  /** Sales wait for their return (docs/product.md §4 Returns and exchanges). */
  waitsForReturns?: boolean;
};

/**
 * A sale with an open return is not due; one whose return has closed (refused, exchange sent,
 * withdrawn) counts its delay again from that moment, so the customer has the same time to check
 * an exchanged product or to contest a refusal as a delivered one.
 */
const returnClause = sql`
  AND NOT EXISTS (SELECT 1 FROM order_returns r WHERE r.order_id = orders.id AND r.state IN (${sql.join(
    openReturnStates.map((s) => sql`${s}`),
    sql`, `
  )}))`;
const returnStart = sql`(SELECT r.state_changed_at FROM order_returns r WHERE r.order_id = orders.id)`;

export const NO_RESPONSE: TimedTransition = {
  process: 'rentalReservation',
  state: 'WAITING',
  action: 'expireNoResponse',
  minutes: NO_RESPONSE_MINUTES,
};
export const AUTO_CONFIRM: TimedTransition = {
  process: 'saleOrder',
  state: 'DELIVERED',
  action: 'autoConfirmPurchase',
  minutes: AUTO_CONFIRM_MINUTES,
  waitsForReturns: true,
};

export type TimedRunResult = { applied: number; failed: number; refunded: number };

type Applied = { id: number; provider: ProviderName; refundDue: number; refundedAmount: number };

async function applyBatch(
  db: Db,
  t: TimedTransition,
  now: Date,
  batchSize: number
): Promise<{ applied: Applied[]; failed: number; seen: number }> {
  return db.transaction(async (tx) => {
    const due = await queryRows<DueOrderRow>(
      tx,
      sql`
      SELECT id FROM orders
      WHERE process = ${t.process} AND state = ${t.state}
        AND state_changed_at <= ${isoOf(now)}::timestamptz - make_interval(mins => ${t.minutes} + deadline_extension_minutes)
        ${t.waitsForReturns ? sql`AND coalesce(${returnStart}, state_changed_at) <= ${isoOf(now)}::timestamptz - make_interval(mins => ${t.minutes} + deadline_extension_minutes) ${returnClause}` : sql``}
      ORDER BY state_changed_at, id LIMIT ${batchSize} FOR UPDATE SKIP LOCKED`
    );
    const applied: Applied[] = [];
    let failed = 0;
    for (const { id } of due) {
      try {
        // No provider here: the refund is settled after this transaction commits.
        const order = await applyOrderAction(
          tx,
          null,
          { orderId: Number(id), action: t.action, actor: 'system', actorUserId: null },
          now
        );
        applied.push({
          id: order.id,
          provider: order.provider,
          refundDue: order.refundDue,
          refundedAmount: order.refundedAmount,
        });
      } catch (error) {
        failed += 1;
        logger.error('timed order transition failed', { orderId: Number(id), action: t.action, err: String(error) });
      }
    }
    return { applied, failed, seen: due.length };
  });
}

export async function runTimedTransition(
  db: Db,
  t: TimedTransition,
  options: OrderJobOptions = {}
): Promise<TimedRunResult> {
  const now = options.now ?? new Date();
  const providerFor = jobProviders(db, options);
  const batchSize = options.batchSize ?? ORDER_JOB_BATCH;
  const total: TimedRunResult = { applied: 0, failed: 0, refunded: 0 };
  for (let i = 0; i < ORDER_JOB_MAX_BATCHES; i += 1) {
    const batch = await applyBatch(db, t, now, batchSize);
    total.applied += batch.applied.length;
    total.failed += batch.failed;
    for (const order of batch.applied) {
      const provider = order.refundDue > order.refundedAmount ? providerFor(order.provider) : null;
      if (provider && (await settleRefund(db, provider, order.id, now))) total.refunded += 1;
    }
    // A failed order stays due and would be picked again: stop at a short batch or any failure.
    if (batch.seen < batchSize || batch.failed > 0) break;
  }
  return total;
}

/** 무응답: WAITING reservations the business did not answer within NO_RESPONSE_MINUTES, refunded in full. */
export const runNoResponseExpiry = (db: Db, options: OrderJobOptions = {}) =>
  runTimedTransition(db, NO_RESPONSE, options);

/** 자동 구매 확정: DELIVERED sales not confirmed within AUTO_CONFIRM_MINUTES; the points are earned. */
export const runAutoConfirm = (db: Db, options: OrderJobOptions = {}) => runTimedTransition(db, AUTO_CONFIRM, options);
