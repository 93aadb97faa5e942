import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { retryTransaction } from '../../../db/retryTransaction';
import { lockOwnListing } from './listingOwner';

/**
 * 게시하기 (docs/product.md §4 Listings): the listing goes on sale (판매 중, or 품절 with no stock) and
 * is stamped as published the first time. Search rows follow by the items trigger in this same
 * transaction; the caller forgets the kept pages after commit (server/cluster/pageChanges.ts).
 */
export async function publishListing(
  db: Db,
  businessId: number,
  itemId: number,
  now: Date = new Date()
): Promise<void> {
  await retryTransaction(db, async (tx) => {
    const own = await lockOwnListing(tx, businessId, itemId);
    const status = own.stock > 0 ? 'AVAILABLE' : 'SOLD_OUT';
    await tx.execute(sql`
      UPDATE items SET status = ${status}, published_at = coalesce(published_at, ${now.toISOString()}::timestamptz),
        updated_at = ${now.toISOString()}::timestamptz
      WHERE id = ${own.id}`);
  });
}

/**
 * 게시 중지: the listing leaves search, lists and its page (HIDDEN), as 숨김 does. Orders already
 * made go on: nothing here touches them, and their pages read the order's own copy of the item.
 */
export async function unpublishListing(
  db: Db,
  businessId: number,
  itemId: number,
  now: Date = new Date()
): Promise<void> {
  await retryTransaction(db, async (tx) => {
    const own = await lockOwnListing(tx, businessId, itemId);
    await tx.execute(
      sql`UPDATE items SET status = 'HIDDEN', updated_at = ${now.toISOString()}::timestamptz WHERE id = ${own.id}`
    );
  });
}
