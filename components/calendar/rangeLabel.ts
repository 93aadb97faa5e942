import { daysBetween, formatShortDay } from '@/lib/calendar/dateKeys';
import type { DateRange } from '@/lib/calendar/types';

/**
 * How the bottom bar states a rental range (docs/design.md §4 Calendar): `11.24(월) - 11.26(수) · 2박 3일`, a
 * single day as `11.24(월) · 당일`, and what to do next while the range is incomplete.
 */
export function rangeLabel(range: DateRange): string {
  if (!range.startDate) return '대여 시작일을 선택해 주세요';
  if (!range.endDate) return `${formatShortDay(range.startDate)} - 반납일을 선택해 주세요`;
  const nights = daysBetween(range.startDate, range.endDate);
  if (nights === 0) return `${formatShortDay(range.startDate)} · 당일`;
  return `${formatShortDay(range.startDate)} - ${formatShortDay(range.endDate)} · ${nights}박 ${nights + 1}일`;
}
