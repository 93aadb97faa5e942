// Comments and replies (issue 18): us_writeComment, us_updateComment, us_deleteComment and the thread of pb_communityPost.
import { sql } from 'drizzle-orm';
import { PROFANITY_MESSAGE } from '@/lib/text/profanity';
import { RATE_RULES } from '@/server/security/rateRules';
import { hitRateLimit } from '@/server/security/sharedRateLimit';
import { writeComment } from '@/server/domain/community/commentWrite';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { count, verifiedMember } from '../../support/checkoutFixture';
import { callItem, type Caller } from '../review/reviewHarness';
import { at, block, insertPost, searchCast, type SearchCast } from './searchHarness';

const WRITE = `mutation us_writeComment($postId: Int!, $parentId: Int, $content: String!) {
  writeComment(postId: $postId, parentId: $parentId, content: $content) { commentId counts { postId commentCount likeCount likeFeedback taggedModelCount } } }`;
const UPDATE = `mutation us_updateComment($commentId: Int!, $content: String!) { updateComment(commentId: $commentId, content: $content) { commentId counts { commentCount } } }`;
const DELETE = `mutation us_deleteComment($commentId: Int!) { deleteComment(commentId: $commentId) { commentId counts { commentCount } } }`;
const THREAD = `query pb_communityPost($boardCode: String!, $id: Int!) { communityPost(boardCode: $boardCode, id: $id) { commentCount
  comments { id content nickname authorId isMine isPlaceholder edited replies { id parentId content nickname isMine isPlaceholder } } } }`;

type Written = { writeComment: { commentId: number; counts: { postId: number; commentCount: number } } };
type Reply = {
  id: number;
  parentId: number;
  content: string;
  nickname: string | null;
  isMine: boolean;
  isPlaceholder: boolean;
};
type Thread = {
  communityPost: {
    commentCount: number;
    comments: (Omit<Reply, 'parentId'> & { edited: boolean; authorId: number | null; replies: Reply[] })[];
  };
};

