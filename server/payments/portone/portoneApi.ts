import { callPortone } from './portoneClient';
import type { PortonePaymentsConfig } from './portoneConfig';
import {
  billingKeyChargeAnswer,
  billingKeyConfirmAnswer,
  billingKeyDeleteAnswer,
  billingKeyInfo,
  cancelAnswer,
  portonePayment,
  preRegisterAnswer,
} from './portoneSchemas';

/**
 * The PortOne V2 endpoints the adapter uses, one function each, exactly as PortOne names their
 * inputs. The store id goes with every call (query for GET/DELETE, body for POST) so that an API
 * secret shared by several stores can only touch ours.
 */
const payment = (paymentId: string) => `payments/${encodeURIComponent(paymentId)}`;
const billingKeyPath = (billingKey: string) => `billing-keys/${encodeURIComponent(billingKey)}`;

export const portoneApi = {
  /** GET /payments/{paymentId} */
  getPayment: (config: PortonePaymentsConfig, paymentId: string) =>
    callPortone(
      config,
      { method: 'GET', path: payment(paymentId), query: { storeId: config.storeId } },
      portonePayment
    ),

  /** POST /payments/{paymentId}/pre-register: PortOne then refuses to approve any other amount. */
  preRegister: (config: PortonePaymentsConfig, paymentId: string, totalAmount: number) =>
    callPortone(
      config,
      {
        method: 'POST',
        path: `${payment(paymentId)}/pre-register`,
        body: { storeId: config.storeId, totalAmount, currency: 'KRW' },
      },
      preRegisterAnswer
    ),

  /** POST /payments/{paymentId}/cancel; no amount cancels what is left. */
  cancel: (
    config: PortonePaymentsConfig,
    paymentId: string,
    body: { amount?: number; reason: string; currentCancellableAmount?: number }
  ) =>
    callPortone(
      config,
      { method: 'POST', path: `${payment(paymentId)}/cancel`, body: { storeId: config.storeId, ...body } },
      cancelAnswer
    ),

  /** POST /payments/{paymentId}/billing-key: charges a registered card now. */
  payWithBillingKey: (
    config: PortonePaymentsConfig,
    paymentId: string,
    body: {
      billingKey: string;
      orderName: string;
      amount: number;
      customer: { id: string; name: string; phone: string };
    }
  ) =>
    callPortone(
      config,
      {
        method: 'POST',
        path: `${payment(paymentId)}/billing-key`,
        body: {
          storeId: config.storeId,
          billingKey: body.billingKey,
          orderName: body.orderName,
          amount: { total: body.amount },
          currency: 'KRW',
          customer: { id: body.customer.id, name: { full: body.customer.name }, phoneNumber: body.customer.phone },
        },
      },
      billingKeyChargeAnswer
    ),

  /** GET /billing-keys/{billingKey} */
  getBillingKey: (config: PortonePaymentsConfig, billingKey: string) =>
    callPortone(
      config,
      { method: 'GET', path: billingKeyPath(billingKey), query: { storeId: config.storeId } },
      billingKeyInfo
    ),

  /** POST /billing-keys/confirm: completes a card registration held for our approval. */
  confirmBillingKey: (config: PortonePaymentsConfig, billingIssueToken: string) =>
    callPortone(
      config,
      { method: 'POST', path: 'billing-keys/confirm', body: { storeId: config.storeId, billingIssueToken } },
      billingKeyConfirmAnswer
    ),

  /** DELETE /billing-keys/{billingKey} */
  deleteBillingKey: (config: PortonePaymentsConfig, billingKey: string) =>
    callPortone(
      config,
      { method: 'DELETE', path: billingKeyPath(billingKey), query: { storeId: config.storeId } },
      billingKeyDeleteAnswer
    ),
};
