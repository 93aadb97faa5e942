import { LoginScreen } from '@/components/account/LoginScreen';
import type { SocialProvider } from '@/components/account/socialProviders';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

type Props = { returnUrl: string | null; socialProviders: SocialProvider[] };

export default function LoginPage({ returnUrl, socialProviders }: Props) {
  return <LoginScreen returnUrl={returnUrl} socialProviders={socialProviders} />;
}

export const getServerSideProps = loadPage(pageTable['/login']);