describe.each(testDbKinds())('comments and replies on %s', (kind) => {
  const db = useTestDb(kind);
  let cast: SearchCast;
  let postId: number;
  let author: Caller & object;
  let other: Caller & object;
  beforeAll(async () => {
    cast = await searchCast(db());
    author = { userId: cast.author };
    other = { userId: cast.other };
    postId = await insertPost(db(), {
      userId: cast.author,
      title: '코스 추천',
      createdAt: at(0),
      modelIds: [cast.brompton],
    });
  });
  const write = (caller: Caller, content: string, parentId: number | null = null, post = postId) =>
    callItem<Written>(db(), caller, WRITE, { postId: post, parentId, content });
  const thread = async (caller: Caller) =>
    (await callItem<Thread>(db(), caller, THREAD, { boardCode: 'free', id: postId })).data!.communityPost;
  const storedCount = () => count(db(), sql`SELECT comment_count AS n FROM community_posts WHERE id = ${postId}`);

  it('writes comments and replies oldest first, replies under their parent, counts in step', async () => {
    const first = await write(other, '  좋은 코스네요!\r\n다음에 가볼게요  ');
    expect(first.code).toBeNull();
    expect(first.data?.writeComment.counts).toMatchObject({ postId, commentCount: 1, taggedModelCount: 1 });
    const second = await write(author, '감사합니다');
    const reply = await write(author, '주차는 입구 쪽이 편해요', first.data!.writeComment.commentId);
    expect(reply.data?.writeComment.counts.commentCount).toBe(3);
    const seen = await thread(other);
    expect(seen.comments.map((c) => c.id)).toEqual([
      first.data!.writeComment.commentId,
      second.data!.writeComment.commentId,
    ]);
    expect(seen.comments[0]).toMatchObject({
      content: '좋은 코스네요!\n다음에 가볼게요',
      isMine: true,
      isPlaceholder: false,
    });
    expect(seen.comments[0].replies).toEqual([
      expect.objectContaining({
        content: '주차는 입구 쪽이 편해요',
        isMine: false,
        parentId: first.data!.writeComment.commentId,
      }),
    ]);
    expect(await storedCount()).toBe(3);
  });

  it('refuses a reply to a reply, a parent of another post, bad text and visitors', async () => {
    const top = (await write(other, '질문 있어요')).data!.writeComment.commentId;
    const reply = (await write(author, '네 말씀하세요', top)).data!.writeComment.commentId;
    const before = await storedCount();
    const deep = await write(other, '답글의 답글', reply);
    expect(deep.code).toBe('INVALID_INPUT');
    expect(deep.details.parentId).toBeDefined();
    const elsewhere = await insertPost(db(), { userId: cast.author, title: '다른 글', createdAt: at(5) });
    expect((await write(other, '엉뚱한 곳', top, elsewhere)).code).toBe('NOT_FOUND');
    expect((await write(other, '   ')).code).toBe('INVALID_INPUT');
    expect((await write(other, '가'.repeat(1001))).code).toBe('INVALID_INPUT');
    const rude = await write(other, '이 코스 씨발 최고');
    expect(rude.details.content).toBe(PROFANITY_MESSAGE);
    expect((await write(null, '방문자')).code).toBe('UNAUTHENTICATED');
    expect((await write(other, '없는 글', null, 2_000_000_000)).code).toBe('NOT_FOUND');
    expect(await storedCount()).toBe(before);
  });

  it('edits and deletes only your own comment; others get NOT_FOUND and nothing changes', async () => {
    const mine = (await write(other, '원래 내용')).data!.writeComment.commentId;
    expect((await callItem(db(), author, UPDATE, { commentId: mine, content: '남이 고침' })).code).toBe('NOT_FOUND');
    expect((await callItem(db(), author, DELETE, { commentId: mine })).code).toBe('NOT_FOUND');
    expect((await callItem(db(), null, DELETE, { commentId: mine })).code).toBe('UNAUTHENTICATED');
    expect((await callItem(db(), other, UPDATE, { commentId: mine, content: '' })).code).toBe('INVALID_INPUT');
    const edited = await callItem(db(), other, UPDATE, { commentId: mine, content: '고친 내용' });
    expect(edited.code).toBeNull();
    const [row] = (
      (await db().execute(sql`SELECT content FROM community_comments WHERE id = ${mine}`)) as unknown as {
        rows: { content: string }[];
      }
    ).rows;
    expect(row.content).toBe('고친 내용');
    const before = await storedCount();
    const gone = await callItem<{ deleteComment: { counts: { commentCount: number } } }>(db(), other, DELETE, {
      commentId: mine,
    });
    expect(gone.data?.deleteComment.counts.commentCount).toBe(before - 1);
    expect((await thread(other)).comments.some((c) => c.id === mine)).toBe(false);
    expect((await callItem(db(), other, DELETE, { commentId: mine })).code).toBe('NOT_FOUND');
  });

  it('leaves "삭제된 댓글입니다" without an author for a deleted comment with replies', async () => {
    const parent = (await write(other, '지울 댓글')).data!.writeComment.commentId;
    await write(author, '답글은 남아요', parent);
    await callItem(db(), other, DELETE, { commentId: parent });
    const shown = (await thread(author)).comments.find((c) => c.id === parent);
    expect(shown).toMatchObject({
      content: '삭제된 댓글입니다',
      nickname: null,
      authorId: null,
      isPlaceholder: true,
      isMine: false,
    });
    expect(shown?.replies.map((r) => r.content)).toEqual(['답글은 남아요']);
    expect((await write(other, '삭제된 댓글에 답글', parent)).code).toBe('NOT_FOUND');
    expect((await thread(author)).commentCount).toBe(
      await count(
        db(),
        sql`SELECT count(*)::int AS n FROM community_comments WHERE post_id = ${postId} AND NOT is_deleted AND hidden_at IS NULL`
      )
    );
  });

  it("drops a blocked member's comments from the blocker's thread only", async () => {
    const stranger = await verifiedMember(db());
    const theirs = (await write({ userId: stranger }, '차단될 사람의 댓글')).data!.writeComment.commentId;
    const blocker = await verifiedMember(db());
    await block(db(), blocker, stranger);
    expect((await thread({ userId: blocker })).comments.some((c) => c.id === theirs)).toBe(false);
    expect((await thread(author)).comments.some((c) => c.id === theirs)).toBe(true);
  });

  it('stops comments past the per-member and per-address limits', async () => {
    const fresh = new Date('2025-04-01T00:00:00Z');
    const member = await verifiedMember(db());
    for (let i = 0; i < RATE_RULES.communityCommentPerMember.limit; i += 1) {
      await hitRateLimit(db(), { rule: RATE_RULES.communityCommentPerMember, subject: `user:${member}` });
    }
    const input = { postId, parentId: null, content: '도배' };
    await expect(writeComment(db(), { userId: member, ip: null }, input, fresh)).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
    const ip = '203.0.113.92';
    for (let i = 0; i < RATE_RULES.communityCommentPerIp.limit; i += 1)
      await hitRateLimit(db(), { rule: RATE_RULES.communityCommentPerIp, subject: ip });
    await expect(writeComment(db(), { userId: cast.viewer, ip }, input, fresh)).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
  });
});
