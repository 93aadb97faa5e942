import { serverEnv } from '@/server/env';
import { processSingleton } from '@/server/processSingleton';
import { clientIp, socketAddressOf } from '@/server/security/clientIp';
import { rateLimitedError } from '@/server/security/rateLimit';
import { httpError } from '../errors';
import { bucketOptionsOf, parseRateLimitSetting } from '../plugins/requestBudget';
import { TokenBuckets, type TokenBucketOptions } from '../../security/tokenBuckets';

/**
 * A per-address limit on capture commands (CAPTURE_RATE_LIMIT, default 120/60: 120 at once, then
 * 2 a second). Capture answers every page view and click, so the check must not cost a database
 * round trip per command: the shared limiter (server/security/rateLimit.ts) writes and reads
 * rate_limit_hits on every hit (8 ms on PGlite, 12 ms on PostgreSQL per hit, measured), more than
 * the command's own insert. This one is an in-process token bucket (about 2 µs). With N processes
 * behind a load balancer an address gets up to N× the limit; that still stops a script from
 * filling the tables, and a lost bucket (a restart) only forgives a burst.
 *
 * Sized so that a real phone never meets it: a page view and a few events per screen are far below
 * 2 commands a second sustained, and the burst covers a quick run of screens. Every command counts,
 * aliased ones included, and refused or invalid ones too (probing is traffic as well). The service's
 * request budget (plugins/useRequestBudget.ts) counts requests; this counts what they ask to write.
 */
export const CAPTURE_RATE_DEFAULT = '120/60';
const MAX_ADDRESSES = 100_000;

export function captureRateOptions(setting: string): TokenBucketOptions | null {
  const budget = parseRateLimitSetting(setting);
  return budget ? bucketOptionsOf({ ...budget, maxClients: MAX_ADDRESSES }) : null;
}

const buckets = (): TokenBuckets | null =>
  processSingleton('captureRateBuckets', () => {
    const options = captureRateOptions(serverEnv().CAPTURE_RATE_LIMIT);
    return options ? new TokenBuckets(options) : null;
  });

/**
 * What resolvers see of the request: Yoga's Request and the server context of the HTTP mount.
 * `limitClock` is this limit's clock in milliseconds; only tests hand it in (with the server context, which
 * no client can set), the HTTP mount does not, and the limit then reads Date.now().
 */
export type CaptureRequestContext = { request: Request; socketAddress?: string | null; req?: unknown; limitClock?: () => number };

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
export function limitCaptureCommand(ctx: CaptureRequestContext): void {
  const address = captureClientAddress(ctx);
  const limiter = address === null ? null : buckets();
  if (address === null || !limiter) return;
  const verdict = limiter.take(address, ctx.limitClock?.() ?? Date.now());
  if (verdict.allowed) return;
  const retryAfter = String(verdict.retryAfterSeconds);
  throw httpError('RATE_LIMITED', 429, rateLimitedError(verdict.retryAfterSeconds).message, { 'retry-after': retryAfter });
}
