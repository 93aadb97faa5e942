/**
 * /community through the page table (server/ssr/pages/communityPages.ts): one operation on the
 * seeded database, the board and sort from the address, and a 404 for a board we don't have.
 */
import { usePageHarness } from '../../support/pageHarness';
import { testDbKinds } from '../../support/testDb';

type ListState = {
  status: string;
  query: { boardCode: string | null; sort: string };
  boards: { code: string }[];
  board: { code: string } | null;
  hotPosts: { id: number }[];
  posts: { items: { id: number; boardCode: string; likeCount: number }[]; searchAfter: string | null };
};

describe.each(testDbKinds())('/community page on %s', (kind) => {
  const harness = usePageHarness(kind);
  const render = (url: string) => harness.render('/community', url);

  it('renders 전체 with every board, hot posts and the first 20 posts in one operation', async () => {
    harness.operations.length = 0;
    const { status, state } = await render('/community');
    expect(status).toBe(200);
    expect(harness.operations).toEqual(['pb_communityPage']);
    const list = state.communityList as ListState;
    expect(list).toMatchObject({ status: 'succeeded', query: { boardCode: null, sort: 'LATEST' }, board: null });
    expect(list.boards.map((b) => b.code)).toEqual(['free', 'review', 'qna', 'course', 'resort', 'repair']);
    expect(list.posts.items).toHaveLength(20);
    expect(list.posts.searchAfter).not.toBeNull();
    expect(list.hotPosts.length).toBeLessThanOrEqual(5);
  });

  it('keeps the board and 인기 from the address', async () => {
    const { status, state } = await render('/community?board=review&sort=popular');
    expect(status).toBe(200);
    const list = state.communityList as ListState;
    expect(list.query).toEqual({ boardCode: 'review', sort: 'POPULAR' });
    expect(list.posts.items.every((p) => p.boardCode === 'review')).toBe(true);
    const likes = list.posts.items.map((p) => p.likeCount);
    expect(likes).toEqual([...likes].sort((a, b) => b - a));
  });

  it('answers 404 for a board we do not have', async () => {
    expect((await render('/community?board=nosuchboard')).result.notFound).toBe(true);
  });
});
