import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './Form.module.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  /** A quiet line under the field (format, rules); replaced by the error when there is one. */
  hint?: ReactNode;
  /** The field's Korean error, announced and linked to the input. */
  error?: string | null;
  /** Something beside the input inside its box (a show-password button, a timer). */
  trailing?: ReactNode;
};

/** A labelled input with its hint or error under it (docs/design.md §5 Messages: inline messages under the field). */
export const TextField = forwardRef<HTMLInputElement, Props>(function TextField(
  { label, hint, error, trailing, className, ...input },
  ref
) {
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={error ? styles.boxError : styles.box}>
        <input
          ref={ref}
          id={id}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        {trailing}
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : hint ? (
        <div id={`${id}-hint`} className={styles.hint}>
          {hint}
        </div>
      ) : null}
    </div>
  );
});
