import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { CommunitySearchPageAnswer, CommunitySearchPost, CommunitySearchQuery } from '@/api/item/communitySearch';
import { CommunitySearchScreen } from '@/components/community/search/CommunitySearchScreen';
import { communitySearchSeo } from '@/components/community/search/communitySearchSeo';
import { communitySearchPath, emptyText } from '@/components/community/search/searchLinks';
import { TaggedPostList } from '@/components/model/TaggedPostList';
import { loadCommunitySearchPage } from '@/store/communitySearchThunks';
import { communitySearchCountsChanged } from '@/store/communitySearchSlice';
import { fakeResponse, type RecordedCall } from '../api/fakeFetch';
import { testStore } from '../store/testStore';
import { modelCard } from '../model/modelCardFixture';

const push = jest.fn(async () => true);
jest.mock('next/router', () => ({
  useRouter: () => ({
    back: jest.fn(),
    push,
    replace: jest.fn(),
    prefetch: jest.fn(async () => undefined),
    pathname: '/community/search',
    query: {},
    asPath: '/community/search',
  }),
}));

const post = (id: number, extra: Partial<CommunitySearchPost> = {}): CommunitySearchPost => ({
  id,
  boardCode: 'review',
  boardName: '사용 후기',
  title: `브롬톤 한 달 사용기 ${id}`,
  excerpt: '출퇴근용으로 좋아요',
  nickname: '접이식',
  authorId: 3,
  hot: false,
  viewCount: 120,
  likeCount: 4,
  commentCount: 2,
  taggedModelCount: 1,
  likeFeedback: false,
  thumbUrl: null,
  imageCount: 0,
  createdDatetime: '2026-03-01T00:00:00.000Z',
  updatedDatetime: '2026-03-01T00:00:00.000Z',
  ...extra,
});

const boards = [
  { code: 'free', name: '자유', description: '' },
  { code: 'review', name: '사용 후기', description: '' },
];
const model = modelCard(42, { name: 'C라인 익스플로어', brandName: '브롬톤' });

function answer(extra: Partial<CommunitySearchPageAnswer['communitySearch']> = {}): CommunitySearchPageAnswer {
  return {
    me: null,
    communitySearch: { keyword: '', boards, model: null, hotPosts: [], posts: [post(2)], searchAfter: null, ...extra },
  };
}

function renderScreen(
  page: CommunitySearchPageAnswer,
  query: CommunitySearchQuery,
  respond: (call: RecordedCall) => Response = () => fakeResponse({ data: null })
) {
  const made = testStore(respond);
  made.store.dispatch(loadCommunitySearchPage.fulfilled(page, 'r1', query));
  render(
    <Provider store={made.store}>
      <CommunitySearchScreen />
    </Provider>
  );
  return made;
}

describe('community search links', () => {
  it('puts only what is set in the address', () => {
    expect(communitySearchPath({})).toBe('/community/search');
    expect(communitySearchPath({ keyword: ' 브롬톤 ', boardCode: 'review', modelId: 42 })).toBe(
      `/community/search?keyword=${encodeURIComponent('브롬톤')}&board=review&modelId=42`
    );
    expect(emptyText('브롬톤', false)).toBe('‘브롬톤’에 대한 글이 없어요');
    expect(emptyText('', true)).toBe('조건에 맞는 글이 없어요');
  });

  it('indexes a plain keyword search with results only; variants point to it', () => {
    const shell = { siteUrl: 'https://ridemarket.example' };
    const plain = communitySearchSeo(shell, { keyword: '브롬톤', boardCode: null, modelId: null }, null, 3);
    expect(plain).toMatchObject({
      noindex: false,
      canonical: `https://ridemarket.example/community/search?keyword=${encodeURIComponent('브롬톤')}`,
    });
    expect(communitySearchSeo(shell, { keyword: '브롬톤', boardCode: 'review', modelId: null }, null, 3)).toMatchObject(
      { noindex: true, canonical: plain.canonical }
    );
    expect(communitySearchSeo(shell, { keyword: '브롬톤', boardCode: null, modelId: null }, null, 0).noindex).toBe(
      true
    );
    expect(communitySearchSeo(shell, { keyword: '', boardCode: null, modelId: 42 }, model, 3)).toMatchObject({
      noindex: true,
      title: '브롬톤 C라인 익스플로어 이야기 | 라이드마켓',
    });
  });
});

