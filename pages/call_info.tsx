import { InfoPageRoute } from '@/components/info/InfoPageRoute';
import { infoPageServerSideProps } from '@/server/ssr/infoPageProps';

export default function CallInfoPage() {
  return <InfoPageRoute pageKey="call_info" title="고객센터" />;
}

export const getServerSideProps = infoPageServerSideProps('call_info');
