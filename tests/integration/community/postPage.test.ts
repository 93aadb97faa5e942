// The post page's reads and counters (issue 18): pb_communityPost, pb_viewCommunityPost, us_togglePostLike.
import { sql } from 'drizzle-orm';
import { RATE_RULES } from '@/server/security/rateRules';
import { hitRateLimit } from '@/server/security/sharedRateLimit';
import { countPostView } from '@/server/domain/community/postView';
import { togglePostLike } from '@/server/domain/community/postLike';
import { communityPostImages } from '@/server/db/schema';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { count, verifiedMember } from '../../support/checkoutFixture';
import { callItem, uploadOf } from '../review/reviewHarness';
import { at, block, insertPost, searchCast, type SearchCast } from './searchHarness';

const POST = `query pb_communityPost($boardCode: String!, $id: Int!) { communityPost(boardCode: $boardCode, id: $id) {
  id boardCode title content nickname authorId authorBlocked likeFeedback likeCount commentCount taggedModelCount isMine canEdit
  photos { id url thumbUrl width height } models { id name brandName img } comments { id } } }`;
const VIEW = `mutation pb_viewCommunityPost($postId: Int!) { viewCommunityPost(postId: $postId) }`;
const LIKE = `mutation us_togglePostLike($postId: Int!) { togglePostLike(postId: $postId) { postId likeFeedback likeCount commentCount taggedModelCount } }`;

type PostAnswer = {
  communityPost: {
    id: number;
    title: string;
    content: string;
    authorBlocked: boolean;
    likeFeedback: boolean;
    likeCount: number;
    isMine: boolean;
    canEdit: boolean;
    taggedModelCount: number;
    photos: { id: number; width: number }[];
    models: { id: number; name: string; brandName: string }[];
  };
};
type LikeAnswer = {
  togglePostLike: {
    postId: number;
    likeFeedback: boolean;
    likeCount: number;
    commentCount: number;
    taggedModelCount: number;
  };
};

