import { useState, type FormEvent } from 'react';
import type { ConsoleItem, ItemStatus } from '@/api/item/sellerItems';
import { SubmitButton } from '@/components/form/SubmitButton';
import { useNotify } from '@/components/ui/Toast';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectItemForms } from '@/store/sellerItemsSlice';
import { saveItemStatus } from '@/store/sellerItemsThunks';
import { STATUS_HINTS, STATUS_LABELS } from './itemLabels';
import styles from './ItemEdit.module.css';

const STATUSES: ItemStatus[] = ['AVAILABLE', 'SOLD_OUT', 'HIDDEN'];

/** 판매 상태: a radio group of 판매 중 / 품절 / 숨김, each with what it means for shoppers. */
export function ItemStatusForm({ item }: { item: ConsoleItem }) {
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const form = useAppSelector(selectItemForms).status;
  const [status, setStatus] = useState<ItemStatus>(item.status);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await dispatch(saveItemStatus({ itemId: item.id, status }));
    if (saveItemStatus.fulfilled.match(result)) notify(`${STATUS_LABELS[status]}(으)로 바꿨어요`);
  };
  return (
    <form className={styles.section} onSubmit={submit}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.title}>판매 상태</legend>
        {STATUSES.map((value) => (
          <label key={value} className={status === value ? styles.radioOn : styles.radio}>
            <input
              type="radio"
              name="item-status"
              value={value}
              checked={status === value}
              onChange={() => setStatus(value)}
            />
            <span className={styles.radioText}>
              <strong>{STATUS_LABELS[value]}</strong>
              <span className={styles.hint}>{STATUS_HINTS[value]}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {form.status === 'failed' ? (
        <p className={styles.error} role="alert">
          {form.error?.message}
        </p>
      ) : null}
      <SubmitButton busy={form.status === 'loading'} disabled={status === item.status}>
        상태 저장
      </SubmitButton>
    </form>
  );
}
