import { createHmac } from 'node:crypto';
import type { Db } from '../db/client';
import { isDemoMode, serverEnv } from '../env';
import { DomainError } from '@/lib/errors';
import { createPortoneProvider, portoneConfigFromEnv } from './portone/portoneProvider';
import { createSandboxProvider } from './sandbox/sandboxProvider';
import type { PaymentProvider, ProviderName } from './types';

/**
 * Which payment provider serves checkout. Fail closed: the sandbox exists only with DEMO_MODE=on;
 * PortOne serves when its secret and business id are configured; with neither, checkout refuses
 * (a production server never pretends to take money).
 */
let override: ((db: Db, name: ProviderName | null) => PaymentProvider | null) | null = null;

/** Tests swap the providers (a fake PortOne, a sandbox with a fast slow-answer). */
export function setPaymentProviderOverride(fn: typeof override): void {
  override = fn;
}

/** The sandbox's webhook secret: derived from the server secret, never configured by hand. */
export function sandboxWebhookSecret(): string {
  return createHmac('sha256', serverEnv().SESSION_SECRET).update('sandbox-payments-webhook').digest('base64');
}

/** PortOne when its secret and business id are configured (server/payments/portone/portoneConfig.ts). */
function portone(): PaymentProvider | null {
  const config = portoneConfigFromEnv();
  return config ? createPortoneProvider(config) : null;
}

/** A provider by name (an order keeps the one it was prepared with), or null when it is not available here. */
export function providerByName(db: Db, name: ProviderName): PaymentProvider | null {
  if (override) return override(db, name);
  if (name === 'SANDBOX')
    return isDemoMode() ? createSandboxProvider(db, { webhookSecret: sandboxWebhookSecret() }) : null;
  return portone();
}

/** The provider new checkouts use: PortOne when configured, else the sandbox in demo mode. */
export function activeProvider(db: Db): PaymentProvider {
  const provider = override ? override(db, null) : (portone() ?? providerByName(db, 'SANDBOX'));
  if (!provider) throw new DomainError('PAYMENT_FAILED', '지금은 결제를 받을 수 없어요. 잠시 후 다시 시도해 주세요.');
  return provider;
}
