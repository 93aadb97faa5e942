import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '@/server/db/client';
import { BUSY_MESSAGE, retryTransaction } from '@/server/db/retryTransaction';
import { isDomainError } from '@/lib/errors';

/** What node-postgres and PGlite raise, wrapped by drizzle the way a failed query is. */
function sqlError(code: string): Error {
  return new Error('Failed query: select point from users where id = $1 for update', {
    cause: Object.assign(new Error('deadlock detected'), { code }),
  });
}

/** A database whose transaction() just runs the work, counting the runs. */
function fakeDb(): { db: Db; runs: () => number } {
  let runs = 0;
  const db = {
    transaction: async (work: (tx: unknown) => Promise<unknown>) => {
      runs += 1;
      return work({});
    },
  } as unknown as Db;
  return { db, runs: () => runs };
}

describe('retryTransaction', () => {
  it('runs again after a deadlock and a serialization failure, and answers the run that succeeded', async () => {
    const { db, runs } = fakeDb();
    const failures = [sqlError('40P01'), sqlError('40001')];
    const answer = await retryTransaction(
      db,
      async () => {
        const next = failures.shift();
        if (next) throw next;
        return 'done';
      },
      { backoffMs: 0 }
    );
    expect(answer).toBe('done');
    expect(runs()).toBe(3);
  });

  it('gives up after its attempts with CONFLICT in Korean, never the raw database error', async () => {
    const { db, runs } = fakeDb();
    const outcome = await retryTransaction(
      db,
      async () => {
        throw sqlError('40P01');
      },
      { attempts: 3, backoffMs: 0 }
    ).catch((e: unknown) => e);
    expect(isDomainError(outcome) && outcome.code).toBe('CONFLICT');
    expect((outcome as Error).message).toBe(BUSY_MESSAGE);
    expect(runs()).toBe(3);
  });

  it('does not retry other errors', async () => {
    const { db, runs } = fakeDb();
    const unique = sqlError('23505');
    await expect(
      retryTransaction(
        db,
        async () => {
          throw unique;
        },
        { backoffMs: 0 }
      )
    ).rejects.toBe(unique);
    expect(runs()).toBe(1);
  });

  it('inside another transaction it runs once and lets the error go up to the outer one', async () => {
    let runs = 0;
    const tx = Object.assign(Object.create(PgTransaction.prototype) as object, {
      transaction: async (work: (inner: unknown) => Promise<unknown>) => {
        runs += 1;
        return work({});
      },
    }) as unknown as Db;
    const deadlock = sqlError('40P01');
    await expect(
      retryTransaction(
        tx,
        async () => {
          throw deadlock;
        },
        { backoffMs: 0 }
      )
    ).rejects.toBe(deadlock);
    expect(runs).toBe(1);
  });
});
