import { serverEnv, type ServerEnv } from '../../env';
import type { EasyPayProvider } from '../types';

/**
 * Which PortOne channel (a contract with one PG) takes each way of paying. Card, each easy-pay
 * wallet and the lease's card registration are usually separate contracts, so each may have its own
 * key; any that is not set falls back to `default` (PORTONE_CHANNEL_KEY).
 */
export type PortoneChannelKeys = {
  default?: string;
  card?: string;
  billing?: string;
} & Partial<Record<Lowercase<EasyPayProvider>, string>>;

export type PortonePaymentsConfig = {
  /** https://api.portone.io, or the fake server's address in tests. */
  apiBase: string;
  /** V2 API secret (Authorization: PortOne <secret>); never leaves the server. */
  apiSecret: string;
  storeId: string;
  channelKeys: PortoneChannelKeys;
  /** Standard Webhooks secret (`whsec_…`); null refuses every webhook (fail closed). */
  webhookSecret: string | null;
  /** Per request; past it the call counts as UNAVAILABLE and checkout reconciles later. */
  timeoutMs?: number;
  fetch?: typeof fetch;
};

type PortoneEnv = Pick<
  ServerEnv,
  | 'PORTONE_API_BASE'
  | 'PORTONE_API_SECRET'
  | 'PORTONE_STORE_ID'
  | 'PORTONE_CHANNEL_KEY'
  | 'PORTONE_CHANNEL_KEY_CARD'
  | 'PORTONE_CHANNEL_KEY_NAVERPAY'
  | 'PORTONE_CHANNEL_KEY_KAKAOPAY'
  | 'PORTONE_CHANNEL_KEY_TOSSPAY'
  | 'PORTONE_CHANNEL_KEY_BILLING'
  | 'PORTONE_WEBHOOK_SECRET'
>;

/** The adapter's configuration from the environment, or null when PortOne payments are not set up. */
export function portoneConfigFromEnv(env: PortoneEnv = serverEnv()): PortonePaymentsConfig | null {
  if (!env.PORTONE_API_SECRET || !env.PORTONE_STORE_ID) return null;
  return {
    apiBase: env.PORTONE_API_BASE,
    apiSecret: env.PORTONE_API_SECRET,
    storeId: env.PORTONE_STORE_ID,
    channelKeys: {
      default: env.PORTONE_CHANNEL_KEY,
      card: env.PORTONE_CHANNEL_KEY_CARD,
      naverpay: env.PORTONE_CHANNEL_KEY_NAVERPAY,
      kakaopay: env.PORTONE_CHANNEL_KEY_KAKAOPAY,
      tosspay: env.PORTONE_CHANNEL_KEY_TOSSPAY,
      billing: env.PORTONE_CHANNEL_KEY_BILLING,
    },
    webhookSecret: env.PORTONE_WEBHOOK_SECRET ?? null,
  };
}
