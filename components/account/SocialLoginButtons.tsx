import type { SocialProvider } from './socialProviders';
import styles from './SocialLoginButtons.module.css';

type Props = { providers: SocialProvider[]; returnUrl: string | null };

/** The official Korean labels of each provider's login button guide. */
const LABELS: Record<SocialProvider, string> = { kakao: '카카오로 시작하기', naver: '네이버로 시작하기' };

/** Kakao's speech bubble and Naver's N, drawn here: no remote images on the login page. */
function ProviderSymbol({ provider }: { provider: SocialProvider }) {
  if (provider === 'kakao') {
    return (
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden focusable="false" className={styles.symbol}>
        <path
          fill="currentColor"
          d="M12 3.5c-5 0-9 3.1-9 7 0 2.5 1.7 4.7 4.2 6l-1 3.7c-.1.3.3.6.6.4l4.4-2.9h.8c5 0 9-3.1 9-7s-4-7.2-9-7.2z"
        />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden focusable="false" className={styles.symbol}>
      <path fill="currentColor" d="M15.6 3.5v8.8L8.6 3.5H3.5v17h4.9v-8.8l7 8.8h5.1v-17z" />
    </svg>
  );
}

/**
 * Kakao and Naver login: plain links (a top-level GET to our start route, which sets the state
 * cookie and goes to the provider), so they work before scripts load and in in-app browsers. Only
 * the providers configured on the server are passed in; none configured renders nothing.
 */
export function SocialLoginButtons({ providers, returnUrl }: Props) {
  if (providers.length === 0) return null;
  const query = returnUrl && returnUrl !== '/' ? `?returnUrl=${encodeURIComponent(returnUrl)}` : '';
  return (
    <div className={styles.list}>
      {providers.map((provider) => (
        <a
          key={provider}
          href={`/app/v4/auth/oauth/${provider}/start${query}`}
          className={`${styles.button} ${styles[provider]}`}
        >
          <ProviderSymbol provider={provider} />
          <span>{LABELS[provider]}</span>
        </a>
      ))}
    </div>
  );
}
