import { InfoPageRoute } from '@/components/info/InfoPageRoute';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function CallInfoPage() {
  return <InfoPageRoute pageKey="call_info" title="고객센터" />;
}

export const getServerSideProps = loadPage(pageTable['/call_info']);
