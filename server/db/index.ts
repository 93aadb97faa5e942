import path from 'node:path';
import { sql } from 'drizzle-orm';
import { serverEnv } from '../env';
import { migrateDb, openPglite, openPostgres, type Db, type DbHandle } from './client';
import { seedIfEmpty } from './seed';
import { fillMissingModelFitSizes } from '../domain/fit/modelFitSizes';
import { logger } from '../logger';
import { existingProcessSingleton, processSingleton } from '../processSingleton';
import { onShutdown } from '../lifecycle/shutdown';
import { markDatabaseClosed, markDatabaseOpen } from '../lifecycle/uncleanStop';

export type { Db } from './client';

// One handle per process (processSingleton): two PGlite instances on one directory corrupt it.
// A failed open is not retried: it happens at server start, which then fails with the cause.

/** The advisory lock key of start-up migrations and seeding (any constant no other lock uses). */
const MIGRATION_LOCK_KEY = 7_310_001;

async function open(): Promise<DbHandle> {
  const env = serverEnv();
  const started = Date.now();
  const dataDir = path.resolve(env.DATA_DIR, 'pglite');
  const unclean = env.DATABASE_URL ? null : markDatabaseOpen(dataDir);
  if (unclean)
    logger.warn('db.recovery', {
      kind: 'pglite',
      reason: '이전 프로세스가 데이터베이스를 닫지 않고 끝났어요: WAL을 재생해 복구합니다.',
      previous: unclean,
    });
  const handle = env.DATABASE_URL
    ? await openPostgres(env.DATABASE_URL, env.DB_POOL_MAX, {
        connectMs: env.DB_CONNECT_TIMEOUT_MS,
        statementMs: env.DB_STATEMENT_TIMEOUT_MS,
      })
    : await openPglite(dataDir);
  // Last of the shutdown steps: the embedded database closed cleanly needs no recovery at the next start.
  onShutdown('database', 90, async () => {
    await handle.close();
    if (handle.kind === 'pglite') markDatabaseClosed(dataDir);
  });
  // Two instances starting on one empty database would race CREATE EXTENSION and the seed: the
  // second waits for the first's lock, then finds every migration applied and the data there.
  const prepare = async () => {
    await migrateDb(handle);
    const seeded = await seedIfEmpty(handle.db);
    // Derived rows a database seeded before their table existed lacks (server/domain/fit/modelFitSizes.ts).
    await fillMissingModelFitSizes(handle.db);
    return seeded;
  };
  const seeded = handle.exclusively ? await handle.exclusively(MIGRATION_LOCK_KEY, prepare) : await prepare();
  // PGlite has no autovacuum: refresh planner statistics at each start so they follow the data.
  if (handle.kind === 'pglite' && !seeded) await handle.db.execute(sql`ANALYZE`);
  logger.info('db.ready', { kind: handle.kind, ms: Date.now() - started, seeded });
  return handle;
}

/** The process's database, opened, migrated and seeded once. Called at server start (instrumentation). */
export function getDbHandle(): Promise<DbHandle> {
  return processSingleton('db', () => open());
}

/** The handle if the database was opened already (a metrics scrape must never be what opens it). */
export function openedDbHandle(): Promise<DbHandle> | null {
  return existingProcessSingleton<Promise<DbHandle>>('db') ?? null;
}

export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}
