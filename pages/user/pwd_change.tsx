import type { GetServerSideProps } from 'next';
import { PasswordChangeScreen } from '@/components/account/PasswordChangeScreen';
import { wrapper } from '@/store/wrapper';
import { prepareMemberShell } from '@/server/ssr/shell';

export default function PasswordChangePage() {
  return <PasswordChangeScreen />;
}

export const getServerSideProps: GetServerSideProps = wrapper.getServerSideProps((store) => async (context) => {
  const member = await prepareMemberShell(context, store);
  if ('redirect' in member) return member;
  return { props: { shell: member.shell } };
});
