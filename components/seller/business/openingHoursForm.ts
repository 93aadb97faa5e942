import type { SellerBusinessProfile } from '@/api/item/sellerBusiness';

/** One weekday row of the hours editor: closed, or open from–to ('HH:mm' as the time input gives it). */
export type DayRow = { weekday: number; label: string; closed: boolean; open: string; close: string };

// Monday first, as Korean shops list their hours.
const WEEK = [1, 2, 3, 4, 5, 6, 0];
const LABELS = ['일요일', '월요일', '화요일', '수요일', '목요일', '금요일', '토요일'];

/**
 * A time input cannot show 24:00, so closing at midnight is entered as 00:00 and stored as 24:00
 * (the business's hours never run past midnight here: closing must come after opening).
 */
export function rowsOf(hours: SellerBusinessProfile['openingHours']): DayRow[] {
  return WEEK.map((weekday) => {
    const day = hours.find((h) => h.weekday === weekday);
    return {
      weekday,
      label: LABELS[weekday],
      closed: !day,
      open: day?.open ?? '10:00',
      close: day ? (day.close === '24:00' ? '00:00' : day.close) : '20:00',
    };
  });
}

export function hoursOf(rows: DayRow[]): SellerBusinessProfile['openingHours'] {
  return rows
    .filter((r) => !r.closed)
    .map((r) => ({ weekday: r.weekday, open: r.open, close: r.close === '00:00' ? '24:00' : r.close }));
}

/** The first row whose hours don't make sense, as the message shown under the hours. */
export function hoursProblem(rows: DayRow[]): string | null {
  for (const row of rows) {
    if (row.closed) continue;
    if (!/^\d{2}:\d{2}$/.test(row.open) || !/^\d{2}:\d{2}$/.test(row.close))
      return `${row.label} 영업시간을 09:30처럼 입력해 주세요.`;
    const close = row.close === '00:00' ? '24:00' : row.close;
    if (row.open >= close) return `${row.label}: 문 닫는 시간은 여는 시간보다 늦어야 해요.`;
  }
  return null;
}
