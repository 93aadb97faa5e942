import type { GetServerSideProps } from 'next';
import { EmailLoginScreen } from '@/components/account/EmailLoginScreen';
import { wrapper } from '@/store/wrapper';
import { prepareGuestShell, queryString } from '@/server/ssr/accountPages';

type Props = { returnUrl: string | null; notice: 'reset' | null };

export default function EmailLoginPage({ returnUrl, notice }: Props) {
  return <EmailLoginScreen returnUrl={returnUrl} notice={notice} />;
}

export const getServerSideProps: GetServerSideProps = wrapper.getServerSideProps((store) => async (context) => {
  const guest = await prepareGuestShell(context, store);
  if ('redirect' in guest) return guest;
  const notice = queryString(context, 'reset') === 'done' ? 'reset' : null;
  return { props: { shell: guest.shell, returnUrl: guest.returnUrl, notice } };
});
