import { useId } from 'react';
import styles from './SellerOrders.module.css';

type Props = {
  label: string;
  value: string;
  onChange(next: string): void;
  max: number;
  placeholder?: string;
  error?: string | null;
  disabled?: boolean;
};

/** A labelled multi-line note with its character count (the limit is the server's) and its error under it. */
export function NoteField({ label, value, onChange, max, placeholder, error, disabled }: Props) {
  const id = useId();
  const length = value.trim().length;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        value={value}
        placeholder={placeholder}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
      />
      <span id={`${id}-count`} className={styles.counter}>
        {length}/{max}자
      </span>
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
