import crypto from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { queryRows } from '@/server/db/rows';
import { retryTransaction } from '@/server/db/retryTransaction';
import { postJournal } from '@/server/domain/settlement/postJournal';
import { journalSplit } from '@/lib/settlement/journalSplit';

/**
 * Orders written with direct SQL for the settlement tests: a paid order as the checkout leaves it
 * (order, payment, ledger CHARGE and its journal entry), refunds as settleRefund leaves them, and the
 * event that settles it (구매 확정 or 이용 완료), each at a time the test chooses.
 */
export type Shop = { businessId: number; itemId: number; userId: number };

/** Seoul wall time → the instant, e.g. seoul('2026-03-01 23:59:59'). */
export const seoul = (wallTime: string) => new Date(`${wallTime.replace(' ', 'T')}+09:00`);

export type Ordered = { orderId: number; paymentId: number };

/** Many paid orders in two statements (orders, payments); the money is booked by bookMoney. */
export async function insertPaidOrders(
  db: Db,
  shop: Shop,
  specs: { process: 'saleOrder' | 'rentalReservation'; total: number; paidAt: Date }[]
): Promise<Ordered[]> {
  if (specs.length === 0) return [];
  const tag = crypto.randomBytes(4).toString('hex');
  const values = specs.map(
    (s, i) =>
      sql`(${`pk-${tag}-${i}`}, ${shop.userId}, ${shop.itemId}, ${shop.businessId}, ${s.process},
           ${s.process === 'saleOrder' ? 'ORDERED' : 'RESERVED'}, 'PAID', 'PICKUP', '정산 테스트 상품',
           ${JSON.stringify({ totalPrice: s.total })}::jsonb, ${s.total}, 'CARD', 'SANDBOX', '김정산', '010-0000-0000',
           ${`idem-${tag}-${i}`}, ${s.paidAt.toISOString()}::timestamptz)`
  );
  const orders = await queryRows<{ id: number; paymentKey: string; total: number; paidAt: Date | string }>(
    db,
    sql`INSERT INTO orders (payment_key, user_id, item_id, business_id, process, state, payment_state, delivery_type,
          item_name, price, total_price, pay_method, provider, orderer_name, orderer_phone, idempotency_key, paid_at)
        VALUES ${sql.join(values, sql`, `)}
        RETURNING id, payment_key AS "paymentKey", total_price AS total, paid_at AS "paidAt"`
  );
  const payments = await queryRows<{ id: number; orderId: number }>(
    db,
    sql`INSERT INTO payments (order_id, provider, provider_payment_id, amount, status, paid_at)
        VALUES ${sql.join(
          orders.map(
            (o) =>
              sql`(${o.id}, 'SANDBOX', ${o.paymentKey}, ${o.total}, 'PAID', ${new Date(o.paidAt).toISOString()}::timestamptz)`
          ),
          sql`, `
        )}
        RETURNING id, order_id AS "orderId"`
  );
  const paymentOf = new Map(payments.map((p) => [p.orderId, p.id]));
  return orders.map((o) => ({ orderId: o.id, paymentId: paymentOf.get(o.id)! }));
}

/** Money that moved at the provider, as the checkout and settleRefund write it: a ledger row and its journal entry. */
export async function bookMoney(
  db: Db,
  order: Ordered,
  kind: 'CHARGE' | 'REFUND',
  amount: number,
  at: Date,
  fee = 0
): Promise<void> {
  await retryTransaction(db, async (tx) => {
    const [row] = await queryRows<{ id: number; createdAt: Date | string }>(
      tx,
      sql`INSERT INTO money_ledger (order_id, payment_id, kind, amount, ref_key, created_at)
          VALUES (${order.orderId}, ${order.paymentId}, ${kind}, ${amount}, ${`${kind.toLowerCase()}:${crypto.randomUUID()}`}, ${at.toISOString()}::timestamptz)
          RETURNING id, created_at AS "createdAt"`
    );
    const [ledger] = await queryRows<{ refKey: string }>(
      tx,
      sql`SELECT ref_key AS "refKey" FROM money_ledger WHERE id = ${row.id}`
    );
    await postJournal(
      tx,
      { id: row.id, orderId: order.orderId, kind, amount, refKey: ledger.refKey, createdAt: new Date(row.createdAt) },
      fee
    );
  });
}

/** The event that makes an order settle: 구매 확정 (sale) or 이용 완료 (rental) at `at`. */
export async function settleEvents(
  db: Db,
  events: { orderId: number; process: 'saleOrder' | 'rentalReservation'; at: Date }[]
): Promise<void> {
  if (events.length === 0) return;
  await db.execute(
    sql`INSERT INTO order_events (order_id, process, action, from_state, to_state, actor, created_at)
        VALUES ${sql.join(
          events.map(
            (e) =>
              sql`(${e.orderId}, ${e.process}, ${e.process === 'saleOrder' ? 'confirmPurchase' : 'markReturned'},
                   ${e.process === 'saleOrder' ? 'DELIVERED' : 'RESERVED'}, ${e.process === 'saleOrder' ? 'CONFIRMED' : 'USED'},
                   'customer', ${e.at.toISOString()}::timestamptz)`
          ),
          sql`, `
        )}`
  );
}

