import { logger } from '../../logger';
import type { CancelRequest, CancelResult } from '../types';
import { portoneApi } from './portoneApi';
import { isPortoneError, PortoneApiError } from './portoneClient';
import type { PortonePaymentsConfig } from './portoneConfig';
import type { PortoneCancellation, PortonePayment } from './portoneSchemas';
import { mapStatus } from './statusMapping';

/**
 * Refunds through PortOne, safe to retry. PortOne has no idempotency key for cancellations; its
 * guard is `currentCancellableAmount`: the cancel only happens while the remaining cancellable
 * amount is what we believe it is. A retry of a refund that went through (its answer lost to a
 * timeout) is therefore refused as CANCELLABLE_AMOUNT_CONSISTENCY_BROKEN, and we answer it with the
 * cancellation that did happen instead of refunding twice. A partial refund without that figure
 * cannot be made retry-safe, so it is refused before anything is sent.
 */
export async function cancelPortonePayment(
  config: PortonePaymentsConfig,
  request: CancelRequest
): Promise<CancelResult> {
  assertCancellable(request);
  let cancellation: PortoneCancellation;
  try {
    ({ cancellation } = await portoneApi.cancel(config, request.paymentId, {
      amount: request.amount ?? undefined,
      reason: request.reason,
      currentCancellableAmount: request.currentCancellableAmount,
    }));
  } catch (error) {
    if (
      isPortoneError(error, 'CANCELLABLE_AMOUNT_CONSISTENCY_BROKEN') ||
      isPortoneError(error, 'PAYMENT_ALREADY_CANCELLED')
    ) {
      const replay = await replayedCancellation(config, request);
      if (replay) return replay;
    }
    throw error;
  }
  if (cancellation.status === 'FAILED') {
    throw new PortoneApiError('DECLINED', `PortOne refused to cancel ${request.paymentId}`, 'CANCELLATION_FAILED', 200);
  }
  const payment = await portoneApi.getPayment(config, request.paymentId);
  return result(cancellation, payment);
}

function assertCancellable(request: CancelRequest): void {
  if (request.amount !== null && (!Number.isSafeInteger(request.amount) || request.amount <= 0)) {
    throw new PortoneApiError(
      'INVALID',
      `Cancel amount must be a positive whole number of won, not ${request.amount}`,
      null,
      null
    );
  }
  if (request.amount !== null && request.currentCancellableAmount === undefined) {
    throw new PortoneApiError(
      'INVALID',
      'A partial cancel needs currentCancellableAmount, or a retry could refund twice',
      null,
      null
    );
  }
  if (!request.reason.trim()) throw new PortoneApiError('INVALID', 'A cancel needs a reason', null, null);
}

function result(cancellation: PortoneCancellation, payment: PortonePayment): CancelResult {
  return {
    cancellationId: cancellation.id,
    cancelledAmount: cancellation.totalAmount,
    totalCancelledAmount: payment.amount.cancelled ?? 0,
    status: mapStatus(payment.status),
  };
}

const time = (c: PortoneCancellation) => Date.parse(c.requestedAt ?? c.cancelledAt ?? '') || 0;

/**
 * The cancellation a refused retry already made, if the payment shows exactly that: its latest
 * cancellation has our reason and amount, and it accounts for the whole difference between the
 * cancellable amount we sent and what is left now. Anything else means someone else refunded in
 * between: the refusal stands and checkout re-reads the payment.
 */
async function replayedCancellation(
  config: PortonePaymentsConfig,
  request: CancelRequest
): Promise<CancelResult | null> {
  const payment = await portoneApi.getPayment(config, request.paymentId);
  const done = (payment.cancellations ?? []).filter((c) => c.status === 'SUCCEEDED' || c.status === 'REQUESTED');
  const last = done.reduce<PortoneCancellation | null>(
    (latest, c) => (!latest || time(c) >= time(latest) ? c : latest),
    null
  );
  if (!last || last.reason !== request.reason) return null;
  if (request.amount !== null && last.totalAmount !== request.amount) return null;
  if (request.currentCancellableAmount !== undefined) {
    const remaining = payment.amount.total - (payment.amount.cancelled ?? 0);
    if (remaining !== request.currentCancellableAmount - last.totalAmount) return null;
  }
  logger.info('payments.portone.cancel_replayed', {
    paymentId: request.paymentId,
    cancellationId: last.id,
    idempotencyKey: request.idempotencyKey,
  });
  return result(last, payment);
}
