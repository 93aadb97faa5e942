import { formatShortDay } from '@/lib/calendar/dateKeys';
import { formatDate } from '@/lib/dates';

/** `11.24(월) ~ 11.26(수)` for a rental, the order day for a purchase. */
export function orderPeriodText(order: {
  startDate: string | null;
  endDate: string | null;
  createdDatetime: string;
}): string {
  if (order.startDate && order.endDate) {
    return order.startDate === order.endDate
      ? formatShortDay(order.startDate)
      : `${formatShortDay(order.startDate)} ~ ${formatShortDay(order.endDate)}`;
  }
  return `${formatDate(order.createdDatetime)} 주문`;
}

/**
 * The tone of a status chip: finished well, stopped (cancelled, refused, no answer), or still moving.
 * By state name, so every process table's states get a tone without a list per table.
 */
export function statusTone(state: string): 'done' | 'stopped' | 'active' {
  if (['USED', 'CONFIRMED', 'HANDED_OVER'].includes(state)) return 'done';
  if (['CANCELLED', 'REFUSED', 'NO_RESPONSE'].includes(state)) return 'stopped';
  return 'active';
}
