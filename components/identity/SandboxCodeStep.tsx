import { useEffect, useState, type FormEvent } from 'react';
import { Icon } from '@/components/ui/Icon';
import { TextField } from '@/components/form/TextField';
import { SubmitButton } from '@/components/form/SubmitButton';
import styles from './SandboxCarrier.module.css';

type Props = {
  /** The simulated SMS: shown on the page because the sandbox sends nothing. */
  code: string;
  /** Date.now() when the code stops working (3 minutes after it was sent). */
  deadline: number;
  busy: boolean;
  error?: string;
  onConfirm: (code: string) => void;
};

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The code step: the test SMS box, the code field with its 3-minute timer, and 확인. */
export function SandboxCodeStep({ code, deadline, busy, error, onConfirm }: Props) {
  const [typed, setTyped] = useState('');
  const [left, setLeft] = useState(() => Math.max(0, deadline - Date.now()));
  // A new code is a new step (the parent keys this by deadline), so typed and left start afresh.
  useEffect(() => {
    const timer = window.setInterval(() => setLeft(Math.max(0, deadline - Date.now())), 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);
  const seconds = Math.ceil(left / 1000);
  const expired = seconds === 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(typed);
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <section className={styles.sms} aria-live="polite" aria-labelledby="sandbox-sms-title">
        <p id="sandbox-sms-title" className={styles.smsTitle}>
          <Icon name="message-square-text" size={18} />
          테스트 환경 문자 (실제로 발송되지 않아요)
        </p>
        <p className={styles.smsBody}>
          [라이드마켓] 본인확인 인증번호 <strong data-testid="sandbox-code">{code}</strong>를 입력해 주세요.
        </p>
      </section>
      <TextField
        label="인증번호 6자리"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={typed}
        onChange={(e) => setTyped(e.target.value.replace(/\D/g, '').slice(0, 6))}
        error={expired ? '입력 시간이 지났어요. 인증번호를 다시 받아 주세요.' : error}
        trailing={
          <span
            className={styles.timer}
            role="timer"
            aria-label={`남은 시간 ${Math.floor(seconds / 60)}분 ${seconds % 60}초`}
          >{`${Math.floor(seconds / 60)}:${twoDigits(seconds % 60)}`}</span>
        }
      />
      <SubmitButton busy={busy} disabled={expired || typed.length !== 6}>
        확인
      </SubmitButton>
    </form>
  );
}
