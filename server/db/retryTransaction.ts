import { PgTransaction } from 'drizzle-orm/pg-core';
import { DomainError } from '@/lib/errors';
import type { Db } from './client';
import { isTransientConflict } from './uniqueViolation';
import { logger } from '../logger';

/** What a caller hears when the database kept choosing its transaction as the one to give up. */
export const BUSY_MESSAGE = '다른 요청과 겹쳐 처리하지 못했어요. 잠시 후 다시 시도해 주세요.';

export type RetryOptions = {
  /** Runs in all, the first included. */
  attempts?: number;
  /** The wait before the n-th retry is up to n × this, drawn at random so the rivals spread out. */
  backoffMs?: number;
};

const pause = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

/**
 * db.transaction for writes that other requests race: when PostgreSQL breaks a deadlock (40P01) or
 * refuses a serialization (40001), the whole transaction has been rolled back, so it is run again
 * after a short random pause, a few times, and then answered as CONFLICT in Korean: a caller never
 * hears INTERNAL for a race it lost. Locks are still taken in one order everywhere (the item, then
 * the member, then the order's rows); this is the net for orders nobody foresaw.
 *
 * Inside another transaction (a savepoint) nothing is retried: the outer transaction still holds
 * what it locked before, so running the inner part again would meet the same cycle. The error goes
 * up to the outermost retryTransaction instead.
 */
export async function retryTransaction<T>(
  db: Db,
  work: (tx: Db) => Promise<T>,
  options: RetryOptions = {}
): Promise<T> {
  if (db instanceof PgTransaction) return db.transaction((tx) => work(tx as unknown as Db));
  const attempts = options.attempts ?? 4;
  const backoffMs = options.backoffMs ?? 15;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction((tx) => work(tx as unknown as Db));
    } catch (error) {
      if (!isTransientConflict(error)) throw error;
      if (attempt >= attempts) {
        logger.warn('db.transaction.gave_up', { attempts, err: String(error) });
        throw new DomainError('CONFLICT', BUSY_MESSAGE);
      }
      await pause(Math.random() * backoffMs * attempt);
    }
  }
}
