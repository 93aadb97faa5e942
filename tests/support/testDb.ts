import crypto from 'node:crypto';
import { Client } from 'pg';
import { migrateDb, openPglite, openPostgres, type DbHandle, type DbKind } from '@/server/db/client';
import { seedDatabase } from '@/server/db/seed';
import { migratedPgliteImage, migratedPostgresTemplate } from './testDbTemplate';
import { seededPgliteImage, seededPostgresTemplate } from './testDbSeeded';

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
 * How long a `beforeAll` that asks for a seeded copy may take: the first one of a run seeds and
 * publishes the image for the others (testDbSeeded.ts), which takes several times longer than a copy.
 */
export const SEEDED_SETUP_MS = 300_000;

/**
 * A fresh, migrated database: PGlite in memory, or a new PostgreSQL database created for this test
 * file and dropped on close, so parallel workers and reruns never see each other's rows. It is a
 * copy of a migrated image (see testDbTemplate.ts); `seeded` copies this run's fully seeded image
 * instead (the same as `seedDatabase` with today's clock; see testDbSeeded.ts); `fromScratch` runs
 * every migration, for the test of the migrations themselves, and `migrate: false` with it leaves
 * the database empty for a test that applies migrations itself.
 */
export async function createTestDb(
  kind: DbKind,
  options: { fromScratch?: boolean; migrate?: boolean; seeded?: boolean } = {}
): Promise<DbHandle> {
  const migrate = options.migrate ?? true;
  if (kind === 'pglite') {
    if (options.fromScratch) {
      const handle = await openPglite();
      if (migrate) await migrateDb(handle);
      return handle;
    }
    const seededImage = options.seeded ? await seededPgliteImage() : null;
    const handle = await openPglite(undefined, seededImage ?? (await migratedPgliteImage()));
    if (options.seeded && !seededImage) await seedDatabase(handle.db);
    return handle;
  }
  const name = `rm_test_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  const seededTemplate = options.seeded && !options.fromScratch ? await seededPostgresTemplate(adminUrl()) : null;
  const template = seededTemplate ?? (options.fromScratch ? undefined : await migratedPostgresTemplate(adminUrl()));
  const admin = new Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), 4);
  if (!template && migrate) await migrateDb(handle);
  if (options.seeded && !seededTemplate) await seedDatabase(handle.db);
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
export function useTestDb(kind: DbKind, options: { seeded?: boolean } = {}): () => DbHandle['db'] {
  let handle: DbHandle | undefined;
  beforeAll(async () => {
    handle = await createTestDb(kind, options);
  }, SEEDED_SETUP_MS);
  afterAll(async () => {
    await handle?.close();
  });
  return () => {
    if (!handle) throw new Error('the test database is not open yet (use it inside a test or hook)');
    return handle.db;
  };
}
