import { EmailLoginScreen } from '@/components/account/EmailLoginScreen';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

type Props = { returnUrl: string | null; notice: 'reset' | null };

export default function EmailLoginPage({ returnUrl, notice }: Props) {
  return <EmailLoginScreen returnUrl={returnUrl} notice={notice} />;
}

export const getServerSideProps = loadPage(pageTable['/login/account']);
