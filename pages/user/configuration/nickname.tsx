import type { GetServerSideProps } from 'next';
import { NicknameScreen } from '@/components/member/NicknameScreen';
import { wrapper } from '@/store/wrapper';
import { prepareMemberShell } from '@/server/ssr/shell';

export default function NicknamePage() {
  return <NicknameScreen />;
}

export const getServerSideProps: GetServerSideProps = wrapper.getServerSideProps((store) => async (context) => {
  const member = await prepareMemberShell(context, store);
  if ('redirect' in member) return member;
  return { props: { shell: member.shell } };
});
