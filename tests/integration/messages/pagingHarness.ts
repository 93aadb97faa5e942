import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { queryRows } from '@/server/db/rows';
import type { Caller } from '../../support/serviceCaller';
import { callItem, MINE, SELLER_LIST, type Entry, type EntryPage, type Parties } from './messageHarness';

/**
 * Many threads between the parties' customer and business in bulk SQL (items cloned from the
 * fixture's rental, one message each): every third waits for an answer. last_message_at ties in pairs
 * and unanswered_since takes five values, so the tie-breaks of both orders are exercised.
 */
export async function bulkThreads(db: Db, p: Parties, count: number): Promise<number[]> {
  const customer = p.customer.userId;
  const business = p.seller.businessId;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`WITH it AS (
        INSERT INTO items (model_id, business_id, category_id, deal_type, name, origin_price, price, stock, delivery_types, image_id)
        SELECT model_id, business_id, category_id, deal_type, name || ' ' || g, origin_price, price, stock, delivery_types, image_id
        FROM items, generate_series(1, ${count}::int) g WHERE id = ${p.f.rental.itemId}
        RETURNING id
      )
      INSERT INTO message_threads (customer_id, business_id, subject, item_id)
      SELECT ${customer}::int, ${business}::int, 'ITEM', it.id FROM it RETURNING id`
  );
  await db.execute(sql`WITH t AS (
      SELECT id, row_number() OVER (ORDER BY id) AS k FROM message_threads
      WHERE customer_id = ${customer} AND business_id = ${business} AND last_message_id IS NULL
    )
    INSERT INTO messages (thread_id, sender_id, side, body, created_at)
    SELECT t.id, CASE WHEN t.k % 3 = 0 THEN ${customer}::int ELSE ${p.seller.userId}::int END,
      CASE WHEN t.k % 3 = 0 THEN 'CUSTOMER' ELSE 'BUSINESS' END, '문의 ' || t.k,
      date_trunc('minute', now()) - interval '2 days' + (t.k / 2) * interval '1 minute'
    FROM t`);
  await db.execute(sql`UPDATE message_threads t SET last_message_id = m.id, last_message_at = m.created_at,
      unanswered_since = CASE WHEN m.side = 'CUSTOMER'
        THEN date_trunc('minute', now()) - interval '3 days' + (t.id % 5) * interval '1 hour' END
    FROM messages m WHERE m.thread_id = t.id AND t.customer_id = ${customer} AND t.business_id = ${business}
      AND t.last_message_id IS NULL`);
  return rows.map((r) => Number(r.id));
}

type Key = { id: number; unanswered: number | null; last: number };

/**
 * The order a side's list must have, computed here from the raw sort values (microseconds since the
 * epoch), not by the SQL under test: the customer's newest first; the business's unanswered first by
 * wait, then newest; ties by the higher id.
 */
export async function expectedOrder(db: Db, side: 'CUSTOMER' | 'BUSINESS', ownerId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number; unanswered: string | null; last: string }>(
    db,
    sql`SELECT id, (extract(epoch FROM unanswered_since) * 1000000)::bigint::text AS unanswered,
        (extract(epoch FROM last_message_at) * 1000000)::bigint::text AS last
      FROM message_threads WHERE ${side === 'CUSTOMER' ? sql`customer_id` : sql`business_id`} = ${ownerId}
        AND last_message_id IS NOT NULL`
  );
  const keys: Key[] = rows.map((r) => ({
    id: Number(r.id),
    unanswered: side === 'BUSINESS' && r.unanswered !== null ? Number(r.unanswered) : null,
    last: Number(r.last),
  }));
  keys.sort((a, b) => {
    if (a.unanswered !== b.unanswered) {
      if (a.unanswered === null) return 1;
      if (b.unanswered === null) return -1;
      return a.unanswered - b.unanswered;
    }
    return b.last - a.last || b.id - a.id;
  });
  return keys.map((k) => k.id);
}

/** One page of a side's list through the item service. */
export async function listPage(
  db: Db,
  caller: Caller,
  side: 'CUSTOMER' | 'BUSINESS',
  after: string | null
): Promise<EntryPage> {
  if (side === 'CUSTOMER') {
    const r = await callItem<{ messageThreads: EntryPage }>(db, caller, MINE, { after });
    if (!r.data) throw new Error(`messageThreads failed: ${r.code}`);
    return r.data.messageThreads;
  }
  const r = await callItem<{ sellerMessageThreads: EntryPage }>(db, caller, SELLER_LIST, { after });
  if (!r.data) throw new Error(`sellerMessageThreads failed: ${r.code}`);
  return r.data.sellerMessageThreads;
}

/** Every page from the first, following nextCursor; `between` runs after each page but the last. */
export async function walkPages(
  db: Db,
  caller: Caller,
  side: 'CUSTOMER' | 'BUSINESS',
  between: (pageNo: number) => Promise<void> = async () => undefined
): Promise<Entry[][]> {
  const pages: Entry[][] = [];
  let after: string | null = null;
  do {
    const page: EntryPage = await listPage(db, caller, side, after);
    pages.push(page.threads);
    after = page.nextCursor;
    if (after !== null) await between(pages.length);
  } while (after !== null);
  return pages;
}
