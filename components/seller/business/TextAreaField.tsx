import { useId } from 'react';
import styles from './SellerBusiness.module.css';

type Props = {
  label: string;
  value: string;
  max: number;
  hint: string;
  onChange: (value: string) => void;
  rows?: number;
};

/** A labelled plain-text box with its count (the public business page shows the text as typed, never as markup). */
export function TextAreaField({ label, value, max, hint, onChange, rows = 4 }: Props) {
  const id = useId();
  const over = value.trim().length > max;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea
        id={id}
        className={over ? styles.textareaError : styles.textarea}
        value={value}
        rows={rows}
        maxLength={max + 50}
        aria-invalid={over || undefined}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id={`${id}-hint`} className={over ? styles.error : styles.hint}>
        {over ? `${max}자까지 쓸 수 있어요.` : hint}{' '}
        <span className={styles.count}>
          {value.trim().length}/{max}
        </span>
      </p>
    </div>
  );
}
