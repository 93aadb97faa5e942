import type { Pool } from 'pg';
import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { DomainError } from '@/lib/errors';
import type { Db } from '../db/client';
import { serverEnv } from '../env';
import { logger } from '../logger';
import { processSingleton } from '../processSingleton';
import { onShutdown } from '../lifecycle/shutdown';
import { keyedHash } from './derivedKeys';

/**
 * Every rate limit of the app goes through this module (docs/operations.md §10): the per-request
 * budgets (GRAPHQL_RATE_LIMIT, CAPTURE_RATE_LIMIT) and the rules of security/rateRules.ts (login,
 * sign-up, uploads, posting, checkout…). The counting is rate-limiter-flexible's, a well-kept
 * library, not our own, in a store every instance of the app shares:
 * - `redis`: REDIS_URL is set. One atomic script per check, well under a millisecond.
 * - `postgres`: a database, through anything that answers `query({ text, values })` the way
 *   node-postgres does: a pool on DATABASE_URL, or the embedded database itself (databaseRateStore),
 *   so the rules count in the same table on PGlite and PostgreSQL.
 * - `memory`: the per-request budgets on the embedded database. Only one process can open its data
 *   directory, so there is only one instance and its memory is the whole truth.
 */
export type SqlClient =
  | Pick<Pool, 'query'>
  | { query: (q: { text: string; values?: unknown[] }) => Promise<{ rows: unknown[]; rowCount: number | null }> };

export type RateStore = { kind: 'redis'; client: Redis } | { kind: 'postgres'; pool: SqlClient } | { kind: 'memory' };

export type LimitBudget = { burst: number; windowSeconds: number };

export type LimitVerdict = { allowed: boolean; retryAfterSeconds: number };

/**
 * One named limit (e.g. `graphql:item`): `take(address)` counts one hit for that address;
 * `spent(address)` reads what its window has counted so far without counting.
 */
export type SharedLimiter = {
  take: (subject: string, points?: number) => Promise<LimitVerdict>;
  spent: (subject: string) => Promise<{ points: number; retryAfterSeconds: number }>;
};

/**
 * The table the counts live in on a database (server/db/schema/accounts.ts, made by migration 0017).
 * Its rows carry the end of their own window, and the library deletes a row an hour after that end:
 * a window of a day is kept whole exactly like a window of a minute.
 */
export const RATE_LIMIT_TABLE = 'rate_limiter_flexible';

const secondsLeft = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

function storeLimiter(name: string, budget: LimitBudget, store: RateStore): RateLimiterAbstract {
  const common = { keyPrefix: `rm:${name}`, points: budget.burst, duration: budget.windowSeconds };
  // When the shared store fails (Redis or the database away), each instance counts in its own memory
  // meanwhile: the limit becomes per instance for that time rather than off, and requests still go on.
  const insuranceLimiter = new RateLimiterMemory(common);
  if (store.kind === 'memory') return new RateLimiterMemory(common);
  if (store.kind === 'redis') return new RateLimiterRedis({ ...common, storeClient: store.client, insuranceLimiter });
  // The migration made the table, so the library need not try to on every start.
  return new RateLimiterPostgres({
    ...common,
    storeClient: store.pool,
    storeType: 'pool',
    tableName: RATE_LIMIT_TABLE,
    tableCreated: true,
    insuranceLimiter,
    clearExpiredByTimeout: true,
  });
}

/**
 * A fixed window of `burst` hits per `windowSeconds` per subject, the window starting at the
 * subject's first hit. Subjects (addresses, accounts) are stored as HMACs, so neither Redis nor the
 * table holds an address in the clear. Every hit counts, refused ones too: a refused script keeps
 * its window full.
 */
