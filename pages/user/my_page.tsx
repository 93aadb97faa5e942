import { MyPageScreen } from '@/components/member/MyPageScreen';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function MyPage() {
  return <MyPageScreen />;
}

export const getServerSideProps = loadPage(pageTable['/user/my_page']);
