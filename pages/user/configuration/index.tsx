import type { GetServerSideProps } from 'next';
import { ConfigurationScreen } from '@/components/member/ConfigurationScreen';
import { wrapper } from '@/store/wrapper';
import { prepareMemberShell } from '@/server/ssr/shell';

export default function ConfigurationPage() {
  return <ConfigurationScreen />;
}

export const getServerSideProps: GetServerSideProps = wrapper.getServerSideProps((store) => async (context) => {
  const member = await prepareMemberShell(context, store);
  if ('redirect' in member) return member;
  return { props: { shell: member.shell } };
});
