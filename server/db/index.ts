import path from 'node:path';
import { serverEnv } from '../env';
import { migrateDb, openPglite, openPostgres, type Db, type DbHandle } from './client';
import { seedIfEmpty } from './seed';
import { logger } from '../logger';

export type { Db } from './client';

// One handle per process, on globalThis: Next compiles instrumentation and each route separately,
// so a module-level singleton could exist twice, and two PGlite instances on one directory corrupt it.
type Holder = { __ridemarketDb?: Promise<DbHandle> };
const holder = globalThis as unknown as Holder;

async function open(): Promise<DbHandle> {
  const env = serverEnv();
  const started = Date.now();
  const handle = env.DATABASE_URL
    ? await openPostgres(env.DATABASE_URL)
    : await openPglite(path.resolve(env.DATA_DIR, 'pglite'));
  await migrateDb(handle);
  await seedIfEmpty(handle.db);
  logger.info('db.ready', { kind: handle.kind, ms: Date.now() - started });
  return handle;
}

/** The process's database, opened, migrated and seeded once. Called at server start (instrumentation). */
export function getDbHandle(): Promise<DbHandle> {
  holder.__ridemarketDb ??= open().catch((error: unknown) => {
    holder.__ridemarketDb = undefined;
    throw error;
  });
  return holder.__ridemarketDb;
}

export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}
