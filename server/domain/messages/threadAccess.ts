import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import type { messageThreads } from '../../db/schema';
import { DomainError } from '@/lib/errors';
import type { MessageSide } from '@/lib/messages/messageRules';
import type { Viewer } from '../viewer';

export type ThreadRow = Pick<
  typeof messageThreads.$inferSelect,
  | 'id'
  | 'customerId'
  | 'businessId'
  | 'subject'
  | 'itemId'
  | 'orderId'
  | 'lastMessageId'
  | 'customerReadMessageId'
  | 'businessReadMessageId'
>;

/** How the viewer takes part: one of the two sides, or an operator reading a dispute. */
export type ThreadRole = MessageSide | 'OPERATOR';
export type ThreadAccess = { thread: ThreadRow; role: ThreadRole };

const THREAD_COLUMNS = sql`t.id, t.customer_id AS "customerId", t.business_id AS "businessId", t.subject,
  t.item_id AS "itemId", t.order_id AS "orderId", t.last_message_id AS "lastMessageId",
  t.customer_read_message_id AS "customerReadMessageId", t.business_read_message_id AS "businessReadMessageId"`;

const notFound = () => new DomainError('NOT_FOUND', '대화를 찾을 수 없어요.');

/**
 * The one gate of every thread read and write (docs/product.md §3 Messages): the customer and the
 * sellers of the business see it; an operator with an open operator session sees a thread about an
 * order in dispute (a disputed return, or a damage claim on its deposit), read-only. Anyone else gets
 * the same NOT_FOUND as a thread that does not exist: ids are sequential and must not be probed.
 * `lock` locks the thread row for a write, so two messages at once update it in turn.
 */
export async function threadForViewer(
  db: Db,
  viewer: Viewer,
  threadId: number,
  options: { lock?: boolean; allowOperator?: boolean } = {}
): Promise<ThreadAccess> {
  const [thread] = await queryRows<ThreadRow>(
    db,
    sql`SELECT ${THREAD_COLUMNS} FROM message_threads t WHERE t.id = ${threadId} ${options.lock ? sql`FOR UPDATE` : sql``}`
  );
  if (!thread) throw notFound();
  const row = normalise(thread);
  if (row.customerId === viewer.userId) return { thread: row, role: 'CUSTOMER' };
  if (viewer.businessId !== null && row.businessId === viewer.businessId) return { thread: row, role: 'BUSINESS' };
  if (options.allowOperator && row.orderId !== null && (await operatorMayRead(db, viewer.userId, row.orderId))) {
    return { thread: row, role: 'OPERATOR' };
  }
  throw notFound();
}

function normalise(t: ThreadRow): ThreadRow {
  return {
    ...t,
    id: Number(t.id),
    customerId: Number(t.customerId),
    businessId: Number(t.businessId),
    itemId: t.itemId === null ? null : Number(t.itemId),
    orderId: t.orderId === null ? null : Number(t.orderId),
    lastMessageId: t.lastMessageId === null ? null : Number(t.lastMessageId),
    customerReadMessageId: Number(t.customerReadMessageId),
    businessReadMessageId: Number(t.businessReadMessageId),
  };
}

/** An operator with an open session, for an order whose return is disputed or whose deposit is claimed against. */
export async function operatorMayRead(db: Db, userId: number, orderId: number): Promise<boolean> {
  const [row] = await queryRows<{ allowed: boolean }>(
    db,
    sql`SELECT (EXISTS (
        SELECT 1 FROM operator_sessions os JOIN operators op ON op.user_id = os.user_id AND op.revoked_at IS NULL
        WHERE os.user_id = ${userId} AND os.expires_at > now())
      AND (EXISTS (SELECT 1 FROM order_returns r WHERE r.order_id = ${orderId} AND r.state = 'DISPUTED')
        OR EXISTS (SELECT 1 FROM rental_deposits d WHERE d.order_id = ${orderId} AND d.claim_amount IS NOT NULL))
    ) AS allowed`
  );
  return row?.allowed === true;
}
