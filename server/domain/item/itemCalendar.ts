import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import type { OpeningHours } from '../../db/schema/businesses';
import { DomainError } from '@/lib/errors';
import { todayInSeoul } from '@/lib/dates';
import { bookingDaysOf, disableReasonOf } from '@/lib/calendar/bookingRules';
import { addMonths, monthDates, monthOf, monthsUntil } from '@/lib/calendar/dateKeys';
import type { AvailabilityDay, AvailabilityMonth } from '@/lib/calendar/types';
import { freeUnitsByDay } from './availability';

/** A calendar never spans more than this many months (90 days touch at most five). */
export const MAX_CALENDAR_MONTHS = 6;

export type ItemCalendar = { itemId: number; today: string; lastBookableDate: string; months: AvailabilityMonth[] };

type CalendarItemRow = {
  id: number;
  status: string;
  dealType: string;
  openingHours: OpeningHours;
  closedDates: string[];
};

async function loadCalendarItem(db: Db, itemId: number): Promise<CalendarItemRow> {
  const [row] = await queryRows<CalendarItemRow>(
    db,
    sql`
    SELECT i.id, i.status, i.deal_type AS "dealType", s.opening_hours AS "openingHours", s.closed_dates AS "closedDates"
    FROM items i JOIN businesses s ON s.id = i.business_id AND s.suspended_at IS NULL WHERE i.id = ${itemId}`
  );
  // A hidden item does not exist for shoppers, whatever page asks.
  if (!row || row.status === 'HIDDEN') throw new DomainError('NOT_FOUND', '상품을 찾을 수 없어요.');
  if (row.dealType !== 'RENTAL')
    throw new DomainError('INVALID_INPUT', '렌탈 상품만 날짜를 고를 수 있어요.', { id: '렌탈 상품이 아니에요.' });
  return row;
}

/** A required option of the item (its sizes and lengths are what a rental books), or NOT_FOUND. */
async function checkCalendarOption(db: Db, itemId: number, optionId: number): Promise<void> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`
    SELECT id FROM item_options WHERE id = ${optionId} AND item_id = ${itemId} AND kind = 'REQUIRED'`
  );
  if (!row) throw new DomainError('NOT_FOUND', '옵션을 찾을 수 없어요.');
}

/**
 * The rental calendar of an item: whole months from `fromMonth` (default: this month in Seoul),
 * every day with its free units and whether it can be picked. Past days, the business's closed days
 * (weekday missing from its opening hours, or a listed closed date), days with no free unit and
 * days more than 90 days ahead are disabled (lib/calendar/bookingRules.ts: the rule checkout enforces).
 * With `optionId` (a required option: a size, a length) the free units are that option's own.
 */
export async function itemCalendar(
  db: Db,
  itemId: number,
  options: { fromMonth?: string; months?: number; optionId?: number } = {},
  now: Date = new Date()
): Promise<ItemCalendar> {
  const item = await loadCalendarItem(db, itemId);
  if (options.optionId !== undefined) await checkCalendarOption(db, itemId, options.optionId);
  const rules = bookingDaysOf(todayInSeoul(now), item, item.status === 'SOLD_OUT');
  const { today, last } = rules;
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
  const free = await freeUnitsByDay(db, itemId, windowFrom, windowTo, options.optionId ?? null);
  return {
    itemId,
    today,
    lastBookableDate: last,
    months: months.map((yearMonth) => ({
      yearMonth,
      dates: monthDates(yearMonth).map((date): AvailabilityDay => {
        const freeUnits = free.get(date) ?? 0;
        const disableReason = disableReasonOf(date, rules, freeUnits);
        return {
          date,
          isDisable: disableReason !== null,
          freeUnits: disableReason === null || disableReason === 'FULL' ? freeUnits : 0,
          disableReason,
        };
      }),
    })),
  };
}
