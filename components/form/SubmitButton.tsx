import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './Form.module.css';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  busy?: boolean;
  /** primary: the one action of a screen; secondary: an outlined alternative; danger: destructive. */
  tone?: 'primary' | 'secondary' | 'danger';
  children: ReactNode;
};

/**
 * A full-width button with a pressed state and a spinner while its request runs; it can't be
 * pressed again meanwhile (docs/design.md §6: no double submission).
 */
export function SubmitButton({
  busy = false,
  tone = 'primary',
  disabled,
  children,
  className,
  type = 'submit',
  ...rest
}: Props) {
  return (
    <button
      type={type}
      className={`${styles.button} ${styles[tone]} ${className ?? ''}`}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy ? <span className={styles.spinner} aria-hidden /> : null}
      <span>{children}</span>
    </button>
  );
}
