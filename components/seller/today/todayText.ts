/**
 * Words of the console's 오늘 screen, kept apart from the markup so they can be tested alone.
 */
import { formatShortDay } from '@/lib/calendar/dateKeys';

/** Under this many minutes a request reads 마감 임박: the business should answer now. */
export const URGENT_MINUTES = 60;

/** `14시간 남음`, or `마감 임박` in the last hour (and once the job's moment has come). */
export function deadlineText(minutesLeft: number): string {
  if (minutesLeft < URGENT_MINUTES) return '마감 임박';
  return `${Math.floor(minutesLeft / 60)}시간 남음`;
}

/** Six hours before the deadline a request is marked in the warning colour as well. */
export const isDeadlineNear = (minutesLeft: number): boolean => minutesLeft < 6 * 60;

/** `11.24(월) - 11.26(수)` for a rental, or a single day for a one-day rental. */
export function periodText(start: string | null, end: string | null): string | null {
  if (!start || !end) return null;
  return start === end ? formatShortDay(start) : `${formatShortDay(start)} - ${formatShortDay(end)}`;
}

const DELIVERY_LABELS: Record<string, string> = { PICKUP: '매장 수령', PARCEL: '택배', DELIVERY: '배송' };

export const deliveryText = (type: string): string => DELIVERY_LABELS[type] ?? type;
