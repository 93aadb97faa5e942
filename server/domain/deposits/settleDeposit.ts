import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { retryTransaction } from '../../db/retryTransaction';
import { moneyLedger, orders, payments, rentalDeposits } from '../../db/schema';
import { logger } from '../../logger';
import { DEPOSIT_UNSUPPORTED, ProviderError, type PaymentProvider } from '../../payments/types';
import { postJournal } from '../settlement/postJournal';
import { transitionDeposit, type DepositRow } from './transitionDeposit';

/** A claim older than this is taken over: the process that held it died mid-call. */
const CLAIM_STALE_SECONDS = 60;

/** Deposits the provider still has to hear about: a hold not yet placed, or a capture or release owed. */
export const owesProviderCall = sql`(
  (${rentalDeposits.authorisedAt} IS NULL AND ${rentalDeposits.failureCode} IS NULL)
  OR (${rentalDeposits.settle} IS NOT NULL AND ${rentalDeposits.settledAt} IS NULL))`;

async function claim(db: Db, depositId: number, now: Date): Promise<DepositRow | null> {
  const [row] = await db
    .update(rentalDeposits)
    .set({ providerClaimedAt: now })
    .where(
      and(
        eq(rentalDeposits.id, depositId),
        owesProviderCall,
        sql`(${rentalDeposits.providerClaimedAt} IS NULL OR ${rentalDeposits.providerClaimedAt} < ${now.toISOString()}::timestamptz - make_interval(secs => ${CLAIM_STALE_SECONDS}))`
      )
    )
    .returning();
  return row ?? null;
}

const unclaim = (db: Db, depositId: number) =>
  db.update(rentalDeposits).set({ providerClaimedAt: null }).where(eq(rentalDeposits.id, depositId));

async function lockDeposit(tx: Db, depositId: number) {
  const [deposit] = await tx.select().from(rentalDeposits).where(eq(rentalDeposits.id, depositId)).for('update');
  const [order] = await tx.select().from(orders).where(eq(orders.id, deposit.orderId));
  return { deposit, order };
}

/** The provider would not hold the money: 보증금 승인 실패 (both sides told), and nothing is owed any more. */
async function failHold(db: Db, depositId: number, error: ProviderError, now: Date): Promise<void> {
  const code = error.message.startsWith(DEPOSIT_UNSUPPORTED) ? DEPOSIT_UNSUPPORTED : `PROVIDER_${error.kind}`;
  logger.warn('deposit hold refused by the provider', { depositId, code });
  await retryTransaction(db, async (tx) => {
    const { deposit, order } = await lockDeposit(tx, depositId);
    const set = { failureCode: code, settle: null, providerClaimedAt: null };
    if (deposit.state === 'HELD') {
      await transitionDeposit(tx, order, deposit, {
        action: 'failAuthorisation',
        actor: 'system',
        actorUserId: null,
        note: '카드에 보증금을 승인하지 못했어요. 보증금 없이 렌탈이 진행돼요.',
        set,
        now,
      });
    } else {
      await tx.update(rentalDeposits).set(set).where(eq(rentalDeposits.id, depositId));
    }
  });
}

/** Books a captured amount as a charge of the order (docs/architecture.md §7), and ends 청구 수락 in 청구 금액 결제. */
async function bookCapture(db: Db, depositId: number, captured: number, now: Date): Promise<void> {
  await retryTransaction(db, async (tx) => {
    const { deposit, order } = await lockDeposit(tx, depositId);
    const [record] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.sequence, 1)));
    const [booked] = await tx
      .insert(moneyLedger)
      .values({
        orderId: order.id,
        paymentId: record.id,
        kind: 'CHARGE',
        amount: captured,
        refKey: `deposit:${deposit.provider}:${deposit.providerKey}`,
        createdAt: now,
      })
      .onConflictDoNothing({ target: moneyLedger.refKey })
      .returning();
    if (booked) await postJournal(tx, booked);
    const set = { capturedAmount: captured, settledAt: now, providerClaimedAt: null };
    if (deposit.state === 'ACCEPTED') {
      await transitionDeposit(tx, order, deposit, {
        action: 'capture',
        actor: 'system',
        actorUserId: null,
        note: null,
        set,
        now,
      });
    } else {
      await tx.update(rentalDeposits).set(set).where(eq(rentalDeposits.id, depositId));
    }
  });
}

/**
 * Tells the provider what a deposit owes, after the transaction that decided it has committed:
 * first the hold (if not yet placed), then the capture or the release. One process at a time
 * claims the deposit (providerClaimedAt), so two callers never capture or release twice; a failure
 * leaves the work for the deposit job. Answers whether nothing is owed any more.
 */
export async function settleDeposit(
  db: Db,
  provider: PaymentProvider,
  depositId: number,
  now: Date = new Date()
): Promise<boolean> {
  const deposit = await claim(db, depositId, now);
  if (!deposit) return false;
  try {
    if (!deposit.authorisedAt) {
      const [order] = await db.select().from(orders).where(eq(orders.id, deposit.orderId));
      try {
        await provider.authoriseDeposit({
          depositKey: deposit.providerKey,
          paymentId: order.paymentKey,
          orderName: `${order.itemName} 보증금`,
          amount: deposit.amount,
        });
      } catch (error) {
        if (error instanceof ProviderError && error.kind !== 'UNAVAILABLE') {
          await failHold(db, deposit.id, error, now);
          return true;
        }
        throw error;
      }
      await db.update(rentalDeposits).set({ authorisedAt: now }).where(eq(rentalDeposits.id, deposit.id));
    }
    if (deposit.settle === 'CAPTURE' && deposit.captureAmount > 0) {
      const { capturedAmount } = await provider.captureDeposit({
        depositKey: deposit.providerKey,
        amount: deposit.captureAmount,
      });
      await bookCapture(db, deposit.id, capturedAmount, now);
      return true;
    }
    if (deposit.settle) {
      await provider.releaseDeposit(deposit.providerKey);
      await db.update(rentalDeposits).set({ settledAt: now }).where(eq(rentalDeposits.id, deposit.id));
    }
    await unclaim(db, deposit.id);
    return true;
  } catch (error) {
    logger.warn('deposit call at the provider failed; the deposit job retries', {
      depositId: deposit.id,
      err: String(error),
    });
    await unclaim(db, deposit.id);
    return false;
  }
}
