import { AdminModerationScreen } from '@/components/admin/moderation/AdminModerationScreen';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function AdminModerationPage() {
  return <AdminModerationScreen />;
}

export const getServerSideProps = loadPage(pageTable['/admin/moderation']);
