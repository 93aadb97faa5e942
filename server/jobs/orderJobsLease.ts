import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/rows';
import { moneyLedger, orders, payments } from '../db/schema';
import { postJournal } from '../domain/settlement/postJournal';
import { logger } from '../logger';
import { addAlarm } from '../domain/alarm/addAlarm';
import { ProviderError, type PaymentProvider, type ProviderName, type ProviderPayment } from '../payments/types';
import { formatWon } from '@/lib/money';
import { isoOf, jobProviders, ORDER_JOB_BATCH, type OrderJobOptions } from './orderJobsShared';

/** A lease order due its next instalment (raw: FOR UPDATE OF o SKIP LOCKED and interval arithmetic); `next` is the sequence to charge. */
type DueInstalmentRow = Pick<typeof orders.$inferSelect, 'id'> & { next: number };

/**
 * Lease billing (렌탈페이, issue 16 §7): a contract in 계약 완료 or 인수 완료 pays its monthly
 * instalment on the registered card. Instalment 1 is the checkout's charge; instalment n+1 falls due
 * n months after it, until leaseMonths are paid. Each instalment is one payments row
 * (order_id, sequence) — unique, so a month is charged at most once whoever runs the job:
 *  1. claim: in one transaction the due contracts are locked (FOR UPDATE SKIP LOCKED) and the next
 *     instalment's row is inserted READY (ON CONFLICT DO NOTHING: a second process gets nothing);
 *  2. charge: outside any transaction, with the row's own payment id, which the provider treats as
 *     an idempotency key (a retried charge answers the first one);
 *  3. record: the row turns PAID with one ledger CHARGE (unique refKey) and the customer's alarm.
 * A row left READY by a crash is claimed again after RETRY_AFTER_MINUTES and charged with the same id.
 * A declined month is recorded FAILED and the customer alarmed; it is not charged again by the job
 * (collecting it is the business's and the customer's business), and the next month falls due as usual.
 */
const RETRY_AFTER_MINUTES = 10;

type Instalment = {
  paymentRowId: number;
  orderId: number;
  sequence: number;
  amount: number;
  providerPaymentId: string;
  provider: ProviderName;
  billingKey: string;
  userId: number;
  itemName: string;
  ordererName: string;
  ordererPhone: string;
  leaseMonths: number;
};

export type LeaseRunResult = { charged: number; failed: number; pending: number };

const INSTALMENT_COLUMNS = sql`p.id AS "paymentRowId", o.id AS "orderId", p.sequence, p.amount, p.provider_payment_id AS "providerPaymentId",
  o.provider, bk.billing_key AS "billingKey", o.user_id AS "userId", o.item_name AS "itemName", o.orderer_name AS "ordererName",
  o.orderer_phone AS "ordererPhone", o.lease_months AS "leaseMonths"`;

/** Step 1: the next instalment of each due contract, claimed by inserting its payments row. */
async function claimDue(db: Db, now: Date, batchSize: number): Promise<Instalment[]> {
  return db.transaction(async (tx) => {
    const due = await queryRows<DueInstalmentRow>(
      tx,
      sql`
      SELECT o.id, (SELECT coalesce(max(sequence), 0) FROM payments WHERE order_id = o.id) + 1 AS next
      FROM orders o JOIN billing_keys bk ON bk.id = o.billing_key_id AND bk.deleted_at IS NULL
      WHERE o.process = 'contract' AND o.state IN ('CONTRACTED', 'HANDED_OVER') AND o.paid_at IS NOT NULL
        AND o.lease_months IS NOT NULL AND o.lease_monthly_price IS NOT NULL
        AND (SELECT coalesce(max(sequence), 0) FROM payments WHERE order_id = o.id) < o.lease_months
        AND o.paid_at + make_interval(months => (SELECT coalesce(max(sequence), 0) FROM payments WHERE order_id = o.id)::int) <= ${isoOf(now)}::timestamptz
      ORDER BY o.id LIMIT ${batchSize} FOR UPDATE OF o SKIP LOCKED`
    );
    if (due.length === 0) return [];
    const ids = sql.join(
      due.map((d) => sql`(${Number(d.id)}::int, ${Number(d.next)}::int)`),
      sql`, `
    );
    return queryRows<Instalment>(
      tx,
      sql`
      WITH inserted AS (
        INSERT INTO payments (order_id, sequence, provider, provider_payment_id, amount, status, updated_at)
        SELECT o.id, d.next, o.provider, o.payment_key || '-m' || d.next, o.lease_monthly_price, 'READY', ${isoOf(now)}::timestamptz
        FROM (VALUES ${ids}) AS d(id, next) JOIN orders o ON o.id = d.id
        ON CONFLICT (order_id, sequence) DO NOTHING
        RETURNING *)
      SELECT ${INSTALMENT_COLUMNS}
      FROM inserted p JOIN orders o ON o.id = p.order_id JOIN billing_keys bk ON bk.id = o.billing_key_id`
    );
  });
}

