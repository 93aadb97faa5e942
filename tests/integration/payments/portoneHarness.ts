import { createPortoneProvider, type PortonePaymentsConfig } from '@/server/payments/portone/portoneProvider';
import { ProviderError, type CheckoutRequest } from '@/server/payments/types';
import { createFakePortone } from '../../support/fakePortone';

export const API_SECRET = 'portone-api-secret-test';
export const STORE_ID = 'store-4f0c8a1e-ridemarket';
export const WEBHOOK_SECRET = `whsec_${Buffer.from('ridemarket-portone-webhook-secret').toString('base64')}`;

/** One fake PortOne per test file, started before and stopped after its tests. */
export function useFakePortone() {
  const fake = createFakePortone({ apiSecret: API_SECRET, storeId: STORE_ID, webhookSecret: WEBHOOK_SECRET });
  beforeAll(() => fake.start());
  afterAll(() => fake.stop());
  afterEach(() => fake.clearBehaviours());

  const provider = (overrides: Partial<PortonePaymentsConfig> = {}) =>
    createPortoneProvider({
      apiBase: fake.url,
      apiSecret: API_SECRET,
      storeId: STORE_ID,
      channelKeys: {
        default: 'channel-key-default',
        card: 'channel-key-card',
        naverpay: 'channel-key-naverpay',
        billing: 'channel-key-billing',
      },
      webhookSecret: WEBHOOK_SECRET,
      timeoutMs: 2_000,
      ...overrides,
    });
  return { fake, provider };
}

let counter = 0;
/** A payment id no other test uses (PortOne ids are ours, unique per order). */
export const newPaymentId = () => `order_${Date.now().toString(36)}_${++counter}`;

export const customer = { id: 'user_1024', name: '김라이더', phone: '01012345678' };

export const checkoutRequest = (overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  paymentId: newPaymentId(),
  orderName: '트렉 도마니 SL 6 렌탈 3일',
  amount: 87_000,
  method: 'CARD',
  instalmentMonths: 0,
  easyPayProvider: null,
  customer,
  redirectUrl: 'https://www.ridemarket.kr/pay/portone/complete',
  ...overrides,
});

/** The ProviderError a promise rejects with, for asserting its kind. */
export async function providerError(promise: Promise<unknown>): Promise<ProviderError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ProviderError) return error;
    throw error;
  }
  throw new Error('expected a ProviderError, but the call succeeded');
}
