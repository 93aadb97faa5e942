import { DEPOSIT_UNSUPPORTED, ProviderError, type PaymentProvider } from '../types';

type DepositCalls = Pick<PaymentProvider, 'authoriseDeposit' | 'captureDeposit' | 'releaseDeposit'>;

const unsupported = () =>
  new ProviderError(
    'INVALID',
    `${DEPOSIT_UNSUPPORTED}: PortOne V2 approves a payment when it is confirmed and has no hold captured or released days later`
  );

/**
 * PortOne V2 and damage deposits (docs/product.md §4 Damage deposits). V2's payment API approves a
 * card payment at once, or, with manual confirmation (POST /payments/{paymentId}/confirm), minutes
 * after the customer authenticated it; it offers no authorisation that stays open for days and is
 * later captured in part or released. Rather than charge the customer and refund later, every call
 * fails closed with DEPOSIT_UNSUPPORTED, and the deposit becomes 보증금 승인 실패.
 */
export const portoneDepositCalls: DepositCalls = {
  authoriseDeposit: () => Promise.reject(unsupported()),
  captureDeposit: () => Promise.reject(unsupported()),
  releaseDeposit: () => Promise.reject(unsupported()),
};
