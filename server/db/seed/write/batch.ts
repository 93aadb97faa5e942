import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../client';

/**
 * Bulk inserts for the seed. Drizzle's query builder spends ~40 µs per bound parameter, which made
 * 100,000+ parameters the slowest part of seeding; PGlite also pays per statement. So each batch
 * travels as ONE jsonb parameter, expanded by jsonb_to_recordset into a multi-row INSERT. The same
 * SQL runs on PGlite and PostgreSQL 15+. WITH ORDINALITY keeps the rows (and their serial ids) in
 * the order given.
 */
export const BATCH_SIZE = 1000;

type Insertable<T extends PgTable> = T['$inferInsert'];

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Columns present in the rows, with their database names and SQL types. */
function columnsFor<T extends PgTable>(table: T, rows: Insertable<T>[]) {
  const all = getTableColumns(table);
  const keys = new Set<string>();
  for (const row of rows) for (const [k, v] of Object.entries(row)) if (v !== undefined) keys.add(k);
  return [...keys].map((key) => {
    const column = all[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    // The schema uses snake_case casing: a column without an explicit name is its key in snake_case.
    const name = column.keyAsName ? snake(key) : column.name;
    return { key, name, type: column.getSQLType() };
  });
}

async function insertBatch<T extends PgTable>(
  db: Db,
  table: T,
  rows: Insertable<T>[],
  returning: boolean
): Promise<number[]> {
  const columns = columnsFor(table, rows);
  const payload = rows.map((row) =>
    Object.fromEntries(columns.map((c) => [c.name, (row as Record<string, unknown>)[c.key] ?? null]))
  );
  const names = columns.map((c) => quote(c.name)).join(', ');
  const definitions = columns.map((c) => `${quote(c.name)} ${c.type}`).join(', ');
  const query = sql.join([
    sql.raw(`INSERT INTO ${quote(getTableName(table))} (${names}) SELECT ${names} FROM ROWS FROM (jsonb_to_recordset(`),
    sql`${JSON.stringify(payload)}::jsonb`,
    sql.raw(
      `) AS (${definitions})) WITH ORDINALITY AS x(${names}, seed_ord) ORDER BY seed_ord${returning ? ' RETURNING id' : ''}`
    ),
  ]);
  const result = (await db.execute(query)) as unknown as { rows: { id: number }[] };
  return returning ? result.rows.map((r) => Number(r.id)).sort((a, b) => a - b) : [];
}

export async function insertMany<T extends PgTable>(
  db: Db,
  table: T,
  rows: Insertable<T>[],
  size = BATCH_SIZE
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insertBatch(db, table, rows.slice(i, i + size), false);
}

/** Inserts and returns the new serial ids in the order of `rows`. */
export async function insertReturningIds<T extends PgTable>(
  db: Db,
  table: T,
  rows: Insertable<T>[],
  size = BATCH_SIZE
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += size)
    ids.push(...(await insertBatch(db, table, rows.slice(i, i + size), true)));
  if (ids.length !== rows.length) throw new Error(`insert returned ${ids.length} ids for ${rows.length} rows`);
  return ids;
}
