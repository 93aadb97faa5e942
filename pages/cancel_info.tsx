import { InfoPageRoute } from '@/components/info/InfoPageRoute';
import { infoPageServerSideProps } from '@/server/ssr/infoPageProps';

export default function CancelInfoPage() {
  return <InfoPageRoute pageKey="cancel_info" title="취소·환불·A/S 안내" />;
}

export const getServerSideProps = infoPageServerSideProps('cancel_info');
