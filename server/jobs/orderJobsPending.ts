import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/rows';
import { logger } from '../logger';
import { completeCheckout } from '../domain/checkout/completeCheckout';
import { endPendingPaymentOnce } from '../domain/orders/pendingPayment';
import { ProviderError, type PaymentProvider, type ProviderName } from '../payments/types';
import { isDomainError } from '@/lib/errors';
import { JobFailedAfterWork } from './intervalRunner';
import { isoOf, jobProviders, ORDER_JOB_BATCH, ORDER_JOB_MAX_BATCHES, type OrderJobOptions } from './orderJobsShared';

/**
 * Orders in 결제 대기 (issue 16 §4, §7): the reconciliation of payments the provider settled while
 * we did not hear (a dropped connection, a slow network, a closed browser), and the expiry of holds
 * nobody paid for. Both go through one routine, so neither job can starve the other of an order.
 *
 * Claiming: the provider call cannot run inside a transaction (PGlite has one connection; a row lock
 * held across a network call would block checkout), so a batch is claimed with
 * FOR UPDATE SKIP LOCKED and marked by moving `updated_at` to `now`; another process skips rows
 * touched within CLAIM_SECONDS. completeCheckout and endPendingPayment are idempotent besides.
 */
const CLAIM_SECONDS = 30;
/** The reconciliation looks at checkouts older than this: a younger one is still in the customer's hands. */
export const RECONCILE_AFTER_MINUTES = 1;
/** How long a job waits for the provider before leaving the order for the next tick. */
const PROVIDER_WAIT_MS = 5_000;

type Claimed = { id: number; paymentKey: string; provider: ProviderName; holdExpiresAt: Date | string | null };
export type PendingOutcome = 'paid' | 'failed' | 'expired' | 'pending' | 'skipped';
export type PendingRunResult = Record<PendingOutcome, number>;

async function claimPending(db: Db, due: SQL, now: Date, batchSize: number): Promise<Claimed[]> {
  return queryRows<Claimed>(
    db,
    sql`
    UPDATE orders SET updated_at = ${isoOf(now)}::timestamptz
    WHERE id IN (
      SELECT id FROM orders
      WHERE payment_state = 'PENDING' AND ${due}
        AND updated_at <= ${isoOf(now)}::timestamptz - make_interval(secs => ${CLAIM_SECONDS})
      ORDER BY id LIMIT ${batchSize} FOR UPDATE SKIP LOCKED)
    RETURNING id, payment_key AS "paymentKey", provider, hold_expires_at AS "holdExpiresAt"`
  );
}

/**
 * completeCheckout answers 결제 대기 both for a checkout that was never paid and for a payment the
 * provider is still settling: only the first may be expired. Anything unclear keeps the order.
 */
async function neverPaid(provider: PaymentProvider, paymentKey: string): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), PROVIDER_WAIT_MS);
  });
  try {
    const found = await Promise.race([provider.fetchPayment(paymentKey), timeout]);
    return (
      found !== 'timeout' && (found.status === 'READY' || found.status === 'FAILED' || found.status === 'CANCELLED')
    );
  } catch (error) {
    return error instanceof ProviderError && error.kind === 'NOT_FOUND';
  } finally {
    clearTimeout(timer);
  }
}

async function stillPending(db: Db, orderId: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM orders WHERE id = ${orderId} AND payment_state = 'PENDING'`
  );
  return rows.length > 0;
}

/** One pending order: the provider is asked first, so a paid order is confirmed, never expired. */
export async function settlePendingOrder(
  db: Db,
  provider: PaymentProvider | null,
  order: Claimed,
  now: Date
): Promise<PendingOutcome> {
  // Without its provider the order's fate is unknown: it is neither confirmed nor expired blind.
  if (!provider) return 'skipped';
  // A claim lapses after CLAIM_SECONDS: a run slower than that may meet an order another instance has
  // settled meanwhile; it was counted there.
  if (!(await stillPending(db, order.id))) return 'skipped';
  try {
    const done = await completeCheckout(db, provider, order.paymentKey, { now, waitMs: PROVIDER_WAIT_MS });
    if (done.status === 'PAID') return 'paid';
    if (done.status === 'FAILED') return 'failed';
  } catch (error) {
    if (isDomainError(error) && error.code === 'PAYMENT_FAILED') return 'failed';
    logger.warn('pending order reconciliation failed; retried at the next tick', {
      orderId: order.id,
      err: String(error),
    });
    return 'skipped';
  }
  const expires = order.holdExpiresAt === null ? null : new Date(order.holdExpiresAt);
  if (!expires || expires > now) return 'pending';
  if (!(await neverPaid(provider, order.paymentKey))) return 'pending';
  const { order: ended, endedNow } = await endPendingPaymentOnce(
    db,
    order.id,
    'expireHold',
    '결제 시간이 지나 주문이 취소됐어요.',
    now
  );
  // Counted once: a run on another instance whose claim lapsed (a run slower than CLAIM_SECONDS) finds it ended.
  if (!endedNow) return 'skipped';
  return ended?.paymentState === 'CANCELLED' && ended.state === null ? 'expired' : 'pending';
}

async function runPending(db: Db, due: SQL, options: OrderJobOptions): Promise<PendingRunResult> {
  const now = options.now ?? new Date();
  const providerFor = jobProviders(db, options);
  const total: PendingRunResult = { paid: 0, failed: 0, expired: 0, pending: 0, skipped: 0 };
  try {
    for (let i = 0; i < ORDER_JOB_MAX_BATCHES; i += 1) {
      const claimed = await claimPending(db, due, now, options.batchSize ?? ORDER_JOB_BATCH);
      for (const order of claimed) total[await settlePendingOrder(db, providerFor(order.provider), order, now)] += 1;
      if (claimed.length < (options.batchSize ?? ORDER_JOB_BATCH)) break;
    }
  } catch (error) {
    // Each order settles in its own transaction: what was settled before the failure stays done and is counted.
    throw new JobFailedAfterWork(error, total);
  }
  return total;
}

/** Hold expiry: 결제 대기 orders whose 15-minute hold has passed. */
export function runHoldExpiry(db: Db, options: OrderJobOptions = {}): Promise<PendingRunResult> {
  const now = options.now ?? new Date();
  return runPending(db, sql`hold_expires_at <= ${isoOf(now)}::timestamptz`, { ...options, now });
}

/** Payment reconciliation: every 결제 대기 order older than a minute is checked with its provider. */
export function runPendingReconciliation(db: Db, options: OrderJobOptions = {}): Promise<PendingRunResult> {
  const now = options.now ?? new Date();
  return runPending(
    db,
    sql`created_at <= ${isoOf(now)}::timestamptz - make_interval(mins => ${RECONCILE_AFTER_MINUTES})`,
    { ...options, now }
  );
}
