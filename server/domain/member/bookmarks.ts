import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { itemBookmarks, items, modelBookmarks, models } from '../../db/schema';
import { DomainError } from '../../../lib/errors';
import { setBusinessBookmark } from '../business/businessBookmark';
import { askViewerFact, idIn, type ViewerFact } from '../../db/viewerFacts';
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

/** The viewer's bookmarks among some ids of one target, with each one's alarm: a json array of [id, alarm]. */
function bookmarkFact(table: string, key: string, alarm: string): ViewerFact<Map<number, boolean>> {
  return {
    select: (viewerId, ids) =>
      sql`SELECT coalesce(json_agg(json_build_array(b.${sql.raw(key)}, ${sql.raw(alarm)})), '[]'::json)
        FROM ${sql.raw(table)} b WHERE b.user_id = ${viewerId} AND ${idIn(sql`b.${sql.raw(key)}`, ids)}`,
    read: (json) => new Map((json as [number, boolean][]).map(([id, on]) => [Number(id), Boolean(on)])),
  };
}

const bookmarkFacts: Record<HeartTarget, ViewerFact<Map<number, boolean>>> = {
  ITEM: bookmarkFact('item_bookmarks', 'item_id', 'b.is_lowest_price_alarm'),
  MODEL: bookmarkFact('model_bookmarks', 'model_id', 'b.is_lowest_price_alarm'),
  // A business has no price, so no alarm.
  BUSINESS: bookmarkFact('business_bookmarks', 'business_id', 'false'),
};

/**
 * The heart and the bell of one target for the viewer, asked with the page's other facts of the
 * viewer and read in the same statement (server/db/viewerFacts.ts).
 */
export async function bookmarkState(
  db: Db,
  userId: number | null,
  target: HeartTarget,
  id: number
): Promise<BookmarkState> {
  if (userId === null) return EMPTY;
  const marked = await askViewerFact(db, userId, bookmarkFacts[target], [id]);
  const alarm = marked.get(id);
  return alarm === undefined ? EMPTY : { isActiveBookmark: true, isActiveAlarm: alarm };
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
