import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storeBookmarks } from '../../db/schema';
import { loadBusiness } from './businessRow';

export type StoreBookmarkState = { storeId: number; isBookmarked: boolean };

export async function isBusinessBookmarked(db: Db, userId: number | null, storeId: number): Promise<boolean> {
  if (userId === null) return false;
  const [row] = await db.select({ storeId: storeBookmarks.storeId }).from(storeBookmarks)
    .where(and(eq(storeBookmarks.userId, userId), eq(storeBookmarks.storeId, storeId))).limit(1);
  return Boolean(row);
}

/**
 * Saves or un-saves a store (docs/product.md §3 Bookmarks: businessBookmarks). One transaction; idempotent: asking for
 * the state that already holds answers it, so a double tap or a retry can't fail or duplicate.
 */
export async function setStoreBookmark(db: Db, userId: number, storeId: number, active: boolean): Promise<StoreBookmarkState> {
  return db.transaction(async (tx) => {
    await loadBusiness(tx, storeId);
    if (active) {
      await tx.insert(storeBookmarks).values({ userId, storeId }).onConflictDoNothing();
    } else {
      await tx.delete(storeBookmarks).where(and(eq(storeBookmarks.userId, userId), eq(storeBookmarks.storeId, storeId)));
    }
    return { storeId, isBookmarked: await isBusinessBookmarked(tx, userId, storeId) };
  });
}
