import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { loadItemRow, loadOptionRows, type ItemRow, type OptionRow } from '../item/itemDetailQueries';
import { addDays, daysBetween } from '@/lib/calendar/dateKeys';
import { todayInSeoul } from '@/lib/dates';
import { DomainError } from '@/lib/errors';
import { MAX_RENTAL_DAYS, type SelectionInput } from './checkoutInput';
import type { QuoteLine } from './priceQuote';

/**
 * The item page's selection checked against the database as it is now: the payment page shows the
 * problems (in Korean, with a way back to the item) and prepare refuses while there are any.
 */
export type SelectionProblemCode = 'ITEM_UNAVAILABLE' | 'OPTION_GONE' | 'STOCK_OUT' | 'REQUIRED' | 'DATES' | 'DATES_TAKEN' | 'DELIVERY';

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
  problems: SelectionProblem[];
};

/** Rental insurance is sold as an additional option whose name says so (as the item page shows it). */
export const isInsuranceOption = (option: Pick<OptionRow, 'kind' | 'name'>) => option.kind === 'ADDITIONAL' && option.name.includes('보험');

/** Fewest free units on any day of [start, endExclusive + buffer): what the order may still book. */
export async function freeUnitsForRange(db: Db, itemId: number, start: string, endExclusive: string, bufferDays: number): Promise<number> {
  const [row] = await queryRows<{ free: number }>(db, sql`
    SELECT count(*)::int AS free FROM items i, generate_series(1, greatest(i.stock, 0)) AS u(unit_no)
    WHERE i.id = ${itemId} AND NOT EXISTS (
      SELECT 1 FROM rental_bookings b
      WHERE b.item_id = i.id AND b.unit_no = u.unit_no AND b.status <> 'CANCELLED'
        AND b.blocked && daterange(${start}::date, ${endExclusive}::date + ${bufferDays}::int, '[)'))`);
  return Number(row?.free ?? 0);
}

function rentalProblems(input: SelectionInput, today: string): SelectionProblem | null {
  if (!input.startDate || !input.endDate) return { code: 'DATES', message: '대여 날짜를 선택해 주세요.' };
  if (input.endDate < input.startDate) return { code: 'DATES', message: '반납일이 대여일보다 빨라요. 날짜를 다시 골라 주세요.' };
  if (input.startDate < today) return { code: 'DATES', message: '지난 날짜는 예약할 수 없어요. 날짜를 다시 골라 주세요.' };
  if (daysBetween(input.startDate, input.endDate) + 1 > MAX_RENTAL_DAYS) return { code: 'DATES', message: `한 번에 ${MAX_RENTAL_DAYS}일까지 빌릴 수 있어요.` };
  return null;
}

export async function loadCheckoutContext(db: Db, input: SelectionInput, now: Date = new Date()): Promise<CheckoutContext> {
  const item = await loadItemRow(db, input.itemId);
  if (!item || item.status === 'HIDDEN') throw new DomainError('NOT_FOUND', '상품을 찾을 수 없어요.');
  const [options, [store]] = await Promise.all([
    loadOptionRows(db, item.id),
    queryRows<{ turnaroundDays: number }>(db, sql`SELECT turnaround_days AS "turnaroundDays" FROM stores WHERE id = ${item.storeId}`),
  ]);
  const turnaroundDays = Number(store?.turnaroundDays ?? 0);
  const problems: SelectionProblem[] = [];
  const byId = new Map(options.map((o) => [o.id, o]));
  if (item.status === 'SOLD_OUT' || item.stock <= 0) problems.push({ code: 'ITEM_UNAVAILABLE', message: '품절되어 지금은 주문할 수 없어요.' });

  const lines: QuoteLine[] = [];
  for (const entry of input.options) {
    const option = byId.get(entry.optionId);
    if (!option) {
      problems.push({ code: 'OPTION_GONE', message: '선택한 옵션 중 판매가 끝난 옵션이 있어요. 옵션을 다시 골라 주세요.' });
      continue;
    }
    if (item.dealType === 'SELL' && option.stock < entry.amount) {
      problems.push({ code: 'STOCK_OUT', message: `'${option.name}' 재고가 ${Math.max(0, option.stock)}개 남았어요. 수량을 줄여 주세요.` });
    }
    lines.push({ optionId: option.id, name: option.name, kind: option.kind, price: option.price, isInsurance: isInsuranceOption(option), amount: entry.amount });
  }
  const units = lines.filter((l) => l.kind === 'REQUIRED').reduce((sum, l) => sum + l.amount, 0);
  if (options.some((o) => o.kind === 'REQUIRED') && units < 1) problems.push({ code: 'REQUIRED', message: '필수 옵션을 선택해 주세요.' });
  if (!item.deliveryTypes.includes(input.deliveryType)) problems.push({ code: 'DELIVERY', message: '이 상품은 선택한 방법으로 받을 수 없어요.' });

  let days = 1;
  let period: string | null = null;
  if (item.dealType === 'RENTAL') {
    const dateProblem = rentalProblems(input, todayInSeoul(now));
    if (dateProblem) problems.push(dateProblem);
    else {
      days = daysBetween(input.startDate!, input.endDate!) + 1;
      const endExclusive = addDays(input.endDate!, 1);
      period = `[${input.startDate},${endExclusive})`;
      const free = await freeUnitsForRange(db, item.id, input.startDate!, endExclusive, turnaroundDays);
      if (free < Math.max(1, units)) {
        problems.push({ code: 'DATES_TAKEN', message: free === 0 ? '선택한 날짜는 이미 예약이 찼어요. 다른 날짜를 골라 주세요.' : `선택한 날짜에는 ${free}대까지 빌릴 수 있어요.` });
      }
    }
  }
  return { item, turnaroundDays, options, lines, days, units: Math.max(1, units), period, problems };
}
