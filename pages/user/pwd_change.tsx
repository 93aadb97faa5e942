import { PasswordChangeScreen } from '@/components/account/PasswordChangeScreen';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function PasswordChangePage() {
  return <PasswordChangeScreen />;
}

export const getServerSideProps = loadPage(pageTable['/user/pwd_change']);
