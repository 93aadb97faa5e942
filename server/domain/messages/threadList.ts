import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows, toIso } from '../../db/rows';
import { HIDDEN_MESSAGE_NOTICE, type MessageSide, type ThreadSubjectKind } from '@/lib/messages/messageRules';
import { imageUrl } from '../catalog/imageUrl';
import { messagePreview } from './messageAlarm';
import { openThreadCursor, sealThreadCursor, type ThreadListKey } from './threadListCursor';

/** One row of a thread list (docs/product.md §3 Messages). */
export type ThreadListEntry = {
  id: number;
  subjectKind: ThreadSubjectKind;
  subjectTitle: string;
  img: string;
  counterpartName: string;
  lastMessagePreview: string;
  lastMessageAt: string;
  /** Messages of the other side the viewer's side has not read. */
  unreadCount: number;
  /** The console only: minutes since the customer's unanswered question, null when answered. */
  waitingMinutes: number | null;
  /** The console only: when the unanswered question came (the list's first sort key), null when answered. */
  unansweredSince: string | null;
};

/** Threads per page; 더 보기 asks for the next page after the last one shown. */
export const THREAD_PAGE_SIZE = 30;

export type ThreadListPage = { threads: ThreadListEntry[]; nextCursor: string | null };

type Row = Omit<ThreadListEntry, 'img' | 'lastMessagePreview' | 'lastMessageAt' | 'unansweredSince'> & {
  unansweredSince: Date | string | null;
  imageId: number;
  body: string;
  hidden: boolean;
  photoCount: number;
  lastMessageAt: Date | string;
  kUnanswered: string | null;
  kLast: string;
};

// Exact (microsecond) text of a timestamp for the cursor; toIso would round to milliseconds.
const exact = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * The ids of one page, in the side's order, after `key` (keyset, no OFFSET). The business's order is
 * two index ranges (migration 0034): the waiting threads (unanswered_since ASC, then newest, on
 * message_threads_business_waiting_idx) and then the answered ones (newest, on
 * message_threads_business_answered_idx), each cut at the cursor.
 * NULLS LAST is written out so the ORDER BY matches the indexes' null order (no listed row has a null).
 */
function pageIds(side: MessageSide, ownerId: number, key: ThreadListKey | null, limit: number): SQL {
  const after = (k: ThreadListKey) => sql`(t.last_message_at, t.id) < (${k.lastMessageAt}::timestamptz, ${k.id}::int)`;
  if (side === 'CUSTOMER') {
    return sql`SELECT t.id FROM message_threads t
      WHERE t.customer_id = ${ownerId} AND t.last_message_at IS NOT NULL ${key ? sql`AND ${after(key)}` : sql``}
      ORDER BY t.last_message_at DESC NULLS LAST, t.id DESC NULLS LAST LIMIT ${limit}`;
  }
  const answered = sql`(SELECT t.id FROM message_threads t
      WHERE t.business_id = ${ownerId} AND t.unanswered_since IS NULL AND t.last_message_at IS NOT NULL
        ${key && key.unansweredSince === null ? sql`AND ${after(key)}` : sql``}
      ORDER BY t.last_message_at DESC NULLS LAST, t.id DESC NULLS LAST LIMIT ${limit})`;
  if (key && key.unansweredSince === null) return answered;
  const since = key?.unansweredSince;
  const unanswered = sql`(SELECT t.id FROM message_threads t
      WHERE t.business_id = ${ownerId} AND t.unanswered_since IS NOT NULL AND t.last_message_at IS NOT NULL
        ${
          key && since
            ? sql`AND t.unanswered_since >= ${since}::timestamptz
                AND (t.unanswered_since > ${since}::timestamptz OR ${after(key)})`
            : sql``
        }
      ORDER BY t.unanswered_since ASC, t.last_message_at DESC NULLS LAST, t.id DESC NULLS LAST LIMIT ${limit})`;
  return sql`${unanswered} UNION ALL ${answered}`;
}

