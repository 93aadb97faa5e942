import type { GetServerSideProps } from 'next';
import { SellerToolScreen } from '@/components/dev/SellerToolScreen';
import { wrapper } from '@/store/wrapper';
import { isProductionDeployment } from '@/server/env';
import { prepareMemberShell } from '@/server/ssr/shell';

export default function DevSellerPage() {
  return <SellerToolScreen />;
}

// A developer tool: it does not exist on a production deployment (its operations refuse there too).
export const getServerSideProps: GetServerSideProps = wrapper.getServerSideProps((store) => async (context) => {
  if (isProductionDeployment()) return { notFound: true };
  const member = await prepareMemberShell(context, store);
  if ('redirect' in member) return member;
  return { props: { shell: member.shell } };
});
