import { isDemoMode, serverEnv, type ServerEnv } from '../../env';
import type { IdentityProvider, IdentityProviderName } from './identityProvider';
import { createPortoneProvider } from './portoneProvider';
import { sandboxProvider } from './sandboxProvider';

type IdentityEnv = Pick<
  ServerEnv,
  | 'DEMO_MODE'
  | 'IDENTITY_PROVIDER'
  | 'PORTONE_API_SECRET'
  | 'PORTONE_STORE_ID'
  | 'PORTONE_CHANNEL_KEY'
  | 'PORTONE_API_BASE'
>;

/**
 * Which provider checks phones: IDENTITY_PROVIDER when set, else the sandbox in demo mode and none
 * otherwise. The sandbox shows its own code, so it would let anyone open accounts under any name:
 * outside demo mode it cannot be selected at all, even by IDENTITY_PROVIDER=sandbox (fail closed).
 */
export function identityProviderName(env: IdentityEnv = serverEnv()): IdentityProviderName | 'off' {
  const demo = isDemoMode(env);
  const name = env.IDENTITY_PROVIDER ?? (demo ? 'sandbox' : 'off');
  return name === 'sandbox' && !demo ? 'off' : name;
}

export function isSandboxEnabled(env: IdentityEnv = serverEnv()): boolean {
  return identityProviderName(env) === 'sandbox';
}

/** The configured provider, or null when phone checks are off. */
export function identityProviderFromEnv(env: IdentityEnv = serverEnv()): IdentityProvider | null {
  const name = identityProviderName(env);
  if (name === 'off') return null;
  if (name === 'sandbox') return sandboxProvider;
  const { PORTONE_API_SECRET: apiSecret, PORTONE_STORE_ID: storeId, PORTONE_CHANNEL_KEY: channelKey } = env;
  if (!apiSecret || !storeId || !channelKey) {
    throw new Error('IDENTITY_PROVIDER=portone needs PORTONE_API_SECRET, PORTONE_STORE_ID and PORTONE_CHANNEL_KEY');
  }
  return createPortoneProvider({ apiBase: env.PORTONE_API_BASE, apiSecret, storeId, channelKey });
}
