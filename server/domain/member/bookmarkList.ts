import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { queryRows, toIso } from '../../db/rows';
import { itemBookmarks, modelBookmarks } from '../../db/schema';
import { discountRate } from '@/lib/money';
import { DomainError } from '@/lib/errors';
import type { ItemCard } from '../item/itemCard';
import { modelCardsInOrder, type ModelCard } from '../model/modelCard';
import { itemCardsInOrder } from '../recommendation/itemCards';
import { openCursor, rejectCursor, sealCursor } from '../pagination/signedCursor';
import { modelOfferSql } from './bookmarkPrices';
import type { BookmarkTarget } from './bookmarks';
import type { ModelAlarmMode } from './modelAlarmMode';

/** Whether the saved thing can be bought or booked now (docs/product.md §9 Codes: availability AVAILABLE). */
export type BookmarkAvailability = 'AVAILABLE' | 'SOLD_OUT' | 'UNAVAILABLE';

/**
 * One row of /user/bookmark's 상품·모델 tab (docs/product.md §3 Bookmarks: id, isEnableLowestPriceAlarm):
 * the one item card or the one model card (issue 27: one shape per entity), and what the row adds
 * to it — the price the bookmark is measured by, the alarm, the badge and whether it can be opened.
 */
export type MemberBookmark = {
  /** `ITEM:123` or `MODEL:45`: one id space for the one list. */
  id: string;
  target: BookmarkTarget;
  targetId: number;
  /** The saved item's card (ITEM rows), withdrawn or sold-out items included. */
  item: ItemCard | null;
  /** The saved model's card (MODEL rows). */
  model: ModelCard | null;
  /**
   * The price the bookmark is measured by (bookmarkPrices.ts): the item's own, or the model's
   * cheapest sale offer, used or new; null when nobody sells the model now.
   */
  price: number | null;
  originPrice: number | null;
  discountRate: number;
  lowestSeenPrice: number | null;
  isEnableLowestPriceAlarm: boolean;
  /** A saved model's alarm mode (modelAlarmMode.ts); a saved item's is always EVERY_DROP. */
  alarmMode: ModelAlarmMode;
  availability: BookmarkAvailability;
  /** Got cheaper since the member last opened this tab (what lit the badge). */
  hasPriceDrop: boolean;
  /** Null for an item the business took down: there is no page to open. */
  link: string | null;
  createdAt: string;
};

export type MemberBookmarkPage = { bookmarks: MemberBookmark[]; searchAfter: string | null };

export const BOOKMARK_PAGE_SIZE = 20;

const TS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
// o: 1 for models, 0 for items, the tie-break of bookmarks saved in the same microsecond.
const cursorSchema = z.strictObject({
  t: z.string().regex(TS),
  o: z.union([z.literal(0), z.literal(1)]),
  i: z.number().int().positive(),
  u: z.number().int().positive(),
});

type Row = {
  target: BookmarkTarget;
  targetId: number;
  alarm: boolean;
  mode: ModelAlarmMode;
  seen: number | null;
  createdAt: Date | string;
  k: string;
  o: 0 | 1;
  price: number | null;
  originPrice: number | null;
  status: 'AVAILABLE' | 'SOLD_OUT' | 'HIDDEN' | null;
  dropped: boolean;
};

function availabilityOf(row: Row): BookmarkAvailability {
  if (row.target === 'MODEL') return row.price === null ? 'SOLD_OUT' : 'AVAILABLE';
  if (row.status === 'HIDDEN') return 'UNAVAILABLE';
  return row.status === 'AVAILABLE' ? 'AVAILABLE' : 'SOLD_OUT';
}

function toBookmark(row: Row, cards: Cards): MemberBookmark | null {
  const price = row.price === null ? null : Number(row.price);
  const originPrice = row.originPrice === null ? null : Number(row.originPrice);
  const availability = availabilityOf(row);
  const targetId = Number(row.targetId);
  const item = row.target === 'ITEM' ? (cards.items.get(targetId) ?? null) : null;
  const model = row.target === 'MODEL' ? (cards.models.get(targetId) ?? null) : null;
  // A bookmark's target is deleted with it (ON DELETE CASCADE); a card missing here was deleted meanwhile.
  if (!item && !model) return null;
  return {
    id: `${row.target}:${targetId}`,
    target: row.target,
    targetId,
    item,
    model,
    price,
    originPrice,
    discountRate: price !== null && originPrice !== null ? discountRate(originPrice, price) : 0,
    lowestSeenPrice: row.seen === null ? null : Number(row.seen),
    isEnableLowestPriceAlarm: row.alarm,
    alarmMode: row.mode,
    availability,
    hasPriceDrop: Boolean(row.dropped),
    link:
      availability === 'UNAVAILABLE' ? null : row.target === 'ITEM' ? `/services/${targetId}` : `/models/${targetId}`,
    createdAt: toIso(row.createdAt),
  };
}

type Cards = { items: Map<number, ItemCard>; models: Map<number, ModelCard> };

/** The page's item and model cards, one query each. */
async function cardsOf(db: Db, rows: readonly Row[], userId: number): Promise<Cards> {
  const idsOf = (target: BookmarkTarget) => rows.filter((r) => r.target === target).map((r) => Number(r.targetId));
  const [items, models] = await Promise.all([
    itemCardsInOrder(db, idsOf('ITEM'), userId, { onlyAvailable: false }),
    modelCardsInOrder(db, idsOf('MODEL')),
  ]);
  return {
    items: new Map(items.map((card) => [card.itemId, card])),
    models: new Map(models.map((card) => [card.id, card])),
  };
}

