import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, rentalDeposits } from '../../db/schema';
import { DomainError } from '@/lib/errors';
import type { OrderRow } from '../orders/orderEffects';
import { DEPOSIT_MESSAGES } from './depositInputs';
import type { DepositRow } from './transitionDeposit';

export type DepositParty = { actor: 'customer'; userId: number } | { actor: 'seller'; businessId: number };

/**
 * The party's own rental and its deposit, the deposit row locked (FOR UPDATE: every step of a
 * deposit, the jobs' included, queues on it). Someone else's order is NOT_FOUND, exactly like a
 * missing id, so nobody learns which orders exist; an order of theirs without a deposit says so.
 */
export async function lockOwnDeposit(
  tx: Db,
  party: DepositParty,
  orderId: number
): Promise<{ order: OrderRow; deposit: DepositRow }> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  const mine =
    order &&
    order.state !== null &&
    (party.actor === 'customer' ? order.userId === party.userId : order.businessId === party.businessId);
  if (!order || !mine) throw new DomainError('NOT_FOUND', DEPOSIT_MESSAGES.notFound);
  const [deposit] = await tx
    .select()
    .from(rentalDeposits)
    .where(eq(rentalDeposits.orderId, order.id))
    .for('update')
    .limit(1);
  if (!deposit) throw new DomainError('NOT_FOUND', DEPOSIT_MESSAGES.noDeposit);
  return { order, deposit };
}
