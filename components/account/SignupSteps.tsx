import styles from './Account.module.css';

const STEPS = ['약관 동의', '본인인증', '정보 입력', '이메일 인증'] as const;

/** Where the person is in the email sign-up (1-based), as a bar and as text for screen readers. */
export function SignupSteps({ current, total = STEPS.length }: { current: number; total?: number }) {
  return (
    <div>
      <p className="visually-hidden">{`회원가입 ${total}단계 중 ${current}단계: ${STEPS[current - 1] ?? ''}`}</p>
      <ol className={styles.steps} aria-hidden>
        {Array.from({ length: total }, (_, i) => (
          <li key={i} data-done={i < current ? 'true' : 'false'} />
        ))}
      </ol>
    </div>
  );
}
