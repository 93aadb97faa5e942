import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { isExclusionViolation } from '../../db/uniqueViolation';
import { DomainError } from '@/lib/errors';
import { addDays, daysBetween, isDateKey } from '@/lib/calendar/dateKeys';
import { todayInSeoul } from '@/lib/dates';
import { releaseExpiredHolds } from '../checkout/holdInventory';
import { itemIdSchema, lockOwnItem } from './itemStatus';
import { rentalBookings } from '../../db/schema';

/** The free unit addMaintenanceBlock picks (raw: generate_series over the units), typed from the schema. */
type FreeUnitRow = Pick<typeof rentalBookings.$inferSelect, 'unitNo'>;

/** A unit taken out of rental for servicing: the days (end inclusive) and the seller's note. */
export type MaintenanceBlock = { id: number; itemId: number; startDate: string; endDate: string; note: string };

/** A block is for servicing, not for closing the shop: at most 60 days, booked within the next year. */
export const MAX_BLOCK_DAYS = 60;
export const MAX_DAYS_AHEAD = 365;
export const MAX_NOTE_LENGTH = 100;

const dateKey = z.string().refine(isDateKey, '날짜 형식이 올바르지 않아요.');

export const addMaintenanceInput = z
  .object({
    itemId: itemIdSchema,
    startDate: dateKey,
    endDate: dateKey,
    // Plain text, one line: it is shown as text in the console, never as markup.
    note: z
      .string()
      .max(400)
      .nullish()
      .transform((v) =>
        (v ?? '')
          .replace(/\p{Cc}+/gu, ' ')
          .replace(/\s+/g, ' ')
          .trim()
      )
      .pipe(z.string().max(MAX_NOTE_LENGTH, `메모는 ${MAX_NOTE_LENGTH}자까지 쓸 수 있어요.`)),
  })
  .superRefine((v, ctx) => {
    // zod runs this even when a date failed its own check: compare only real dates.
    if (!isDateKey(v.startDate) || !isDateKey(v.endDate)) return;
    if (v.endDate < v.startDate)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: '종료일이 시작일보다 빨라요.' });
    else if (daysBetween(v.startDate, v.endDate) + 1 > MAX_BLOCK_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: `정비 일정은 한 번에 ${MAX_BLOCK_DAYS}일까지 잡을 수 있어요.`,
      });
    }
  });

export type AddMaintenanceInput = z.output<typeof addMaintenanceInput>;

export const removeMaintenanceInput = z.object({ blockId: z.number().int().positive().max(2_147_483_647) });

const UNAVAILABLE = '그 기간에는 남는 장비가 없어요. 예약을 확인하고 다른 날짜를 골라 주세요.';

/** The item's maintenance blocks that are not over yet, soonest first. */
export async function listMaintenanceBlocks(
  db: Db,
  itemId: number,
  now: Date = new Date()
): Promise<MaintenanceBlock[]> {
  const rows = await queryRows<MaintenanceBlock>(
    db,
    sql`
    SELECT id, item_id AS "itemId", to_char(lower(period), 'YYYY-MM-DD') AS "startDate",
      to_char(upper(period) - 1, 'YYYY-MM-DD') AS "endDate", coalesce(note, '') AS note
    FROM rental_bookings
    WHERE item_id = ${itemId} AND status = 'MAINTENANCE' AND upper(period) > ${todayInSeoul(now)}::date
    ORDER BY lower(period), id`
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), itemId: Number(r.itemId) }));
}

function checkDays(input: AddMaintenanceInput, today: string): void {
  if (input.startDate < today) {
    throw new DomainError('INVALID_INPUT', '지난 날짜에는 정비 일정을 잡을 수 없어요.', {
      startDate: '오늘 이후의 날짜를 골라 주세요.',
    });
  }
  if (input.startDate > addDays(today, MAX_DAYS_AHEAD)) {
    throw new DomainError('INVALID_INPUT', undefined, { startDate: '1년 안의 날짜를 골라 주세요.' });
  }
}

/**
 * Takes one free unit of a rental item out of service for [start, end]. Under the item lock (the
 * lock every checkout of the item takes), a unit free for the whole range is picked, as
 * holdRentalUnits picks units for a rental; when none is, UNAVAILABLE_DATES. The exclusion constraint
 * (which covers MAINTENANCE rows) stays the guarantee. No turnaround buffer: the servicing is the buffer.
 */
export async function addMaintenanceBlock(
  db: Db,
  businessId: number,
  input: AddMaintenanceInput,
  now: Date = new Date()
): Promise<MaintenanceBlock[]> {
  checkDays(input, todayInSeoul(now));
  const endExclusive = addDays(input.endDate, 1);
  await db.transaction(async (tx) => {
    const item = await lockOwnItem(tx, businessId, input.itemId);
    if (item.dealType !== 'RENTAL') throw new DomainError('INVALID_INPUT', '정비 일정은 렌탈 상품에만 잡을 수 있어요.');
    await releaseExpiredHolds(tx, item.id, now);
    const [free] = await queryRows<FreeUnitRow>(
      tx,
      sql`
      SELECT u.unit_no AS "unitNo" FROM generate_series(1, greatest(${item.stock}::int, 0)) AS u(unit_no)
      WHERE NOT EXISTS (
        SELECT 1 FROM rental_bookings b
        WHERE b.item_id = ${item.id} AND b.unit_no = u.unit_no AND b.status <> 'CANCELLED'
          AND b.blocked && daterange(${input.startDate}::date, ${endExclusive}::date, '[)'))
      ORDER BY u.unit_no LIMIT 1`
    );
    if (!free) throw new DomainError('UNAVAILABLE_DATES', UNAVAILABLE);
    try {
      await tx.execute(sql`
        INSERT INTO rental_bookings (item_id, unit_no, period, status, buffer_days, note)
        VALUES (${item.id}, ${Number(free.unitNo)}, daterange(${input.startDate}::date, ${endExclusive}::date, '[)'), 'MAINTENANCE', 0, ${input.note || null})`);
    } catch (error) {
      if (isExclusionViolation(error)) throw new DomainError('UNAVAILABLE_DATES', UNAVAILABLE);
      throw error;
    }
  });
  return listMaintenanceBlocks(db, input.itemId, now);
}

/** Puts the unit back into rental (the block is CANCELLED, kept as history); answers the item's remaining blocks. */
export async function removeMaintenanceBlock(
  db: Db,
  businessId: number,
  blockId: number,
  now: Date = new Date()
): Promise<{ itemId: number; blocks: MaintenanceBlock[] }> {
  const itemId = await db.transaction(async (tx) => {
    const b = rentalBookings;
    const [block] = await tx
      .select({ itemId: b.itemId })
      .from(b)
      .where(and(eq(b.id, blockId), eq(b.status, 'MAINTENANCE')));
    if (!block) throw new DomainError('NOT_FOUND', '정비 일정을 찾을 수 없어요.');
    await lockOwnItem(tx, businessId, Number(block.itemId));
    const done = await tx
      .update(b)
      .set({ status: 'CANCELLED' })
      .where(and(eq(b.id, blockId), eq(b.status, 'MAINTENANCE')))
      .returning({ id: b.id });
    if (done.length === 0) throw new DomainError('NOT_FOUND', '정비 일정을 찾을 수 없어요.');
    return Number(block.itemId);
  });
  return { itemId, blocks: await listMaintenanceBlocks(db, itemId, now) };
}
