import Head from 'next/head';
import { PrcodeScreen } from '@/components/referral/PrcodeScreen';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

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

export const getServerSideProps = loadPage(pageTable['/user/prcode']);
