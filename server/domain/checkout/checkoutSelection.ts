import { eq } from 'drizzle-orm';
import { isInsuranceOption } from '@/lib/item/insuranceOption';
import type { Db } from '../../db/client';
import { freeUnitsForRange, type RangeFreeUnits } from '../item/availability';
import { loadItemRow, loadOptionRows, type ItemRow, type OptionRow } from '../item/itemDetailQueries';
import { bookingDaysOf, firstUnbookableDay, type BookingDays } from '@/lib/calendar/bookingRules';
import { addDays, daysBetween, formatShortDay } from '@/lib/calendar/dateKeys';
import type { DisableReason } from '@/lib/calendar/types';
import { todayInSeoul } from '@/lib/dates';
import { DomainError } from '@/lib/errors';
import { MAX_RENTAL_DAYS, type SelectionInput } from './checkoutInput';
import type { QuoteLine } from './priceQuote';
import { businesses } from '../../db/schema';

/**
 * The item page's selection checked against the database as it is now: the payment page shows the
 * problems (in Korean, with a way back to the item) and prepare refuses while there are any.
 */
export type SelectionProblemCode =
  | 'ITEM_UNAVAILABLE'
  | 'OPTION_GONE'
  | 'STOCK_OUT'
  | 'REQUIRED'
  | 'DELIVERY'
  /** No range, a range ending before it starts, or a longer rental than one order books. */
  | 'DATES'
  /** A day of the range the calendar disables: past, beyond the booking window, the business closed. */
  | 'DATES_PAST'
  | 'DATES_BEYOND'
  | 'DATES_CLOSED'
  /** Not enough units free over the range (of the item, or of a chosen option). */
  | 'DATES_TAKEN';

export type SelectionProblem = { code: SelectionProblemCode; message: string };

export type CheckoutContext = {
  item: ItemRow;
  turnaroundDays: number;
  options: OptionRow[];
  lines: QuoteLine[];
  /** Rental days (both ends included) or 1 for a sale. */
  days: number;
  /** Rental units the order needs: the required options' amounts. */
  units: number;
  /** '[start,end+1)' for a rental. */
  period: string | null;
  /** For a rental range the day rule allows: the unit numbers free over it (item and per required option). */
  free: RangeFreeUnits | null;
  problems: SelectionProblem[];
};

const SOLD_OUT: SelectionProblem = { code: 'ITEM_UNAVAILABLE', message: '품절되어 지금은 주문할 수 없어요.' };

/** What the rule of bookable days (lib/calendar/bookingRules.ts) says about a range, in the payment page's words. */
function dayProblem(reason: DisableReason, date: string, days: BookingDays): SelectionProblem {
  switch (reason) {
    case 'PAST':
      return { code: 'DATES_PAST', message: '지난 날짜는 예약할 수 없어요. 날짜를 다시 골라 주세요.' };
    case 'BEYOND_WINDOW':
      return {
        code: 'DATES_BEYOND',
        message: `예약은 ${formatShortDay(days.last)}까지만 할 수 있어요. 날짜를 다시 골라 주세요.`,
      };
    case 'CLOSED':
      return {
        code: 'DATES_CLOSED',
        message: `빌리는 기간에 매장 휴무일(${formatShortDay(date)})이 있어요. 휴무일을 피해 날짜를 다시 골라 주세요.`,
      };
    case 'SOLD_OUT':
      return SOLD_OUT;
    case 'FULL':
      return { code: 'DATES_TAKEN', message: '선택한 날짜는 이미 예약이 찼어요. 다른 날짜를 골라 주세요.' };
  }
}

/** How quote and prepare refuse a selection with a problem: taken days and sold stock are conflicts of the moment, the rest bad input. */
export function selectionProblemError(problem: SelectionProblem): DomainError {
  const code =
    problem.code === 'DATES_TAKEN'
      ? 'UNAVAILABLE_DATES'
      : problem.code === 'STOCK_OUT' || problem.code === 'ITEM_UNAVAILABLE'
        ? 'CONFLICT'
        : 'INVALID_INPUT';
  return new DomainError(code, problem.message);
}

/** The dates themselves: chosen, in order, not too long. Which days may be booked is the calendar's rule. */
function rangeShapeProblem(input: SelectionInput): SelectionProblem | null {
  if (!input.startDate || !input.endDate) return { code: 'DATES', message: '대여 날짜를 선택해 주세요.' };
  if (input.endDate < input.startDate)
    return { code: 'DATES', message: '반납일이 대여일보다 빨라요. 날짜를 다시 골라 주세요.' };
  if (daysBetween(input.startDate, input.endDate) + 1 > MAX_RENTAL_DAYS)
    return { code: 'DATES', message: `한 번에 ${MAX_RENTAL_DAYS}일까지 빌릴 수 있어요.` };
  return null;
}

/**
 * A rental's units against what is free for the whole range: each required line against its option's
 * own units, and all of them together against the item's.
 */
