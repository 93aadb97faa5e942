import { useId, useState, type FormEvent } from 'react';
import { INQUIRY_BODY_MAX } from '@/lib/inquiries/inquiryRules';
import styles from './Inquiries.module.css';

type Props = {
  label: string;
  submitLabel: string;
  busy: boolean;
  error: string | null;
  /** Answers whether it was sent, so the box empties only then. */
  onSend: (body: string) => Promise<boolean>;
};

/** A text box and its button: the member's 추가 문의 and the operator's 답변. */
export function ReplyForm({ label, submitLabel, busy, error, onSend }: Props) {
  const id = useId();
  const [body, setBody] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || body.trim().length === 0) return;
    if (await onSend(body)) setBody('');
  };
  return (
    <form className={styles.form} onSubmit={submit}>
      <div className={styles.field}>
        <label htmlFor={id}>{label}</label>
        <textarea
          id={id}
          value={body}
          rows={4}
          maxLength={INQUIRY_BODY_MAX}
          onChange={(e) => setBody(e.target.value)}
        />
      </div>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        className={styles.primary}
        disabled={busy || body.trim().length === 0}
        aria-busy={busy || undefined}
      >
        {busy ? '보내는 중…' : submitLabel}
      </button>
    </form>
  );
}
