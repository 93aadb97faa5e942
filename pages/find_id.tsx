import type { GetServerSideProps } from 'next';
import { FindIdScreen } from '@/components/identity/FindIdScreen';
import { wrapper } from '@/store/wrapper';
import { prepareShell } from '@/server/ssr/shell';
import { queryString } from '@/server/ssr/accountPages';
import { isVerificationId } from '@/server/domain/identity/verifications';

type Props = { returnedVerificationId: string | null };

export default function FindIdPage(props: Props) {
  return <FindIdScreen {...props} />;
}

export const getServerSideProps: GetServerSideProps = wrapper.getServerSideProps((store) => async (context) => {
  const shell = await prepareShell(context, store);
  context.res.setHeader('cache-control', 'private, no-store');
  const returned = queryString(context, 'verificationId');
  return { props: { shell, returnedVerificationId: isVerificationId(returned) ? returned : null } };
});
