import { forwardRef, useState, type InputHTMLAttributes } from 'react';
import { Icon } from '@/components/ui/Icon';
import { passwordStrength } from '@/lib/account/password';
import { TextField } from './TextField';
import styles from './Form.module.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> & {
  label: string;
  error?: string | null;
  hint?: string;
  /** Show the 약함/보통/강함 meter for a new password (with the email, to warn about reusing it). */
  strengthFor?: { email: string | null } | null;
};

const LEVEL_CLASS = [styles.meter0, styles.meter1, styles.meter2, styles.meter3];

/** A password input with 보기/숨기기 and, for a new password, a live strength hint in Korean. */
export const PasswordField = forwardRef<HTMLInputElement, Props>(function PasswordField(
  { strengthFor, hint, value, ...rest },
  ref
) {
  const [visible, setVisible] = useState(false);
  const text = typeof value === 'string' ? value : '';
  const strength = strengthFor && text ? passwordStrength(text, strengthFor.email) : null;
  const meter = strength ? (
    <span className={styles.strength}>
      <span className={`${styles.meter} ${LEVEL_CLASS[strength.level]}`} aria-hidden>
        <i />
        <i />
        <i />
      </span>
      <span>
        비밀번호 안전도: <strong>{strength.label}</strong>
      </span>
      {hint ? <span className={styles.hintText}>{hint}</span> : null}
    </span>
  ) : (
    hint
  );
  return (
    <TextField
      ref={ref}
      {...rest}
      value={value}
      type={visible ? 'text' : 'password'}
      hint={meter}
      trailing={
        <button
          type="button"
          className={styles.reveal}
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? '비밀번호 숨기기' : '비밀번호 보기'}
          aria-pressed={visible}
        >
          {visible ? <Icon name="eye-off" size={20} /> : <Icon name="eye" size={20} />}
        </button>
      }
    />
  );
});
