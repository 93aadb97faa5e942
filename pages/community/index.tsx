import { Seo } from '@/components/layout/Seo';
import { CommunityBoardScreen } from '@/components/community/board/CommunityBoardScreen';
import { communityListPath } from '@/components/community/board/communityLinks';
import { useShell } from '@/components/shell/ShellContext';
import { breadcrumbJsonLd } from '@/lib/seo/structuredData';
import { canonicalUrl } from '@/lib/shell';
import { useAppSelector } from '@/store/hooks';
import { selectCommunityList } from '@/store/communityListSlice';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

/** /community?board=&sort=: a board's title and words; each board and order is its own canonical address. */
export default function CommunityPage() {
  const shell = useShell();
  const { board, query } = useAppSelector(selectCommunityList);
  const url = canonicalUrl(shell, communityListPath(query.boardCode)); // 인기 is the same posts in another order
  const title = board ? `${board.name} 게시판 | 라이드마켓 커뮤니티` : '커뮤니티 | 라이드마켓';
  const description =
    board?.description ??
    '자전거와 스키를 타는 사람들이 코스, 스키장 소식, 장비 후기와 정비 팁을 나누는 라이드마켓 커뮤니티예요.';
  const trail = [
    { name: '라이드마켓', url: canonicalUrl(shell, '/') },
    { name: '커뮤니티', url: canonicalUrl(shell, '/community') },
  ];
  if (board) trail.push({ name: board.name, url: canonicalUrl(shell, communityListPath(board.code)) });
  return (
    <>
      <Seo title={title} description={description} canonical={url} jsonLd={[breadcrumbJsonLd(trail)]} />
      <CommunityBoardScreen />
    </>
  );
}

export const getServerSideProps = loadPage(pageTable['/community']);