describe('CommunitySearchScreen', () => {
  it('shows the labelled box, board chips keeping the keyword, results linking to the post, and hot posts without a keyword', () => {
    renderScreen(answer({ hotPosts: [post(1, { hot: true })] }), { keyword: '', boardCode: null, modelId: null });
    expect(screen.getByLabelText('커뮤니티 검색')).toHaveValue('');
    expect(screen.getByRole('heading', { name: '지금 인기 있는 글' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /브롬톤 한 달 사용기 2/ })).toHaveAttribute(
      'href',
      '/community/review/posts/2'
    );
    const chips = within(screen.getByRole('navigation', { name: '검색 필터' }));
    expect(chips.getByRole('link', { name: '전체' })).toHaveAttribute('aria-current', 'page');
  });

  it('keeps the keyword in the chips, shows the removable model chip and the empty sentence', () => {
    renderScreen(answer({ keyword: '출퇴근', model, posts: [] }), {
      keyword: '출퇴근',
      boardCode: 'review',
      modelId: 42,
    });
    const chips = within(screen.getByRole('navigation', { name: '검색 필터' }));
    expect(chips.getByRole('link', { name: '사용 후기' })).toHaveAttribute('aria-current', 'page');
    expect(chips.getByRole('link', { name: '자유' })).toHaveAttribute(
      'href',
      `/community/search?keyword=${encodeURIComponent('출퇴근')}&board=free&modelId=42`
    );
    expect(chips.getByRole('link', { name: '브롬톤 C라인 익스플로어 필터 지우기' })).toHaveAttribute(
      'href',
      `/community/search?keyword=${encodeURIComponent('출퇴근')}&board=review`
    );
    expect(screen.getByText('‘출퇴근’에 대한 글이 없어요')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '지금 인기 있는 글' })).toBeNull();
  });

  it('searches by going to the address with the filters kept', () => {
    renderScreen(answer(), { keyword: '', boardCode: 'review', modelId: null });
    fireEvent.change(screen.getByLabelText('커뮤니티 검색'), { target: { value: 'ㅂㄹㅌ' } });
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    expect(push).toHaveBeenCalledWith(`/community/search?keyword=${encodeURIComponent('ㅂㄹㅌ')}&board=review`);
  });

  it('더 보기 sends the same search with the cursor and appends; a like answer overwrites the post (docs/product.md §4)', async () => {
    const made = renderScreen(
      answer({ keyword: '브롬톤', searchAfter: 'c1' }),
      { keyword: '브롬톤', boardCode: null, modelId: 42 },
      () => fakeResponse({ data: { communitySearch: { posts: [post(3)], searchAfter: null } } })
    );
    fireEvent.click(screen.getByRole('button', { name: '더 보기' }));
    expect(await screen.findByRole('link', { name: /브롬톤 한 달 사용기 3/ })).toBeInTheDocument();
    expect(made.transport.calls[0].body.variables?.input).toEqual({
      keyword: '브롬톤',
      boardCode: null,
      modelId: 42,
      searchAfter: 'c1',
    });
    expect(screen.queryByRole('button', { name: '더 보기' })).toBeNull();
    act(
      () =>
        void made.store.dispatch(
          communitySearchCountsChanged({
            postId: 3,
            likeFeedback: true,
            likeCount: 9,
            commentCount: 2,
            taggedModelCount: 1,
          })
        )
    );
    expect(made.store.getState().communitySearch.posts.items.find((p) => p.id === 3)?.likeCount).toBe(9);
  });
});

describe('TaggedPostList (model page)', () => {
  const tagged = (id: number) => ({
    id,
    boardCode: 'qna',
    boardName: '장비 Q&A',
    title: `질문 ${id}`,
    nickname: '회원',
    commentCount: 1,
    likeCount: 2,
    createdDatetime: '2026-03-01T00:00:00.000Z',
  });

  it('links each post to its page and 전체 보기 to the search by model when there are more', () => {
    render(<TaggedPostList modelId={42} posts={[tagged(5), tagged(4), tagged(3)]} postCount={7} />);
    expect(screen.getByRole('link', { name: /질문 5/ })).toHaveAttribute('href', '/community/qna/posts/5');
    expect(screen.getByRole('link', { name: /질문 5/ })).toHaveTextContent('장비 Q&A');
    expect(screen.getByRole('link', { name: '커뮤니티 이야기 전체 보기' })).toHaveAttribute(
      'href',
      '/community/search?modelId=42'
    );
  });

  it('has no 전체 보기 when every post is shown', () => {
    render(<TaggedPostList modelId={42} posts={[tagged(5)]} postCount={1} />);
    expect(screen.queryByRole('link', { name: '커뮤니티 이야기 전체 보기' })).toBeNull();
  });
});
