import { InfoPageRoute } from '@/components/info/InfoPageRoute';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function NoteInfoPage() {
  return <InfoPageRoute pageKey="note_info" title="렌탈 이용 시 유의사항" />;
}

export const getServerSideProps = loadPage(pageTable['/note_info']);
