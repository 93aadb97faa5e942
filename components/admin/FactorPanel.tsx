import { useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectAdminConsole } from '@/store/adminConsoleSlice';
import { confirmEnrolment, startEnrolment, verifyFactor } from '@/store/adminConsoleThunks';
import styles from './Admin.module.css';

/** The code box of both the enrolment and the sign-in: 6 digits from the app, or a recovery code. */
function CodeForm({ label, hint, onCode }: { label: string; hint: string; onCode: (code: string) => void }) {
  const { action } = useAppSelector(selectAdminConsole);
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onCode(code.trim());
  };
  return (
    <form onSubmit={submit} className={styles.inline} noValidate>
      <div className={styles.field}>
        <label htmlFor="factor-code" className={styles.label}>
          {label}
        </label>
        <input
          id="factor-code"
          className={styles.input}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="one-time-code"
          inputMode="text"
          aria-describedby="factor-hint"
          aria-invalid={action.status === 'failed' || undefined}
        />
        <p id="factor-hint" className={styles.hint}>
          {hint}
        </p>
        {action.status === 'failed' ? (
          <p className={styles.error} role="alert">
            {action.error?.message}
          </p>
        ) : null}
      </div>
      <button type="submit" className={styles.button} disabled={action.status === 'loading' || code.trim().length < 6}>
        확인
      </button>
    </form>
  );
}

/**
 * The second factor (docs/product.md §10 Operator sign-in): enrol an authenticator app with the QR code,
 * keep the recovery codes shown once, or enter a code to open the 8-hour operator session.
 */
export function FactorPanel() {
  const dispatch = useAppDispatch();
  const { operator, enrolment } = useAppSelector(selectAdminConsole);
  if (!operator) return null;
  if (operator.enrolled) {
    return (
      <section className={styles.section} aria-labelledby="verify-title">
        <h2 id="verify-title" className={styles.sectionTitle}>
          2단계 인증
        </h2>
        <CodeForm
          label="인증 코드"
          hint="인증 앱의 6자리 코드나 복구 코드(xxxxx-xxxxx)를 입력하세요. 인증하면 8시간 동안 유지돼요."
          onCode={(code) => void dispatch(verifyFactor(code))}
        />
      </section>
    );
  }
  return (
    <section className={styles.section} aria-labelledby="enrol-title">
      <h2 id="enrol-title" className={styles.sectionTitle}>
        인증 앱 등록
      </h2>
      {enrolment ? (
        <>
          <p className={styles.hint}>
            Google Authenticator 같은 인증 앱으로 QR 코드를 찍거나, 아래 키를 직접 입력한 뒤 앱에 보이는 코드를
            입력하세요.
          </p>
          {/* The SVG is made on our server by the qrcode package from the otpauth address alone. */}
          <div
            className={styles.qr}
            role="img"
            aria-label="인증 앱 등록용 QR 코드"
            dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }}
          />
          <p>
            직접 입력할 키:{' '}
            <span className={styles.mono} data-testid="totp-secret">
              {enrolment.secret}
            </span>
          </p>
          <CodeForm
            label="앱에 보이는 6자리 코드"
            hint="코드는 30초마다 바뀌어요."
            onCode={(code) => void dispatch(confirmEnrolment(code))}
          />
        </>
      ) : (
        <>
          <p className={styles.hint}>운영 화면을 쓰려면 먼저 휴대폰 인증 앱을 등록해야 해요.</p>
          <button type="button" className={styles.button} onClick={() => void dispatch(startEnrolment())}>
            등록 시작
          </button>
        </>
      )}
    </section>
  );
}