describe.each(testDbKinds())('the post page (pb_communityPost, views, likes) on %s', (kind) => {
  const db = useTestDb(kind);
  let cast: SearchCast;
  let postId: number;
  beforeAll(async () => {
    cast = await searchCast(db());
    postId = await insertPost(db(), {
      userId: cast.author,
      title: '브롬톤 후기',
      content: '첫 줄\nhttps://example.com 참고',
      boardCode: 'review',
      createdAt: at(0),
      modelIds: [cast.brompton],
    });
    const photo = await uploadOf(db(), cast.author);
    await db().insert(communityPostImages).values({ postId, imageId: photo, sortOrder: 0 });
  });
  const viewCount = () => count(db(), sql`SELECT view_count AS n FROM community_posts WHERE id = ${postId}`);
  const likeRows = () =>
    count(db(), sql`SELECT count(*)::int AS n FROM community_post_likes WHERE post_id = ${postId}`);
  const likeCount = () => count(db(), sql`SELECT like_count AS n FROM community_posts WHERE id = ${postId}`);

  it("answers the post with photos, tagged models and whether it is the viewer's", async () => {
    const visitor = await callItem<PostAnswer>(db(), null, POST, { boardCode: 'review', id: postId });
    expect(visitor.code).toBeNull();
    expect(visitor.data?.communityPost).toMatchObject({
      title: '브롬톤 후기',
      content: '첫 줄\nhttps://example.com 참고',
      isMine: false,
      canEdit: false,
      taggedModelCount: 1,
    });
    expect(visitor.data?.communityPost.models).toEqual([
      expect.objectContaining({ id: cast.brompton, name: 'C라인 익스플로어', brandName: '브롬톤' }),
    ]);
    expect(visitor.data?.communityPost.photos).toHaveLength(1);
    const author = await callItem<PostAnswer>(db(), { userId: cast.author }, POST, { boardCode: 'review', id: postId });
    expect(author.data?.communityPost).toMatchObject({ isMine: true, canEdit: true });
  });

  it('is NOT_FOUND under another board, when deleted or hidden, and refuses a malformed id', async () => {
    expect((await callItem(db(), null, POST, { boardCode: 'free', id: postId })).code).toBe('NOT_FOUND');
    const deleted = await insertPost(db(), {
      userId: cast.author,
      title: '지운 글',
      createdAt: at(1),
      isDeleted: true,
    });
    const hidden = await insertPost(db(), { userId: cast.author, title: '가린 글', createdAt: at(2), hidden: true });
    expect((await callItem(db(), null, POST, { boardCode: 'free', id: deleted })).code).toBe('NOT_FOUND');
    expect((await callItem(db(), null, POST, { boardCode: 'free', id: hidden })).code).toBe('NOT_FOUND');
    expect((await callItem(db(), null, POST, { boardCode: 'free', id: -3 })).code).toBe('INVALID_INPUT');
  });

  it('shows a notice instead of the text of an author the viewer blocked', async () => {
    const blocker = await verifiedMember(db());
    await block(db(), blocker, cast.author);
    const res = await callItem<PostAnswer>(db(), { userId: blocker }, POST, { boardCode: 'review', id: postId });
    expect(res.data?.communityPost).toMatchObject({ authorBlocked: true, content: '', photos: [] });
  });

  it('counts a view once per visitor per Seoul day', async () => {
    const start = await viewCount();
    const day = new Date('2025-05-01T03:00:00Z');
    expect(await countPostView(db(), postId, 'u:1', day)).toBe(true);
    expect(await countPostView(db(), postId, 'u:1', new Date('2025-05-01T14:00:00Z'))).toBe(false); // 23:00 in Seoul, same day
    expect(await viewCount()).toBe(start + 1);
    expect(await countPostView(db(), postId, 'a:visitor', day)).toBe(true);
    expect(await viewCount()).toBe(start + 2);
    expect(await countPostView(db(), postId, 'u:1', new Date('2025-05-01T15:30:00Z'))).toBe(true); // 00:30 the next Seoul day
    expect(await viewCount()).toBe(start + 3);
  });

  it('counts through the operation for a member, never for a deleted post', async () => {
    const start = await viewCount();
    const member = { userId: cast.viewer };
    expect(
      (await callItem<{ viewCommunityPost: boolean }>(db(), member, VIEW, { postId })).data?.viewCommunityPost
    ).toBe(true);
    expect(
      (await callItem<{ viewCommunityPost: boolean }>(db(), member, VIEW, { postId })).data?.viewCommunityPost
    ).toBe(false);
    expect(await viewCount()).toBe(start + 1);
    const deleted = await insertPost(db(), {
      userId: cast.author,
      title: '지운 글',
      createdAt: at(3),
      isDeleted: true,
    });
    expect(
      (await callItem<{ viewCommunityPost: boolean }>(db(), member, VIEW, { postId: deleted })).data?.viewCommunityPost
    ).toBe(false);
  });

  it("toggles a like and answers the post's counts; visitors are UNAUTHENTICATED", async () => {
    const member = { userId: cast.other };
    const on = await callItem<LikeAnswer>(db(), member, LIKE, { postId });
    expect(on.data?.togglePostLike).toMatchObject({ postId, likeFeedback: true, taggedModelCount: 1 });
    expect(on.data?.togglePostLike.likeCount).toBe(await likeRows());
    const off = await callItem<LikeAnswer>(db(), member, LIKE, { postId });
    expect(off.data?.togglePostLike.likeFeedback).toBe(false);
    expect(await likeCount()).toBe(await likeRows());
    expect((await callItem(db(), null, LIKE, { postId })).code).toBe('UNAUTHENTICATED');
    expect((await callItem(db(), member, LIKE, { postId: 2_000_000_000 })).code).toBe('NOT_FOUND');
    expect((await callItem(db(), member, LIKE, { postId: 0 })).code).toBe('INVALID_INPUT');
  });

  it('keeps like_count equal to the like rows under 20 concurrent toggles by different members', async () => {
    const members = await Promise.all(Array.from({ length: 20 }, () => verifiedMember(db())));
    await Promise.all(members.map((userId) => togglePostLike(db(), { userId, ip: null }, postId)));
    expect(await likeCount()).toBe(await likeRows());
    await Promise.all(members.slice(0, 7).map((userId) => togglePostLike(db(), { userId, ip: null }, postId)));
    expect(await likeCount()).toBe(await likeRows());
  });

  it('stops likes past the per-member and per-address limits', async () => {
    const fresh = new Date('2025-04-01T00:00:00Z');
    const member = await verifiedMember(db());
    for (let i = 0; i < RATE_RULES.communityLikePerMember.limit; i += 1) {
      await hitRateLimit(db(), { rule: RATE_RULES.communityLikePerMember, subject: `user:${member}` });
    }
    await expect(togglePostLike(db(), { userId: member, ip: null }, postId, fresh)).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
    const ip = '203.0.113.91';
    for (let i = 0; i < RATE_RULES.communityLikePerIp.limit; i += 1)
      await hitRateLimit(db(), { rule: RATE_RULES.communityLikePerIp, subject: ip });
    await expect(togglePostLike(db(), { userId: cast.viewer, ip }, postId, fresh)).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
  });
});
