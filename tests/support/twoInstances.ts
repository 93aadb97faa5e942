import { sql } from 'drizzle-orm';
import { openPostgres, type DbHandle } from '@/server/db/client';
import { createTestDb, testPostgresUrl } from './testDb';

/** Two instances of the app on one PostgreSQL: a fresh test database (A) and a second handle on it (B). */
export type TwoInstances = { a: DbHandle; b: DbHandle; url: string; close: () => Promise<void> };

export async function openTwoInstances(): Promise<TwoInstances> {
  const a = await createTestDb('postgres');
  const result = await a.db.execute(sql`SELECT current_database() AS name`);
  const { name } = (result as unknown as { rows: { name: string }[] }).rows[0];
  const url = testPostgresUrl(name);
  const b = await openPostgres(url, 2);
  return {
    a,
    b,
    url,
    close: async () => {
      await b.close();
      await a.close();
    },
  };
}

/** A listener's reconnection delays in tests: quick, so a cut connection comes back at once. */
export const QUICK_RETRY = { first: 50, max: 500 };
