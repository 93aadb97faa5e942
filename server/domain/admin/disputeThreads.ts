import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { DomainError } from '@/lib/errors';
import { parseInput } from '../parseInput';
import type { Viewer } from '../viewer';
import { operatorMayRead } from '../messages/threadAccess';
import { threadDetail, type ThreadDetail } from '../messages/threadDetail';

/**
 * The threads of an order in dispute, for the operator deciding it
 * (docs/product.md §10 Disputed returns, Damage claims): read through the same gate as the parties' reads (threadAccess), so an
 * order that is not disputed is NOT_FOUND like any other. Reading writes nothing: no read receipt.
 */
const orderInput = z.object({
  orderId: z.number().int().positive('id가 올바르지 않아요.').max(2_147_483_647, 'id가 올바르지 않아요.'),
});

export async function disputeThreads(db: Db, viewer: Viewer, input: unknown): Promise<ThreadDetail[]> {
  const { orderId } = parseInput(orderInput, input);
  if (!(await operatorMayRead(db, viewer.userId, orderId))) {
    throw new DomainError('NOT_FOUND', '대화를 찾을 수 없어요.');
  }
  const threads = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM message_threads WHERE order_id = ${orderId} AND last_message_id IS NOT NULL ORDER BY id`
  );
  const details: ThreadDetail[] = [];
  for (const t of threads) details.push(await threadDetail(db, viewer, { threadId: Number(t.id) }));
  return details;
}
