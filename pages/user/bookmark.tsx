import { BookmarkScreen, type BookmarkTab } from '@/components/member/BookmarkScreen';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

type Props = { tab: BookmarkTab };

export default function BookmarkPage({ tab }: Props) {
  // Keyed by the tab the server opened: a link to the other tab mounts it afresh.
  return <BookmarkScreen key={tab} initialTab={tab} />;
}

export const getServerSideProps = loadPage(pageTable['/user/bookmark']);
