import type { Plugin } from 'graphql-yoga';
import { errorMessages } from '@/lib/errors';
import { clientIp, socketAddressOf } from '@/server/security/clientIp';
import { TokenBuckets } from '../../security/tokenBuckets';
import { httpError } from '../errors';
import { bucketOptionsOf, type RequestBudgetOptions } from './requestBudget';

/**
 * What the HTTP mount (pages/api/graphql/*.ts) hands Yoga with each request: the socket's address
 * (and Yoga's Node adapter adds the Node request itself). The in-process transport of SSR
 * (server/ssr/inProcessFetch.ts) passes neither, and so is never counted: the page request that
 * caused the call already came over the network itself, and a page's few service calls must not
 * use up the shopper's budget. Read through socketAddressOf (server/security/clientIp.ts).
 */
export type ServiceServerContext = {
  socketAddress?: string | null;
  req?: { socket?: { remoteAddress?: string | null } | null };
};

export type TrustProxySetting = Parameters<typeof clientIp>[2];

export type RequestBudgetSetting = {
  /** The budget, or null for none; read once, at the first request over HTTP. */
  budget: () => RequestBudgetOptions | null;
  trustProxy: () => TrustProxySetting;
  /** The clock, for tests. */
  now?: () => number;
};

/**
 * A per-address request budget for one service: a token bucket per client address, in process
 * memory (capture/tokenBuckets.ts), because a database write per request would cost more than
 * most requests it guards. Past the budget: RATE_LIMITED, HTTP 429 with Retry-After, before the
 * body is read or any GraphQL runs. With N processes each keeps its own buckets, which only makes
 * the budget N times more generous, never stricter.
 */
export function useRequestBudget(setting: RequestBudgetSetting): Plugin<Record<string, unknown>, ServiceServerContext> {
  let buckets: TokenBuckets | null | undefined;
  const bucketsOf = (): TokenBuckets | null => {
    if (buckets === undefined) {
      const budget = setting.budget();
      buckets = budget ? new TokenBuckets(bucketOptionsOf(budget)) : null;
    }
    return buckets;
  };

  return {
    onRequestParse({ request, serverContext }) {
      const socketAddress = socketAddressOf(serverContext);
      if (!socketAddress) return;
      const current = bucketsOf();
      if (!current) return;
      const address = clientIp(request.headers, socketAddress, setting.trustProxy());
      const verdict = current.take(address, (setting.now ?? Date.now)());
      if (verdict.allowed) return;
      throw httpError('RATE_LIMITED', 429, errorMessages.RATE_LIMITED, { 'retry-after': String(verdict.retryAfterSeconds) });
    },
  };
}
