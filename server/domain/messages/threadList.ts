import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows, toIso } from '../../db/rows';
import { HIDDEN_MESSAGE_NOTICE, type MessageSide, type ThreadSubjectKind } from '@/lib/messages/messageRules';
import { imageUrl } from '../catalog/imageUrl';
import { messagePreview } from './messageAlarm';

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
};

/** Threads with at most this many rows answer at once; the rest are older conversations. */
export const THREAD_LIST_LIMIT = 100;

type Row = Omit<ThreadListEntry, 'img' | 'lastMessagePreview' | 'lastMessageAt'> & {
  imageId: number;
  body: string;
  hidden: boolean;
  photoCount: number;
  lastMessageAt: Date | string;
};

/**
 * The customer's threads (newest message first), or the business's (unanswered first, the longest
 * waiting on top, then the newest): a thread shows once it has a message.
 */
export async function threadList(
  db: Db,
  side: MessageSide,
  ownerId: number,
  now: Date = new Date()
): Promise<ThreadListEntry[]> {
  const customer = side === 'CUSTOMER';
  const readColumn = customer ? sql`t.customer_read_message_id` : sql`t.business_read_message_id`;
  const otherSide = customer ? 'BUSINESS' : 'CUSTOMER';
  const rows = await queryRows<Row>(
    db,
    sql`SELECT t.id, t.subject AS "subjectKind", coalesce(o.item_name, i.name) AS "subjectTitle",
        coalesce(i.image_id, m.image_id, oi.image_id, om.image_id) AS "imageId",
        ${customer ? sql`b.name` : sql`u.nickname`} AS "counterpartName",
        lm.body, (lm.hidden_at IS NOT NULL) AS hidden, (SELECT count(*)::int FROM message_images mi WHERE mi.message_id = lm.id) AS "photoCount",
        t.last_message_at AS "lastMessageAt",
        (SELECT count(*)::int FROM messages x WHERE x.thread_id = t.id AND x.side = ${otherSide} AND x.id > ${readColumn}) AS "unreadCount",
        ${customer ? sql`NULL` : sql`floor(extract(epoch FROM (${now}::timestamptz - t.unanswered_since)) / 60)::int`} AS "waitingMinutes"
      FROM message_threads t
      JOIN messages lm ON lm.id = t.last_message_id
      JOIN businesses b ON b.id = t.business_id
      JOIN users u ON u.id = t.customer_id
      LEFT JOIN items i ON i.id = t.item_id
      LEFT JOIN models m ON m.id = i.model_id
      LEFT JOIN orders o ON o.id = t.order_id
      LEFT JOIN items oi ON oi.id = o.item_id
      LEFT JOIN models om ON om.id = oi.model_id
      WHERE ${customer ? sql`t.customer_id` : sql`t.business_id`} = ${ownerId}
      ORDER BY ${customer ? sql`` : sql`t.unanswered_since ASC NULLS LAST,`} t.last_message_at DESC, t.id DESC
      LIMIT ${THREAD_LIST_LIMIT}`
  );
  return rows.map(({ imageId, body, hidden, photoCount, ...r }) => ({
    ...r,
    id: Number(r.id),
    img: imageUrl(Number(imageId)),
    lastMessagePreview: hidden ? HIDDEN_MESSAGE_NOTICE : messagePreview(body, Number(photoCount)),
    lastMessageAt: toIso(r.lastMessageAt),
    unreadCount: Number(r.unreadCount),
    waitingMinutes: r.waitingMinutes === null ? null : Math.max(0, Number(r.waitingMinutes)),
  }));
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
