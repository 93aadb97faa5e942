import { memo } from 'react';
import type { CalendarDate } from '@/lib/calendar/types';
import { formatYearMonthKey, WEEKDAY_NAMES, weekdayOf } from '@/lib/calendar/dateKeys';
import styles from './CalendarMonth.module.css';

type Props = {
  yearMonth: string;
  dates: readonly CalendarDate[];
  onPick: (date: string) => void;
  /** False where no item is chosen (the shopping date picker): a day has no units to tell. */
  showUnits?: boolean;
};

const REASON_TEXT = {
  PAST: '지난 날',
  CLOSED: '휴무',
  FULL: '마감',
  BEYOND_WINDOW: '예약 불가',
  SOLD_OUT: '품절',
} as const;

/** The small line under a day: why it is closed, or how few units are left. */
function note(day: CalendarDate, showUnits: boolean): string | null {
  if (day.disableReason === 'CLOSED' || day.disableReason === 'FULL') return REASON_TEXT[day.disableReason];
  if (showUnits && !day.isDisable && day.freeUnits > 0 && day.freeUnits <= 2) return `${day.freeUnits}대`;
  return null;
}

/**
 * The button's name starts with exactly what the day shows (the numeral and its note), so voice
 * control finds "24" and axe's label-content-name-mismatch holds; then the full date and state.
 */
function label(day: CalendarDate, showUnits: boolean): string {
  const [, month, date] = day.date.split('-').map(Number);
  const small = note(day, showUnits);
  const shown = small ? `${date} ${small}` : `${date}`;
  const base = `${shown}, ${month}월 ${date}일 ${WEEKDAY_NAMES[weekdayOf(day.date)]}요일`;
  if (day.isDisable) return small ? base : `${base}, ${REASON_TEXT[day.disableReason ?? 'PAST']}`;
  const state = day.isSelected ? ', 선택됨' : day.isLeftActive || day.isRightActive ? ', 선택한 기간' : '';
  const preview = day.isPreviewDisable ? ', 반납일로 고를 수 없어요' : '';
  const units = showUnits ? `, 남은 수량 ${day.freeUnits}대` : '';
  return `${base}${units}${state}${preview}`;
}

function dayClass(day: CalendarDate): string {
  const weekday = weekdayOf(day.date);
  return [
    styles.day,
    day.isLeftActive ? styles.bandLeft : '',
    day.isRightActive ? styles.bandRight : '',
    day.isSelected ? styles.selected : '',
    day.isDisable ? styles.disabled : '',
    day.isPreviewDisable ? styles.preview : '',
    weekday === 0 ? styles.sunday : weekday === 6 ? styles.saturday : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** One month grid, Sunday first (docs/design.md §4 Calendar): filled ends, a soft band between, struck disabled days. */
export const CalendarMonth = memo(function CalendarMonth({ yearMonth, dates, onPick, showUnits = true }: Props) {
  const headingId = `calendar-${yearMonth}`;
  const lead = dates.length > 0 ? weekdayOf(dates[0].date) : 0;
  return (
    <section className={styles.month} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {formatYearMonthKey(yearMonth)}
      </h3>
      <ol className={styles.weekdays} aria-hidden>
        {WEEKDAY_NAMES.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ol>
      <ol className={styles.grid}>
        {Array.from({ length: lead }, (_, i) => (
          <li key={`lead-${i}`} aria-hidden />
        ))}
        {dates.map((day) => {
          const small = note(day, showUnits);
          return (
            <li key={day.date} className={dayClass(day)}>
              {/* A fully booked day stays tappable (aria-disabled): the tap offers 빈자리 알림 instead of choosing it. */}
              <button
                type="button"
                className={styles.button}
                disabled={day.isDisable && day.disableReason !== 'FULL'}
                aria-disabled={day.isDisable || undefined}
                aria-pressed={day.isSelected}
                data-date={day.date}
                aria-label={label(day, showUnits)}
                onClick={() => onPick(day.date)}
              >
                <span className={styles.number} aria-hidden>
                  {Number(day.date.slice(8))}
                </span>
                {small ? (
                  <span className={styles.note} aria-hidden>
                    {small}
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
});
