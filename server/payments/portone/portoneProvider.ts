import type { PaymentProvider } from '../types';
import { assertPayable, billingKeySession, channelKeyFor, paymentSession } from './checkoutSession';
import { portoneApi } from './portoneApi';
import { chargePortoneBillingKey, deletePortoneBillingKey, issuePortoneBillingKey } from './portoneBillingKeys';
import { cancelPortonePayment } from './portoneCancel';
import { portoneDepositCalls } from './portoneDeposits';
import type { PortonePaymentsConfig } from './portoneConfig';
import { verifyPortoneWebhook } from './portoneWebhook';
import { toProviderPayment } from './statusMapping';

export { portoneConfigFromEnv, type PortonePaymentsConfig } from './portoneConfig';

/**
 * PortOne V2 behind our PaymentProvider: cards with instalments, Naver/Kakao/Toss Pay, and the
 * lease's billing keys. The browser opens PortOne's SDK with the public parameters prepare()
 * returns; everything that decides money (the amount, whether it was paid, refunds, charges) goes
 * server to server with the API secret. Every failure is a ProviderError (see portoneClient.ts).
 */
export function createPortoneProvider(config: PortonePaymentsConfig): PaymentProvider {
  return {
    name: 'PORTONE',

    async prepare(request) {
      assertPayable(request);
      const channelKey = channelKeyFor(config.channelKeys, request.method, request.easyPayProvider);
      if (request.method === 'RENTAL_PAY') return billingKeySession(request, config.storeId, channelKey);
      // Pre-registration makes PortOne refuse to approve any other amount, whatever the browser
      // sends; checkout still compares the fetched payment with its own price afterwards.
      await portoneApi.preRegister(config, request.paymentId, request.amount);
      return paymentSession(request, config.storeId, channelKey);
    },

    async fetchPayment(paymentId) {
      return toProviderPayment(await portoneApi.getPayment(config, paymentId), paymentId);
    },

    cancel: (request) => cancelPortonePayment(config, request),
    issueBillingKey: (input) => issuePortoneBillingKey(config, input),
    chargeBillingKey: (request) => chargePortoneBillingKey(config, request),
    deleteBillingKey: (billingKey) => deletePortoneBillingKey(config, billingKey),

    async verifyWebhook(input) {
      return verifyPortoneWebhook(config.webhookSecret, input);
    },

    ...portoneDepositCalls,
  };
}
