/**
 * Migration 0016 renames the shop's tables and columns to "business" (docs/decisions/0010-business-and-store-names.md).
 * Run on a database as it was before it, holding rows: every row, key and link is kept under the new
 * names, and the search rows the items' triggers keep still follow an item's business.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, type DbHandle } from '@/server/db/client';
import { createTestDb, testDbKinds } from '../../support/testDb';

type Rows<T> = { rows: T[] };

/** A copy of the migrations folder that ends at `lastTag`, so a database can be left just before a migration. */
function migrationsUntil(lastTag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rm-migrations-'));
  fs.cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { idx: number; tag: string }[] };
  const last = journal.entries.findIndex((e) => e.tag === lastTag);
  journal.entries = journal.entries.slice(0, last + 1);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

async function migrateWith(handle: DbHandle, folder: string): Promise<void> {
  if (handle.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as never, { migrationsFolder: folder });
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(handle.db as never, { migrationsFolder: folder });
  }
}

/**
 * Inserts one row into `table`, filling every required column without a default from its type
 * (so the test does not restate the whole schema of the old tables), `values` first.
 */
async function insertRow(handle: DbHandle, table: string, values: Record<string, unknown>): Promise<number> {
  const columns = (await handle.db.execute(sql`
    SELECT c.column_name AS name, c.data_type AS type, c.udt_name AS udt
    FROM information_schema.columns c
    WHERE c.table_schema = 'public' AND c.table_name = ${table} AND c.is_nullable = 'NO'
      AND c.column_default IS NULL AND c.is_generated = 'NEVER'`)) as unknown as Rows<{
    name: string;
    type: string;
    udt: string;
  }>;
  const row: Record<string, unknown> = {};
  for (const c of columns.rows) {
    if (c.name in values) continue;
    if (c.type === 'USER-DEFINED') {
      const labels = (await handle.db.execute(
        sql`SELECT e.enumlabel AS label FROM pg_enum e JOIN pg_type t ON t.oid = e.enumtypid WHERE t.typname = ${c.udt} ORDER BY e.enumsortorder LIMIT 1`
      )) as unknown as Rows<{ label: string }>;
      row[c.name] = labels.rows[0]?.label;
    } else if (c.type === 'ARRAY') row[c.name] = '{}';
    else if (/int|numeric|double|real/.test(c.type)) row[c.name] = 1;
    else if (c.type === 'boolean') row[c.name] = false;
    else if (c.type === 'jsonb') row[c.name] = '[]';
    else if (c.type === 'date') row[c.name] = '2026-01-01';
    else if (c.type.startsWith('timestamp')) row[c.name] = '2026-01-01T00:00:00Z';
    else row[c.name] = `${table}-${c.name}`;
  }
  Object.assign(row, values);
  const names = Object.keys(row);
  const query = sql.join([
    sql.raw(`INSERT INTO "${table}" (${names.map((n) => `"${n}"`).join(', ')}) VALUES (`),
    sql.join(
      names.map((n) => sql`${row[n]}`),
      sql`, `
    ),
    sql.raw(') RETURNING id'),
  ]);
  const inserted = (await handle.db.execute(query)) as unknown as Rows<{ id: number }>;
  return inserted.rows[0].id;
}

describe.each(testDbKinds())('migration 0016 (business names) on %s', (kind) => {
  it('keeps every business, item, order link and bookmark under the new names, and the search rows follow', async () => {
    const handle = await createTestDb(kind, { fromScratch: true, migrate: false });
    const before = migrationsUntil('0015_typed_order_states');
    try {
      await migrateWith(handle, before);
      const storeId = await insertRow(handle, 'stores', { name: '옛 이름 매장', lat: 37.5, lng: 127 });
      const otherId = await insertRow(handle, 'stores', { name: '다른 매장', lat: 37.6, lng: 127.1 });
      const categoryId = await insertRow(handle, 'categories', { key: 'migration-test' });
      const itemId = await insertRow(handle, 'items', { store_id: storeId, category_id: categoryId, price: 10_000 });
      const userId = await insertRow(handle, 'users', { business_id: storeId });
      await handle.db.execute(sql`INSERT INTO store_bookmarks (user_id, store_id) VALUES (${userId}, ${storeId})`);

      await migrateWith(handle, migrationsFolder);

      const item = (await handle.db.execute(
        sql`SELECT business_id AS "businessId" FROM items WHERE id = ${itemId}`
      )) as unknown as Rows<{ businessId: number }>;
      expect(item.rows).toEqual([{ businessId: storeId }]);
      const names = (await handle.db.execute(sql`SELECT name FROM businesses ORDER BY id`)) as unknown as Rows<{
        name: string;
      }>;
      expect(names.rows.map((r) => r.name)).toEqual(['옛 이름 매장', '다른 매장']);
      const bookmark = (await handle.db.execute(
        sql`SELECT user_id AS "userId", business_id AS "businessId" FROM business_bookmarks`
      )) as unknown as Rows<unknown>;
      expect(bookmark.rows).toEqual([{ userId, businessId: storeId }]);
      // The trigger functions name the new column: moving the item moves its search row.
      await handle.db.execute(sql`UPDATE items SET business_id = ${otherId} WHERE id = ${itemId}`);
      const searchRow = (await handle.db.execute(
        sql`SELECT business_id AS "businessId" FROM item_search_rows WHERE id = ${itemId}`
      )) as unknown as Rows<{ businessId: number }>;
      expect(searchRow.rows).toEqual([{ businessId: otherId }]);
      // A new business takes the next id of the renamed sequence; the old names are gone.
      const nextId = await insertRow(handle, 'businesses', { name: '새 매장', lat: 37.4, lng: 126.9 });
      expect(nextId).toBe(otherId + 1);
      const old = (await handle.db.execute(
        sql`SELECT count(*)::int AS n FROM information_schema.columns WHERE table_schema = 'public' AND (column_name = 'store_id' OR table_name IN ('stores', 'store_bookmarks'))`
      )) as unknown as Rows<{ n: number }>;
      expect(old.rows[0].n).toBe(0);
      // A business still cannot be removed under its items (the renamed foreign key holds).
      await expect(handle.db.execute(sql`DELETE FROM businesses WHERE id = ${otherId}`)).rejects.toThrow();
    } finally {
      fs.rmSync(before, { recursive: true, force: true });
      await handle.close();
    }
  });
});
