import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { retryTransaction } from '../../db/retryTransaction';
import { moneyLedger, orders, payments, rentalBookings } from '../../db/schema';
import { initialOrderState, type PaymentAction } from '@/lib/orders';
import type { ProviderPayment } from '../../payments/types';
import type { OrderRow } from './orderEffects';
import { transitionOrder } from './transitionOrder';
import { postJournal } from '../settlement/postJournal';
import { holdDepositOnPayment } from '../deposits/holdDeposit';
import { groupDigits } from '@/lib/digits';

/**
 * The payment table's own steps out of 결제 대기 (lib/orders/payment.ts): approve, decline,
 * rejectAmount, expireHold. Each runs in one transaction with the order row locked, and does
 * nothing when the order has already left 결제 대기: a replayed return URL, webhook or job run finds
 * the work done and answers the order as it is (issue 16 §4: no double charge).
 */
async function lockOrder(tx: Db, orderId: number): Promise<OrderRow | null> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update').limit(1);
  return order ?? null;
}

const failTexts: Record<Exclude<PaymentAction, 'approve'>, string> = {
  decline: '결제가 완료되지 않았어요. 쿠폰과 포인트는 돌려드렸어요.',
  rejectAmount: '결제 금액이 주문 금액과 달라 결제를 취소했어요.',
  expireHold: '결제 시간이 지나 주문이 취소됐어요. 쿠폰과 포인트는 돌려드렸어요.',
} as Record<Exclude<PaymentAction, 'approve'>, string>;

type PendingEndAction = 'decline' | 'expireHold' | 'rejectAmount';

/** Ends a checkout that will not be paid: the hold and the benefits go back. Answers the order after. */
export async function endPendingPayment(
  db: Db,
  orderId: number,
  action: PendingEndAction,
  reason: string,
  now: Date = new Date()
): Promise<OrderRow | null> {
  return (await endPendingPaymentOnce(db, orderId, action, reason, now)).order;
}

/**
 * endPendingPayment, also saying whether this call ended it (`endedNow`) or found it already ended by
 * another caller (a job on another instance whose claim had lapsed), so a job counts each order once.
 */
export async function endPendingPaymentOnce(
  db: Db,
  orderId: number,
  action: PendingEndAction,
  reason: string,
  now: Date = new Date()
): Promise<{ order: OrderRow | null; endedNow: boolean }> {
  return retryTransaction(db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.paymentState !== 'PENDING') return { order, endedNow: false };
    await tx
      .update(payments)
      .set({ status: action === 'decline' || action === 'expireHold' ? 'FAILED' : 'CANCELLED', updatedAt: now })
      .where(eq(payments.orderId, orderId));
    const ended = await transitionOrder(tx, order, {
      line: 'payment',
      action,
      actor: 'system',
      note: reason,
      now,
      apply: () => ({ set: { stateChangedAt: now, failureReason: reason, holdExpiresAt: null } }),
      texts: () => ({
        key: `payment-${action}`,
        customerText: { title: '결제 실패', body: `${order.itemName}: ${failTexts[action] ?? reason}` },
        sellerText: { title: '결제 실패', body: order.itemName },
      }),
    });
    return { order: ended, endedNow: true };
  });
}

/**
 * Confirms an approved payment whose id, amount and status checkout has verified. The hold must still
 * be there: a payment that arrives after its hold expired and was taken by someone else cannot be
 * honoured (the caller refunds it). One ledger CHARGE per provider payment, by its unique refKey.
 */
export async function confirmPayment(
  db: Db,
  orderId: number,
  paid: ProviderPayment,
  now: Date = new Date()
): Promise<{ order: OrderRow | null; holdLost: boolean }> {
  return retryTransaction(db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.paymentState !== 'PENDING') return { order, holdLost: false };
    if (order.rentalPeriod) {
      const held = await tx
        .select({ id: rentalBookings.id })
        .from(rentalBookings)
        .where(sql`${rentalBookings.orderId} = ${orderId} AND ${rentalBookings.status} = 'HELD'`);
      if (held.length === 0) return { order, holdLost: true };
      await tx
        .update(rentalBookings)
        .set({ status: 'CONFIRMED', expiresAt: null })
        .where(eq(rentalBookings.orderId, orderId));
    }
    const [record] = await tx
      .update(payments)
      .set({
        status: 'PAID',
        providerTxId: paid.transactionId,
        method: paid.method,
        paidAt: paid.paidAt ? new Date(paid.paidAt) : now,
        updatedAt: now,
      })
      .where(sql`${payments.orderId} = ${orderId} AND ${payments.sequence} = 1`)
      .returning();
    const [booked] = await tx
      .insert(moneyLedger)
      .values({
        orderId,
        paymentId: record.id,
        kind: 'CHARGE',
        amount: paid.amount,
        refKey: `charge:${record.provider}:${record.providerPaymentId}`,
      })
      .onConflictDoNothing({ target: moneyLedger.refKey })
      .returning();
    // The business's share is booked with the state change (docs/architecture.md §7).
    if (booked) await postJournal(tx, booked, paid.fee ?? 0);
    // Approval starts the order's own table, in its first state; its clock starts now.
    const label =
      order.process === 'rentalReservation'
        ? '예약 요청이 접수됐어요'
        : order.process === 'contract'
          ? '렌탈 계약이 완료됐어요'
          : '주문이 완료됐어요';
    const next = await transitionOrder(tx, order, {
      line: 'payment',
      action: 'approve',
      actor: 'system',
      now,
      apply: () => ({
        set: { state: initialOrderState[order.process], stateChangedAt: now, paidAt: now, holdExpiresAt: null },
        restore: false,
      }),
      texts: () => ({
        key: 'paid',
        customerText: {
          title: label,
          body: `${order.itemName} · ${groupDigits(order.totalPrice)}원 결제 완료`,
        },
        sellerText: {
          title: order.process === 'rentalReservation' ? '새 예약 요청' : '새 주문',
          body: `${order.itemName} · ${order.ordererName}`,
        },
      }),
    });
    // A rental's damage deposit starts with the payment (docs/product.md §4 Damage deposits).
    await holdDepositOnPayment(tx, next, now);
    return { order: next, holdLost: false };
  });
}
