import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { getDb } from '../db';
import { queryRows } from '../db/rows';
import { kickSoon } from './kick';
import { notify } from '../domain/notifications/notify';
import { modelOfferSql } from '../domain/member/bookmarkPrices';
import { formatWon } from '@/lib/money';
import { todayInSeoul } from '@/lib/dates';
import { lowerTodaysPrices, snapshotPriceHistory } from './priceHistory';
import { forgetModelDetail } from '../domain/model/modelDetailService';
import type { itemPriceChanges } from '../db/schema';

/** Price changes claimed FOR UPDATE SKIP LOCKED, typed from the schema. */
type ClaimedChangeRow = Pick<typeof itemPriceChanges.$inferSelect, 'id' | 'itemId'>;

/**
 * Lowest-price alarms (docs/product.md §4 Bookmarks; docs/operations.md §4). The items trigger logs every
 * price or status change into item_price_changes; this job consumes them in batches and tells each
 * member whose bookmark with the alarm on got cheaper than the lowest price they have seen since
 * saving it (lowestSeenPrice), then lowers that price.
 *
 * Safe with several processes and repeated runs:
 * - a batch of change rows is claimed with FOR UPDATE SKIP LOCKED, so two runners take different rows;
 * - two rows of the same item can still land in two runners at once: each bookmark row is locked and
 *   lowered only while the new price is below it (a second runner then finds nothing to lower), and
 *   the alarm's dedupeKey (bookmark and price) is unique per member as the last line of defence;
 * - claiming, the alarms, the new lowestSeenPrice, today's price history and processedAt commit
 *   together or not at all.
 */
export const LOWEST_PRICE_BATCH = 200;
/** A run stops after this many batches and leaves the rest for the next tick. */
const MAX_BATCHES_PER_RUN = 25;

type Drop = { userId: number; targetId: number; oldPrice: number | null; newPrice: number; name: string };
/** A model bookmark's drop also carries its mode and the lowest of the model's history before today. */
type ModelDrop = Drop & { alarmMode: string; historyLowest: number | null };

export type LowestPriceRunResult = { changes: number; alarms: number };

/** Saved items with the alarm on whose item (still on sale) is now below what the member saw. */
async function lowerItemBookmarks(tx: Db, itemIds: number[]): Promise<Drop[]> {
  return queryRows<Drop>(
    tx,
    sql`
    WITH cand AS (
      SELECT b.user_id, b.item_id, b.lowest_seen_price AS old_price, i.price AS new_price, i.name
      FROM item_bookmarks b JOIN items i ON i.id = b.item_id
      WHERE b.item_id IN (${sql.join(
        itemIds.map((id) => sql`${id}`),
        sql`, `
      )})
        AND b.is_lowest_price_alarm AND i.status = 'AVAILABLE'
        AND (b.lowest_seen_price IS NULL OR i.price < b.lowest_seen_price)
      FOR UPDATE OF b
    )
    UPDATE item_bookmarks b SET lowest_seen_price = c.new_price FROM cand c
    WHERE b.user_id = c.user_id AND b.item_id = c.item_id
      AND (b.lowest_seen_price IS NULL OR c.new_price < b.lowest_seen_price)
    RETURNING b.user_id AS "userId", b.item_id AS "targetId", c.old_price AS "oldPrice", c.new_price AS "newPrice", c.name`
  );
}

/** Saved models with the alarm on whose cheapest sale offer is now below what the member saw. */
async function lowerModelBookmarks(tx: Db, itemIds: number[], today: string): Promise<ModelDrop[]> {
  return queryRows<ModelDrop>(
    tx,
    sql`
    WITH touched AS (
      SELECT DISTINCT i.model_id FROM items i
      WHERE i.id IN (${sql.join(
        itemIds.map((id) => sql`${id}`),
        sql`, `
      )}) AND i.model_id IS NOT NULL
    ), priced AS (
      SELECT t.model_id, offer.price FROM touched t JOIN LATERAL (${modelOfferSql(sql`t.model_id`)}) offer ON true
    ), cand AS (
      SELECT b.user_id, b.model_id, b.lowest_seen_price AS old_price, p.price AS new_price, m.name
      FROM model_bookmarks b JOIN priced p ON p.model_id = b.model_id JOIN models m ON m.id = b.model_id
      WHERE b.is_lowest_price_alarm AND (b.lowest_seen_price IS NULL OR p.price < b.lowest_seen_price)
      FOR UPDATE OF b
    )
    UPDATE model_bookmarks b SET lowest_seen_price = c.new_price FROM cand c
    WHERE b.user_id = c.user_id AND b.model_id = c.model_id
      AND (b.lowest_seen_price IS NULL OR c.new_price < b.lowest_seen_price)
    RETURNING b.user_id AS "userId", b.model_id AS "targetId", c.old_price AS "oldPrice", c.new_price AS "newPrice", c.name,
      b.alarm_mode AS "alarmMode",
      -- Days before today only: today's row may already hold this very price (the day's snapshot
      -- or an earlier batch read it), and the drop would then never be "below" the history.
      (SELECT min(h.sale_lowest) FROM model_price_history h
        WHERE h.model_id = b.model_id AND h.day < ${today}::date) AS "historyLowest"`
  );
}