/** Instalments a crashed run left READY: claimed again by moving their updated_at (skip-locked). */
async function claimStale(db: Db, now: Date, batchSize: number): Promise<Instalment[]> {
  return queryRows<Instalment>(
    db,
    sql`
    WITH claimed AS (
      UPDATE payments SET updated_at = ${isoOf(now)}::timestamptz
      WHERE id IN (
        SELECT p.id FROM payments p JOIN orders o ON o.id = p.order_id
        WHERE p.sequence > 1 AND p.status = 'READY' AND o.process = 'contract'
          AND p.updated_at <= ${isoOf(now)}::timestamptz - make_interval(mins => ${RETRY_AFTER_MINUTES})
        ORDER BY p.id LIMIT ${batchSize} FOR UPDATE OF p SKIP LOCKED)
      RETURNING *)
    SELECT ${INSTALMENT_COLUMNS}
    FROM claimed p JOIN orders o ON o.id = p.order_id JOIN billing_keys bk ON bk.id = o.billing_key_id`
  );
}

/** Step 2: the charge; a declined card is an answer, an unreachable provider is not (retried later). */
async function charge(provider: PaymentProvider, i: Instalment): Promise<ProviderPayment | 'DECLINED' | 'UNAVAILABLE'> {
  try {
    return await provider.chargeBillingKey({
      paymentId: i.providerPaymentId,
      billingKey: i.billingKey,
      orderName: `${i.itemName} 렌탈페이 ${i.sequence}/${i.leaseMonths}회차`,
      amount: i.amount,
      customer: { id: `member-${i.userId}`, name: i.ordererName, phone: i.ordererPhone },
    });
  } catch (error) {
    if (error instanceof ProviderError && (error.kind === 'DECLINED' || error.kind === 'INVALID')) return 'DECLINED';
    logger.warn('lease charge unavailable; retried later', {
      orderId: i.orderId,
      sequence: i.sequence,
      err: String(error),
    });
    return 'UNAVAILABLE';
  }
}

/** Step 3: the outcome written once (only a row still READY moves), with the ledger and the alarm. */
async function record(
  db: Db,
  i: Instalment,
  paid: ProviderPayment | 'DECLINED',
  now: Date
): Promise<'charged' | 'failed'> {
  const ok = paid !== 'DECLINED' && paid.status === 'PAID';
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(payments)
      .set(
        ok
          ? {
              status: 'PAID',
              providerTxId: paid.transactionId,
              method: paid.method,
              paidAt: paid.paidAt ? new Date(paid.paidAt) : now,
              updatedAt: now,
            }
          : { status: 'FAILED', updatedAt: now }
      )
      .where(and(eq(payments.id, i.paymentRowId), eq(payments.status, 'READY')))
      .returning();
    if (!row) return;
    if (ok) {
      const [booked] = await tx
        .insert(moneyLedger)
        .values({
          orderId: i.orderId,
          paymentId: i.paymentRowId,
          kind: 'CHARGE',
          amount: paid.amount,
          refKey: `charge:${i.provider}:${i.providerPaymentId}`,
          createdAt: now,
        })
        .onConflictDoNothing({ target: moneyLedger.refKey })
        .returning();
      if (booked) await postJournal(tx, booked, paid.fee ?? 0);
    }
    await addAlarm(
      tx,
      {
        userId: i.userId,
        kind: 'ORDER',
        linkUrl: `/user/reservations/${i.orderId}`,
        dedupeKey: `order:${i.orderId}:lease-${i.sequence}`,
        title: ok ? '렌탈페이 결제 완료' : '렌탈페이 결제 실패',
        body: ok
          ? `${i.itemName} ${i.sequence}/${i.leaseMonths}회차 ${formatWon(i.amount)}이 결제됐어요.`
          : `${i.itemName} ${i.sequence}/${i.leaseMonths}회차 결제가 되지 않았어요. 등록한 카드를 확인해 주세요.`,
      },
      now
    );
  });
  return ok ? 'charged' : 'failed';
}

export async function runLeaseBilling(db: Db, options: OrderJobOptions = {}): Promise<LeaseRunResult> {
  const now = options.now ?? new Date();
  const providerFor = jobProviders(db, options);
  const batchSize = options.batchSize ?? ORDER_JOB_BATCH;
  const claimed = [...(await claimStale(db, now, batchSize)), ...(await claimDue(db, now, batchSize))];
  const result: LeaseRunResult = { charged: 0, failed: 0, pending: 0 };
  for (const instalment of claimed) {
    const provider = providerFor(instalment.provider);
    const paid = provider ? await charge(provider, instalment) : 'UNAVAILABLE';
    // Not answered yet (unreachable, or the provider still settling): the row stays READY for a retry.
    if (paid === 'UNAVAILABLE' || (paid !== 'DECLINED' && paid.status !== 'PAID' && paid.status !== 'FAILED')) {
      result.pending += 1;
      continue;
    }
    result[await record(db, instalment, paid === 'DECLINED' || paid.status === 'FAILED' ? 'DECLINED' : paid, now)] += 1;
  }
  return result;
}
