import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormAlert } from '@/components/form/FormAlert';
import { SubmitButton } from '@/components/form/SubmitButton';
import { NoteField } from '@/components/seller/orders/NoteField';
import { OTHER_REASON, REASON_MAX, reasonError } from '@/components/seller/orders/sellerOrderText';
import styles from '@/components/seller/orders/SellerOrders.module.css';

type Props = {
  title: string;
  /** What happens to the customer (refund, alarm), said before the seller confirms. */
  description: ReactNode;
  /** Reasons to pick from; 기타 (write one's own) is always last. */
  reasons: readonly string[];
  confirmLabel: string;
  busy: boolean;
  error: string | null;
  onSubmit(reason: string): void;
  onClose(): void;
};

/**
 * The sheet of a step the customer is told the reason for (거절, 취소): one reason from the list or
 * 기타 with a written one (5–200 characters), then a confirm. A modal dialog: focus stays inside.
 */
export function ReasonSheet({ title, description, reasons, confirmLabel, busy, error, onSubmit, onClose }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const [choice, setChoice] = useState<string>(reasons[0] ?? OTHER_REASON);
  const [written, setWritten] = useState('');
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && typeof dialog.showModal === 'function' && !dialog.open) dialog.showModal();
  }, []);

  const other = choice === OTHER_REASON;
  const writtenError = other && touched ? reasonError(written) : null;
  const submit = () => {
    setTouched(true);
    if (other && reasonError(written)) return;
    onSubmit(other ? written.trim() : choice);
  };

  return (
    <dialog
      ref={ref}
      className={styles.sheet}
      aria-labelledby="reason-title"
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) onClose();
      }}
    >
      <form
        className={styles.sheetBody}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        noValidate
      >
        <h2 id="reason-title" className={styles.sheetTitle}>
          {title}
        </h2>
        <div className={styles.note}>{description}</div>
        <fieldset className={styles.radios} disabled={busy}>
          <legend>사유</legend>
          {[...reasons, OTHER_REASON].map((reason) => (
            <label key={reason} className={styles.radio}>
              <input
                type="radio"
                name="reason"
                value={reason}
                checked={choice === reason}
                onChange={() => setChoice(reason)}
              />
              {reason === OTHER_REASON ? '기타 (직접 입력)' : reason}
            </label>
          ))}
        </fieldset>
        {other ? (
          <NoteField
            label="사유 직접 입력"
            value={written}
            onChange={setWritten}
            max={REASON_MAX}
            placeholder="고객에게 전해질 사유를 5자 이상 적어 주세요."
            error={writtenError}
            disabled={busy}
          />
        ) : null}
        {error ? <FormAlert>{error}</FormAlert> : null}
        <div className={styles.sheetActions}>
          <SubmitButton tone="secondary" type="button" onClick={onClose} disabled={busy}>
            닫기
          </SubmitButton>
          <SubmitButton tone="danger" busy={busy}>
            {confirmLabel}
          </SubmitButton>
        </div>
      </form>
    </dialog>
  );
}
