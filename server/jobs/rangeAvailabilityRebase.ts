import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/rows';
import { addDays } from '@/lib/calendar/dateKeys';
import { todayInSeoul } from '@/lib/dates';

/** item_range_availability's key column, claimed in a batch (raw: FOR UPDATE SKIP LOCKED). */
type ClaimedRow = { itemId: number };

/**
 * A row's base may lag this many days before the job recomputes it from today. The row stores 150
 * start days and a booking reaches 90 days ahead, so a row is exact but would read as not free
 * (fail closed) only once its base is 59 days old; the daily job catches it long before.
 */
export const REBASE_AFTER_DAYS = 7;

/**
 * Moves item_range_availability rows whose base is old to today (docs/architecture.md §19
 * Availability by range), in batches, each its own transaction: the batch's rows are claimed with
 * FOR UPDATE SKIP LOCKED, so several instances share the work instead of repeating it, and a writer
 * recomputing a row meanwhile simply makes it fresh. Returns how many rows moved.
 */
export async function rebaseRangeAvailability(
  db: Db,
  now: Date = new Date(),
  batch = 500
): Promise<{ rebased: number }> {
  const before = addDays(todayInSeoul(now), -REBASE_AFTER_DAYS);
  let rebased = 0;
  for (;;) {
    const moved = await db.transaction(async (tx) => {
      const rows = await queryRows<ClaimedRow>(
        tx,
        sql`SELECT item_id AS "itemId" FROM item_range_availability WHERE base < ${before}::date
          ORDER BY item_id LIMIT ${batch} FOR UPDATE SKIP LOCKED`
      );
      if (rows.length > 0) {
        const ids = rows.map((r) => Number(r.itemId));
        await tx.execute(sql`SELECT item_range_availability_refresh_all(${`{${ids.join(',')}}`}::int[])`);
      }
      return rows.length;
    });
    rebased += moved;
    if (moved < batch) return { rebased };
  }
}