export function createSharedLimiter(
  name: string,
  budget: LimitBudget,
  store: RateStore | (() => Promise<RateStore>)
): SharedLimiter {
  let ready: Promise<RateLimiterAbstract> | null = null;
  const limiter = () => {
    ready ??= (typeof store === 'function' ? store() : Promise.resolve(store))
      .then((s) => storeLimiter(name, budget, s))
      .catch((error: unknown) => {
        ready = null;
        throw error;
      });
    return ready;
  };
  const keyOf = (subject: string) => keyedHash('rate-limit', subject);
  return {
    async take(subject, points = 1) {
      const current = await limiter();
      try {
        await current.consume(keyOf(subject), points);
        return { allowed: true, retryAfterSeconds: 0 };
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        return { allowed: false, retryAfterSeconds: secondsLeft(rejection.msBeforeNext) };
      }
    },
    async spent(subject) {
      const current = await limiter();
      const res = await current.get(keyOf(subject));
      return res
        ? { points: res.consumedPoints, retryAfterSeconds: secondsLeft(res.msBeforeNext) }
        : { points: 0, retryAfterSeconds: 0 };
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
    const pool = new Pool({
      connectionString: env.DATABASE_URL,
      max: 3,
      connectionTimeoutMillis: 2000,
      statement_timeout: 2000,
    });
    pool.on('error', (error) => logger.warn('ratelimit.pool.error', { message: error.message }));
    onShutdown('rate-limit-pool', 80, () => pool.end());
    return { kind: 'postgres', pool };
  }
  return { kind: 'memory' };
}

/** The process's store for the per-request budgets, chosen from the environment once. */
export function defaultRateStore(): Promise<RateStore> {
  return processSingleton('rateStore', () => openDefaultStore());
}

/** A limiter on the process's default store, opened at its first check. */
export function defaultSharedLimiter(name: string, budget: LimitBudget): SharedLimiter {
  return createSharedLimiter(name, budget, defaultRateStore);
}

type PgliteLike = {
  waitReady: Promise<void>;
  query: (text: string, values?: unknown[]) => Promise<{ rows: unknown[]; affectedRows?: number }>;
};

/**
 * The store of a database handle: its own pool on PostgreSQL; on the embedded database its PGlite,
 * answering as node-postgres would (the library reads `rowCount`).
 */
export function databaseRateStore(db: Db): RateStore {
  const client = (db as unknown as { $client?: Pool | PgliteLike }).$client;
  if (!client) throw new Error('rate limits count on the database itself, not inside a transaction');
  if (!('waitReady' in client)) return { kind: 'postgres', pool: client };
  return {
    kind: 'postgres',
    pool: {
      query: async ({ text, values }) => {
        const result = await client.query(text, values);
        return { rows: result.rows, rowCount: result.rows.length || (result.affectedRows ?? 0) };
      },
    },
  };
}

/** One limit of security/rateRules.ts: `limit` hits per subject in each `windowSeconds`. */
export type RateRule = { name: string; limit: number; windowSeconds: number };

export type RateCheck = { rule: RateRule; subject: string };

/** The rules of security/rateRules.ts counted in one store (one per instance of the app). */
export type RateLimits = {
  /** Counts one hit and answers whether it is within the rule. */
  hit: (check: RateCheck) => Promise<LimitVerdict>;
  /** Whether the subject is already at `limit` (the rule's unless given), without counting a hit. */
  peek: (check: RateCheck, limit?: number) => Promise<LimitVerdict>;
  /** Hits every check (all of them count, even past the first refusal) and throws RATE_LIMITED. */
  enforce: (checks: readonly RateCheck[]) => Promise<void>;
};

export function createRateLimits(store: RateStore | (() => Promise<RateStore>)): RateLimits {
  const limiters = new Map<string, SharedLimiter>();
  const limiterOf = ({ name, limit, windowSeconds }: RateRule) => {
    let limiter = limiters.get(name);
    if (!limiter) {
      limiter = createSharedLimiter(name, { burst: limit, windowSeconds }, store);
      limiters.set(name, limiter);
    }
    return limiter;
  };
  const hit = (check: RateCheck) => limiterOf(check.rule).take(check.subject);
  return {
    hit,
    async peek(check, limit = check.rule.limit) {
      const spent = await limiterOf(check.rule).spent(check.subject);
      const allowed = spent.points < limit;
      return { allowed, retryAfterSeconds: allowed ? 0 : spent.retryAfterSeconds };
    },
    async enforce(checks) {
      let retryAfter = 0;
      for (const check of checks) {
        const verdict = await hit(check);
        if (!verdict.allowed) retryAfter = Math.max(retryAfter, verdict.retryAfterSeconds);
      }
      if (retryAfter > 0) throw rateLimitedError(retryAfter);
    },
  };
}

const limitsByDatabase = new WeakMap<object, RateLimits>();

/**
 * The rules as this database's instance counts them: in Redis when REDIS_URL is set, else in the
 * database's own table, which every instance on the same PostgreSQL shares.
 */
export function rateLimitsOf(db: Db): RateLimits {
  const key = (db as unknown as { $client?: object }).$client ?? db;
  let limits = limitsByDatabase.get(key);
  if (!limits) {
    const store = serverEnv().REDIS_URL ? defaultRateStore : databaseRateStore(db);
    limits = createRateLimits(store);
    limitsByDatabase.set(key, limits);
  }
  return limits;
}

export const enforceRateLimits = (db: Db, checks: readonly RateCheck[]) => rateLimitsOf(db).enforce(checks);
export const hitRateLimit = (db: Db, check: RateCheck) => rateLimitsOf(db).hit(check);
export const isRateLimited = (db: Db, check: RateCheck, limit?: number) => rateLimitsOf(db).peek(check, limit);

export function rateLimitedError(retryAfterSeconds: number): DomainError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new DomainError('RATE_LIMITED', `요청이 너무 많아요. ${minutes}분 후에 다시 시도해 주세요.`, {
    retryAfterSeconds: String(retryAfterSeconds),
  });
}
