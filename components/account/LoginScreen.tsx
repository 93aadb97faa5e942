import Link from '@/components/ui/AppLink';
import { SocialLoginButtons } from './SocialLoginButtons';
import { AccountPage } from './AccountPage';
import type { SocialProvider } from './socialProviders';
import styles from './Account.module.css';
import own from './LoginScreen.module.css';

type Props = { returnUrl: string | null; socialProviders: SocialProvider[] };

const withReturn = (path: string, returnUrl: string | null) =>
  returnUrl ? `${path}?returnUrl=${encodeURIComponent(returnUrl)}` : path;

/** /login: social first (one tap on a phone), then email; everything carries the way back. */
export function LoginScreen({ returnUrl, socialProviders }: Props) {
  return (
    <AccountPage title="로그인">
      <section className={own.hero}>
        <span className={own.mark} aria-hidden>
          R
        </span>
        <h2 className={own.headline}>
          자전거·스키 렌탈과 구매,
          <br />
          라이드마켓에서 한 번에
        </h2>
        <p className={own.sub}>찜한 상품의 최저가 알림과 예약 내역을 어느 기기에서든 볼 수 있어요.</p>
      </section>
      <div className={styles.actions}>
        {socialProviders.length > 0 ? <SocialLoginButtons providers={socialProviders} returnUrl={returnUrl} /> : null}
        <Link href={withReturn('/login/account', returnUrl)} className={styles.secondaryLink}>
          이메일로 로그인
        </Link>
      </div>
      <p className={styles.divider}>처음이신가요?</p>
      <Link href="/registration/provision" className={styles.primaryLink}>
        이메일로 가입하기
      </Link>
      <nav className={styles.links} aria-label="계정 찾기">
        <Link href="/find_id">아이디 찾기</Link>
        <span aria-hidden>|</span>
        <Link href="/find_pwd">비밀번호 찾기</Link>
      </nav>
    </AccountPage>
  );
}
