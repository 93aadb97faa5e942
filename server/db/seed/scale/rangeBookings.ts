import { sql } from 'drizzle-orm';
import type { Db } from '../../client';
import { queryRows } from '../../rows';

/** Figures of the rental items the generator spreads bookings over (raw: one aggregate row). */
type SpreadRow = { minId: number | null; maxId: number | null; slots: number };

/** Days the bookings cover from the seeding day: the booking window. */
const DAYS = 90;
/** Each item unit's window is cut into slots of this many days, one booking (with its buffer) at most in each, so none overlap. */
const SLOT = 10;
/** Units of one item that get bookings. */
const MAX_UNITS = 6;
const CHUNK_IDS = 10_000;

/**
 * `count` rental bookings over the DAYS days from the seeding day (issue 31 §1's scale: 1,000,000),
 * for bench:search's dated searches: each rental item's units (up to MAX_UNITS) get at most one
 * booking of 1–4 days per SLOT-day slot, plus the business's turnaround buffer, so no two overlap;
 * a required option's unit is taken with each item unit (option by option, unit by unit), as
 * checkout books. Mostly CONFIRMED, some HELD, MAINTENANCE (item only) and CANCELLED. Slots are kept
 * by a hash of (item, unit, slot), so the count lands near `count` and the same data comes out of
 * the same items. A slot an earlier booking overlaps is skipped. Written by INSERT … SELECT over
 * generate_series, a chunk of item ids per statement: the availability triggers (migration 0036)
 * recompute each chunk's items once. Returns the rows written.
 */
export async function writeScaleRangeBookings(
  db: Db,
  { count, day, log }: { count: number; day: string; log?: (line: string) => void }
): Promise<number> {
  if (count <= 0) return 0;
  const [spread] = await queryRows<SpreadRow>(
    db,
    sql`SELECT min(id) AS "minId", max(id) AS "maxId", coalesce(sum(least(greatest(stock, 0), ${MAX_UNITS}::int)), 0)::bigint * ${DAYS / SLOT}::int AS slots
      FROM items WHERE deal_type = 'RENTAL'`
  );
  if (spread.minId === null || spread.maxId === null || Number(spread.slots) === 0) return 0;
  // The share of slots to fill, out of 2^20 (a few slots are skipped for buffers and earlier bookings).
  const keep = Math.min(1_048_576, Math.ceil((count / Number(spread.slots)) * 1_048_576 * 1.02));
  let written = 0;
  let analyzedAt = 5000;
  for (let from = Number(spread.minId); from <= Number(spread.maxId) && written < count; from += CHUNK_IDS) {
    const rows = await queryRows<{ n: number }>(
      db,
      sql`
      WITH c AS (
        SELECT i.id AS item_id, u.u, g.s, h.h, least(b.turnaround_days, 5)::int AS buf, 1 + (h.h & 3) AS len
        FROM items i
        JOIN businesses b ON b.id = i.business_id
        CROSS JOIN LATERAL generate_series(1, least(greatest(i.stock, 0), ${MAX_UNITS}::int)) AS u(u)
        CROSS JOIN generate_series(0, ${DAYS / SLOT - 1}::int) AS g(s)
        CROSS JOIN LATERAL (SELECT hashtext(i.id::text || ':' || u.u::text || ':' || g.s::text) AS h) h
        WHERE i.deal_type = 'RENTAL' AND i.id >= ${from}::int AND i.id < ${from + CHUNK_IDS}::int
          AND ((h.h >> 8) & 1048575) < ${keep}::int
      ), placed AS (
        SELECT c.*, ${day}::date + c.s * ${SLOT}::int + ((c.h >> 4) & 1023) % (${SLOT + 1}::int - c.len - c.buf) AS first,
          CASE ((c.h >> 2) & 1023) % 20 WHEN 0 THEN 'CANCELLED' WHEN 1 THEN 'HELD' WHEN 2 THEN 'MAINTENANCE' ELSE 'CONFIRMED' END AS status
        FROM c WHERE c.len + c.buf <= ${SLOT}::int
      ), booked AS (
        SELECT p.*, o.id AS option_id, CASE WHEN o.id IS NOT NULL THEN (p.u - 1) / o.n + 1 END AS option_unit_no
        FROM placed p
        LEFT JOIN LATERAL (
          SELECT x.id, x.n FROM (
            SELECT o.id, o.stock, count(*) OVER () AS n, row_number() OVER (ORDER BY o.id) - 1 AS k
            FROM item_options o WHERE o.item_id = p.item_id AND o.kind = 'REQUIRED') x
          WHERE x.k = (p.u - 1) % x.n AND x.stock >= (p.u - 1) / x.n + 1 AND p.status <> 'MAINTENANCE'
        ) o ON true
      ), ins AS (
        INSERT INTO rental_bookings (item_id, unit_no, option_id, option_unit_no, period, status, buffer_days, expires_at, note)
        SELECT k.item_id, k.u, k.option_id, k.option_unit_no, daterange(k.first, k.first + k.len, '[)'),
          k.status::rental_booking_status, k.buf,
          CASE WHEN k.status = 'HELD' THEN now() + interval '20 minutes' END,
          CASE WHEN k.status = 'MAINTENANCE' THEN '정기 점검' END
        FROM booked k
        WHERE NOT EXISTS (
          SELECT 1 FROM rental_bookings r WHERE r.item_id = k.item_id AND r.status <> 'CANCELLED'
            AND (r.unit_no = k.u OR (k.option_id IS NOT NULL AND r.option_id = k.option_id AND r.option_unit_no = k.option_unit_no))
            AND r.blocked && daterange(k.first, k.first + k.len + k.buf, '[)'))
        RETURNING 1)
      SELECT count(*)::int AS n FROM ins`
    );
    written += Number(rows[0]?.n ?? 0);
    // Statistics follow the table as it grows (PGlite has no autovacuum): the triggers' and the next
    // chunk's overlap checks are planned for a table of this size, not the one the run started with.
    if (written >= analyzedAt * 2) {
      analyzedAt = written;
      await db.execute(sql`ANALYZE rental_bookings`);
    }
    log?.(`  예약 (bookings) ${written.toLocaleString('en-US')} · 상품 id ~${from + CHUNK_IDS - 1}`);
  }
  await db.execute(sql`ANALYZE rental_bookings`);
  await db.execute(sql`ANALYZE item_range_availability`);
  return written;
}
