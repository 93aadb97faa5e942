import { useCallback, useState } from 'react';
import { Icon } from '@/components/ui/Icon';
import { todayInSeoul } from '@/lib/dates';
import { rangeDayCount } from '@/lib/calendar/calendarRange';
import type { DateRange } from '@/lib/calendar/types';
import { BottomSheet } from '../item/BottomSheet';
import { CalendarMonth } from './CalendarMonth';
import { rangeLabel } from './rangeLabel';
import { MAX_RANGE_DAYS, rangeLabel as rentalRangeLabel } from '@/lib/rentalRange/rentalRange';
import {
  fromDraft,
  pickerMonths,
  pickRangeDay,
  toDraft,
  type PickedRange,
  type PickerOutcome,
} from './RentalRangePickerDays';
import sheet from './CalendarSheet.module.css';
import chip from '../ui/FilterChip.module.css';

type Props = {
  /** The applied range, or null for none (every date). */
  value: PickedRange | null;
  /** Called by 적용: the new range, or null when 초기화 cleared it. */
  onChange: (range: PickedRange | null) => void;
  /** Seoul today (YYYY-MM-DD); the page may pass the server's so both render the same window. */
  today?: string;
};

const MESSAGES: Partial<Record<PickerOutcome, string>> = {
  RESTART_TOO_LONG: `최대 ${MAX_RANGE_DAYS}일까지 빌릴 수 있어서 이 날부터 다시 골랐어요.`,
  IGNORED_DISABLED: '고를 수 없는 날짜예요.',
};

/**
 * The shopping date picker (issue 31 §1) for lists that are not one item's: a button stating the
 * chosen range (or 날짜 선택) that opens the item calendar's sheet and month grid (docs/design.md §4
 * Calendar) over the bookable window, where a start and an end are tapped, then 초기화 or 적용.
 */
export function RentalRangePicker({ value, onChange, today }: Props) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<DateRange>(toDraft(value));
  const [outcome, setOutcome] = useState<PickerOutcome | null>(null);
  const day = today ?? todayInSeoul();

  const show = () => {
    setDraft(toDraft(value));
    setOutcome(null);
    setOpen(true);
  };
  const close = useCallback(() => setOpen(false), []);
  const onPick = useCallback(
    (date: string) => {
      const next = pickRangeDay(draft, date, day);
      setDraft(next.range);
      setOutcome(next.outcome);
    },
    [draft, day]
  );
  const apply = () => {
    onChange(fromDraft(draft));
    setOpen(false);
  };

  const days = rangeDayCount(draft);
  // 적용 takes a complete range, or nothing at all (which clears the dates); not a lone start.
  const canApply = days > 0 || (draft.startDate === null && value !== null);
  const message = outcome ? MESSAGES[outcome] : undefined;

  const footer = (
    <div className={sheet.footer}>
      <div className={sheet.summary} aria-live="polite">
        <p className={sheet.range}>{draft.startDate ? rangeLabel(draft) : '대여 시작일을 선택해 주세요'}</p>
      </div>
      <div className={sheet.buttons}>
        <button
          type="button"
          className={sheet.reset}
          onClick={() => {
            setDraft(toDraft(null));
            setOutcome(null);
          }}
          disabled={!draft.startDate}
        >
          초기화
        </button>
        <button type="button" className={sheet.confirm} onClick={apply} disabled={!canApply}>
          {days > 0 ? `${days}일 적용` : '적용'}
        </button>
      </div>
    </div>
  );

  return (
    <>
      <button
        type="button"
        className={value ? `${chip.chip} ${chip.on}` : chip.chip}
        onClick={show}
        aria-haspopup="dialog"
      >
        <Icon name="calendar-days" size={18} />
        <span className="visually-hidden">대여 기간 </span>
        <span className={chip.text}>{value ? rentalRangeLabel(value) : '날짜 선택'}</span>
      </button>
      <BottomSheet open={open} title="대여 기간 선택" onClose={close} footer={footer}>
        <p className={sheet.help}>
          시작일과 반납일을 차례로 눌러 주세요. 최대 {MAX_RANGE_DAYS}일, 하루만이면 같은 날을 한 번 더 누르세요.
        </p>
        {message ? (
          <p className={sheet.message} role="status">
            {message}
          </p>
        ) : null}
        {pickerMonths(draft, day).map((m) => (
          <CalendarMonth key={m.yearMonth} yearMonth={m.yearMonth} dates={m.dates} onPick={onPick} showUnits={false} />
        ))}
      </BottomSheet>
    </>
  );
}
