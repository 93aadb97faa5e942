import type { CheckoutRequest, CheckoutSession, EasyPayProvider, PayMethodCode } from '../types';
import { PortoneApiError } from './portoneClient';
import type { PortoneChannelKeys } from './portoneConfig';

/**
 * The browser SDK's parameters for one checkout, flattened (sdkParams holds scalars only): the
 * page builds `PortOne.requestPayment({ …, easyPay: { easyPayProvider }, customer: { … } })` from
 * them, or `PortOne.requestIssueBillingKey` for the lease, as `sdkMethod` says. Public values only.
 */
export function channelKeyFor(
  keys: PortoneChannelKeys,
  method: PayMethodCode,
  easyPay: EasyPayProvider | null
): string {
  const specific =
    method === 'CARD'
      ? keys.card
      : method === 'RENTAL_PAY'
        ? (keys.billing ?? keys.card)
        : easyPay
          ? keys[easyPay.toLowerCase() as Lowercase<EasyPayProvider>]
          : undefined;
  const key = specific ?? keys.default;
  if (!key)
    throw new PortoneApiError(
      'INVALID',
      `No PortOne channel key is configured for ${method}${easyPay ? ` ${easyPay}` : ''}`,
      null,
      null
    );
  return key;
}

export function assertPayable(request: CheckoutRequest): void {
  if (!Number.isSafeInteger(request.amount) || request.amount <= 0) {
    throw new PortoneApiError(
      'INVALID',
      `Payment amount must be a positive whole number of won, not ${request.amount}`,
      null,
      null
    );
  }
  if (request.method === 'EASY_PAY' && !request.easyPayProvider) {
    throw new PortoneApiError('INVALID', 'EASY_PAY needs an easyPayProvider', null, null);
  }
}

const customerParams = (request: CheckoutRequest) => ({
  customerId: request.customer.id,
  fullName: request.customer.name,
  phoneNumber: request.customer.phone,
});

/** One-off payment window: card (with instalment months) or an easy-pay wallet. */
export function paymentSession(request: CheckoutRequest, storeId: string, channelKey: string): CheckoutSession {
  const sdkParams: CheckoutSession['sdkParams'] = {
    sdkMethod: 'requestPayment',
    storeId,
    channelKey,
    paymentId: request.paymentId,
    orderName: request.orderName,
    totalAmount: request.amount,
    currency: 'KRW',
    payMethod: request.method === 'EASY_PAY' ? 'EASY_PAY' : 'CARD',
    redirectUrl: request.redirectUrl,
    ...customerParams(request),
  };
  if (request.method === 'EASY_PAY' && request.easyPayProvider) sdkParams.easyPayProvider = request.easyPayProvider;
  if (request.method === 'CARD' && request.instalmentMonths > 0) sdkParams.installmentMonths = request.instalmentMonths;
  return { provider: 'PORTONE', checkoutUrl: null, sdkParams };
}

/**
 * The lease registers a card instead of paying now: PortOne's billing-key window, whose result (an
 * issue token, or the billing key itself when the channel approves automatically) comes back to
 * issueBillingKey; the first and monthly payments are then charged on that key.
 */
export function billingKeySession(request: CheckoutRequest, storeId: string, channelKey: string): CheckoutSession {
  return {
    provider: 'PORTONE',
    checkoutUrl: null,
    sdkParams: {
      sdkMethod: 'requestIssueBillingKey',
      storeId,
      channelKey,
      billingKeyMethod: 'CARD',
      issueId: request.paymentId,
      issueName: request.orderName,
      redirectUrl: request.redirectUrl,
      ...customerParams(request),
    },
  };
}
