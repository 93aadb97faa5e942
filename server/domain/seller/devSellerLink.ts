import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { queryRows } from '../../db/rows';
import { isDemoMode } from '../../env';
import { DomainError } from '@/lib/errors';
import { issueSellerInvite, type IssuedInvite } from './sellerInvites';

/**
 * The developer tool /dev/seller links the signed-in member's account to a store, so the seller
 * operations (bz_…) and the lowest-price alarms can be tried without an operator. A real deployment
 * links sellers through a verified process, never this: outside demo mode (DEMO_MODE=on) every
 * function here refuses as if it did not exist.
 */
export function assertDemo(demo: boolean = isDemoMode()): void {
  if (!demo) throw new DomainError('NOT_FOUND');
}

/** `demo` defaults to the server's DEMO_MODE (tests pass it to see both answers). */
type DevOptions = { demo?: boolean };

export type DevStore = { id: number; name: string; region: string; address: string; itemCount: number };

/** Stores whose name contains `keyword` (the tool's search box), largest shelves first. */
export async function searchStoresForDevelopment(db: Db, keyword: string, options: DevOptions = {}): Promise<DevStore[]> {
  assertDemo(options.demo ?? isDemoMode());
  const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await queryRows<DevStore>(db, sql`
    SELECT s.id, s.name, s.region, s.address, (SELECT count(*) FROM items i WHERE i.store_id = s.id)::int AS "itemCount"
    FROM stores s WHERE s.name ILIKE ${pattern}
    ORDER BY "itemCount" DESC, s.id LIMIT 20`);
  return rows.map((row) => ({ ...row, id: Number(row.id), itemCount: Number(row.itemCount) }));
}

/** Links (or with null unlinks) the member's account to a store; answers the store now linked. */
export async function linkSellerForDevelopment(db: Db, userId: number, storeId: number | null, options: DevOptions = {}): Promise<DevStore | null> {
  assertDemo(options.demo ?? isDemoMode());
  if (storeId !== null) {
    const [store] = await queryRows<{ id: number }>(db, sql`SELECT id FROM stores WHERE id = ${storeId}`);
    if (!store) throw new DomainError('NOT_FOUND', '매장을 찾을 수 없어요.');
  }
  await db.update(users).set({ businessId: storeId }).where(eq(users.id, userId));
  if (storeId === null) return null;
  const [row] = await queryRows<DevStore>(db, sql`
    SELECT s.id, s.name, s.region, s.address, (SELECT count(*) FROM items i WHERE i.store_id = s.id)::int AS "itemCount"
    FROM stores s WHERE s.id = ${storeId}`);
  return { ...row, id: Number(row.id), itemCount: Number(row.itemCount) };
}

/**
 * Issues an invite code for a store as the operator's `npm run seller:invite` does, so that the
 * onboarding (/seller/join) can be tried, and driven by browser journeys, where no operator shell
 * exists. Demo mode only, like the rest of this tool.
 */
export async function issueInviteForDevelopment(db: Db, storeId: number, options: DevOptions = {}): Promise<IssuedInvite> {
  assertDemo(options.demo ?? isDemoMode());
  return issueSellerInvite(db, storeId);
}
