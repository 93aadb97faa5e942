import type { Plugin } from 'graphql-yoga';
import { errorMessages } from '@/lib/errors';
import { clientIp, socketAddressOf } from '@/server/security/clientIp';
import {
  createSharedLimiter,
  defaultSharedLimiter,
  type RateStore,
  type SharedLimiter,
} from '../../security/sharedRateLimit';
import { httpError } from '../errors';
import type { RequestBudgetOptions } from './requestBudget';

/**
 * What the HTTP mount (pages/api/graphql/*.ts) hands Yoga with each request: the socket's address
 * (and Yoga's Node adapter adds the Node request itself). A fetch without either is not counted;
 * SSR's in-process executor (server/graphql/inProcessExecute.ts) starts after this hook and is never
 * counted at all: the page request that
 * caused the call already came over the network itself, and a page's few service calls must not
 * use up the shopper's budget. Read through socketAddressOf (server/security/clientIp.ts).
 */
export type ServiceServerContext = {
  socketAddress?: string | null;
  req?: { socket?: { remoteAddress?: string | null } | null };
};

export type TrustProxySetting = Parameters<typeof clientIp>[2];

export type RequestBudgetSetting = {
  /** The service's name: each service has a budget of its own. */
  name: string;
  /** The budget, or null for none; read once, at the first request over HTTP. */
  budget: () => RequestBudgetOptions | null;
  trustProxy: () => TrustProxySetting;
  /** Where the counts live; the process's default store (server/security/sharedRateLimit.ts) unless given. */
  store?: RateStore;
};

/**
 * A per-address request budget for one service, counted in the store every instance shares (Redis,
 * else PostgreSQL; in memory on the embedded database, which only one process can open), so N
 * instances behind a load balancer still allow one budget per address, not N. Past the budget:
 * RATE_LIMITED, HTTP 429 with Retry-After, before the body is read or any GraphQL runs.
 */
export function useRequestBudget(setting: RequestBudgetSetting): Plugin<Record<string, unknown>, ServiceServerContext> {
  let limiter: SharedLimiter | null | undefined;
  const limiterOf = (): SharedLimiter | null => {
    if (limiter === undefined) {
      const budget = setting.budget();
      const name = `graphql:${setting.name}`;
      limiter = !budget
        ? null
        : setting.store
          ? createSharedLimiter(name, budget, setting.store)
          : defaultSharedLimiter(name, budget);
    }
    return limiter;
  };

  return {
    async onRequestParse({ request, serverContext }) {
      const socketAddress = socketAddressOf(serverContext);
      if (!socketAddress) return;
      const current = limiterOf();
      if (!current) return;
      const address = clientIp(request.headers, socketAddress, setting.trustProxy());
      const verdict = await current.take(address);
      if (verdict.allowed) return;
      throw httpError('RATE_LIMITED', 429, errorMessages.RATE_LIMITED, {
        'retry-after': String(verdict.retryAfterSeconds),
      });
    },
  };
}
