import { SocialLoginError } from '@/components/identity/SocialLoginError';
import { oauthCallbackServerSideProps } from '@/server/oauth/callbackPage';

/** Naver login's redirect URI: signs in or starts the sign-up, and shows only a failure itself. */
export default function NaverRedirectPage({ reason }: { reason: 'STATE' | 'CANCELLED' | 'PROVIDER' }) {
  return <SocialLoginError provider="naver" reason={reason} />;
}

export const getServerSideProps = oauthCallbackServerSideProps('naver');