function unitProblems(
  lines: QuoteLine[],
  units: number,
  free: RangeFreeUnits,
  days: BookingDays,
  start: string
): SelectionProblem[] {
  const problems: SelectionProblem[] = [];
  for (const line of lines) {
    const left = free.options.get(line.optionId)?.length;
    if (line.kind !== 'REQUIRED' || left === undefined || left >= line.amount) continue;
    problems.push({
      code: 'DATES_TAKEN',
      message:
        left === 0
          ? `'${line.name}' 옵션은 선택한 날짜에 예약이 다 찼어요. 다른 날짜나 옵션을 골라 주세요.`
          : `'${line.name}' 옵션은 선택한 날짜에 ${left}대까지 빌릴 수 있어요. 수량을 줄이거나 다른 날짜를 골라 주세요.`,
    });
  }
  if (problems.length > 0 || free.item.length >= units) return problems;
  if (free.item.length === 0) return [dayProblem('FULL', start, days)];
  return [{ code: 'DATES_TAKEN', message: `선택한 날짜에는 ${free.item.length}대까지 빌릴 수 있어요.` }];
}

export async function loadCheckoutContext(
  db: Db,
  input: SelectionInput,
  now: Date = new Date()
): Promise<CheckoutContext> {
  const item = await loadItemRow(db, input.itemId);
  if (!item || item.status === 'HIDDEN') throw new DomainError('NOT_FOUND', '상품을 찾을 수 없어요.');
  const [options, [business]] = await Promise.all([
    loadOptionRows(db, item.id),
    db
      .select({ turnaroundDays: businesses.turnaroundDays, closedDates: businesses.closedDates })
      .from(businesses)
      .where(eq(businesses.id, item.businessId)),
  ]);
  const turnaroundDays = Number(business?.turnaroundDays ?? 0);
  const problems: SelectionProblem[] = [];
  const byId = new Map(options.map((o) => [o.id, o]));
  if (item.status === 'SOLD_OUT' || item.stock <= 0) problems.push(SOLD_OUT);

  const lines: QuoteLine[] = [];
  for (const entry of input.options) {
    const option = byId.get(entry.optionId);
    if (!option) {
      problems.push({
        code: 'OPTION_GONE',
        message: '선택한 옵션 중 판매가 끝난 옵션이 있어요. 옵션을 다시 골라 주세요.',
      });
      continue;
    }
    // A sale takes every option's stock; a rental's add-ons (a helmet, a lock) are lent from theirs.
    // A rental's required options are units booked per day, checked against the range below.
    if ((item.dealType === 'SELL' || option.kind === 'ADDITIONAL') && option.stock < entry.amount) {
      problems.push({
        code: 'STOCK_OUT',
        message: `'${option.name}' 재고가 ${Math.max(0, option.stock)}개 남았어요. 수량을 줄여 주세요.`,
      });
    }
    lines.push({
      optionId: option.id,
      name: option.name,
      kind: option.kind,
      price: option.price,
      isInsurance: isInsuranceOption(option),
      amount: entry.amount,
    });
  }
  const units = lines.filter((l) => l.kind === 'REQUIRED').reduce((sum, l) => sum + l.amount, 0);
  if (options.some((o) => o.kind === 'REQUIRED') && units < 1)
    problems.push({ code: 'REQUIRED', message: '필수 옵션을 선택해 주세요.' });
  if (!item.deliveryTypes.includes(input.deliveryType))
    problems.push({ code: 'DELIVERY', message: '이 상품은 선택한 방법으로 받을 수 없어요.' });

  let days = 1;
  let period: string | null = null;
  let free: RangeFreeUnits | null = null;
  if (item.dealType === 'RENTAL') {
    const bookingDays = bookingDaysOf(
      todayInSeoul(now),
      { openingHours: item.openingHours, closedDates: business?.closedDates ?? [] },
      item.status === 'SOLD_OUT'
    );
    const shape = rangeShapeProblem(input);
    // Every day of the range must be one the calendar lets the shopper pick (units aside: counted next).
    const unbookable = shape ? null : firstUnbookableDay(input.startDate!, input.endDate!, bookingDays, Infinity);
    const dateProblem = shape ?? (unbookable ? dayProblem(unbookable.reason, unbookable.date, bookingDays) : null);
    if (dateProblem) {
      if (!problems.some((p) => p.code === dateProblem.code)) problems.push(dateProblem);
    } else {
      days = daysBetween(input.startDate!, input.endDate!) + 1;
      const endExclusive = addDays(input.endDate!, 1);
      period = `[${input.startDate},${endExclusive})`;
      free = await freeUnitsForRange(db, item.id, input.startDate!, endExclusive, turnaroundDays);
      problems.push(...unitProblems(lines, Math.max(1, units), free, bookingDays, input.startDate!));
    }
  }
  return { item, turnaroundDays, options, lines, days, units: Math.max(1, units), period, free, problems };
}
