/**
 * Dates in the product's time zone. Servers run in UTC and phones anywhere, but a rental "day" and
 * every date a Korean user reads is a day in Asia/Seoul, so formatting always converts there first.
 * State holds ISO strings (docs/architecture.md §5); these helpers take ISO strings, Dates or
 * epoch milliseconds.
 */
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/ko';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.locale('ko');

export const SEOUL_UTC_OFFSET_MINUTES = 9 * 60;

export type DateInput = string | number | Date | Dayjs;

/** The instant seen in Seoul, with the Korean locale (weekday names 월, 화 …). */
export function inSeoul(input: DateInput): Dayjs {
  // Korea has kept a fixed UTC+09:00 with no daylight saving since 1988, so a fixed offset is exact
  // for every date this product shows, and far cheaper than the tz plugin (a new Intl formatter per
  // call: it was the largest CPU cost of rendering the home page).
  return dayjs(input).utcOffset(SEOUL_UTC_OFFSET_MINUTES).locale('ko');
}

/** `2024.03.05` */
export function formatDate(input: DateInput): string {
  return inSeoul(input).format('YYYY.MM.DD');
}

/**
 * `2024.03.05` from a Seoul day key (`2024-03-05`, the form rental periods and the price history
 * use): the key is already a Seoul date, so it is rewritten as text, without building a date (a
 * year of price history is hundreds of them per render).
 */
export function formatDayKey(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new RangeError(`not a day key: ${day}`);
  return day.replaceAll('-', '.');
}

/** `2024.03.05 14:30` */
export function formatDateTime(input: DateInput): string {
  return inSeoul(input).format('YYYY.MM.DD HH:mm');
}

/** `3월 5일 (화)`: the short form used on rental calendars and order cards. */
export function formatMonthDay(input: DateInput): string {
  return inSeoul(input).format('M월 D일 (dd)');
}

/** `2024년 3월` */
export function formatYearMonth(input: DateInput): string {
  return inSeoul(input).format('YYYY년 M월');
}

/** The calendar date in Seoul as `YYYY-MM-DD` (the form rental periods and calendar keys use). */
export function toSeoulDateKey(input: DateInput): string {
  return inSeoul(input).format('YYYY-MM-DD');
}

/** Today's date in Seoul as `YYYY-MM-DD`; `now` is injectable for tests. */
export function todayInSeoul(now: DateInput = Date.now()): string {
  return toSeoulDateKey(now);
}

/** `방금 전`, `5분 전`, `3시간 전`, `2일 전`, then the date: how Korean boards show post times. */
export function formatRelative(input: DateInput, now: DateInput = Date.now()): string {
  const then = dayjs(input);
  const minutes = dayjs(now).diff(then, 'minute');
  if (minutes < 1) return '방금 전';
  if (minutes < 60) return `${minutes}분 전`;
  if (minutes < 60 * 24) return `${Math.floor(minutes / 60)}시간 전`;
  if (minutes < 60 * 24 * 7) return `${Math.floor(minutes / (60 * 24))}일 전`;
  return formatDate(input);
}
