import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { logger } from '../../logger';
import { ProviderError, type PaymentProvider } from '../../payments/types';
import { DomainError } from '@/lib/errors';
import { cardForCharge } from '../cards/registeredCards';
import { completeCheckout, type Completion } from './completeCheckout';

/**
 * The lease's first charge (/pay/rental_temp): the contract is not complete until the first month
 * is paid on the member's registered card. The charge uses the order's own payment id, so a retry
 * finds the same payment at the provider instead of charging again, and completion then checks and
 * confirms it exactly as any other payment.
 */
export async function chargeLeaseFirst(
  db: Db,
  provider: PaymentProvider,
  userId: number,
  paymentKey: string,
  cardId: number
): Promise<Completion> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.paymentKey, paymentKey), eq(orders.userId, userId)))
    .limit(1);
  if (!order) throw new DomainError('NOT_FOUND', '주문을 찾을 수 없어요.');
  if (order.payMethod !== 'RENTAL_PAY') throw new DomainError('INVALID_INPUT', '렌탈페이 주문이 아니에요.');
  if (order.paymentState === 'PENDING') {
    const card = await cardForCharge(db, userId, cardId);
    await db.update(orders).set({ billingKeyId: card.id }).where(eq(orders.id, order.id));
    try {
      await provider.chargeBillingKey({
        paymentId: order.paymentKey,
        billingKey: card.billingKey,
        orderName: order.itemName,
        amount: order.totalPrice,
        customer: { id: `member-${userId}`, name: order.ordererName, phone: order.ordererPhone },
      });
    } catch (error) {
      // A declined card shows as FAILED when completion fetches the payment; anything else waits for reconciliation.
      if (!(error instanceof ProviderError && error.kind === 'DECLINED'))
        logger.warn('lease first charge did not answer', { orderId: order.id, err: String(error) });
    }
  }
  return completeCheckout(db, provider, paymentKey, { userId });
}
