import { testDbKinds, useTestDb } from '../../support/testDb';
import { callService, type Caller } from '../../support/serviceCaller';
import { at, block, insertPost, searchCast, type SearchCast } from './searchHarness';

const SEARCH = `query pb_communitySearchMore($input: CommunitySearchInput!) {
  communitySearch(input: $input) { keyword model { id name brandName } boards { code } hotPosts { id } posts { id boardCode title } searchAfter } }`;

type Answer = {
  communitySearch: {
    keyword: string;
    model: { id: number; name: string; brandName: string } | null;
    boards: { code: string }[];
    hotPosts: { id: number }[];
    posts: { id: number; boardCode: string; title: string }[];
    searchAfter: string | null;
  };
};

describe.each(testDbKinds())('community search (pb_communitySearchPage, pb_communitySearchMore) on %s', (kind) => {
  const db = useTestDb(kind);
  let cast: SearchCast;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    cast = await searchCast(db());
    const bromptonNames = ['브롬톤 C라인 익스플로어'];
    ids.river = await insertPost(db(), {
      userId: cast.author,
      title: '한강 라이딩 다녀왔어요',
      content: '브롬톤 타고 반포까지 달렸어요.',
      createdAt: at(10),
      modelIds: [cast.brompton],
      modelNames: bromptonNames,
    });
    ids.fit = await insertPost(db(), {
      userId: cast.other,
      boardCode: 'qna',
      title: '사이즈 질문',
      content: 'Shimano 105 구동계랑 맞을까요?',
      createdAt: at(20),
    });
    ids.tagged = await insertPost(db(), {
      userId: cast.other,
      boardCode: 'review',
      title: '접이식 한 달 사용기',
      content: '출퇴근용으로 좋아요.',
      createdAt: at(30),
      modelIds: [cast.brompton],
      modelNames: bromptonNames,
    });
    ids.board = await insertPost(db(), {
      userId: cast.author,
      boardCode: 'review',
      title: '타이런트 시즌 후기',
      createdAt: at(40),
      modelIds: [cast.tyrant],
      modelNames: ['브롬톤 타이런트 보드'],
    });
    ids.deleted = await insertPost(db(), {
      userId: cast.author,
      title: '브롬톤 팝니다 (삭제)',
      createdAt: at(50),
      isDeleted: true,
    });
    ids.hidden = await insertPost(db(), {
      userId: cast.author,
      title: '브롬톤 광고 (신고로 숨김)',
      createdAt: at(60),
      hidden: true,
    });
    ids.blocked = await insertPost(db(), { userId: cast.other, title: '브롬톤 차단된 사람의 글', createdAt: at(70) });
    await block(db(), cast.viewer, cast.other);
  });

  const search = (input: Record<string, unknown>, caller: Caller = null) =>
    callService<Answer>(db(), 'item', caller, SEARCH, { input });
  const postIds = async (input: Record<string, unknown>, caller: Caller = null) => {
    const reply = await search(input, caller);
    expect(reply.code).toBeNull();
    return reply.data!.communitySearch.posts.map((p) => p.id);
  };

  it('finds a Korean word in the title, the text or a tagged model name, newest first; never deleted or hidden posts', async () => {
    expect(await postIds({ keyword: '브롬톤' })).toEqual([ids.blocked, ids.board, ids.tagged, ids.river]);
    expect(await postIds({ keyword: '한강' })).toEqual([ids.river]);
    // A partial word, spacing typed apart, and two words that must both appear.
    expect(await postIds({ keyword: '롬톤 라이' })).toEqual([ids.river]);
    expect(await postIds({ keyword: '브롬 톤 출퇴근' })).toEqual([ids.tagged]);
    expect(await postIds({ keyword: '브롬톤 없는말' })).toEqual([]);
  });

  it('finds Latin words whatever their case and punctuation', async () => {
    expect(await postIds({ keyword: 'SHIMANO' })).toEqual([ids.fit]);
    expect(await postIds({ keyword: 'shimano-105' })).toEqual([ids.fit]);
  });

  it('finds by 초성: the initials of a title word, of a model name', async () => {
    expect(await postIds({ keyword: 'ㅎㄱㄹㅇㄷ' })).toEqual([ids.river]);
    // Two initials are found anywhere: 한강 and 시즌 후기 (ㅅㅈㅎㄱ) both hold ㅎㄱ.
    expect(await postIds({ keyword: 'ㅎㄱ' })).toEqual([ids.board, ids.river]);
    expect(await postIds({ keyword: 'ㅅㅇㄱ' })).toEqual([ids.tagged]);
    expect(await postIds({ keyword: 'ㅌㅇㄹㅌ' })).toEqual([ids.board]);
  });

  it("filters by board, and by tagged model (an empty keyword lists the model's posts, with its name)", async () => {
    expect(await postIds({ keyword: '브롬톤', boardCode: 'review' })).toEqual([ids.board, ids.tagged]);
    expect(await postIds({ boardCode: 'qna' })).toEqual([ids.fit]);
    const model = await search({ modelId: cast.brompton });
    expect(model.data!.communitySearch.posts.map((p) => p.id)).toEqual([ids.tagged, ids.river]);
    expect(model.data!.communitySearch.model).toMatchObject({
      id: cast.brompton,
      name: 'C라인 익스플로어',
      brandName: '브롬톤',
    });
    expect(model.data!.communitySearch.hotPosts).toEqual([]);
    expect(await postIds({ keyword: '한강', modelId: cast.tyrant })).toEqual([]);
    const unknown = await search({ modelId: 99_999_999 });
    expect(unknown.data!.communitySearch).toMatchObject({ model: null, posts: [] });
    expect(await postIds({ boardCode: 'nosuchboard' })).toEqual([]);
  });

  it('leaves out the posts of a member the viewer blocked, for that viewer only', async () => {
    expect(await postIds({ keyword: '브롬톤' }, { userId: cast.viewer })).toEqual([ids.board, ids.river]);
    expect(await postIds({ keyword: '브롬톤' }, { userId: cast.author })).toContain(ids.blocked);
  });

  it('lists the boards for the chips, and hot posts only without a keyword', async () => {
    const plain = await search({});
    expect(plain.data!.communitySearch.boards.map((b) => b.code)).toEqual(
      expect.arrayContaining(['free', 'review', 'qna'])
    );
    expect(Array.isArray(plain.data!.communitySearch.hotPosts)).toBe(true);
    const keyword = await search({ keyword: '브롬톤' });
    expect(keyword.data!.communitySearch.hotPosts).toEqual([]);
  });

  it('pages newest first by a signed cursor without duplicates or gaps; a cursor of another search or an edited one is INVALID_INPUT', async () => {
    const made: number[] = [];
    for (let i = 0; i < 23; i += 1) {
      // Pairs share a creation time, so the id decides between them.
      made.push(
        await insertPost(db(), {
          userId: cast.author,
          title: `페이징시험 ${i}번`,
          createdAt: at(1000 + Math.floor(i / 2)),
        })
      );
    }
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const reply = await search({ keyword: '페이징시험', size: 10, searchAfter: cursor });
      expect(reply.code).toBeNull();
      seen.push(...reply.data!.communitySearch.posts.map((p) => p.id));
      cursor = reply.data!.communitySearch.searchAfter;
      pages += 1;
    } while (cursor !== null && pages < 5);
    expect(pages).toBe(3);
    expect(seen).toEqual([...made].reverse());
    const first = await search({ keyword: '페이징시험', size: 10 });
    const next = first.data!.communitySearch.searchAfter!;
    const other = await search({ keyword: '브롬톤', size: 10, searchAfter: next });
    expect(other.code).toBe('INVALID_INPUT');
    expect(other.details.searchAfter).toBeTruthy();
    const [body, mac] = next.split('.');
    const edited = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), i: 1 })
    ).toString('base64url');
    expect((await search({ keyword: '페이징시험', size: 10, searchAfter: `${edited}.${mac}` })).code).toBe(
      'INVALID_INPUT'
    );
    expect((await search({ keyword: '페이징시험', searchAfter: 'garbage' })).code).toBe('INVALID_INPUT');
  });

  it('refuses bad input in Korean: too long, symbols only, a bad board code, size or model id', async () => {
    const long = await search({ keyword: '가'.repeat(51) });
    expect(long.code).toBe('INVALID_INPUT');
    expect(long.details.keyword).toBe('검색어는 50자까지 입력할 수 있어요.');
    expect(await postIds({ keyword: '가'.repeat(50) })).toEqual([]);
    const symbols = await search({ keyword: '%_%' });
    expect(symbols.code).toBe('INVALID_INPUT');
    expect(symbols.details.keyword).toBe('검색어에 글자나 숫자를 넣어 주세요.');
    expect((await search({ boardCode: "free' OR 1=1" })).code).toBe('INVALID_INPUT');
    expect((await search({ size: 0 })).code).toBe('INVALID_INPUT');
    expect((await search({ size: 31 })).code).toBe('INVALID_INPUT');
    expect((await search({ modelId: -1 })).code).toBe('INVALID_INPUT');
    // A blank keyword is no keyword: every visible post.
    expect((await postIds({ keyword: '   ' })).length).toBeGreaterThan(0);
  });
});