/**
 * 역대 최저가가 되면: only a price below every day the history kept before today. A model without
 * history has no record to beat, so it never claims one (the lowestSeenPrice still goes down).
 */
function isAnnounced(drop: ModelDrop): boolean {
  if (drop.alarmMode !== 'ALL_TIME_LOW') return true;
  return drop.historyLowest !== null && Number(drop.newPrice) < Number(drop.historyLowest);
}

/** 찜한 ○○ 가격이 내려갔어요: 1,290,000원 → 1,150,000원 */
async function announce(tx: Db, target: 'ITEM' | 'MODEL', drop: Drop, now: Date): Promise<boolean> {
  // A bookmark saved before lowestSeenPrice existed has nothing to compare with: the first price
  // the job sees becomes its lowest, without an alarm.
  if (drop.oldPrice === null) return false;
  const [oldPrice, newPrice, targetId] = [Number(drop.oldPrice), Number(drop.newPrice), Number(drop.targetId)];
  // A price drop is marketing (docs/product.md §3 Notifications): outside the app only with consent.
  const channels = await notify(
    tx,
    {
      event: 'priceDrop',
      userId: Number(drop.userId),
      alarmKind: 'LOWEST_PRICE',
      content: {
        title: `찜한 ${drop.name} 가격이 내려갔어요`,
        body: `${formatWon(oldPrice)} → ${formatWon(newPrice)}${target === 'MODEL' ? ' (매장 최저 구매가)' : ''}. 지금 확인해 보세요.`,
        linkUrl: target === 'ITEM' ? `/services/${targetId}` : `/models/${targetId}`,
      },
      dedupeKey: `lowest:${target}:${targetId}:${newPrice}`,
    },
    now
  );
  return channels.includes('inApp');
}

/** One batch in one transaction; answers how many change rows it consumed and alarms it wrote. */
export async function processLowestPriceBatch(
  db: Db,
  now: Date = new Date(),
  batchSize: number = LOWEST_PRICE_BATCH
): Promise<LowestPriceRunResult> {
  const { result, modelIds } = await db.transaction(async (tx) => {
    const claimed = await queryRows<ClaimedChangeRow>(
      tx,
      sql`
      SELECT id, item_id AS "itemId" FROM item_price_changes
      WHERE processed_at IS NULL ORDER BY id LIMIT ${batchSize} FOR UPDATE SKIP LOCKED`
    );
    if (claimed.length === 0) return { result: { changes: 0, alarms: 0 }, modelIds: [] };
    const itemIds = [...new Set(claimed.map((row) => Number(row.itemId)))];
    let alarms = 0;
    for (const drop of await lowerItemBookmarks(tx, itemIds)) if (await announce(tx, 'ITEM', drop, now)) alarms += 1;
    for (const drop of await lowerModelBookmarks(tx, itemIds, todayInSeoul(now))) {
      if (!isAnnounced(drop)) continue;
      if (await announce(tx, 'MODEL', drop, now)) alarms += 1;
    }
    const lowered = await lowerTodaysPrices(tx, itemIds, now);
    await tx.execute(sql`UPDATE item_price_changes SET processed_at = ${now.toISOString()}::timestamptz
      WHERE id IN (${sql.join(
        claimed.map((row) => sql`${Number(row.id)}`),
        sql`, `
      )})`);
    return { result: { changes: claimed.length, alarms }, modelIds: lowered };
  });
  // Today's row is on the model page's chart: its kept copy goes, here and in the other instances.
  for (const modelId of new Set(modelIds)) forgetModelDetail(db, modelId);
  return result;
}

/** Batches until the backlog is empty (or the per-run cap); what the interval job and a kick run. */
export async function runLowestPriceAlarms(db: Db, now: () => Date = () => new Date()): Promise<LowestPriceRunResult> {
  const total: LowestPriceRunResult = { changes: 0, alarms: 0 };
  // The first run of a Seoul day records every model once (server/jobs/priceHistory.ts).
  if (await snapshotPriceHistory(db, now())) forgetModelDetail(db, null);
  for (let i = 0; i < MAX_BATCHES_PER_RUN; i += 1) {
    const batch = await processLowestPriceBatch(db, now());
    total.changes += batch.changes;
    total.alarms += batch.alarms;
    if (batch.changes === 0) break;
  }
  return total;
}

/**
 * Runs the job soon in this process, after the caller's transaction committed (a seller's price
 * change), so the member hears of it in seconds rather than at the next minute's tick. Tests drive
 * the job themselves, so nothing runs under NODE_ENV=test.
 */
export function kickLowestPriceAlarms(): void {
  if (process.env.NODE_ENV === 'test') return;
  kickSoon('lowest-price-alarms', async () => runLowestPriceAlarms(await getDb()));
}
