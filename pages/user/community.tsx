import { MyCommunityScreen } from '@/components/member/MyCommunityScreen';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function MyCommunityPage() {
  return <MyCommunityScreen />;
}

export const getServerSideProps = loadPage(pageTable['/user/community']);
