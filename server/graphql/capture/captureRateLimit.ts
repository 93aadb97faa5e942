import { serverEnv } from '@/server/env';
import { processSingleton } from '@/server/processSingleton';
import { clientIp, socketAddressOf } from '@/server/security/clientIp';
import { rateLimitedError } from '@/server/security/sharedRateLimit';
import { httpError } from '../errors';
import { parseRateLimitSetting } from '../plugins/requestBudget';
import { defaultSharedLimiter, type SharedLimiter } from '../../security/sharedRateLimit';

/**
 * A per-address limit on capture commands (CAPTURE_RATE_LIMIT, default 120/60: 120 commands in each
 * 60 s window). It is counted in the store every instance shares (server/security/sharedRateLimit.ts:
 * Redis, about 0.3 ms a check; else PostgreSQL, one upsert), not in rate_limit_hits, whose sliding
 * estimate costs two statements per hit (8 ms on PGlite, 12 ms on PostgreSQL, measured), more than
 * the command's own insert. On the embedded database it is counted in memory: one process only.
 *
 * Sized so that a real phone never meets it: a page view and a few events per screen are far below
 * 2 commands a second sustained, and the window covers a quick run of screens. Every command counts,
 * aliased ones included, and refused or invalid ones too (probing is traffic as well). The service's
 * request budget (plugins/useRequestBudget.ts) counts requests; this counts what they ask to write.
 */
export const CAPTURE_RATE_DEFAULT = '120/60';

const limiter = (): SharedLimiter | null =>
  processSingleton('captureRateLimiter', () => {
    const budget = parseRateLimitSetting(serverEnv().CAPTURE_RATE_LIMIT);
    return budget ? defaultSharedLimiter('capture', budget) : null;
  });

/**
 * What resolvers see of the request: Yoga's Request and the server context of the HTTP mount.
 * `rateLimiter` is the limit itself; only tests hand one in (with the server context, which no client
 * can set), the HTTP mount does not, and the process's own is used.
 */
export type CaptureRequestContext = {
  request: Request;
  socketAddress?: string | null;
  req?: unknown;
  rateLimiter?: SharedLimiter;
};

/**
 * The caller's address as rate limits see it, or null for an in-process caller (SSR's yoga.fetch):
 * with no socket there is no network peer to limit, and the page request that caused the call has
 * already come through the network itself.
 */
export function captureClientAddress(ctx: CaptureRequestContext): string | null {
  const socketAddress = socketAddressOf(ctx);
  if (!socketAddress) return null;
  return clientIp(ctx.request.headers, socketAddress, serverEnv().TRUST_PROXY);
}

/**
 * Counts one command for the caller's address; past the limit, RATE_LIMITED with Retry-After (the
 * header goes out through Yoga's error `http` extension, which our formatter keeps) and HTTP 429.
 */
export async function limitCaptureCommand(ctx: CaptureRequestContext): Promise<void> {
  const address = captureClientAddress(ctx);
  const current = address === null ? null : (ctx.rateLimiter ?? limiter());
  if (address === null || !current) return;
  const verdict = await current.take(address);
  if (verdict.allowed) return;
  const retryAfter = String(verdict.retryAfterSeconds);
  throw httpError('RATE_LIMITED', 429, rateLimitedError(verdict.retryAfterSeconds).message, {
    'retry-after': retryAfter,
  });
}
