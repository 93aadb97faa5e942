import { useRouter } from 'next/router';
import Link from '@/components/ui/AppLink';
import type { FitFilter } from '@/api/item/search';
import { loginHref } from '@/lib/account/returnUrl';
import chip from '../ui/FilterChip.module.css';
import styles from './FitFilterToggle.module.css';

type Props = {
  /** Whether the shown search asked for 내 사이즈. */
  on: boolean;
  /** The service's answer for the shown search (null before any). */
  answer: FitFilter | null;
  onToggle(next: boolean): void;
};

/**
 * 내 사이즈 (docs/product.md §3 Fit profile): a toggle beside the dates. On, the service keeps only
 * sizes that fit the member's fit profile and says for what body; when it cannot (a visitor, no
 * height yet) it shows every size, and this line says so and where to turn it on.
 */
export function FitFilterToggle({ on, answer, onToggle }: Props) {
  const router = useRouter();
  return (
    <div className={styles.fit}>
      <button
        type="button"
        className={on ? `${chip.chip} ${chip.on}` : chip.chip}
        aria-pressed={on}
        onClick={() => onToggle(!on)}
      >
        {on ? '✓ ' : ''}내 사이즈
      </button>
      {on && answer ? <FitFilterNote answer={answer} loginPath={loginHref(router.asPath)} /> : null}
    </div>
  );
}

function FitFilterNote({ answer, loginPath }: { answer: FitFilter; loginPath: string }) {
  if (answer.state === 'APPLIED')
    return (
      <p className={styles.note} aria-live="polite">
        {answer.summary}에 맞는 사이즈만 보여드려요.{' '}
        <Link href="/user/fit_profile" className={styles.link}>
          수정
        </Link>
      </p>
    );
  if (answer.state === 'SIGN_IN')
    return (
      <p className={styles.warn} aria-live="polite">
        로그인하면 내 사이즈만 골라 볼 수 있어요. 지금은 모든 사이즈를 보여드려요.{' '}
        <Link href={loginPath} className={styles.link}>
          로그인
        </Link>
      </p>
    );
  return (
    <p className={styles.warn} aria-live="polite">
      키를 입력하면 맞는 사이즈만 보여드려요. 지금은 모든 사이즈를 보여드려요.{' '}
      <Link href="/user/fit_profile" className={styles.link}>
        내 사이즈 입력
      </Link>
    </p>
  );
}
