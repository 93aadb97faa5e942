import { InfoPageRoute } from '@/components/info/InfoPageRoute';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function CancelInfoPage() {
  return <InfoPageRoute pageKey="cancel_info" title="취소·환불·A/S 안내" />;
}

export const getServerSideProps = loadPage(pageTable['/cancel_info']);