/** The list rows of the given ids (a page, or one thread for the live stream), in the side's order. */
async function entries(db: Db, side: MessageSide, ownerId: number, ids: SQL, limit: number, now: Date) {
  const customer = side === 'CUSTOMER';
  const readColumn = customer ? sql`t.customer_read_message_id` : sql`t.business_read_message_id`;
  const otherSide = customer ? 'BUSINESS' : 'CUSTOMER';
  return queryRows<Row>(
    db,
    sql`SELECT t.id, t.subject AS "subjectKind", coalesce(o.item_name, i.name) AS "subjectTitle",
        coalesce(i.image_id, m.image_id, oi.image_id, om.image_id) AS "imageId",
        ${customer ? sql`b.name` : sql`u.nickname`} AS "counterpartName",
        lm.body, (lm.hidden_at IS NOT NULL) AS hidden, (SELECT count(*)::int FROM message_images mi WHERE mi.message_id = lm.id) AS "photoCount",
        t.last_message_at AS "lastMessageAt",
        (SELECT count(*)::int FROM messages x WHERE x.thread_id = t.id AND x.side = ${otherSide} AND x.id > ${readColumn}) AS "unreadCount",
        ${customer ? sql`NULL` : sql`floor(extract(epoch FROM (${now}::timestamptz - t.unanswered_since)) / 60)::int`} AS "waitingMinutes",
        ${customer ? sql`NULL` : sql`t.unanswered_since`} AS "unansweredSince",
        ${exact(sql`t.unanswered_since`)} AS "kUnanswered", ${exact(sql`t.last_message_at`)} AS "kLast"
      FROM message_threads t
      JOIN messages lm ON lm.id = t.last_message_id
      JOIN businesses b ON b.id = t.business_id
      JOIN users u ON u.id = t.customer_id
      LEFT JOIN items i ON i.id = t.item_id
      LEFT JOIN models m ON m.id = i.model_id
      LEFT JOIN orders o ON o.id = t.order_id
      LEFT JOIN items oi ON oi.id = o.item_id
      LEFT JOIN models om ON om.id = oi.model_id
      WHERE t.id IN (${ids}) AND ${customer ? sql`t.customer_id` : sql`t.business_id`} = ${ownerId}
      ORDER BY ${customer ? sql`` : sql`t.unanswered_since ASC NULLS LAST,`} t.last_message_at DESC NULLS LAST, t.id DESC
      LIMIT ${limit}`
  );
}

const toEntry = ({ imageId, body, hidden, photoCount, kUnanswered: _u, kLast: _l, ...r }: Row): ThreadListEntry => ({
  ...r,
  id: Number(r.id),
  img: imageUrl(Number(imageId)),
  lastMessagePreview: hidden ? HIDDEN_MESSAGE_NOTICE : messagePreview(body, Number(photoCount)),
  lastMessageAt: toIso(r.lastMessageAt),
  unansweredSince: r.unansweredSince === null ? null : toIso(r.unansweredSince),
  unreadCount: Number(r.unreadCount),
  waitingMinutes: r.waitingMinutes === null ? null : Math.max(0, Number(r.waitingMinutes)),
});

/**
 * A page of the customer's threads (newest message first) or the business's (unanswered first, the
 * longest waiting on top, then the newest): a thread shows once it has a message. `after` is the
 * previous page's nextCursor. A thread that did not move between pages shows exactly once; one that
 * moved (a new message) is where its new key puts it: ahead of the cursor it is not repeated (the
 * live stream moves it to the top), behind it it shows again and the browser keeps the newer copy.
 */
export async function threadList(
  db: Db,
  side: MessageSide,
  ownerId: number,
  after: string | null = null,
  now: Date = new Date(),
  size: number = THREAD_PAGE_SIZE
): Promise<ThreadListPage> {
  const key = after === null ? null : openThreadCursor(side, ownerId, after);
  const rows = await entries(db, side, ownerId, pageIds(side, ownerId, key, size + 1), size + 1, now);
  const page = rows.slice(0, size);
  const last = page[page.length - 1];
  return {
    threads: page.map(toEntry),
    nextCursor:
      rows.length > size && last
        ? sealThreadCursor(side, ownerId, {
            // The customer's order has no unanswered key, whatever the business's side of the thread is.
            unansweredSince: side === 'CUSTOMER' ? null : last.kUnanswered,
            lastMessageAt: last.kLast,
            id: Number(last.id),
          })
        : null,
  };
}

/** One thread as the side's list shows it (the live stream's update), or null when it is not the owner's or has no message. */
export async function threadListEntry(
  db: Db,
  side: MessageSide,
  ownerId: number,
  threadId: number,
  now: Date = new Date()
): Promise<ThreadListEntry | null> {
  const [row] = await entries(db, side, ownerId, sql`${threadId}::int`, 1, now);
  return row ? toEntry(row) : null;
}

export type MessageBadgeCounts = { unreadThreads: number; unansweredThreads: number };

/**
 * The badges (docs/product.md §3 Badges): the customer's threads with a message they have not read
 * (my page's tab), and the business's threads waiting for an answer (the console's 메시지).
 */
export async function messageBadgeCounts(
  db: Db,
  userId: number,
  businessId: number | null
): Promise<MessageBadgeCounts> {
  const [row] = await queryRows<MessageBadgeCounts>(
    db,
    sql`SELECT
      (SELECT count(*)::int FROM message_threads WHERE customer_id = ${userId}
        AND last_message_id > customer_read_message_id) AS "unreadThreads",
      (SELECT count(*)::int FROM message_threads WHERE business_id = ${businessId ?? -1}
        AND unanswered_since IS NOT NULL) AS "unansweredThreads"`
  );
  return { unreadThreads: Number(row?.unreadThreads ?? 0), unansweredThreads: Number(row?.unansweredThreads ?? 0) };
}
