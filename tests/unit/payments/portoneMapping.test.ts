/** @jest-environment node */
import { channelKeyFor } from '@/server/payments/portone/checkoutSession';
import { portoneConfigFromEnv } from '@/server/payments/portone/portoneConfig';
import { mapStatus, methodName } from '@/server/payments/portone/statusMapping';
import { ProviderError } from '@/server/payments/types';
import { loadEnv } from '@/server/env';

describe('PortOne status and method mapping', () => {
  it('maps every PortOne V2 payment status, waiting ones to PENDING', () => {
    expect(
      ['READY', 'PAY_PENDING', 'VIRTUAL_ACCOUNT_ISSUED', 'PAID', 'FAILED', 'PARTIAL_CANCELLED', 'CANCELLED'].map(
        mapStatus
      )
    ).toEqual(['READY', 'PENDING', 'PENDING', 'PAID', 'FAILED', 'PARTIAL_CANCELLED', 'CANCELLED']);
  });

  it('refuses to guess an unknown status', () => {
    expect(() => mapStatus('REFUNDED_SOMEHOW')).toThrow(ProviderError);
    expect(() => mapStatus('REFUNDED_SOMEHOW')).toThrow(expect.objectContaining({ kind: 'UNAVAILABLE' }));
  });

  it('names the method for the payment record', () => {
    expect(methodName({ type: 'PaymentMethodCard' })).toBe('CARD');
    expect(methodName({ type: 'PaymentMethodEasyPay', provider: 'KAKAOPAY' })).toBe('EASY_PAY:KAKAOPAY');
    expect(methodName({ type: 'PaymentMethodEasyPay' })).toBe('EASY_PAY');
    expect(methodName({ type: 'PaymentMethodVirtualAccount' })).toBe('VIRTUAL_ACCOUNT');
    expect(methodName(undefined)).toBeNull();
  });
});

describe('PortOne channel keys and configuration', () => {
  const keys = { default: 'ck-default', card: 'ck-card', naverpay: 'ck-naver', billing: 'ck-billing' };

  it('picks the channel of each method and falls back to the default one', () => {
    expect(channelKeyFor(keys, 'CARD', null)).toBe('ck-card');
    expect(channelKeyFor(keys, 'EASY_PAY', 'NAVERPAY')).toBe('ck-naver');
    expect(channelKeyFor(keys, 'EASY_PAY', 'KAKAOPAY')).toBe('ck-default');
    expect(channelKeyFor(keys, 'RENTAL_PAY', null)).toBe('ck-billing');
    expect(channelKeyFor({ card: 'ck-card' }, 'RENTAL_PAY', null)).toBe('ck-card');
    expect(() => channelKeyFor({ card: 'ck-card' }, 'EASY_PAY', 'TOSSPAY')).toThrow(
      expect.objectContaining({ kind: 'INVALID' })
    );
  });

  it('reads the environment, and is off without the API secret or store id', () => {
    const base = { DATA_DIR: '/tmp/rm-portone-env', SESSION_SECRET: 'x'.repeat(32) };
    expect(portoneConfigFromEnv(loadEnv({ ...base, PORTONE_STORE_ID: 'store-1' }))).toBeNull();
    expect(portoneConfigFromEnv(loadEnv({ ...base, PORTONE_API_SECRET: 'secret' }))).toBeNull();
    const config = portoneConfigFromEnv(
      loadEnv({
        ...base,
        PORTONE_API_SECRET: 'secret',
        PORTONE_STORE_ID: 'store-1',
        PORTONE_CHANNEL_KEY: 'ck-default',
        PORTONE_CHANNEL_KEY_TOSSPAY: 'ck-toss',
        PORTONE_CHANNEL_KEY_CARD: '',
        PORTONE_WEBHOOK_SECRET: 'whsec_c2VjcmV0',
      })
    );
    expect(config).toMatchObject({
      apiBase: 'https://api.portone.io',
      apiSecret: 'secret',
      storeId: 'store-1',
      webhookSecret: 'whsec_c2VjcmV0',
      channelKeys: { default: 'ck-default', tosspay: 'ck-toss', card: undefined },
    });
    expect(() => loadEnv({ ...base, PORTONE_WEBHOOK_SECRET: 'whsec_not base64!' })).toThrow(/PORTONE_WEBHOOK_SECRET/);
  });
});
