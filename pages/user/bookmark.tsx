import type { GetServerSideProps } from 'next';
import { BookmarkScreen, type BookmarkTab } from '@/components/member/BookmarkScreen';
import { markSeen } from '@/store/badgeThunks';
import { loadBookmarks, loadBusinessBookmarks } from '@/store/bookmarkThunks';
import { wrapper } from '@/store/wrapper';
import { prepareMemberShell } from '@/server/ssr/shell';

type Props = { tab: BookmarkTab };

export default function BookmarkPage({ tab }: Props) {
  // Keyed by the tab the server opened: a link to the other tab mounts it afresh.
  return <BookmarkScreen key={tab} initialTab={tab} />;
}

export const getServerSideProps: GetServerSideProps = wrapper.getServerSideProps((store) => async (context) => {
  const member = await prepareMemberShell(context, store);
  if ('redirect' in member) return member;
  const tab: BookmarkTab = context.query.tab === 'store' ? 'stores' : 'items';
  // The list is read first, so its "가격 내림" and "새 상품" marks are those since the previous visit;
  // then the visit is recorded, which clears this tab's badge.
  if (tab === 'items') await store.dispatch(loadBookmarks());
  else await store.dispatch(loadBusinessBookmarks());
  await store.dispatch(markSeen(tab === 'items' ? 'ITEM_BOOKMARK' : 'BUSINESS_BOOKMARK'));
  const { bookmarkStatus, businessStatus } = store.getState().bookmark;
  if ((tab === 'items' ? bookmarkStatus : businessStatus).status === 'failed') context.res.statusCode = 503;
  return { props: { shell: member.shell, tab } };
});
