import { communityComments } from '@/server/db/schema';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { callItem } from '../review/reviewHarness';
import { at, insertPost, searchCast, type SearchCast } from './searchHarness';

const MINE = `query us_myCommunityPage { myCommunity {
  posts { id boardCode title commentCount } comments { id postId boardCode postTitle content isReply createdDatetime } } }`;

type Mine = {
  myCommunity: {
    posts: { id: number; boardCode: string; title: string }[];
    comments: { id: number; postId: number; boardCode: string; postTitle: string; isReply: boolean }[];
  };
};

describe.each(testDbKinds())('my community activity (us_myCommunityPage) on %s', (kind) => {
  const db = useTestDb(kind);
  let cast: SearchCast;
  beforeAll(async () => {
    cast = await searchCast(db());
  });

  const comment = async (
    postId: number,
    userId: number,
    minutes: number,
    extra: Partial<typeof communityComments.$inferInsert> = {}
  ) => {
    const [row] = await db()
      .insert(communityComments)
      .values({ postId, userId, content: `댓글 ${minutes}`, createdAt: at(minutes), ...extra })
      .returning();
    return row.id;
  };

  it("lists only the viewer's own live posts and comments, newest first, each with its post's link parts", async () => {
    const older = await insertPost(db(), { userId: cast.author, title: '먼저 쓴 글', createdAt: at(1) });
    const newer = await insertPost(db(), {
      userId: cast.author,
      title: '나중에 쓴 글',
      boardCode: 'qna',
      createdAt: at(2),
    });
    await insertPost(db(), { userId: cast.author, title: '신고로 가려진 글', createdAt: at(3), hidden: true });
    await insertPost(db(), { userId: cast.author, title: '지운 글', createdAt: at(4), isDeleted: true });
    const gone = await insertPost(db(), {
      userId: cast.other,
      title: '지워진 남의 글',
      createdAt: at(5),
      isDeleted: true,
    });
    const theirs = await insertPost(db(), { userId: cast.other, title: '남의 글', createdAt: at(6) });
    const top = await comment(theirs, cast.author, 10);
    const reply = await comment(theirs, cast.author, 12, { parentId: top });
    await comment(theirs, cast.author, 14, { isDeleted: true });
    await comment(gone, cast.author, 16);
    await comment(older, cast.other, 18);

    const res = await callItem<Mine>(db(), { userId: cast.author }, MINE);
    expect(res.code).toBeNull();
    expect(res.data?.myCommunity.posts.map((p) => p.id)).toEqual([newer, older]);
    expect(res.data?.myCommunity.comments).toEqual([
      expect.objectContaining({ id: reply, postId: theirs, boardCode: 'free', postTitle: '남의 글', isReply: true }),
      expect.objectContaining({ id: top, postId: theirs, isReply: false }),
    ]);

    const others = await callItem<Mine>(db(), { userId: cast.other }, MINE);
    expect(others.data?.myCommunity.posts.map((p) => p.id)).toEqual([theirs]);
    expect(others.data?.myCommunity.comments.map((c) => c.postId)).toEqual([older]);
  });

  it('asks visitors to log in', async () => {
    expect((await callItem(db(), null, MINE)).code).toBe('UNAUTHENTICATED');
  });
});
