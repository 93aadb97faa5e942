import type { GetServerSideProps } from 'next';
import { SellerToolScreen } from '@/components/dev/SellerToolScreen';
import { wrapper } from '@/store/wrapper';
import { isDemoMode } from '@/server/env';
import { prepareMemberShell } from '@/server/ssr/shell';

export default function DevSellerPage() {
  return <SellerToolScreen />;
}

// A developer tool: it exists only in demo mode (DEMO_MODE=on) (its operations refuse there too).
export const getServerSideProps: GetServerSideProps = wrapper.getServerSideProps((store) => async (context) => {
  if (!isDemoMode()) return { notFound: true };
  const member = await prepareMemberShell(context, store);
  if ('redirect' in member) return member;
  return { props: { shell: member.shell } };
});
