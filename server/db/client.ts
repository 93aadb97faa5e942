import path from 'node:path';
import fs from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import * as schema from './schema';
import { logger } from '../logger';
import { timePglite, timePostgresPool } from '../observability/dbTiming';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbKind = 'pglite' | 'postgres';

export type DbHandle = {
  db: Db;
  kind: DbKind;
  close: () => Promise<void>;
  /**
   * PGlite only: the whole data directory as an uncompressed tar, to open copies from (and the
   * backups, server/backup). Taken between transactions: queries wait while the files are read.
   */
  dumpImage?: () => Promise<Blob>;
  /**
   * PostgreSQL only: runs `work` while holding a session advisory lock on a connection of its own,
   * so that several instances starting on one database take turns (migrations, the first seed).
   */
  exclusively?: <T>(lockKey: number, work: () => Promise<T>) => Promise<T>;
  /** PostgreSQL only: the pool, whose counts the metrics read at each scrape (server/observability/scrapeGauges.ts). */
  pool?: Pool;
};

export const migrationsFolder = path.join(process.cwd(), 'server/db/migrations');

/**
 * Opens PGlite (with pg_trgm and btree_gist) on a directory, or in memory when dataDir is omitted.
 * `image` is a data directory dumped by dumpDataDir: starting from it skips initdb (~4 s), which is
 * how the tests open a fresh migrated database per file.
 */
export async function openPglite(dataDir?: string, image?: Blob): Promise<DbHandle> {
  const [{ PGlite }, { pg_trgm }, { btree_gist }, { drizzle }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/btree_gist'),
    import('drizzle-orm/pglite'),
  ]);
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const client = new PGlite({ dataDir, extensions: { pg_trgm, btree_gist }, loadDataDir: image });
  await client.waitReady;
  timePglite(client);
  const db = drizzle({ client, schema, casing: 'snake_case' }) as unknown as Db;
  // dumpDataDir alone waits only for the statement in progress, not for an open transaction: under
  // the transaction lock the image never holds half of one (it would be rolled back on open anyway,
  // but a backup that cuts a checkout in two is not what an operator expects to get back).
  const dumpImage = () => client._runExclusiveTransaction(() => client.dumpDataDir('none'));
  return { db, kind: 'pglite', close: () => client.close(), dumpImage };
}

/**
 * Bounds on waiting for PostgreSQL (the app's pool sets them from the environment; scripts that run
 * long statements leave them unset): a connection that cannot be made, a statement the server runs
 * too long (statement_timeout, cancelled by the server) and an answer that never comes (a frozen or
 * unreachable server: cancelled by the client a little later, so the server's own cancel usually wins).
 */
export type PoolTimeouts = { connectMs: number; statementMs: number };

export async function openPostgres(url: string, max = 10, timeouts?: PoolTimeouts): Promise<DbHandle> {
  const [{ Pool }, { drizzle }] = await Promise.all([import('pg'), import('drizzle-orm/node-postgres')]);
  const pool = new Pool({
    connectionString: url,
    max,
    ...(timeouts && {
      connectionTimeoutMillis: timeouts.connectMs,
      statement_timeout: timeouts.statementMs,
      query_timeout: timeouts.statementMs + 2000,
    }),
  });
  // An idle connection killed by a PostgreSQL restart, failover or admin terminate is reported as
  // a pool 'error' event; without a listener that event would crash the process. The pool replaces
  // the connection by itself, so logging is all there is to do.
  pool.on('error', (error) => logger.error('db.pool.error', { message: error.message }));
  timePostgresPool(pool);
  const db = drizzle({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  const exclusively = async <T>(lockKey: number, work: () => Promise<T>): Promise<T> => {
    const holder = await pool.connect();
    try {
      await holder.query('SELECT pg_advisory_lock($1)', [lockKey]);
      return await work();
    } finally {
      await holder.query('SELECT pg_advisory_unlock($1)', [lockKey]).catch(() => undefined);
      holder.release();
    }
  };
  return { db, kind: 'postgres', close: () => closePool(pool), exclusively, pool };
}

/**
 * Closes every connection and waits until each socket has really ended. pool.end() resolves as soon
 * as it has asked the connections to close; a DROP DATABASE ... WITH (FORCE) (tests) or a server
 * shutdown right after it would kill backends still closing, and their FATAL 57P01 would surface
 * as an error long after the caller thought the pool was gone.
 */
async function closePool(pool: Pool): Promise<void> {
  const clients = await Promise.all(Array.from({ length: pool.totalCount }, () => pool.connect()));
  await Promise.all(
    clients.map((client) => {
      const ended = new Promise<void>((resolve) => client.once('end', () => resolve()));
      client.release(true);
      return ended;
    })
  );
  await pool.end();
}

export async function migrateDb(handle: DbHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as never, { migrationsFolder });
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(handle.db as never, { migrationsFolder });
  }
}
