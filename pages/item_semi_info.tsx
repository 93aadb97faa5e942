import { InfoPageRoute } from '@/components/info/InfoPageRoute';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function ItemSemiInfoPage() {
  return <InfoPageRoute pageKey="item_semi_info" title="상품정보제공고시·KC 인증 안내" />;
}

export const getServerSideProps = loadPage(pageTable['/item_semi_info']);
