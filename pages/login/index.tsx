import type { GetServerSideProps } from 'next';
import { LoginScreen } from '@/components/account/LoginScreen';
import type { SocialProvider } from '@/components/account/socialProviders';
import { wrapper } from '@/store/wrapper';
import { enabledSocialProviders } from '@/server/oauth/providers';
import { prepareGuestShell } from '@/server/ssr/accountPages';

type Props = { returnUrl: string | null; socialProviders: SocialProvider[] };

export default function LoginPage({ returnUrl, socialProviders }: Props) {
  return <LoginScreen returnUrl={returnUrl} socialProviders={socialProviders} />;
}

export const getServerSideProps: GetServerSideProps = wrapper.getServerSideProps((store) => async (context) => {
  const guest = await prepareGuestShell(context, store);
  if ('redirect' in guest) return guest;
  return { props: { shell: guest.shell, returnUrl: guest.returnUrl, socialProviders: enabledSocialProviders() } };
});
