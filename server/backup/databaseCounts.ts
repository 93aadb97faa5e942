import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export type DatabaseCounts = { members: number; orders: number; ledgerEntries: number; uploads: number };

/** What a restore summary shows, so the operator sees at a glance that the shop came back whole. */
export async function databaseCounts(db: Db): Promise<DatabaseCounts> {
  const result = await db.execute(sql`SELECT
    (SELECT count(*) FROM users)::int AS members,
    (SELECT count(*) FROM orders)::int AS orders,
    (SELECT count(*) FROM money_ledger)::int AS "ledgerEntries",
    (SELECT count(*) FROM images WHERE kind = 'UPLOAD')::int AS uploads`);
  const row = (result as unknown as { rows: DatabaseCounts[] }).rows[0];
  return {
    members: Number(row.members),
    orders: Number(row.orders),
    ledgerEntries: Number(row.ledgerEntries),
    uploads: Number(row.uploads),
  };
}
