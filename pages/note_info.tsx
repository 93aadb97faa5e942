import { InfoPageRoute } from '@/components/info/InfoPageRoute';
import { infoPageServerSideProps } from '@/server/ssr/infoPageProps';

export default function NoteInfoPage() {
  return <InfoPageRoute pageKey="note_info" title="렌탈 이용 시 유의사항" />;
}

export const getServerSideProps = infoPageServerSideProps('note_info');
