import { z } from 'zod';
import type { Db } from '../../db/client';
import { providerByName } from '../../payments/providers';
import { parseInput } from '../parseInput';
import { applyOrderAction } from './orderAction';
import { orderDetail, ownPaidOrder } from './orderQueries';
import type { OrderDetail } from './orderTypes';

/**
 * A button of /user/reservations/{id} (취소, 구매 확정): the member acts as `customer` on their own
 * order. Which actions exist and from which state is the process table's business (applyOrderAction
 * answers INVALID_TRANSITION in Korean); the refund is the rule table's, through the provider the
 * order was paid with. The answer is the order as the screen shows it afterwards.
 */
export const customerOrderActionInput = z.object({
  orderId: z.number().int().positive().max(2_147_483_647),
  // An action name of lib/orders (cancel, confirmPurchase …); the table decides whether it applies.
  action: z.string().regex(/^[a-zA-Z]{1,40}$/, '요청한 동작이 올바르지 않아요.'),
  reason: z
    .string()
    .trim()
    .max(200, '사유는 200자까지 쓸 수 있어요.')
    .nullish()
    .transform((r) => (r ? r : null)),
});

export async function customerOrderAction(
  db: Db,
  userId: number,
  rawInput: unknown,
  now: Date = new Date()
): Promise<OrderDetail> {
  const input = parseInput(customerOrderActionInput, rawInput);
  // Ownership first: another member's order id is NOT_FOUND before anything else is looked at.
  const order = await ownPaidOrder(db, userId, input.orderId);
  // Null when the provider is not available here (the refund is then owed and settled by the job).
  const provider = providerByName(db, order.provider);
  await applyOrderAction(
    db,
    provider,
    { orderId: order.id, action: input.action, actor: 'customer', actorUserId: userId, reason: input.reason },
    now
  );
  return orderDetail(db, userId, order.id, now);
}
