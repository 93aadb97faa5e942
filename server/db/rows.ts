import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Runs raw SQL and returns its rows. PGlite and node-postgres both answer `{ rows }`, but their
 * result types differ, so the shape is asserted here once instead of at every call site.
 */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export function toIso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
