import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { itemBookmarks, items, modelBookmarks, models } from '../../db/schema';
import { DomainError } from '../../../lib/errors';
import { isBusinessBookmarked, setBusinessBookmark } from '../business/businessBookmark';
import { currentTargetPrice } from './bookmarkPrices';

/** docs/product.md §3 Item bookmark and §3 Model bookmark: what the heart and the bell on a detail page show. */
export type BookmarkState = { isActiveBookmark: boolean; isActiveAlarm: boolean };

/** The targets with a price: they carry the lowest-price alarm and make up the 상품·모델 list. */
export type BookmarkTarget = 'ITEM' | 'MODEL';

/** Everything the one heart can save (issue 15 §4): a priced target or a business (no price, no alarm). */
export type HeartTarget = BookmarkTarget | 'BUSINESS';

const tables = {
  ITEM: { bookmarks: itemBookmarks, key: itemBookmarks.itemId, parent: items, parentId: items.id },
  MODEL: { bookmarks: modelBookmarks, key: modelBookmarks.modelId, parent: models, parentId: models.id },
} as const;

const EMPTY: BookmarkState = { isActiveBookmark: false, isActiveAlarm: false };

export async function bookmarkState(
  db: Db,
  userId: number | null,
  target: HeartTarget,
  id: number
): Promise<BookmarkState> {
  if (userId === null) return EMPTY;
  if (target === 'BUSINESS')
    return { isActiveBookmark: await isBusinessBookmarked(db, userId, id), isActiveAlarm: false };
  const t = tables[target];
  const [row] = await db
    .select({ alarm: t.bookmarks.isLowestPriceAlarm })
    .from(t.bookmarks)
    .where(and(eq(t.bookmarks.userId, userId), eq(t.key, id)))
    .limit(1);
  return row ? { isActiveBookmark: true, isActiveAlarm: row.alarm } : EMPTY;
}

/** Which of `ids` the member has bookmarked (list screens mark hearts in one query). */
export async function bookmarkedIds(
  db: Db,
  userId: number | null,
  target: BookmarkTarget,
  ids: readonly number[]
): Promise<Set<number>> {
  if (userId === null || ids.length === 0) return new Set();
  const t = tables[target];
  const rows = await db
    .select({ id: t.key })
    .from(t.bookmarks)
    .where(and(eq(t.bookmarks.userId, userId), inArray(t.key, [...ids])));
  return new Set(rows.map((row) => row.id));
}

async function assertExists(db: Db, target: BookmarkTarget, id: number): Promise<void> {
  const t = tables[target];
  const [row] = await db.select({ id: t.parentId }).from(t.parent).where(eq(t.parentId, id)).limit(1);
  if (!row) throw new DomainError('NOT_FOUND');
}

/**
 * Saves or un-saves an item, a model or a business. Un-saving also drops the alarm (an alarm lives on its bookmark). Idempotent:
 * asking for the state that already holds is not an error, so a double tap cannot fail. A new
 * bookmark remembers today's price as the lowest the member has seen: the alarm job announces only
 * a price below it.
 */
export async function setBookmark(
  db: Db,
  userId: number,
  target: HeartTarget,
  id: number,
  active: boolean
): Promise<BookmarkState> {
  // A business has its own table and no price to remember (an unknown business is NOT_FOUND there).
  if (target === 'BUSINESS')
    return { isActiveBookmark: (await setBusinessBookmark(db, userId, id, active)).isBookmarked, isActiveAlarm: false };
  await assertExists(db, target, id);
  const t = tables[target];
  if (active) {
    const lowestSeenPrice = await currentTargetPrice(db, target, id);
    const values =
      target === 'ITEM' ? { userId, itemId: id, lowestSeenPrice } : { userId, modelId: id, lowestSeenPrice };
    await db
      .insert(t.bookmarks)
      .values(values as never)
      .onConflictDoNothing();
  } else {
    await db.delete(t.bookmarks).where(and(eq(t.bookmarks.userId, userId), eq(t.key, id)));
  }
  return bookmarkState(db, userId, target, id);
}

/**
 * Switching the lowest-price alarm on saves the bookmark too (one tap on the bell is enough). The
 * moment it is switched on (from off, or with the bookmark) the current price becomes the lowest
 * seen, so the member is told about drops from what they see now, not from a price of months ago;
 * switching on again while on keeps the recorded price.
 */
export async function setLowestPriceAlarm(
  db: Db,
  userId: number,
  target: BookmarkTarget,
  id: number,
  active: boolean
): Promise<BookmarkState> {
  await assertExists(db, target, id);
  const t = tables[target];
  if (active) {
    const current = await currentTargetPrice(db, target, id);
    const values =
      target === 'ITEM'
        ? { userId, itemId: id, isLowestPriceAlarm: true, lowestSeenPrice: current }
        : { userId, modelId: id, isLowestPriceAlarm: true, lowestSeenPrice: current };
    await db
      .insert(t.bookmarks)
      .values(values as never)
      .onConflictDoUpdate({
        target: [t.bookmarks.userId, t.key],
        set: {
          isLowestPriceAlarm: true,
          lowestSeenPrice: sql`CASE WHEN ${t.bookmarks.isLowestPriceAlarm} THEN ${t.bookmarks.lowestSeenPrice} ELSE ${current}::int END`,
        },
      });
  } else {
    await db
      .update(t.bookmarks)
      .set({ isLowestPriceAlarm: false })
      .where(and(eq(t.bookmarks.userId, userId), eq(t.key, id)));
  }
  return bookmarkState(db, userId, target, id);
}
