import { useState, type FormEvent } from 'react';
import type { MaintenanceBlock } from '@/api/item/sellerItems';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextField } from '@/components/form/TextField';
import { useNotify } from '@/components/ui/Toast';
import { addDays, daysBetween, formatShortDay } from '@/lib/calendar/dateKeys';
import { todayInSeoul } from '@/lib/dates';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectItemForms } from '@/store/sellerItemsSlice';
import { addBlock, removeBlock } from '@/store/sellerItemsThunks';
import styles from './ItemEdit.module.css';

const NOTE_MAX = 100;
const MAX_DAYS = 60;

const rangeText = (b: MaintenanceBlock) =>
  b.startDate === b.endDate
    ? formatShortDay(b.startDate)
    : `${formatShortDay(b.startDate)} - ${formatShortDay(b.endDate)} · ${daysBetween(b.startDate, b.endDate) + 1}일`;

function blockProblem(start: string, end: string, today: string): string | null {
  if (!start || !end) return '시작일과 종료일을 골라 주세요.';
  if (start < today) return '오늘 이후의 날짜를 골라 주세요.';
  if (end < start) return '종료일이 시작일보다 빨라요.';
  if (daysBetween(start, end) + 1 > MAX_DAYS) return `정비 일정은 한 번에 ${MAX_DAYS}일까지 잡을 수 있어요.`;
  return null;
}

function BlockList({ blocks }: { blocks: MaintenanceBlock[] }) {
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const busy = useAppSelector(selectItemForms).block.status === 'loading';
  if (blocks.length === 0) return <p className={styles.hint}>잡힌 정비 일정이 없어요.</p>;
  return (
    <ul className={styles.blocks} aria-label="정비 일정">
      {blocks.map((b) => (
        <li key={b.id} className={styles.block}>
          <span className={styles.blockMain}>
            <strong className={styles.blockDays}>{rangeText(b)}</strong>
            {b.note ? <span className={styles.hint}>{b.note}</span> : null}
          </span>
          <button
            type="button"
            className={styles.inlineButton}
            disabled={busy}
            aria-label={`${rangeText(b)} 정비 일정 삭제`}
            onClick={() => {
              void dispatch(removeBlock(b.id)).then((r) => {
                if (removeBlock.fulfilled.match(r)) notify('정비 일정을 지웠어요');
              });
            }}
          >
            삭제
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * 정비 일정 (rental items): days a unit is out for servicing. The server takes one unit that is free
 * for the whole range, or answers that none is (the days are then fully booked); shoppers see the
 * days as unavailable once no unit is left.
 */
export function MaintenanceSection({ itemId, blocks }: { itemId: number; blocks: MaintenanceBlock[] }) {
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const form = useAppSelector(selectItemForms).block;
  const today = todayInSeoul();
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = blockProblem(start, end, today);
    setProblem(found);
    if (found) return;
    const result = await dispatch(addBlock({ itemId, startDate: start, endDate: end, note: note.trim() }));
    if (addBlock.fulfilled.match(result)) {
      setStart('');
      setEnd('');
      setNote('');
      notify('정비 일정을 추가했어요');
    }
  };
  return (
    <section className={styles.section} aria-labelledby="maintenance-title">
      <h2 id="maintenance-title" className={styles.title}>
        정비 일정
      </h2>
      <p className={styles.hint}>
        정비하는 동안 장비 한 대를 대여에서 빼요. 남는 장비가 없는 날은 손님 달력에서 예약할 수 없게 보여요.
      </p>
      <BlockList blocks={blocks} />
      <form className={styles.blockForm} onSubmit={submit} noValidate>
        <div className={styles.dates}>
          <TextField
            label="시작일"
            type="date"
            value={start}
            min={today}
            max={addDays(today, 365)}
            onChange={(e) => {
              setStart(e.target.value);
              if (!end || end < e.target.value) setEnd(e.target.value);
            }}
          />
          <TextField
            label="종료일 (포함)"
            type="date"
            value={end}
            min={start || today}
            max={addDays(today, 365)}
            onChange={(e) => setEnd(e.target.value)}
          />
        </div>
        <TextField
          label="메모 (선택)"
          value={note}
          maxLength={NOTE_MAX}
          placeholder="예: 엣지 연마, 바인딩 점검"
          onChange={(e) => setNote(e.target.value)}
          hint={`${note.length}/${NOTE_MAX}자`}
        />
        {problem || form.status === 'failed' ? (
          <p className={styles.error} role="alert">
            {problem ?? form.error?.message}
          </p>
        ) : null}
        <SubmitButton busy={form.status === 'loading'} tone="secondary">
          정비 일정 추가
        </SubmitButton>
      </form>
    </section>
  );
}
