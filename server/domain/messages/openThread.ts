import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { DomainError } from '@/lib/errors';
import { enforceRateLimits } from '../../security/sharedRateLimit';
import { RATE_RULES } from '../../security/rateRules';
import { parseInput } from '../parseInput';
import type { Viewer } from '../viewer';
import { openThreadInput } from './messageInput';

export type OpenedThread = { threadId: number; created: boolean };

type Party = { customerId: number; businessId: number };

/**
 * 문의하기 (docs/product.md §3 Messages): opens the thread of the viewer and the business about an
 * item or an order, making it the first time. An item: the viewer asks as a customer (not about
 * their own business's item). An order: its customer asks, or a seller of its business opens the
 * thread with that customer; anyone else's order is NOT_FOUND. Only a new thread counts against the
 * member's limit, so opening an existing one again is free.
 */
export async function openThread(db: Db, viewer: Viewer, input: unknown): Promise<OpenedThread> {
  const args = parseInput(openThreadInput, input);
  const itemId = args.itemId ?? null;
  const orderId = args.orderId ?? null;
  const party = itemId !== null ? await itemParty(db, viewer, itemId) : await orderParty(db, viewer, orderId!);
  const subjectWhere =
    itemId !== null ? sql`subject = 'ITEM' AND item_id = ${itemId}` : sql`subject = 'ORDER' AND order_id = ${orderId}`;
  const existing = await findThread(db, party, subjectWhere);
  if (existing !== null) return { threadId: existing, created: false };
  await enforceRateLimits(db, [{ rule: RATE_RULES.messageThreadPerMember, subject: `user:${viewer.userId}` }]);
  const [inserted] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO message_threads (customer_id, business_id, subject, item_id, order_id)
      VALUES (${party.customerId}, ${party.businessId}, ${itemId !== null ? 'ITEM' : 'ORDER'}, ${itemId}, ${orderId})
      ON CONFLICT DO NOTHING RETURNING id`
  );
  if (inserted) return { threadId: Number(inserted.id), created: true };
  // Two taps at once: the other one made it.
  const made = await findThread(db, party, subjectWhere);
  if (made === null) throw new DomainError('CONFLICT');
  return { threadId: made, created: false };
}

async function findThread(db: Db, party: Party, subjectWhere: ReturnType<typeof sql>): Promise<number | null> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM message_threads
      WHERE customer_id = ${party.customerId} AND business_id = ${party.businessId} AND ${subjectWhere}`
  );
  return row ? Number(row.id) : null;
}

async function itemParty(db: Db, viewer: Viewer, itemId: number): Promise<Party> {
  const [item] = await queryRows<{ businessId: number }>(
    db,
    sql`SELECT business_id AS "businessId" FROM items WHERE id = ${itemId} AND status <> 'HIDDEN'`
  );
  if (!item) throw new DomainError('NOT_FOUND', '상품을 찾을 수 없어요.');
  if (viewer.businessId !== null && Number(item.businessId) === viewer.businessId) {
    throw new DomainError('INVALID_INPUT', '내 매장 상품에는 문의할 수 없어요.', {
      itemId: '내 매장 상품에는 문의할 수 없어요.',
    });
  }
  return { customerId: viewer.userId, businessId: Number(item.businessId) };
}

async function orderParty(db: Db, viewer: Viewer, orderId: number): Promise<Party> {
  const [order] = await queryRows<{ userId: number; businessId: number }>(
    db,
    sql`SELECT user_id AS "userId", business_id AS "businessId" FROM orders WHERE id = ${orderId} AND state IS NOT NULL`
  );
  const customerId = order ? Number(order.userId) : null;
  const businessId = order ? Number(order.businessId) : null;
  if (customerId === viewer.userId || (viewer.businessId !== null && businessId === viewer.businessId)) {
    return { customerId: customerId!, businessId: businessId! };
  }
  throw new DomainError('NOT_FOUND', '주문을 찾을 수 없어요.');
}
