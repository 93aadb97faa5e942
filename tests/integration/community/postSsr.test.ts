/**
 * /community/{boardCode}/posts/{id} through the page table: one operation on the seeded database,
 * the post with its thread in the state, and a 404 for a wrong board, an unknown id or a bad one.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '@/server/db/rows';
import { usePageHarness } from '../../support/pageHarness';
import { testDbKinds } from '../../support/testDb';

type PostState = {
  status: string;
  post: { id: number; boardCode: string; commentCount: number; comments: { replies: unknown[] }[] } | null;
};
const ROUTE = '/community/[boardCode]/posts/[id]';

describe.each(testDbKinds())('the post page on %s', (kind) => {
  const harness = usePageHarness(kind);
  const render = (boardCode: string, id: string) =>
    harness.render(ROUTE, `/community/${boardCode}/posts/${id}`, { boardCode, id });

  it('renders a seeded post with its thread in one operation', async () => {
    const [post] = await queryRows<{ id: number; boardCode: string }>(
      harness.db(),
      sql`
      SELECT id, board_code AS "boardCode" FROM community_posts WHERE comment_count > 2 ORDER BY id LIMIT 1`
    );
    const { status, state } = await render(post.boardCode, String(post.id));
    expect(status).toBe(200);
    expect(harness.operations).toEqual(['pb_communityPost']);
    const page = state.communityPost as PostState;
    expect(page.status).toBe('succeeded');
    expect(page.post).toMatchObject({ id: Number(post.id), boardCode: post.boardCode });
    expect(page.post!.comments.reduce((n, c) => n + 1 + c.replies.length, 0)).toBe(page.post!.commentCount);
  });

  it('answers 404 for another board, an unknown id and a malformed one', async () => {
    const [post] = await queryRows<{ id: number; boardCode: string }>(
      harness.db(),
      sql`
      SELECT id, board_code AS "boardCode" FROM community_posts WHERE board_code <> 'free' ORDER BY id LIMIT 1`
    );
    expect((await render('free', String(post.id))).result.notFound).toBe(true);
    expect((await render(post.boardCode, '999999999')).result.notFound).toBe(true);
    expect((await render(post.boardCode, 'abc')).result.notFound).toBe(true);
  });
});
