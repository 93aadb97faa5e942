import { useCallback, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  deselectCalendar,
  pickCalendarDate,
  selectCalendar,
  selectCalendarMonths,
  selectRentalDayCount,
} from '@/store/calendarSlice';
import { formatWon } from '@/lib/money';
import type { PricePreview } from '@/store/itemSelection';
import { loadItemCalendar } from '@/store/itemDetailThunks';
import { ErrorState } from '../ui/ErrorState';
import { BottomSheet } from '../item/BottomSheet';
import { AvailabilityAlertOffer } from './AvailabilityAlertOffer';
import { CalendarMonth } from './CalendarMonth';
import { rangeLabel } from './rangeLabel';
import styles from './CalendarSheet.module.css';

type Props = {
  itemId: number;
  open: boolean;
  onClose: () => void;
  /** Confirms the chosen range (the sheet closes). */
  onConfirm: () => void;
  /** The current choice (the options chosen, or one unit of the item) for a number of days, with its multi-day discount. */
  priceOf: (days: number) => PricePreview;
};

const PICK_MESSAGES = {
  RESTART_CROSSES_DISABLED: '사이에 예약할 수 없는 날이 있어서 이 날부터 다시 골랐어요.',
  IGNORED_DISABLED: '예약 가능한 날짜가 아니에요.',
} as const;

/** Whether the day is disabled because every unit is booked (not closed, past or out of the window). */
function fullDay(months: { dates: { date: string; disableReason: string | null }[] }[], date: string): boolean {
  return months.some((m) => m.dates.some((d) => d.date === date && d.disableReason === 'FULL'));
}

/** The rental calendar sheet: months of days, the range summary, the total for the days chosen. */
export function CalendarSheet({ itemId, open, onClose, onConfirm, priceOf }: Props) {
  const dispatch = useAppDispatch();
  const calendar = useAppSelector(selectCalendar);
  const days = useAppSelector(selectRentalDayCount);
  // The last tapped day, to offer 빈자리 알림 when it was a fully booked one.
  const [tapped, setTapped] = useState<string | null>(null);
  const onPick = useCallback(
    (date: string) => {
      setTapped(date);
      dispatch(pickCalendarDate(date));
    },
    [dispatch]
  );
  // Computed from the compact availability and the range (memoised), never kept in the business.
  const months = useAppSelector(selectCalendarMonths);
  const message =
    calendar.lastPick === 'RESTART_CROSSES_DISABLED' || calendar.lastPick === 'IGNORED_DISABLED'
      ? PICK_MESSAGES[calendar.lastPick]
      : null;
  const range = { startDate: calendar.startDate, endDate: calendar.endDate };
  const price = priceOf(Math.max(1, days));

  const footer = (
    <div className={styles.footer}>
      <div className={styles.summary} aria-live="polite">
        <p className={styles.range}>{rangeLabel(range)}</p>
        {days > 0 ? (
          <p className={styles.total}>
            총 <strong>{formatWon(price.total)}</strong>{' '}
            <span className={styles.per}>
              ({days}일 × {formatWon(price.dayPrice)})
            </span>
          </p>
        ) : null}
        {days > 0 && price.longRentalDiscount > 0 ? (
          <p className={styles.discount}>장기 대여 할인 -{formatWon(price.longRentalDiscount)}</p>
        ) : null}
      </div>
      <div className={styles.buttons}>
        <button
          type="button"
          className={styles.reset}
          onClick={() => dispatch(deselectCalendar())}
          disabled={!calendar.startDate}
        >
          초기화
        </button>
        <button type="button" className={styles.confirm} onClick={onConfirm} disabled={days === 0}>
          {days > 0 ? `${days}일 선택 완료` : '날짜를 선택해 주세요'}
        </button>
      </div>
    </div>
  );

  return (
    <BottomSheet open={open} title="대여 기간 선택" onClose={onClose} footer={footer}>
      <p className={styles.help}>시작일과 반납일을 차례로 눌러 주세요. 하루만 빌리려면 같은 날을 한 번 더 누르세요.</p>
      {message ? (
        <p className={styles.message} role="status">
          {message}
        </p>
      ) : null}
      {calendar.lastPick === 'IGNORED_DISABLED' && tapped && fullDay(months, tapped) ? (
        <AvailabilityAlertOffer itemId={itemId} startDate={tapped} endDate={tapped} />
      ) : null}
      {calendar.status === 'failed' ? (
        <ErrorState
          message={calendar.error?.message ?? '달력을 불러오지 못했어요.'}
          onRetry={() => dispatch(loadItemCalendar(itemId))}
        />
      ) : null}
      {months.map((m) => (
        <CalendarMonth key={m.yearMonth} yearMonth={m.yearMonth} dates={m.dates} onPick={onPick} />
      ))}
    </BottomSheet>
  );
}
