import { testDbKinds, useTestDb } from '../../support/testDb';
import { callService } from '../../support/serviceCaller';
import { at, insertPost, searchCast, type SearchCast } from './searchHarness';

const MODEL = `query pb_modelPage($id: Int!) { modelDetail(id: $id) { postCount posts { id boardCode boardName title } } }`;
const SEARCH = `query pb_communitySearchMore($input: CommunitySearchInput!) { communitySearch(input: $input) { posts { id boardCode } searchAfter } }`;

type ModelAnswer = {
  modelDetail: { postCount: number; posts: { id: number; boardCode: string; boardName: string; title: string }[] };
};
type SearchAnswer = { communitySearch: { posts: { id: number; boardCode: string }[]; searchAfter: string | null } };

describe.each(testDbKinds())('model page tagged posts and their links on %s', (kind) => {
  const db = useTestDb(kind);
  let cast: SearchCast;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    cast = await searchCast(db());
    const tagged = (seed: Parameters<typeof insertPost>[1]) =>
      insertPost(db(), { ...seed, modelIds: [cast.brompton], modelNames: ['브롬톤 C라인 익스플로어'] });
    ids.a = await tagged({ userId: cast.author, boardCode: 'qna', title: '안장 높이 질문', createdAt: at(1) });
    ids.b = await tagged({ userId: cast.other, boardCode: 'review', title: '한 달 사용기', createdAt: at(2) });
    ids.c = await tagged({ userId: cast.author, boardCode: 'free', title: '출퇴근 이야기', createdAt: at(3) });
    ids.d = await tagged({ userId: cast.author, boardCode: 'course', title: '반포 코스', createdAt: at(4) });
    ids.hidden = await tagged({ userId: cast.author, title: '신고로 숨긴 글', createdAt: at(5), hidden: true });
    ids.deleted = await tagged({ userId: cast.author, title: '지운 글', createdAt: at(6), isDeleted: true });
  });

  it('shows only posts a visitor can open, with the board name, and counts the same posts 전체 보기 lists', async () => {
    const model = await callService<ModelAnswer>(db(), 'item', null, MODEL, { id: cast.brompton });
    expect(model.code).toBeNull();
    const { posts, postCount } = model.data!.modelDetail;
    expect(posts.map((p) => p.id)).toEqual([ids.d, ids.c, ids.b]);
    expect(posts[0]).toMatchObject({ boardCode: 'course', boardName: '라이딩 코스' });
    expect(postCount).toBe(4);
    // 전체 보기 (/community/search?modelId=) lists exactly the counted posts, the shown ones first.
    const all = await callService<SearchAnswer>(db(), 'item', null, SEARCH, { input: { modelId: cast.brompton } });
    expect(all.data!.communitySearch.posts.map((p) => p.id)).toEqual([ids.d, ids.c, ids.b, ids.a]);
    // Each card's link names the post's own board, as the post page's address does.
    for (const post of posts)
      expect(all.data!.communitySearch.posts.find((p) => p.id === post.id)?.boardCode).toBe(post.boardCode);
  });
});
