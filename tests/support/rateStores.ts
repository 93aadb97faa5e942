import { randomBytes } from 'node:crypto';
import type { Pool } from 'pg';
import { Redis } from 'ioredis';
import type { Db, DbKind } from '@/server/db/client';
import type { RateStore } from '@/server/security/sharedRateLimit';

/** Redis of the test machine and CI (docs/operations.md §10). */
export const testRedisUrl = () => process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export function testRedis(): Redis {
  return new Redis(testRedisUrl(), { maxRetriesPerRequest: 1 });
}

/** The store a test database gives the shared limits: its pool on PostgreSQL, memory on PGlite. */
export function rateStoreOf(kind: DbKind, db: Db): RateStore {
  if (kind === 'pglite') return { kind: 'memory' };
  return { kind: 'postgres', pool: (db as unknown as { $client: Pool }).$client };
}

/**
 * An address no other run used: Redis keeps counts across test runs for the window's length. The
 * limits count an IPv6 client by its /64, so the randomness is in the prefix.
 */
export const freshAddress = () => `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::1`;
