import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderReturns, orders } from '../../db/schema';
import { DomainError } from '@/lib/errors';
import type { OrderRow } from '../orders/orderEffects';
import { RETURN_MESSAGES } from './returnInputs';
import type { ReturnRow } from './transitionReturn';

const notFound = () => new DomainError('NOT_FOUND', '주문을 찾을 수 없어요.');

export type ReturnParty = { actor: 'customer'; userId: number } | { actor: 'seller'; businessId: number };

/**
 * Locks the order (FOR UPDATE: the order row is where every step of an order and its return
 * queues) and answers it with its return. Someone else's order, an unpaid one, or one without a
 * return is NOT_FOUND, exactly like a missing id, so nobody learns which orders exist.
 */
export async function lockOrderWithReturn(
  tx: Db,
  party: ReturnParty,
  orderId: number
): Promise<{ order: OrderRow; ret: ReturnRow }> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update').limit(1);
  const mine =
    order &&
    order.state !== null &&
    (party.actor === 'customer' ? order.userId === party.userId : order.businessId === party.businessId);
  if (!order || !mine) throw notFound();
  const [ret] = await tx.select().from(orderReturns).where(eq(orderReturns.orderId, order.id)).limit(1);
  if (!ret) throw new DomainError('NOT_FOUND', RETURN_MESSAGES.noReturn);
  return { order, ret };
}
