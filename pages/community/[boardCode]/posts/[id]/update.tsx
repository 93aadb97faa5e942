import { useRouter } from 'next/router';
import { PostWriteScreen } from '@/components/community/write/PostWriteScreen';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function CommunityUpdatePage() {
  const { query } = useRouter();
  const boardCode = String(query.boardCode ?? '');
  const postId = Number(query.id);
  return <PostWriteScreen key={`${boardCode}:${postId}`} boardCode={boardCode} postId={postId} />;
}

export const getServerSideProps = loadPage(pageTable['/community/[boardCode]/posts/[id]/update']);
