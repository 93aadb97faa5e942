import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { retryTransaction } from '../../db/retryTransaction';
import { isUniqueViolation } from '../../db/uniqueViolation';
import { orderEvents, orderReturnImages, orderReturns, orders } from '../../db/schema';
import { DomainError } from '@/lib/errors';
import { orderReturn, RETURN_REQUEST_EVENT, returnReasonRule, withinReturnWindow } from '@/lib/orders';
import { attachUploads } from '../images/attachUploads';
import { alarmParty } from '../orders/orderEffects';
import { ownPaidOrder } from '../orders/orderQueries';
import { parseInput } from '../parseInput';
import { MAX_RETURN_PHOTOS, RETURN_MESSAGES as M, requestReturnInput } from './returnInputs';

/**
 * 반품·교환 신청 (docs/product.md §4 Returns and exchanges): the customer's delivered sale, within
 * the rule table's window counted from the delivery (the sale's entry into 배송 완료), with a reason,
 * a note and their own uploaded photos. One return per order: the order row lock makes a second
 * request at once wait and then meet the first (CONFLICT); the unique index backs this up.
 */
export async function requestReturn(db: Db, userId: number, rawInput: unknown, now: Date = new Date()): Promise<void> {
  const input = parseInput(requestReturnInput, rawInput);
  // Ownership first: another member's order id is NOT_FOUND before anything else is looked at.
  await ownPaidOrder(db, userId, input.orderId);
  try {
    await retryTransaction(db, async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('update').limit(1);
      if (!order || order.userId !== userId) throw new DomainError('NOT_FOUND', '주문을 찾을 수 없어요.');
      const [existing] = await tx
        .select({ id: orderReturns.id })
        .from(orderReturns)
        .where(eq(orderReturns.orderId, order.id));
      if (existing) throw new DomainError('CONFLICT', M.alreadyRequested);
      if (order.process !== 'saleOrder' || order.state !== 'DELIVERED')
        throw new DomainError('INVALID_TRANSITION', M.notDelivered);
      // The sale entered 배송 완료 at delivery and has not moved since (it is still DELIVERED).
      if (!withinReturnWindow(order.stateChangedAt, now)) throw new DomainError('INVALID_TRANSITION', M.windowClosed);

      const photoIds = await attachUploads(tx, userId, input.imageIds, MAX_RETURN_PHOTOS, now);
      const [ret] = await tx
        .insert(orderReturns)
        .values({
          orderId: order.id,
          state: orderReturn.initial,
          kind: input.kind,
          reason: input.reason,
          note: input.note,
          stateChangedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: orderReturns.id });
      if (photoIds.length > 0)
        await tx
          .insert(orderReturnImages)
          .values(photoIds.map((imageId, sortOrder) => ({ returnId: ret.id, imageId, sortOrder })));
      await tx.insert(orderEvents).values({
        orderId: order.id,
        process: orderReturn.id,
        action: RETURN_REQUEST_EVENT,
        fromState: null,
        toState: orderReturn.initial,
        actor: 'customer',
        actorUserId: userId,
        note: input.note || null,
        createdAt: now,
      });
      const what = input.kind === 'EXCHANGE' ? '교환' : '반품';
      await alarmParty(
        tx,
        order,
        'seller',
        `${what} 신청`,
        `${order.itemName} · ${order.ordererName} (${returnReasonRule(input.reason).label})`,
        'return-REQUESTED',
        now
      );
    });
  } catch (error) {
    if (isUniqueViolation(error, 'order_returns_order_uq')) throw new DomainError('CONFLICT', M.alreadyRequested);
    throw error;
  }
}
