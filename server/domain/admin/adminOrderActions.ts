import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { providerByName } from '../../payments/providers';
import { DomainError } from '@/lib/errors';
import { applyOrderAction } from '../orders/orderAction';
import type { OrderRow } from '../orders/orderEffects';
import { writeAudit } from './audit';

/**
 * An operator's steps on an order (docs/product.md §10 Orders), each through applyOrderAction with
 * the `operator` actor, so the process tables decide where it is allowed (INVALID_TRANSITION
 * otherwise), the order row lock makes one outcome of any race, and a refund takes the one money
 * path: refundDue in the transaction, then settleRefund at the provider after commit, which writes
 * the money_ledger row and its journal reversal. The audit row is written in the same transaction.
 */
export type OperatorOrderRequest =
  | { action: 'operatorCancel'; id: number; reason: string; refundAmount: number | null }
  | { action: 'operatorConfirm'; id: number; reason: string }
  | { action: 'extendDeadline'; id: number; reason: string; days: number };

/** The audited picture of an order: what an operator's step can change. */
const snapshot = (o: OrderRow) => ({
  state: o.state,
  paymentState: o.paymentState,
  refundDue: o.refundDue,
  refundedAmount: o.refundedAmount,
  deadlineExtensionMinutes: o.deadlineExtensionMinutes,
});

export async function operatorOrderAction(
  db: Db,
  operatorId: number,
  request: OperatorOrderRequest,
  now: Date = new Date()
): Promise<OrderRow> {
  const [found] = await db.select({ provider: orders.provider }).from(orders).where(eq(orders.id, request.id));
  if (!found) throw new DomainError('NOT_FOUND', '주문을 찾을 수 없어요.');
  return applyOrderAction(
    db,
    // Null when the provider is not available here: the refund is then owed and the refund job pays it.
    request.action === 'operatorCancel' ? providerByName(db, found.provider) : null,
    {
      orderId: request.id,
      action: request.action,
      actor: 'operator',
      actorUserId: operatorId,
      reason: request.reason,
      refundAmount: request.action === 'operatorCancel' ? request.refundAmount : null,
      extendMinutes: request.action === 'extendDeadline' ? request.days * 1_440 : null,
      afterTransition: (tx, before, after) =>
        writeAudit(tx, {
          operatorId,
          action: `order.${request.action}`,
          targetType: 'order',
          targetId: request.id,
          before: snapshot(before),
          after: {
            ...snapshot(after),
            ...(request.action === 'operatorCancel' ? { refundAmount: after.refundDue - before.refundDue } : {}),
            ...(request.action === 'extendDeadline' ? { extendedDays: request.days } : {}),
          },
          reason: request.reason,
          at: now,
        }),
    },
    now
  );
}
