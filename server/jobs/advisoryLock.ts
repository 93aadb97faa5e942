import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/rows';

/** pg_try_advisory_xact_lock answers one boolean, no table's columns. */
type LockRow = { locked: boolean };

/**
 * Takes the transaction-scoped advisory lock `key` if nobody holds it. A rebuild job that gets
 * false skips the run: another instance is already doing the same work.
 */
export async function tryTransactionLock(tx: Db, key: number): Promise<boolean> {
  const [lock] = await queryRows<LockRow>(tx, sql`SELECT pg_try_advisory_xact_lock(${key}) AS locked`);
  return Boolean(lock?.locked);
}
