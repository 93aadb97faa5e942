import { logger } from '../../logger';
import type { ProviderPayment, ProviderPaymentStatus } from '../types';
import { PortoneApiError } from './portoneClient';
import type { PortonePayment } from './portoneSchemas';

/**
 * PortOne V2 payment statuses in our words. PAY_PENDING (the PG has not settled yet) and
 * VIRTUAL_ACCOUNT_ISSUED (waiting for a bank transfer) both leave the order in 결제 대기.
 */
const STATUS: Record<string, ProviderPaymentStatus> = {
  READY: 'READY',
  PAY_PENDING: 'PENDING',
  VIRTUAL_ACCOUNT_ISSUED: 'PENDING',
  PAID: 'PAID',
  FAILED: 'FAILED',
  PARTIAL_CANCELLED: 'PARTIAL_CANCELLED',
  CANCELLED: 'CANCELLED',
};

/** Statuses in which the total was approved at some point (and may since have been refunded). */
const APPROVED = new Set<ProviderPaymentStatus>(['PAID', 'PARTIAL_CANCELLED', 'CANCELLED']);

export function mapStatus(status: string): ProviderPaymentStatus {
  const mapped = STATUS[status];
  // A status PortOne added after this adapter was written: never guess what happened to the money.
  if (!mapped) {
    logger.error('payments.portone.unknown_status', { status });
    throw new PortoneApiError('UNAVAILABLE', `PortOne payment status ${status} is unknown to this adapter`, null, null);
  }
  return mapped;
}

/** `CARD`, `EASY_PAY:NAVERPAY`, `VIRTUAL_ACCOUNT` …: for the payment record and the receipt. */
export function methodName(method: PortonePayment['method']): string | null {
  if (!method) return null;
  if (method.type === 'PaymentMethodEasyPay') return method.provider ? `EASY_PAY:${method.provider}` : 'EASY_PAY';
  const bare = method.type.replace(/^PaymentMethod/, '');
  return bare.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase();
}

/**
 * One PortOne payment as ProviderPayment. The amount is the approved total (what the order was
 * priced at, before any card-company discount PortOne reports separately), 0 until approval. A
 * payment in another currency or under another id is refused outright: comparing its number with
 * a won price would accept it.
 */
export function toProviderPayment(payment: PortonePayment, expectedId: string): ProviderPayment {
  if (payment.id !== expectedId)
    throw new PortoneApiError(
      'UNAVAILABLE',
      `PortOne answered for payment ${payment.id}, not ${expectedId}`,
      null,
      null
    );
  if (payment.currency !== 'KRW') {
    logger.error('payments.portone.currency', { paymentId: payment.id, currency: payment.currency });
    throw new PortoneApiError(
      'INVALID',
      `PortOne payment ${payment.id} is in ${payment.currency}, not KRW`,
      null,
      null
    );
  }
  const status = mapStatus(payment.status);
  const approved = APPROVED.has(status);
  return {
    paymentId: payment.id,
    transactionId: payment.transactionId ?? null,
    status,
    amount: approved ? payment.amount.total : 0,
    cancelledAmount: approved ? (payment.amount.cancelled ?? 0) : 0,
    currency: 'KRW',
    method: methodName(payment.method),
    paidAt: approved ? (payment.paidAt ?? null) : null,
    failureReason: status === 'FAILED' ? (payment.failure?.reason ?? payment.failure?.pgMessage ?? 'FAILED') : null,
  };
}
