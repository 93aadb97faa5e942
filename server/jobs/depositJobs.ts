import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/rows';
import { orders, rentalDeposits } from '../db/schema';
import { logger } from '../logger';
import { owesProviderCall, settleDeposit } from '../domain/deposits/settleDeposit';
import { transitionDeposit, type DepositRow } from '../domain/deposits/transitionDeposit';
import { DEPOSIT_CLAIM_ANSWER_MINUTES, DEPOSIT_CLAIM_WINDOW_MINUTES } from '@/lib/orders';
import { isoOf, jobProviders, ORDER_JOB_BATCH, ORDER_JOB_MAX_BATCHES, type OrderJobOptions } from './orderJobsShared';

type DueRow = Pick<DepositRow, 'id'>;

/**
 * The deposit job (docs/product.md §4 Damage deposits, docs/operations.md §4): releases holds
 * 48 hours after 이용 완료 with no claim, accepts claims left unanswered for 72 hours, then tells
 * the provider whatever it still owes (holds to place, captures and releases to make). Due deposits
 * are claimed FOR UPDATE SKIP LOCKED and moved in that same transaction (each in a savepoint), so
 * two processes never take the same deposit and a claim being opened at the same moment waits for
 * the row: one of the two outcomes happens, never both. Provider calls come after the commit.
 */
const dueRelease = (now: Date, limit: number) => sql`
  SELECT d.id FROM rental_deposits d JOIN orders o ON o.id = d.order_id
  WHERE d.state = 'HELD' AND o.state = 'USED'
    AND o.state_changed_at <= ${isoOf(now)}::timestamptz - make_interval(mins => ${DEPOSIT_CLAIM_WINDOW_MINUTES})
  ORDER BY o.state_changed_at, d.id LIMIT ${limit} FOR UPDATE OF d SKIP LOCKED`;

const dueAccept = (now: Date, limit: number) => sql`
  SELECT id FROM rental_deposits
  WHERE state = 'CLAIMED'
    AND claimed_at <= ${isoOf(now)}::timestamptz - make_interval(mins => ${DEPOSIT_CLAIM_ANSWER_MINUTES})
  ORDER BY claimed_at, id LIMIT ${limit} FOR UPDATE SKIP LOCKED`;

type Step = 'release' | 'autoAccept';

async function moveBatch(db: Db, step: Step, now: Date, limit: number): Promise<{ moved: number; seen: number }> {
  return db.transaction(async (tx) => {
    const due = await queryRows<DueRow>(tx, step === 'release' ? dueRelease(now, limit) : dueAccept(now, limit));
    let moved = 0;
    for (const { id } of due) {
      try {
        await tx.transaction(async (sp) => {
          const [deposit] = await sp
            .select()
            .from(rentalDeposits)
            .where(eq(rentalDeposits.id, Number(id)));
          const [order] = await sp.select().from(orders).where(eq(orders.id, deposit.orderId));
          await transitionDeposit(sp, order, deposit, {
            action: step,
            actor: 'system',
            actorUserId: null,
            note: null,
            set:
              step === 'release'
                ? { settle: 'RELEASE' }
                : { settle: 'CAPTURE', captureAmount: deposit.claimAmount ?? 0, answeredAt: now },
            now,
          });
        });
        moved += 1;
      } catch (error) {
        logger.error('deposit job transition failed', { depositId: Number(id), step, err: String(error) });
      }
    }
    return { moved, seen: due.length };
  });
}

export type DepositRunResult = { released: number; accepted: number; settled: number };

export async function runDepositJobs(db: Db, options: OrderJobOptions = {}): Promise<DepositRunResult> {
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? ORDER_JOB_BATCH;
  const providerFor = jobProviders(db, options);
  const result: DepositRunResult = { released: 0, accepted: 0, settled: 0 };
  for (const step of ['release', 'autoAccept'] as const) {
    for (let i = 0; i < ORDER_JOB_MAX_BATCHES; i += 1) {
      const batch = await moveBatch(db, step, now, batchSize);
      if (step === 'release') result.released += batch.moved;
      else result.accepted += batch.moved;
      if (batch.seen < batchSize) break;
    }
  }
  const owed = await db
    .select({ id: rentalDeposits.id, provider: rentalDeposits.provider })
    .from(rentalDeposits)
    .where(owesProviderCall)
    .orderBy(rentalDeposits.id)
    .limit(batchSize * ORDER_JOB_MAX_BATCHES);
  for (const deposit of owed) {
    const provider = providerFor(deposit.provider);
    if (provider && (await settleDeposit(db, provider, deposit.id, now))) result.settled += 1;
  }
  return result;
}
