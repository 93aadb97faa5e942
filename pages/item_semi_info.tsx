import { InfoPageRoute } from '@/components/info/InfoPageRoute';
import { infoPageServerSideProps } from '@/server/ssr/infoPageProps';

export default function ItemSemiInfoPage() {
  return <InfoPageRoute pageKey="item_semi_info" title="상품정보제공고시·KC 인증 안내" />;
}

export const getServerSideProps = infoPageServerSideProps('item_semi_info');
