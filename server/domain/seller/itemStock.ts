import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { DomainError } from '@/lib/errors';
import { formatShortDay } from '@/lib/calendar/dateKeys';
import { todayInSeoul } from '@/lib/dates';
import { releaseExpiredHolds } from '../checkout/holdInventory';
import type { SellerItem } from './sellerItems';
import { itemIdSchema, lockOwnItem, sellerItemById, type OwnItem } from './itemStatus';
import type { rentalBookings } from '../../db/schema';

// Raw: these walk days and units with generate_series and daterange operators, which the query builder has no words for.
/** The first day more units are booked than the new stock; `taken` counts them. */
type OverbookedDayRow = { date: string; taken: number };
/** A booking on a unit above the new stock, with its first day (YYYY-MM-DD). */
type OutsideBookingRow = Pick<typeof rentalBookings.$inferSelect, 'id'> & { start: string };
/** A unit number free for that booking's whole range. */
type FreeUnitRow = { n: number };

/** A business's shelf of one item: 0 (none left) to 999, whole units. */
export const MAX_STOCK = 999;

export const itemStockInput = z.object({
  itemId: itemIdSchema,
  stock: z
    .number({ error: '재고를 숫자로 입력해 주세요.' })
    .int('재고는 정수로 입력해 주세요.')
    .min(0, '재고는 0개 이상이어야 해요.')
    .max(MAX_STOCK, `재고는 ${MAX_STOCK}개까지 입력할 수 있어요.`),
});

export type ItemStockInput = z.output<typeof itemStockInput>;

/**
 * The first day from today on when more units are taken (rentals with their turnaround buffer,
 * holds of payments in progress, maintenance) than `stock` would leave: the stock cannot go below it.
 */
async function firstOverbookedDay(
  tx: Db,
  itemId: number,
  stock: number,
  today: string
): Promise<{ date: string; taken: number } | null> {
  const [row] = await queryRows<OverbookedDayRow>(
    tx,
    sql`
    SELECT to_char(d.day, 'YYYY-MM-DD') AS date, count(*)::int AS taken
    FROM rental_bookings b
    CROSS JOIN LATERAL generate_series(greatest(lower(b.blocked), ${today}::date), upper(b.blocked) - 1, interval '1 day') AS d(day)
    WHERE b.item_id = ${itemId} AND b.status <> 'CANCELLED' AND upper(b.blocked) > ${today}::date
    GROUP BY d.day HAVING count(*) > ${stock}::int
    ORDER BY d.day LIMIT 1`
  );
  return row ? { date: row.date, taken: Number(row.taken) } : null;
}

/**
 * Checkout picks free units among 1…stock, so a booking on a unit number above the new stock would
 * be invisible to it and the unit could be sold twice. Such current and future bookings move to a
 * free unit number within the new stock (the numbers are bookkeeping, not labels on equipment); the
 * exclusion constraint checks every move. When the day counts fit but no single free number spans a
 * booking's range, the change is refused rather than shuffle other customers' bookings.
 */
async function renumberAboveStock(tx: Db, itemId: number, stock: number, today: string): Promise<void> {
  const outside = await queryRows<OutsideBookingRow>(
    tx,
    sql`
    SELECT id, to_char(lower(period), 'YYYY-MM-DD') AS start FROM rental_bookings
    WHERE item_id = ${itemId} AND status <> 'CANCELLED' AND unit_no > ${stock}::int AND upper(blocked) > ${today}::date
    ORDER BY lower(blocked), id`
  );
  for (const booking of outside) {
    const [free] = await queryRows<FreeUnitRow>(
      tx,
      sql`
      SELECT u.n FROM generate_series(1, ${stock}::int) AS u(n), rental_bookings me
      WHERE me.id = ${booking.id} AND NOT EXISTS (
        SELECT 1 FROM rental_bookings o
        WHERE o.item_id = me.item_id AND o.id <> me.id AND o.unit_no = u.n AND o.status <> 'CANCELLED' AND o.blocked && me.blocked)
      ORDER BY u.n LIMIT 1`
    );
    if (!free) {
      const message = `${formatShortDay(booking.start)}부터의 예약이 겹쳐 재고를 ${stock}개로 줄일 수 없어요.`;
      throw new DomainError('CONFLICT', message);
    }
    await tx.execute(sql`UPDATE rental_bookings SET unit_no = ${Number(free.n)} WHERE id = ${booking.id}`);
  }
}

/**
 * Before a locked item's stock changes: a rental's stock may not go below the units taken on any day
 * from today on (the refusal names the day), and bookings on unit numbers above it move down. A sale's
 * stock is the count on hand and needs nothing. The listing editor asks the same (listingWrite.ts).
 */
export async function makeRoomForStock(
  tx: Db,
  item: Pick<OwnItem, 'id' | 'dealType' | 'stock'>,
  stock: number,
  now: Date
): Promise<void> {
  if (item.dealType !== 'RENTAL' || stock >= item.stock) return;
  const today = todayInSeoul(now);
  // Holds whose payment window ran out no longer take a unit (as the next checkout would find).
  await releaseExpiredHolds(tx, item.id, now);
  const over = await firstOverbookedDay(tx, item.id, stock, today);
  if (over) {
    const message = `${formatShortDay(over.date)}에 ${over.taken}개가 예약돼 있어 재고를 ${over.taken}개보다 줄일 수 없어요.`;
    throw new DomainError('CONFLICT', message);
  }
  await renumberAboveStock(tx, item.id, stock, today);
}

/**
 * A seller sets how many units of an item the business has. For a rental item the stock may not go
 * below the units taken on any day from today on (the refusal names the day); for a sale item it is
 * the count on hand, and 0 is the moment to mark it 품절 (the console suggests it).
 */
export async function updateItemStock(
  db: Db,
  businessId: number,
  input: ItemStockInput,
  now: Date = new Date()
): Promise<SellerItem> {
  return db.transaction(async (tx) => {
    const item = await lockOwnItem(tx, businessId, input.itemId);
    await makeRoomForStock(tx, item, input.stock, now);
    await tx.execute(
      sql`UPDATE items SET stock = ${input.stock}, updated_at = ${now.toISOString()}::timestamptz WHERE id = ${item.id}`
    );
    return sellerItemById(tx, item.id);
  });
}
