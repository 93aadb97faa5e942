import type { Pool } from 'pg';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { serverEnv } from '../env';
import { logger } from '../logger';
import { processSingleton } from '../processSingleton';
import { onShutdown } from '../lifecycle/shutdown';
import { keyedHash } from './derivedKeys';

/**
 * Where the per-request limits (the GraphQL request budget, the capture limit) keep their counts,
 * so that every instance of the app draws on one budget (docs/operations.md §10):
 * - `redis`: REDIS_URL is set. One atomic script per check, well under a millisecond.
 * - `postgres`: DATABASE_URL without REDIS_URL. One upsert per check on the shared database.
 * - `memory`: the embedded database (PGlite). Only one process can open its data directory, so
 *   there is only one instance and its memory is the whole truth.
 * The counting is rate-limiter-flexible's, a well-kept library, not our own.
 */
export type RateStore = { kind: 'redis'; client: Redis } | { kind: 'postgres'; pool: Pool } | { kind: 'memory' };

export type LimitBudget = { burst: number; windowSeconds: number };

export type LimitVerdict = { allowed: boolean; retryAfterSeconds: number };

/** One named limit (e.g. `graphql:item`): `take(address)` counts one hit for that address. */
export type SharedLimiter = { take: (subject: string, points?: number) => Promise<LimitVerdict> };

/** The PostgreSQL table the library keeps its counts in (created by the library, if missing). */
export const RATE_LIMIT_TABLE = 'rate_limiter_flexible';

function storeLimiter(name: string, budget: LimitBudget, business: RateStore): Promise<RateLimiterAbstract> {
  const common = { keyPrefix: `rm:${name}`, points: budget.burst, duration: budget.windowSeconds };
  // When the shared business fails (Redis or the database away), each instance counts in its own memory
  // meanwhile: the limit becomes per instance for that time rather than off, and requests still go on.
  const insuranceLimiter = new RateLimiterMemory(common);
  if (business.kind === 'memory') return Promise.resolve(new RateLimiterMemory(common));
  if (business.kind === 'redis') {
    return Promise.resolve(new RateLimiterRedis({ ...common, storeClient: business.client, insuranceLimiter }));
  }
  return new Promise((resolve, reject) => {
    const limiter: RateLimiterPostgres = new RateLimiterPostgres(
      { ...common, storeClient: business.pool, storeType: 'pool', tableName: RATE_LIMIT_TABLE, insuranceLimiter, clearExpiredByTimeout: true },
      (error?: Error) => (error ? reject(error) : resolve(limiter)),
    );
  });
}

/**
 * A fixed window of `burst` hits per `windowSeconds` per subject. Subjects (addresses) are stored as
 * HMACs, as rate_limit_hits stores them, so neither Redis nor the table holds an address in the clear.
 */
export function createSharedLimiter(name: string, budget: LimitBudget, business: RateStore): SharedLimiter {
  let ready: Promise<RateLimiterAbstract> | null = null;
  return {
    async take(subject, points = 1) {
      ready ??= storeLimiter(name, budget, business).catch((error: unknown) => {
        ready = null;
        throw error;
      });
      const limiter = await ready;
      try {
        await limiter.consume(keyedHash('rate-limit', subject), points);
        return { allowed: true, retryAfterSeconds: 0 };
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
      }
    },
  };
}

const REDIS_CONNECT_WAIT_MS = 2000;

async function openDefaultStore(): Promise<RateStore> {
  const env = serverEnv();
  if (env.REDIS_URL) {
    const { Redis } = await import('ioredis');
    // No offline queue: while Redis is away a check fails at once and the insurance limiter answers,
    // instead of requests waiting for a reconnect.
    const client = new Redis(env.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
    client.on('error', (error) => logger.warn('ratelimit.redis.error', { message: error.message }));
    onShutdown('rate-limit-redis', 80, async () => void client.disconnect());
    // Checks made before the connection is up would all go to the insurance limiter, which counts
    // per instance: wait for it (a little), so a fresh instance does not start with a budget of its own.
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, REDIS_CONNECT_WAIT_MS);
      client.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    return { kind: 'redis', client };
  }
  if (env.DATABASE_URL) {
    const { Pool } = await import('pg');
    // A small pool of its own: a budget check must not queue behind the app's long queries.
    const pool = new Pool({ connectionString: env.DATABASE_URL, max: 3, connectionTimeoutMillis: 2000, statement_timeout: 2000 });
    pool.on('error', (error) => logger.warn('ratelimit.pool.error', { message: error.message }));
    onShutdown('rate-limit-pool', 80, () => pool.end());
    return { kind: 'postgres', pool };
  }
  return { kind: 'memory' };
}

/** The process's business, chosen from the environment once. */
export function defaultRateStore(): Promise<RateStore> {
  return processSingleton('rateStore', () => openDefaultStore());
}

/** A limiter on the process's default business, opened at its first check. */
export function defaultSharedLimiter(name: string, budget: LimitBudget): SharedLimiter {
  let limiter: SharedLimiter | null = null;
  return {
    async take(subject, points) {
      limiter ??= createSharedLimiter(name, budget, await defaultRateStore());
      return limiter.take(subject, points);
    },
  };
}
