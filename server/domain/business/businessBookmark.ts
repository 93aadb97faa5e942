import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businessBookmarks } from '../../db/schema';
import { loadBusiness } from './businessRow';

export type BusinessBookmarkState = { businessId: number; isBookmarked: boolean };

export async function isBusinessBookmarked(db: Db, userId: number | null, businessId: number): Promise<boolean> {
  if (userId === null) return false;
  const [row] = await db
    .select({ businessId: businessBookmarks.businessId })
    .from(businessBookmarks)
    .where(and(eq(businessBookmarks.userId, userId), eq(businessBookmarks.businessId, businessId)))
    .limit(1);
  return Boolean(row);
}

/**
 * Saves or un-saves a business (docs/product.md §3 Bookmarks: businessBookmarks). One transaction; idempotent: asking for
 * the state that already holds answers it, so a double tap or a retry can't fail or duplicate.
 */
export async function setBusinessBookmark(
  db: Db,
  userId: number,
  businessId: number,
  active: boolean
): Promise<BusinessBookmarkState> {
  return db.transaction(async (tx) => {
    await loadBusiness(tx, businessId);
    if (active) {
      await tx.insert(businessBookmarks).values({ userId, businessId }).onConflictDoNothing();
    } else {
      await tx
        .delete(businessBookmarks)
        .where(and(eq(businessBookmarks.userId, userId), eq(businessBookmarks.businessId, businessId)));
    }
    return { businessId, isBookmarked: await isBusinessBookmarked(tx, userId, businessId) };
  });
}
