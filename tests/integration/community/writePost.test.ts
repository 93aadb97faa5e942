import { sql } from 'drizzle-orm';
import { PROFANITY_MESSAGE } from '@/lib/text/profanity';
import { RATE_RULES } from '@/server/security/rateRules';
import { writePost } from '@/server/domain/community/writePost';
import { hitRateLimit } from '@/server/security/sharedRateLimit';
import { queryRows } from '@/server/db/rows';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { count } from '../../support/checkoutFixture';
import { callItem, uploadOf, type Caller } from '../review/reviewHarness';
import { searchCast, type SearchCast } from './searchHarness';

const WRITE = `mutation us_writePost($boardCode: String!, $title: String!, $content: String!, $imageIds: [Int!]!, $modelIds: [Int!]!) {
  writePost(boardCode: $boardCode, title: $title, content: $content, imageIds: $imageIds, modelIds: $modelIds) { postId boardCode } }`;
const UPDATE = `mutation us_updatePost($postId: Int!, $boardCode: String!, $title: String!, $content: String!, $imageIds: [Int!]!, $modelIds: [Int!]!) {
  updatePost(postId: $postId, boardCode: $boardCode, title: $title, content: $content, imageIds: $imageIds, modelIds: $modelIds) { postId boardCode } }`;
const DELETE = `mutation us_deletePost($postId: Int!) { deletePost(postId: $postId) { postId boardCode } }`;
const FORM = `query us_communityWritePage($boardCode: String!, $postId: Int) { communityWriteForm(boardCode: $boardCode, postId: $postId) {
  boards { code name } post { id boardCode title content photos { id thumbUrl } models { id name brandName } } } }`;

type Written = { writePost: { postId: number; boardCode: string } };
type Form = {
  communityWriteForm: {
    boards: { code: string }[];
    post: {
      id: number;
      title: string;
      content: string;
      photos: { id: number }[];
      models: { id: number; name: string }[];
    } | null;
  };
};

const TITLE = '브롬톤 첫 라이딩 후기';
const CONTENT = '한강까지 왕복 30km를 달렸어요.\n접이식인데도 정말 잘 나가요.';

