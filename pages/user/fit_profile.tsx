import { FitProfileScreen } from '@/components/fit/FitProfileScreen';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function FitProfilePage() {
  return <FitProfileScreen />;
}

export const getServerSideProps = loadPage(pageTable['/user/fit_profile']);
