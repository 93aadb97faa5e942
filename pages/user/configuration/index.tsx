import { ConfigurationScreen } from '@/components/member/ConfigurationScreen';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function ConfigurationPage() {
  return <ConfigurationScreen />;
}

export const getServerSideProps = loadPage(pageTable['/user/configuration']);
