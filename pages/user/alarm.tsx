import { AlarmScreen } from '@/components/member/AlarmScreen';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function AlarmPage() {
  return <AlarmScreen />;
}

export const getServerSideProps = loadPage(pageTable['/user/alarm']);
