import type { GetServerSideProps } from 'next';
import { MyPageScreen } from '@/components/member/MyPageScreen';
import { wrapper } from '@/store/wrapper';
import { prepareMemberShell } from '@/server/ssr/shell';

export default function MyPage() {
  return <MyPageScreen />;
}

// The profile, points and badges come with the viewer that prepareMemberShell loads for every page.
export const getServerSideProps: GetServerSideProps = wrapper.getServerSideProps((store) => async (context) => {
  const member = await prepareMemberShell(context, store);
  if ('redirect' in member) return member;
  return { props: { shell: member.shell } };
});
