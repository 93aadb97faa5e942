import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { journalEntries, journalPostings } from '../../db/schema';
import { journalSplit } from '@/lib/settlement/journalSplit';

/** A money_ledger row just written: the money that really moved at the provider. */
export type BookedMoney = {
  id: number;
  orderId: number;
  kind: 'CHARGE' | 'REFUND';
  amount: number;
  refKey: string;
  createdAt: Date;
};

type OrderBooks = { businessId: number; rateBp: number; net: number; commission: number };

/**
 * The order's business, its rate (the one of the order's first booking, else the business's rate
 * now) and what earlier bookings posted. The order row is locked first, so two bookings of one order
 * never read the same "before".
 */
async function orderBooks(tx: Db, orderId: number): Promise<OrderBooks> {
  const [row] = await queryRows<OrderBooks>(
    tx,
    sql`WITH o AS (SELECT business_id FROM orders WHERE id = ${orderId} FOR UPDATE)
        SELECT o.business_id AS "businessId",
          coalesce((SELECT commission_rate_bp FROM journal_entries WHERE order_id = ${orderId} ORDER BY id LIMIT 1),
                   (SELECT commission_rate_bp FROM businesses WHERE id = o.business_id))::int AS "rateBp",
          coalesce((SELECT -sum(p.amount) FROM journal_postings p JOIN journal_entries e ON e.id = p.entry_id
                    WHERE e.order_id = ${orderId} AND p.account IN ('BUSINESS_PAYABLE', 'COMMISSION_REVENUE')), 0)::int AS net,
          coalesce((SELECT -sum(p.amount) FROM journal_postings p JOIN journal_entries e ON e.id = p.entry_id
                    WHERE e.order_id = ${orderId} AND p.account = 'COMMISSION_REVENUE'), 0)::int AS commission
        FROM o`
  );
  return row;
}

/**
 * Books a charge or refund in the double-entry journal (docs/architecture.md §7), in the
 * caller's transaction, right after its money_ledger row: one entry per ledger row, unique by the same
 * refKey, so a replay books nothing twice. The postings sum to zero (a deferred trigger checks it).
 */
export async function postJournal(tx: Db, money: BookedMoney, fee = 0): Promise<void> {
  const books = await orderBooks(tx, money.orderId);
  const [entry] = await tx
    .insert(journalEntries)
    .values({
      refKey: money.refKey,
      kind: money.kind,
      orderId: money.orderId,
      businessId: books.businessId,
      ledgerId: money.id,
      commissionRateBp: books.rateBp,
      occurredAt: money.createdAt,
    })
    .onConflictDoNothing({ target: journalEntries.refKey })
    .returning({ id: journalEntries.id });
  if (!entry) return;
  const lines = journalSplit({
    kind: money.kind,
    amount: money.amount,
    rateBp: books.rateBp,
    netBefore: books.net,
    commissionBefore: books.commission,
    fee: Math.max(0, Math.min(fee, money.amount)),
  });
  await tx.insert(journalPostings).values(
    lines.map((line) => ({
      entryId: entry.id,
      account: line.account,
      businessId: line.account === 'BUSINESS_PAYABLE' ? books.businessId : null,
      amount: line.amount,
    }))
  );
}
