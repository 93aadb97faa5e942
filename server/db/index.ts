import path from 'node:path';
import { sql } from 'drizzle-orm';
import { serverEnv } from '../env';
import { migrateDb, openPglite, openPostgres, type Db, type DbHandle } from './client';
import { seedIfEmpty } from './seed';
import { logger } from '../logger';
import { processSingleton } from '../processSingleton';

export type { Db } from './client';

// One handle per process (processSingleton): two PGlite instances on one directory corrupt it.
// A failed open is not retried: it happens at server start, which then fails with the cause.

async function open(): Promise<DbHandle> {
  const env = serverEnv();
  const started = Date.now();
  const handle = env.DATABASE_URL
    ? await openPostgres(env.DATABASE_URL)
    : await openPglite(path.resolve(env.DATA_DIR, 'pglite'));
  await migrateDb(handle);
  const seeded = await seedIfEmpty(handle.db);
  // PGlite has no autovacuum: refresh planner statistics at each start so they follow the data.
  if (handle.kind === 'pglite' && !seeded) await handle.db.execute(sql`ANALYZE`);
  logger.info('db.ready', { kind: handle.kind, ms: Date.now() - started, seeded });
  return handle;
}

/** The process's database, opened, migrated and seeded once. Called at server start (instrumentation). */
export function getDbHandle(): Promise<DbHandle> {
  return processSingleton('db', () => open());
}

export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}