/** The balance of each account (and of each business's payable), from the postings. */
export async function accountBalances(db: Db): Promise<Map<string, number>> {
  const rows = await queryRows<{ account: string; businessId: number | null; balance: number }>(
    db,
    sql`SELECT account, business_id AS "businessId", sum(amount)::int AS balance FROM journal_postings GROUP BY account, business_id`
  );
  return new Map(rows.map((r) => [r.businessId === null ? r.account : `${r.account}:${r.businessId}`, r.balance]));
}

/** Entries whose postings do not sum to zero (there must be none). */
export const unbalancedEntries = async (db: Db) =>
  queryRows<{ entryId: number }>(
    db,
    sql`SELECT entry_id AS "entryId" FROM journal_postings GROUP BY entry_id HAVING sum(amount) <> 0`
  );

export type Booking = {
  order: Ordered;
  businessId: number;
  rateBp: number;
  kind: 'CHARGE' | 'REFUND';
  amount: number;
  at: Date;
  fee: number;
};

const BATCH = 500;

async function inBatches<T, R>(items: T[], write: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += BATCH) out.push(...(await write(items.slice(i, i + BATCH))));
  return out;
}

/**
 * Many bookings at once, for the month of generated orders: the ledger rows, entries and postings
 * postJournal would write, split by the same pure journalSplit, but inserted in bulk. `bookings`
 * must be in time order per order.
 */
export async function bulkBook(db: Db, bookings: Booking[]): Promise<void> {
  const refKeys = bookings.map((b, i) => `${b.kind.toLowerCase()}:bulk-${crypto.randomBytes(6).toString('hex')}-${i}`);
  const ledger = await inBatches(
    bookings.map((b, i) => ({ b, ref: refKeys[i] })),
    (chunk) =>
      queryRows<{ id: number; refKey: string }>(
        db,
        sql`INSERT INTO money_ledger (order_id, payment_id, kind, amount, ref_key, created_at) VALUES ${sql.join(
          chunk.map(
            ({ b, ref }) =>
              sql`(${b.order.orderId}, ${b.order.paymentId}, ${b.kind}, ${b.amount}, ${ref}, ${b.at.toISOString()}::timestamptz)`
          ),
          sql`, `
        )} RETURNING id, ref_key AS "refKey"`
      )
  );
  const ledgerId = new Map(ledger.map((l) => [l.refKey, l.id]));
  const entries = await inBatches(
    bookings.map((b, i) => ({ b, ref: refKeys[i] })),
    (chunk) =>
      queryRows<{ id: number; refKey: string }>(
        db,
        sql`INSERT INTO journal_entries (ref_key, kind, order_id, business_id, ledger_id, commission_rate_bp, occurred_at) VALUES ${sql.join(
          chunk.map(
            ({ b, ref }) =>
              sql`(${ref}, ${b.kind}, ${b.order.orderId}, ${b.businessId}, ${ledgerId.get(ref)!}, ${b.rateBp}, ${b.at.toISOString()}::timestamptz)`
          ),
          sql`, `
        )} RETURNING id, ref_key AS "refKey"`
      )
  );
  const entryId = new Map(entries.map((e) => [e.refKey, e.id]));
  const books = new Map<number, { net: number; commission: number }>();
  const postings: SQL[] = [];
  bookings.forEach((b, i) => {
    const before = books.get(b.order.orderId) ?? { net: 0, commission: 0 };
    const lines = journalSplit({
      kind: b.kind,
      amount: b.amount,
      rateBp: b.rateBp,
      netBefore: before.net,
      commissionBefore: before.commission,
      fee: b.fee,
    });
    const commissionPosted = -(lines.find((l) => l.account === 'COMMISSION_REVENUE')?.amount ?? 0);
    books.set(b.order.orderId, {
      net: before.net + (b.kind === 'CHARGE' ? b.amount : -b.amount),
      commission: before.commission + commissionPosted,
    });
    for (const line of lines) {
      const business = line.account === 'BUSINESS_PAYABLE' ? b.businessId : null;
      postings.push(sql`(${entryId.get(refKeys[i])!}, ${line.account}, ${business}, ${line.amount})`);
    }
  });
  // One transaction: an entry's postings may span two batches, and the balance is checked at commit.
  await db.transaction((tx) =>
    inBatches(postings, async (chunk) => {
      await tx.execute(
        sql`INSERT INTO journal_postings (entry_id, account, business_id, amount) VALUES ${sql.join(chunk, sql`, `)}`
      );
      return [];
    })
  );
}