/**
 * Saved items and models in one list, newest first, keyset-paged on (createdAt, kind, id). The
 * page's keys are chosen first from the two bookmark tables; prices and badges are joined
 * for those rows only.
 */
export async function listMemberBookmarks(
  db: Db,
  userId: number,
  searchAfter: string | null,
  size: number = BOOKMARK_PAGE_SIZE
): Promise<MemberBookmarkPage> {
  const after = searchAfter === null ? null : openCursor('bookmarks', searchAfter, cursorSchema);
  if (after && after.u !== userId) rejectCursor();
  const rows = await queryRows<Row>(
    db,
    sql`
    WITH marks AS (
      SELECT 'ITEM' AS target, b.item_id AS target_id, b.is_lowest_price_alarm AS alarm, 'EVERY_DROP' AS mode, b.lowest_seen_price AS seen, b.created_at, 0 AS o
      FROM item_bookmarks b WHERE b.user_id = ${userId}
      UNION ALL
      SELECT 'MODEL', b.model_id, b.is_lowest_price_alarm, b.alarm_mode, b.lowest_seen_price, b.created_at, 1
      FROM model_bookmarks b WHERE b.user_id = ${userId}
    ), page AS (
      SELECT * FROM marks
      ${after ? sql`WHERE (created_at, o, target_id) < (${after.t}::timestamptz, ${after.o}::int, ${after.i}::int)` : sql``}
      ORDER BY created_at DESC, o DESC, target_id DESC LIMIT ${size + 1}
    ), seen AS (
      SELECT coalesce((SELECT seen_at FROM member_seen WHERE user_id = u.id AND area = 'ITEM_BOOKMARK'), u.created_at) AS at
      FROM users u WHERE u.id = ${userId}
    )
    SELECT p.target, p.target_id AS "targetId", p.alarm, p.mode, p.seen, p.created_at AS "createdAt", p.o,
      to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS k,
      CASE WHEN p.target = 'ITEM' THEN i.price ELSE offer.price END AS price,
      CASE WHEN p.target = 'ITEM' THEN i.origin_price ELSE offer.origin_price END AS "originPrice",
      i.status,
      (EXISTS (
        SELECT 1 FROM item_price_changes pc
        WHERE pc.item_id = i.id AND pc.new_price < pc.old_price AND pc.changed_at > greatest(seen.at, p.created_at)
      ) OR EXISTS (
        SELECT 1 FROM items x JOIN item_price_changes pc ON pc.item_id = x.id
        WHERE x.model_id = mo.id AND pc.new_price < pc.old_price AND pc.changed_at > greatest(seen.at, p.created_at)
      )) AS dropped
    FROM page p CROSS JOIN seen
    LEFT JOIN items i ON p.target = 'ITEM' AND i.id = p.target_id
    LEFT JOIN models mo ON p.target = 'MODEL' AND mo.id = p.target_id
    LEFT JOIN LATERAL (${modelOfferSql(sql`mo.id`)}) offer ON p.target = 'MODEL'
    ORDER BY p.created_at DESC, p.o DESC, p.target_id DESC`
  );
  const page = rows.slice(0, size);
  const last = page[page.length - 1];
  const cards = await cardsOf(db, page, userId);
  return {
    bookmarks: page.flatMap((row) => toBookmark(row, cards) ?? []),
    searchAfter:
      rows.length > size && last
        ? sealCursor('bookmarks', { t: last.k, o: Number(last.o) as 0 | 1, i: Number(last.targetId), u: userId })
        : null,
  };
}

const BOOKMARK_ID = /^(ITEM|MODEL):([1-9]\d{0,9})$/;

/** Parses `ITEM:123` / `MODEL:45`; anything else is INVALID_INPUT. */
export function parseBookmarkId(id: string): { target: BookmarkTarget; targetId: number } {
  const match = BOOKMARK_ID.exec(id);
  const targetId = match ? Number(match[2]) : NaN;
  if (!match || targetId > 2_147_483_647) {
    throw new DomainError('INVALID_INPUT', '찜 정보가 올바르지 않아요.', { id: '찜 정보가 올바르지 않아요.' });
  }
  return { target: match[1] as BookmarkTarget, targetId };
}

/**
 * Deletes one of the member's bookmarks (its alarm goes with it). An id the member has not saved
 * is NOT_FOUND: the delete is scoped to the member, so another member's bookmark is never touched.
 */
export async function deleteMemberBookmark(db: Db, userId: number, id: string): Promise<string> {
  const { target, targetId } = parseBookmarkId(id);
  const rows =
    target === 'ITEM'
      ? await db
          .delete(itemBookmarks)
          .where(and(eq(itemBookmarks.userId, userId), eq(itemBookmarks.itemId, targetId)))
          .returning({ id: itemBookmarks.itemId })
      : await db
          .delete(modelBookmarks)
          .where(and(eq(modelBookmarks.userId, userId), eq(modelBookmarks.modelId, targetId)))
          .returning({ id: modelBookmarks.modelId });
  if (rows.length === 0) throw new DomainError('NOT_FOUND', '찜 목록에 없는 상품이에요.');
  return `${target}:${targetId}`;
}
