import type { OpeningHours } from '../../db/schema/businesses';
import { openStatus } from '@/lib/businesses/openNow';
import { openingHoursText } from '../item/itemSections';
import type { OperationDay, OperationTime, BusinessInfo, BusinessSection } from './businessTypes';
import type { BusinessRow } from './businessRow';
import { groupDigits } from '@/lib/digits';

/**
 * Pure shaping of the profile's sections from the business row (docs/product.md §3 Nearby business detail): each
 * text section is shown only when the business wrote something in it.
 */
export function section(text: string | null | undefined): BusinessSection {
  const content = (text ?? '').trim();
  return { isShow: content.length > 0, content };
}

const WEEKDAY_LABELS = ['일요일', '월요일', '화요일', '수요일', '목요일', '금요일', '토요일'];
// Monday first, as Korean shops list their hours.
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

export function operationDays(hours: OpeningHours): OperationDay[] {
  return WEEK_ORDER.map((weekday) => {
    const entry = hours.find((h) => h.weekday === weekday);
    return { weekday, label: WEEKDAY_LABELS[weekday], open: entry?.open ?? null, close: entry?.close ?? null };
  });
}

/** YYYY-MM-DD of a moment in Asia/Seoul (UTC+9, no daylight saving). */
export function seoulDate(now: Date): string {
  return new Date(now.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
}

export function operationTime(row: Pick<BusinessRow, 'openingHours' | 'closedDates'>, now: Date): OperationTime {
  const today = seoulDate(now);
  const hasHours = row.openingHours.length > 0;
  const status = openStatus(row.openingHours, row.closedDates, now);
  return {
    isOpenNow: status.isOpen,
    openStatusText: hasHours ? status.text : '영업시간은 매장에 문의해 주세요',
    isShow: hasHours,
    content: hasHours ? openingHoursText(row.openingHours) : '',
    days: operationDays(row.openingHours),
    upcomingClosedDates: [...row.closedDates]
      .filter((d) => d >= today)
      .sort()
      .slice(0, 5),
    hours: row.openingHours.map(({ weekday, open, close }) => ({ weekday, open, close })),
    closedDates: [...row.closedDates].sort(),
  };
}

/** `리뷰 1,234` and `4.7` as the profile header shows them; no rating text before the first review. */
export function reviewTexts(
  reviewCount: number,
  ratingAvg: number | null
): Pick<BusinessInfo, 'reviewCountText' | 'reviewRatingText'> {
  return {
    reviewCountText: `리뷰 ${groupDigits(reviewCount)}`,
    reviewRatingText: reviewCount > 0 && ratingAvg !== null ? ratingAvg.toFixed(1) : '',
  };
}
