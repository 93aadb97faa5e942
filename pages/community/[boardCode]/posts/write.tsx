import { useRouter } from 'next/router';
import { PostWriteScreen } from '@/components/community/write/PostWriteScreen';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function CommunityWritePage() {
  const { query } = useRouter();
  const boardCode = String(query.boardCode ?? '');
  return <PostWriteScreen key={boardCode} boardCode={boardCode} postId={null} />;
}

export const getServerSideProps = loadPage(pageTable['/community/[boardCode]/posts/write']);
