import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, rentalDeposits } from '../../db/schema';
import { logger } from '../../logger';
import { ProviderError, type PaymentProvider, type ProviderPayment } from '../../payments/types';
import { DomainError } from '@/lib/errors';
import { confirmPayment, endPendingPayment } from '../orders/pendingPayment';
import { settleDeposit } from '../deposits/settleDeposit';
import { countCheckout } from '../../observability/appMetrics';
import { kickNotifications } from '../../notifications/senders';

/** How long completion waits for the provider before answering 결제 대기 (/result_pending). */
export const PROVIDER_WAIT_MS = 5_000;

export type CompletionStatus = 'PAID' | 'PENDING' | 'FAILED';
export type Completion = { status: CompletionStatus; orderId: number; paymentKey: string; message: string | null };

type OrderRow = typeof orders.$inferSelect;

const answer = (order: OrderRow, status: CompletionStatus, message: string | null = null): Completion => ({
  status,
  orderId: order.id,
  paymentKey: order.paymentKey,
  message,
});

function settled(order: OrderRow): Completion {
  if (order.paymentState === 'PENDING') return answer(order, 'PENDING');
  if (order.paymentState === 'CANCELLED' && order.state === null)
    return answer(order, 'FAILED', order.failureReason ?? '결제가 완료되지 않았어요.');
  return answer(order, 'PAID');
}

async function fetchWithin(
  provider: PaymentProvider,
  paymentId: string,
  waitMs: number
): Promise<ProviderPayment | 'UNAVAILABLE' | 'NOT_FOUND'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'UNAVAILABLE'>((resolve) => {
    timer = setTimeout(() => resolve('UNAVAILABLE'), waitMs);
  });
  try {
    return await Promise.race([provider.fetchPayment(paymentId), timeout]);
  } catch (error) {
    if (error instanceof ProviderError && error.kind === 'NOT_FOUND') return 'NOT_FOUND';
    logger.warn('payment fetch failed; the order stays pending', { err: String(error), paymentId });
    return 'UNAVAILABLE';
  } finally {
    clearTimeout(timer);
  }
}

export type CompleteOptions = {
  /** Set when a signed-in member calls (return URL, polling): the order must be theirs. */
  userId?: number;
  /** The browser came back saying the customer cancelled or the payment failed. */
  browserFailed?: boolean;
  waitMs?: number;
  now?: Date;
};

/** The hold of the order's deposit, if it has one (the deposit job retries a failure). */
async function holdDepositAfterPayment(db: Db, provider: PaymentProvider, orderId: number, now?: Date) {
  const [deposit] = await db
    .select({ id: rentalDeposits.id })
    .from(rentalDeposits)
    .where(eq(rentalDeposits.orderId, orderId))
    .limit(1);
  if (deposit) await settleDeposit(db, provider, deposit.id, now);
}

/**
 * Completion (issue 16 §4): the provider is asked for the payment (the browser's word is never
 * enough), its id, amount, currency and status are checked against the order, and the order is
 * confirmed in one transaction. Idempotent: the return URL, the webhook, the polling page and the
 * reconciliation job all call this, any number of times and in any order.
 */
