import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { PrcodeScreen } from '@/components/referral/PrcodeScreen';
import { loadMyReferral } from '@/store/referralThunks';
import { wrapper } from '@/store/wrapper';
import { prepareMemberShell } from '@/server/ssr/shell';

export default function PrcodePage() {
  return (
    <>
      <Head>
        <title>친구 초대 | 라이드마켓</title>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <PrcodeScreen />
    </>
  );
}

export const getServerSideProps: GetServerSideProps = wrapper.getServerSideProps((store) => async (context) => {
  const member = await prepareMemberShell(context, store);
  if ('redirect' in member) return member;
  await store.dispatch(loadMyReferral());
  if (store.getState().referral.status === 'failed') context.res.statusCode = 503;
  return { props: { shell: member.shell } };
});
