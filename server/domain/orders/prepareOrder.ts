import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { retryTransaction } from '../../db/retryTransaction';
import { orders } from '../../db/schema';
import { saleOrder } from '@/lib/orders';
import { DomainError } from '@/lib/errors';
import type { OrderRow } from './orderEffects';
import { transitionOrder } from './transitionOrder';

/**
 * 상품 준비 중: the one step that lives only in the payment table (lib/orders/payment.ts `prepare`),
 * so applyOrderAction, which starts from the order's own table, cannot fire it. Same discipline:
 * the order row locked, the table decides, one event, the table's effects (the customer's alarm).
 * Only a sale waiting in 주문 완료 is prepared: a rental's payment must stay 결제 완료 so that the
 * reservation's refuse and no-response mirrors still apply.
 */
export async function prepareSaleOrder(
  db: Db,
  input: { orderId: number; businessId: number; actorUserId: number },
  now: Date = new Date()
): Promise<OrderRow> {
  return retryTransaction(db, async (tx) => {
    const [current] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('update').limit(1);
    // Another business's order is answered as a missing one: a seller cannot learn which order ids exist.
    if (!current || current.businessId !== input.businessId)
      throw new DomainError('NOT_FOUND', '주문을 찾을 수 없어요.');
    if (current.state === null) throw new DomainError('INVALID_TRANSITION', '결제가 끝나지 않은 주문이에요.');
    if (current.process !== 'saleOrder')
      throw new DomainError('INVALID_TRANSITION', '상품 준비는 구매 주문에서만 할 수 있어요.');
    if (current.state !== 'ORDERED') {
      const label = saleOrder.states[current.state as keyof typeof saleOrder.states]?.label ?? current.state;
      throw new DomainError('INVALID_TRANSITION', `'${label}' 상태에서는 상품 준비를 할 수 없어요.`);
    }
    // The order's own state (주문 완료) and its clock are unchanged: only the payment line moves.
    return transitionOrder(tx, current, {
      line: 'payment',
      action: 'prepare',
      actor: 'seller',
      actorUserId: input.actorUserId,
      now,
      texts: (to, label) => ({
        key: `payment-${to}`,
        customerText: { title: label, body: `${current.itemName}의 상품을 준비하고 있어요.` },
        sellerText: { title: label, body: `${current.itemName} · ${current.ordererName}` },
      }),
    });
  });
}
