import type { GetServerSideProps } from 'next';
import { AlarmScreen } from '@/components/member/AlarmScreen';
import { loadAlarms } from '@/store/alarmThunks';
import { wrapper } from '@/store/wrapper';
import { prepareMemberShell } from '@/server/ssr/shell';

export default function AlarmPage() {
  return <AlarmScreen />;
}

export const getServerSideProps: GetServerSideProps = wrapper.getServerSideProps((store) => async (context) => {
  const member = await prepareMemberShell(context, store);
  if ('redirect' in member) return member;
  await store.dispatch(loadAlarms());
  // A failed load still renders (with 다시 시도); the status tells monitoring it was not a success.
  if (store.getState().alarm.status === 'failed') context.res.statusCode = 503;
  return { props: { shell: member.shell } };
});
