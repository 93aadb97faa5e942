import { sql } from 'drizzle-orm';
import { createTestDb, testDbKinds } from '../support/testDb';

describe.each(testDbKinds())('migrations on %s', (kind) => {
  it('creates the schema with pg_trgm and btree_gist', async () => {
    const handle = await createTestDb(kind);
    try {
      const result = await handle.db.execute(sql`SELECT extname FROM pg_extension ORDER BY extname`);
      const names = (result as unknown as { rows: { extname: string }[] }).rows.map((r) => r.extname);
      expect(names).toEqual(expect.arrayContaining(['btree_gist', 'pg_trgm']));
      const tables = await handle.db.execute(sql`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'`);
      expect((tables as unknown as { rows: { n: number }[] }).rows[0].n).toBeGreaterThanOrEqual(15);
    } finally {
      await handle.close();
    }
  });
});