export async function completeCheckout(
  db: Db,
  provider: PaymentProvider,
  paymentKey: string,
  options: CompleteOptions = {}
): Promise<Completion> {
  const [order] = await db.select().from(orders).where(eq(orders.paymentKey, paymentKey)).limit(1);
  if (!order || (options.userId !== undefined && order.userId !== options.userId))
    throw new DomainError('NOT_FOUND', '주문을 찾을 수 없어요.');
  if (endedUnpaid(order)) return refuseLatePayment(db, provider, order, options.waitMs ?? PROVIDER_WAIT_MS);
  if (order.paymentState !== 'PENDING') return settled(order);

  const found = await fetchWithin(provider, paymentKey, options.waitMs ?? PROVIDER_WAIT_MS);
  if (found === 'UNAVAILABLE') return answer(order, 'PENDING');
  if (found === 'NOT_FOUND' || found.status === 'READY') {
    if (!options.browserFailed) return answer(order, 'PENDING');
    countCheckout('complete', 'declined');
    return settled((await endPendingPayment(db, order.id, 'decline', '결제를 취소했어요.', options.now)) ?? order);
  }
  if (found.status === 'PENDING') return answer(order, 'PENDING');
  if (found.status === 'FAILED' || found.status === 'CANCELLED') {
    countCheckout('complete', 'declined');
    return settled(
      (await endPendingPayment(
        db,
        order.id,
        'decline',
        found.failureReason ?? '결제가 승인되지 않았어요.',
        options.now
      )) ?? order
    );
  }
  if (
    found.paymentId !== paymentKey ||
    found.currency !== 'KRW' ||
    found.amount !== order.totalPrice ||
    found.status !== 'PAID'
  ) {
    logger.error('payment amount differs; cancelling at the provider', {
      orderId: order.id,
      expected: order.totalPrice,
      got: found.amount,
      status: found.status,
    });
    await cancelAtProvider(provider, paymentKey, '결제 금액 불일치', `reject-${paymentKey}`);
    await endPendingPayment(
      db,
      order.id,
      'rejectAmount',
      '결제 금액이 주문 금액과 달라 결제를 취소했어요.',
      options.now
    );
    countCheckout('complete', 'refused', 'AMOUNT_MISMATCH');
    throw new DomainError('PAYMENT_FAILED', '결제 금액이 주문 금액과 달라 결제를 취소했어요. 다시 시도해 주세요.');
  }
  const { order: confirmed, holdLost } = await confirmPayment(db, order.id, found, options.now);
  // The seller's new-reservation and the customer's payment notifications leave after this commit.
  kickNotifications();
  if (holdLost) {
    await cancelAtProvider(provider, paymentKey, '결제 시간 초과', `late-${paymentKey}`);
    countCheckout('complete', 'refused', 'HOLD_EXPIRED');
    const ended = await endPendingPayment(db, order.id, 'rejectAmount', LATE_PAYMENT_MESSAGE, options.now);
    return settled(ended ?? order);
  }
  if (confirmed && settled(confirmed).status === 'PAID') countCheckout('complete', 'paid');
  // A rental's damage deposit was written with the payment; its hold is asked for after commit.
  if (confirmed) await holdDepositAfterPayment(db, provider, confirmed.id, options.now);
  return settled(confirmed ?? order);
}

const LATE_PAYMENT_MESSAGE = '결제 시간이 지나 예약이 풀려 결제를 취소했어요.';

/** The checkout ended without a payment (hold expired, declined, abandoned): 결제 실패 to the customer. */
const endedUnpaid = (order: OrderRow) => order.paymentState === 'CANCELLED' && order.state === null;

/**
 * The provider's checkout window can outlive our hold: a customer who pays after the order ended
 * (the hold expired, the dates or stock went to someone else) is charged for nothing. The charge
 * goes back in full, with one idempotency key however many times the return URL and the webhook
 * arrive, and the order stays ended.
 */
async function refuseLatePayment(
  db: Db,
  provider: PaymentProvider,
  order: OrderRow,
  waitMs: number
): Promise<Completion> {
  const found = await fetchWithin(provider, order.paymentKey, waitMs);
  if (typeof found === 'string' || found.paymentId !== order.paymentKey) return settled(order);
  // Another call (the return URL and the webhook arrive together) may have refunded it already:
  // the order's reason, written before that refund, is read again so both answers say the same.
  if (found.status !== 'PAID' && found.status !== 'PARTIAL_CANCELLED') return settled(await reload(db, order));
  logger.warn('payment arrived after the order ended; cancelling at the provider', { orderId: order.id });
  countCheckout('complete', 'refused', 'PAID_AFTER_END');
  await db
    .update(orders)
    .set({ failureReason: LATE_PAYMENT_MESSAGE })
    .where(and(eq(orders.id, order.id), eq(orders.paymentState, 'CANCELLED'), isNull(orders.state)));
  await cancelAtProvider(provider, order.paymentKey, '결제 시간 초과', `late-${order.paymentKey}`);
  return answer(order, 'FAILED', LATE_PAYMENT_MESSAGE);
}

async function reload(db: Db, order: OrderRow): Promise<OrderRow> {
  const [row] = await db.select().from(orders).where(eq(orders.id, order.id)).limit(1);
  return row ?? order;
}

/** A charge we will not keep goes back in full; a failure here is logged for the reconciliation report. */
async function cancelAtProvider(
  provider: PaymentProvider,
  paymentId: string,
  reason: string,
  idempotencyKey: string
): Promise<void> {
  try {
    await provider.cancel({ paymentId, amount: null, reason, idempotencyKey });
  } catch (error) {
    // Two completions of one payment may both cancel it; the loser's refusal is no refund owed.
    const now = await provider.fetchPayment(paymentId).catch(() => null);
    if (now?.status === 'CANCELLED') {
      logger.info('provider cancel raced another; the payment is already cancelled in full', { paymentId });
      return;
    }
    logger.error('provider cancel failed; needs manual refund', { err: String(error), paymentId });
  }
}
