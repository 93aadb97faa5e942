import Link from '@/components/ui/AppLink';
import { Icon } from '@/components/ui/Icon';
import { AccountPage } from '@/components/account/AccountPage';
import styles from '@/components/layout/ErrorPage.module.css';

type Props = { provider: 'kakao' | 'naver'; reason: 'STATE' | 'CANCELLED' | 'PROVIDER' };

const NAMES = { kakao: '카카오', naver: '네이버' } as const;

function copy(provider: Props['provider'], reason: Props['reason']) {
  const name = NAMES[provider];
  if (reason === 'CANCELLED')
    return {
      title: `${name} 로그인을 취소했어요`,
      text: '로그인하지 않았어요. 원하실 때 언제든 다시 시작할 수 있어요.',
    };
  if (reason === 'STATE') {
    return {
      title: '로그인 요청을 확인할 수 없어요',
      text: '로그인 시간이 지났거나 이 브라우저에서 시작한 요청이 아니에요. 안전을 위해 처음부터 다시 로그인해 주세요.',
    };
  }
  return {
    title: `${name} 로그인에 실패했어요`,
    text: `${name}에서 로그인 정보를 받지 못했어요. 잠시 후 다시 시도해 주세요.`,
  };
}

/** /registration/redirect_{provider} when the login did not go through: what happened, and the way back. */
export function SocialLoginError({ provider, reason }: Props) {
  const { title, text } = copy(provider, reason);
  return (
    <AccountPage title={`${NAMES[provider]} 로그인`}>
      <section className={styles.wrap} aria-labelledby="social-error-title">
        <Icon name="circle-exclamation-point" size={48} className={styles.code} />
        <h2 id="social-error-title" className={styles.title}>
          {title}
        </h2>
        <p className={styles.text}>{text}</p>
        <div className={styles.actions}>
          <Link href="/login" className={styles.primary}>
            <Icon name="log-in" size={18} />
            &nbsp;다시 로그인하기
          </Link>
          <Link href="/" className={styles.secondary}>
            홈으로
          </Link>
        </div>
      </section>
    </AccountPage>
  );
}
