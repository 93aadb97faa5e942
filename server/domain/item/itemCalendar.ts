import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import type { OpeningHours } from '../../db/schema/stores';
import { DomainError } from '@/lib/errors';
import { todayInSeoul } from '@/lib/dates';
import { addDays, addMonths, BOOKING_DAYS_AHEAD, monthDates, monthOf, monthsUntil, weekdayOf } from '@/lib/calendar/dateKeys';
import type { AvailabilityDay, AvailabilityMonth, DisableReason } from '@/lib/calendar/types';
import { freeUnitsByDay } from './availability';

/** A calendar never spans more than this many months (90 days touch at most five). */
export const MAX_CALENDAR_MONTHS = 6;

export type ItemCalendar = { itemId: number; today: string; lastBookableDate: string; months: AvailabilityMonth[] };

type CalendarItemRow = { id: number; status: string; dealType: string; openingHours: OpeningHours; closedDates: string[] };

async function loadCalendarItem(db: Db, itemId: number): Promise<CalendarItemRow> {
  const [row] = await queryRows<CalendarItemRow>(db, sql`
    SELECT i.id, i.status, i.deal_type AS "dealType", s.opening_hours AS "openingHours", s.closed_dates AS "closedDates"
    FROM items i JOIN stores s ON s.id = i.store_id WHERE i.id = ${itemId}`);
  // A hidden item does not exist for shoppers, whatever page asks.
  if (!row || row.status === 'HIDDEN') throw new DomainError('NOT_FOUND', '상품을 찾을 수 없어요.');
  if (row.dealType !== 'RENTAL') throw new DomainError('INVALID_INPUT', '렌탈 상품만 날짜를 고를 수 있어요.', { id: '렌탈 상품이 아니에요.' });
  return row;
}

/** Why a day cannot be booked, in the order a shopper would want to hear it; null when it can. */
export function disableReasonOf(
  date: string, ctx: { today: string; last: string; soldOut: boolean; openWeekdays: Set<number>; closedDates: Set<string>; free: number },
): DisableReason | null {
  if (date < ctx.today) return 'PAST';
  if (date > ctx.last) return 'BEYOND_WINDOW';
  if (ctx.soldOut) return 'SOLD_OUT';
  if (!ctx.openWeekdays.has(weekdayOf(date)) || ctx.closedDates.has(date)) return 'CLOSED';
  if (ctx.free <= 0) return 'FULL';
  return null;
}

/**
 * The rental calendar of an item: whole months from `fromMonth` (default: this month in Seoul),
 * every day with its free units and whether it can be picked. Past days, the store's closed days
 * (weekday missing from its opening hours, or a listed closed date), days with no free unit and
 * days more than 90 days ahead are disabled.
 */
export async function itemCalendar(
  db: Db, itemId: number, options: { fromMonth?: string; months?: number } = {}, now: Date = new Date(),
): Promise<ItemCalendar> {
  const item = await loadCalendarItem(db, itemId);
  const today = todayInSeoul(now);
  const last = addDays(today, BOOKING_DAYS_AHEAD);
  const fromMonth = options.fromMonth ?? monthOf(today);
  if (fromMonth < monthOf(today) || fromMonth > monthOf(last)) {
    throw new DomainError('INVALID_INPUT', undefined, { from: '예약할 수 있는 기간의 달을 골라 주세요.' });
  }
  const count = Math.min(options.months ?? monthsUntil(fromMonth, last), MAX_CALENDAR_MONTHS);
  const months = Array.from({ length: count }, (_, i) => addMonths(fromMonth, i));
  const firstDay = `${months[0]}-01`;
  const lastDay = monthDates(months[months.length - 1]).at(-1)!;
  // Only the bookable window needs a count; days outside it are disabled whatever is booked.
  const windowFrom = firstDay > today ? firstDay : today;
  const windowTo = lastDay < last ? lastDay : last;
  const free = await freeUnitsByDay(db, itemId, windowFrom, windowTo);
  const ctx = {
    today, last, soldOut: item.status === 'SOLD_OUT',
    openWeekdays: new Set(item.openingHours.map((h) => h.weekday)),
    closedDates: new Set(item.closedDates),
  };
  return {
    itemId, today, lastBookableDate: last,
    months: months.map((yearMonth) => ({
      yearMonth,
      dates: monthDates(yearMonth).map((date): AvailabilityDay => {
        const freeUnits = free.get(date) ?? 0;
        const disableReason = disableReasonOf(date, { ...ctx, free: freeUnits });
        return { date, isDisable: disableReason !== null, freeUnits: disableReason === null || disableReason === 'FULL' ? freeUnits : 0, disableReason };
      }),
    })),
  };
}
