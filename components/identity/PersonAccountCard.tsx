import Link from '@/components/ui/AppLink';
import { formatDate } from '@/lib/dates';
import { REGIST_KEY_LABELS, type PersonAccount } from './identityApi';
import styles from './Identity.module.css';

/**
 * One account of the person who has just proved who they are: enough to recognise it (masked
 * address, how they joined, when), with the two ways in: 로그인 and 비밀번호 찾기.
 */
export function PersonAccountCard({ account }: { account: PersonAccount }) {
  return (
    <article className={styles.account}>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>아이디(이메일)</dt>
          <dd data-testid="masked-email">
            {account.maskedEmail ?? `${REGIST_KEY_LABELS[account.registKeyType]} 계정 (이메일 정보 없음)`}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>가입 방법</dt>
          <dd>{REGIST_KEY_LABELS[account.registKeyType]}</dd>
        </div>
        <div className={styles.fact}>
          <dt>가입일</dt>
          <dd>{formatDate(account.createdAt)}</dd>
        </div>
      </dl>
      <div className={styles.accountActions}>
        <Link href="/login" className={styles.primary}>
          로그인
        </Link>
        <Link href="/find_pwd" className={styles.secondary}>
          비밀번호 찾기
        </Link>
      </div>
    </article>
  );
}
