import { sql } from 'drizzle-orm';
import { createTestDb, testDbKinds } from '../support/testDb';

describe.each(testDbKinds())('migrations on %s', (kind) => {
  it('creates the schema with pg_trgm and btree_gist from an empty database', async () => {
    const handle = await createTestDb(kind, { fromScratch: true });
    try {
      const result = await handle.db.execute(sql`SELECT extname FROM pg_extension ORDER BY extname`);
      const names = (result as unknown as { rows: { extname: string }[] }).rows.map((r) => r.extname);
      expect(names).toEqual(expect.arrayContaining(['btree_gist', 'pg_trgm']));
      const tables = await handle.db.execute(
        sql`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'`
      );
      expect((tables as unknown as { rows: { n: number }[] }).rows[0].n).toBeGreaterThanOrEqual(15);
    } finally {
      await handle.close();
    }
  });

  it('a test database copied from the migrated image has every migration applied', async () => {
    const applied = async (handle: Awaited<ReturnType<typeof createTestDb>>) => {
      const result = await handle.db.execute(sql`SELECT hash FROM drizzle.__drizzle_migrations ORDER BY created_at`);
      return (result as unknown as { rows: { hash: string }[] }).rows.map((r) => r.hash);
    };
    const scratch = await createTestDb(kind, { fromScratch: true });
    const copy = await createTestDb(kind);
    try {
      const expected = await applied(scratch);
      expect(expected.length).toBeGreaterThan(0);
      expect(await applied(copy)).toEqual(expected);
    } finally {
      await Promise.all([scratch.close(), copy.close()]);
    }
  });
});
