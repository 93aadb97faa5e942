import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businesses, users } from '../../db/schema';
import { queryRows } from '../../db/rows';
import { isDemoMode } from '../../env';
import { DomainError } from '@/lib/errors';
import { issueSellerInvite, type IssuedInvite } from './sellerInvites';

/**
 * The developer tool /dev/seller links the signed-in member's account to a business, so the seller
 * operations (bz_…) and the lowest-price alarms can be tried without an operator. A real deployment
 * links sellers through a verified process, never this: outside demo mode (DEMO_MODE=on) every
 * function here refuses as if it did not exist.
 */
export function assertDemo(demo: boolean = isDemoMode()): void {
  if (!demo) throw new DomainError('NOT_FOUND');
}

/** `demo` defaults to the server's DEMO_MODE (tests pass it to see both answers). */
type DevOptions = { demo?: boolean };

export type DevBusiness = { id: number; name: string; region: string; address: string; itemCount: number };

/** Businesses whose name contains `keyword` (the tool's search box), largest shelves first. */
export async function searchBusinessesForDevelopment(
  db: Db,
  keyword: string,
  options: DevOptions = {}
): Promise<DevBusiness[]> {
  assertDemo(options.demo ?? isDemoMode());
  const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await queryRows<DevBusiness>(
    db,
    sql`
    SELECT s.id, s.name, s.region, s.address, (SELECT count(*) FROM items i WHERE i.business_id = s.id)::int AS "itemCount"
    FROM businesses s WHERE s.name ILIKE ${pattern}
    ORDER BY "itemCount" DESC, s.id LIMIT 20`
  );
  return rows.map((row) => ({ ...row, id: Number(row.id), itemCount: Number(row.itemCount) }));
}

/** Links (or with null unlinks) the member's account to a business; answers the business now linked. */
export async function linkSellerForDevelopment(
  db: Db,
  userId: number,
  businessId: number | null,
  options: DevOptions = {}
): Promise<DevBusiness | null> {
  assertDemo(options.demo ?? isDemoMode());
  if (businessId !== null) {
    const [business] = await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, businessId));
    if (!business) throw new DomainError('NOT_FOUND', '매장을 찾을 수 없어요.');
  }
  await db.update(users).set({ businessId: businessId }).where(eq(users.id, userId));
  if (businessId === null) return null;
  const [row] = await queryRows<DevBusiness>(
    db,
    sql`
    SELECT s.id, s.name, s.region, s.address, (SELECT count(*) FROM items i WHERE i.business_id = s.id)::int AS "itemCount"
    FROM businesses s WHERE s.id = ${businessId}`
  );
  return { ...row, id: Number(row.id), itemCount: Number(row.itemCount) };
}

/**
 * Issues an invite code for a business as the operator's `npm run seller:invite` does, so that the
 * onboarding (/seller/join) can be tried, and driven by browser journeys, where no operator shell
 * exists. Demo mode only, like the rest of this tool.
 */
export async function issueInviteForDevelopment(
  db: Db,
  businessId: number,
  options: DevOptions = {}
): Promise<IssuedInvite> {
  assertDemo(options.demo ?? isDemoMode());
  return issueSellerInvite(db, businessId);
}
