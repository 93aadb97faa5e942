import { SocialLoginError } from '@/components/identity/SocialLoginError';
import { oauthCallbackServerSideProps } from '@/server/oauth/callbackPage';

/** Kakao login's redirect URI: signs in or starts the sign-up, and shows only a failure itself. */
export default function KakaoRedirectPage({ reason }: { reason: 'STATE' | 'CANCELLED' | 'PROVIDER' }) {
  return <SocialLoginError provider="kakao" reason={reason} />;
}

export const getServerSideProps = oauthCallbackServerSideProps('kakao');