describe.each(testDbKinds())(
  'writing community posts (us_writePost, us_updatePost, us_deletePost, us_communityWritePage) on %s',
  (kind) => {
    const db = useTestDb(kind);
    let cast: SearchCast;
    let author: Caller & object;
    let other: Caller & object;
    beforeAll(async () => {
      cast = await searchCast(db());
      author = { userId: cast.author };
      other = { userId: cast.other };
    });

    const vars = (extra: Record<string, unknown> = {}) => ({
      boardCode: 'review',
      title: TITLE,
      content: CONTENT,
      imageIds: [],
      modelIds: [],
      ...extra,
    });
    const write = (caller: Caller, extra: Record<string, unknown> = {}) =>
      callItem<Written>(db(), caller, WRITE, vars(extra));
    const attached = (ids: number[]) =>
      count(
        db(),
        sql`SELECT count(*)::int AS n FROM images WHERE id IN (${sql.join(
          ids.map((i) => sql`${i}`),
          sql`, `
        )}) AND attached_at IS NOT NULL`
      );

    it('writes a post with photos and tags in one go, filling the search text and 초성', async () => {
      const photos = [await uploadOf(db(), author.userId), await uploadOf(db(), author.userId)];
      const res = await write(author, {
        title: '  브롬톤 첫 라이딩 후기\u0007 ',
        content: `${CONTENT}\u001b\r\n끝.`,
        imageIds: photos,
        modelIds: [cast.brompton],
      });
      expect(res.code).toBeNull();
      expect(res.data?.writePost.boardCode).toBe('review');
      const postId = res.data!.writePost.postId;
      const [row] = await queryRows<{ title: string; content: string; t: string; c: string }>(
        db(),
        sql`SELECT title, content, search_text AS t, search_chosung AS c FROM community_posts WHERE id = ${postId}`
      );
      expect(row.title).toBe(TITLE);
      expect(row.content).toBe(`${CONTENT}\n끝.`);
      expect(row.t).toContain('브롬톤첫라이딩후기');
      expect(row.t).toContain('c라인익스플로어');
      expect(
        await count(
          db(),
          sql`SELECT count(*)::int AS n FROM community_posts WHERE id = ${postId} AND search_chosung LIKE ${'%ㅂㄹㅌㅊㄹㅇㄷ%'}`
        )
      ).toBe(1);
      expect(await attached(photos)).toBe(2);
      const form = await callItem<Form>(db(), author, FORM, { boardCode: 'review', postId });
      expect(form.data?.communityWriteForm.boards.map((b) => b.code)).toEqual(
        expect.arrayContaining(['free', 'review', 'qna'])
      );
      expect(form.data?.communityWriteForm.post).toMatchObject({
        id: postId,
        title: TITLE,
        models: [{ id: cast.brompton, name: 'C라인 익스플로어' }],
      });
      expect(form.data?.communityWriteForm.post?.photos.map((p) => p.id)).toEqual(photos);
    });

    it.each([
      ['a one-letter title', { title: '가' }, 'title'],
      ['a short text', { content: '짧아요' }, 'content'],
      ['a text over 5,000 characters', { content: '가'.repeat(5_001) }, 'content'],
      ['profanity', { content: '이 자전거 진짜 씨발 좋네요 다들 사세요' }, 'content'],
      ['11 photos', { imageIds: Array.from({ length: 11 }, (_, i) => i + 1) }, 'imageIds'],
      ['6 models', { modelIds: [1, 2, 3, 4, 5, 6] }, 'modelIds'],
    ])('refuses %s (INVALID_INPUT) and writes nothing', async (_name, extra, field) => {
      const before = await count(
        db(),
        sql`SELECT count(*)::int AS n FROM community_posts WHERE user_id = ${other.userId}`
      );
      const res = await write(other, extra);
      expect(res.code).toBe('INVALID_INPUT');
      expect(Object.keys(res.details)).toContain(field);
      if (_name === 'profanity') expect(res.details.content).toBe(PROFANITY_MESSAGE);
      expect(
        await count(db(), sql`SELECT count(*)::int AS n FROM community_posts WHERE user_id = ${other.userId}`)
      ).toBe(before);
    });

    it("refuses an unknown board, an unknown model and another member's photo, leaving no half post or claimed photo", async () => {
      const mine = await uploadOf(db(), other.userId);
      const theirs = await uploadOf(db(), author.userId);
      const before = await count(
        db(),
        sql`SELECT count(*)::int AS n FROM community_posts WHERE user_id = ${other.userId}`
      );
      expect((await write(other, { boardCode: 'nope' })).code).toBe('INVALID_INPUT');
      expect((await callItem(db(), other, FORM, { boardCode: 'nope' })).code).toBe('NOT_FOUND');
      expect((await write(other, { modelIds: [cast.brompton, 2_000_000_000], imageIds: [mine] })).code).toBe(
        'INVALID_INPUT'
      );
      expect((await write(other, { imageIds: [mine, theirs] })).code).toBe('INVALID_INPUT');
      expect(
        await count(db(), sql`SELECT count(*)::int AS n FROM community_posts WHERE user_id = ${other.userId}`)
      ).toBe(before);
      expect(await attached([mine, theirs])).toBe(0);
    });

    it('asks visitors to log in (UNAUTHENTICATED) for every operation', async () => {
      expect((await write(null)).code).toBe('UNAUTHENTICATED');
      expect((await callItem(db(), null, UPDATE, { postId: 1, ...vars() })).code).toBe('UNAUTHENTICATED');
      expect((await callItem(db(), null, DELETE, { postId: 1 })).code).toBe('UNAUTHENTICATED');
      expect((await callItem(db(), null, FORM, { boardCode: 'free' })).code).toBe('UNAUTHENTICATED');
    });

    it('updates: claims new photos, releases dropped ones, retags, moves board; only the author', async () => {
      const [p1, p2, p3] = [
        await uploadOf(db(), author.userId),
        await uploadOf(db(), author.userId),
        await uploadOf(db(), author.userId),
      ];
      const postId = (await write(author, { imageIds: [p1, p2], modelIds: [cast.brompton] })).data!.writePost.postId;
      const byOther = await callItem(db(), other, UPDATE, { postId, ...vars({ title: '남의 글 고치기' }) });
      expect(byOther.code).toBe('NOT_FOUND');
      expect((await callItem(db(), other, FORM, { boardCode: 'review', postId })).code).toBe('NOT_FOUND');
      const res = await callItem(db(), author, UPDATE, {
        postId,
        ...vars({ boardCode: 'qna', title: '타이런트 보드 질문', imageIds: [p3, p1], modelIds: [cast.tyrant] }),
      });
      expect(res.code).toBeNull();
      expect(await attached([p1, p3])).toBe(2);
      expect(await attached([p2])).toBe(0);
      expect(
        await count(
          db(),
          sql`SELECT count(*)::int AS n FROM community_posts WHERE id = ${postId} AND board_code = 'qna' AND title = '타이런트 보드 질문' AND search_chosung LIKE '%ㅌㅇㄹㅌㅂㄷ%'`
        )
      ).toBe(1);
      const images = await queryRows<{ id: number }>(
        db(),
        sql`SELECT image_id AS id FROM community_post_images WHERE post_id = ${postId} ORDER BY sort_order`
      );
      expect(images.map((r) => Number(r.id))).toEqual([p3, p1]);
      expect(
        await count(
          db(),
          sql`SELECT count(*)::int AS n FROM community_post_models WHERE post_id = ${postId} AND model_id = ${cast.tyrant}`
        )
      ).toBe(1);
    });

    it("deletes: the author only; the post disappears, its photos are given back, and it can't be edited again", async () => {
      const photo = await uploadOf(db(), author.userId);
      const postId = (await write(author, { imageIds: [photo] })).data!.writePost.postId;
      expect((await callItem(db(), other, DELETE, { postId })).code).toBe('NOT_FOUND');
      expect(
        await count(db(), sql`SELECT count(*)::int AS n FROM community_posts WHERE id = ${postId} AND NOT is_deleted`)
      ).toBe(1);
      const res = await callItem<{ deletePost: { postId: number; boardCode: string } }>(db(), author, DELETE, {
        postId,
      });
      expect(res.data?.deletePost).toEqual({ postId, boardCode: 'review' });
      expect(
        await count(db(), sql`SELECT count(*)::int AS n FROM community_posts WHERE id = ${postId} AND is_deleted`)
      ).toBe(1);
      expect(await attached([photo])).toBe(0);
      expect((await callItem(db(), author, DELETE, { postId })).code).toBe('NOT_FOUND');
      expect((await callItem(db(), author, UPDATE, { postId, ...vars() })).code).toBe('NOT_FOUND');
    });

    it('limits posts per member (5 in 10 minutes) and per address', async () => {
      const writer = { userId: cast.viewer, ip: null };
      const now = new Date('2025-03-01T00:00:00Z');
      for (let i = 0; i < RATE_RULES.postWritePerMember.limit; i += 1)
        await writePost(db(), writer, vars() as never, now);
      await expect(writePost(db(), writer, vars() as never, now)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
      const ip = '203.0.113.77';
      const fresh = new Date('2025-04-01T00:00:00Z');
      for (let i = 0; i < RATE_RULES.postWritePerIp.limit; i += 1)
        await hitRateLimit(db(), { rule: RATE_RULES.postWritePerIp, subject: ip });
      await expect(writePost(db(), { userId: cast.other, ip }, vars() as never, fresh)).rejects.toMatchObject({
        code: 'RATE_LIMITED',
      });
    });
  }
);
