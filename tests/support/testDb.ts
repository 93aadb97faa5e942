import crypto from 'node:crypto';
import { Client } from 'pg';
import { migrateDb, openPglite, openPostgres, type DbHandle, type DbKind } from '@/server/db/client';
import { migratedPgliteImage, migratedPostgresTemplate } from './testDbTemplate';

/** Which databases the integration suite runs against: TEST_DB_KINDS=pglite,postgres (default both). */
export function testDbKinds(): DbKind[] {
  const raw = process.env.TEST_DB_KINDS ?? 'pglite,postgres';
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter((s): s is DbKind => s === 'pglite' || s === 'postgres');
}

const adminUrl = () => process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The address of database `name` on the test server (TEST_POSTGRES_URL with its database replaced). */
export function testPostgresUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A fresh, migrated database: PGlite in memory, or a new PostgreSQL database created for this test
 * file and dropped on close, so parallel workers and reruns never see each other's rows. It is a
 * copy of a migrated image (see testDbTemplate.ts); `fromScratch` runs every migration instead, for
 * the test of the migrations themselves, and `migrate: false` with it leaves the database empty for a
 * test that applies migrations itself.
 */
export async function createTestDb(
  kind: DbKind,
  options: { fromScratch?: boolean; migrate?: boolean } = {}
): Promise<DbHandle> {
  const migrate = options.migrate ?? true;
  if (kind === 'pglite') {
    if (!options.fromScratch) return openPglite(undefined, await migratedPgliteImage());
    const handle = await openPglite();
    if (migrate) await migrateDb(handle);
    return handle;
  }
  const name = `rm_test_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  const template = options.fromScratch ? undefined : await migratedPostgresTemplate(adminUrl());
  const admin = new Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), 4);
  if (!template && migrate) await migrateDb(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new Client({ connectionString: adminUrl() });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/**
 * Registers a fresh database for the enclosing describe block (created before its tests, dropped
 * after) and returns its getter: `const db = useTestDb(kind);` then `db().select()…`.
 */
export function useTestDb(kind: DbKind): () => DbHandle['db'] {
  let handle: DbHandle | undefined;
  beforeAll(async () => {
    handle = await createTestDb(kind);
  });
  afterAll(async () => {
    await handle?.close();
  });
  return () => {
    if (!handle) throw new Error('the test database is not open yet (use it inside a test or hook)');
    return handle.db;
  };
}
