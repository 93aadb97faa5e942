import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { CommunityPost, CommunityPageAnswer } from '@/api/item/communityBoard';
import { PostRow } from '@/components/community/PostRow';
import { CommunityBoardScreen } from '@/components/community/board/CommunityBoardScreen';
import { communityListPath, writePath } from '@/components/community/board/communityLinks';
import { loadCommunityPage } from '@/store/communityListThunks';
import { communityPostCountsChanged } from '@/store/communityListSlice';
import { commentCountChanged, togglePostLike } from '@/store/communityPostThunks';
import { setUser } from '@/store/userSlice';
import { fakeResponse, type RecordedCall } from '../api/fakeFetch';
import { testStore } from '../store/testStore';

jest.mock('next/router', () => ({
  useRouter: () => ({
    back: jest.fn(),
    push: jest.fn(),
    replace: jest.fn(),
    prefetch: jest.fn(async () => undefined),
    pathname: '/community',
    query: {},
    asPath: '/community',
  }),
}));

const post = (id: number, extra: Partial<CommunityPost> = {}): CommunityPost => ({
  id,
  boardCode: 'course',
  boardName: '라이딩 코스',
  title: `북한강 코스 ${id}`,
  excerpt: '양수역에서 출발해요',
  nickname: '한강라이더',
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
  { code: 'free', name: '자유', description: '무엇이든' },
  { code: 'course', name: '라이딩 코스', description: '가 본 코스와 쉬어 갈 곳을 함께 나눠요.' },
];

function answer(extra: Partial<CommunityPageAnswer['communityPage']> = {}): CommunityPageAnswer {
  return {
    me: null,
    communityPage: {
      boards,
      board: boards[1],
      sort: 'LATEST',
      hotPosts: [post(1, { hot: true })],
      posts: [post(2)],
      searchAfter: 'c1',
      ...extra,
    },
  };
}

function renderScreen(
  page: CommunityPageAnswer,
  respond: (call: RecordedCall) => Response = () => fakeResponse({ data: null })
) {
  const made = testStore(respond);
  made.store.dispatch(
    loadCommunityPage.fulfilled(page, 'r1', {
      boardCode: page.communityPage.board?.code ?? null,
      sort: page.communityPage.sort,
    })
  );
  render(
    <Provider store={made.store}>
      <CommunityBoardScreen />
    </Provider>
  );
  return made;
}

describe('PostRow', () => {
  it('links to the post under its board and shows title, excerpt, author and counts', () => {
    render(
      <ul>
        <PostRow post={post(7, { likeFeedback: true })} showBoard />
      </ul>
    );
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/community/course/posts/7');
    expect(within(link).getByRole('heading', { name: '북한강 코스 7' })).toBeInTheDocument();
    expect(link).toHaveTextContent('라이딩 코스');
    expect(link).toHaveTextContent('양수역에서 출발해요');
    expect(link).toHaveTextContent('한강라이더');
    // Icons are hidden from screen readers; the counts read as words.
    expect(link).toHaveTextContent(/좋아요\s*4/);
    expect(link).toHaveTextContent(/댓글\s*2/);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('hides the board name unless asked and shows the thumbnail with the photo count', () => {
    const { container } = render(
      <ul>
        <PostRow post={post(8, { thumbUrl: '/app/v4/images/9?w=480', imageCount: 3 })} />
      </ul>
    );
    expect(screen.getByRole('link')).not.toHaveTextContent('라이딩 코스');
    expect(container.querySelector('img')).toHaveAttribute('src', '/app/v4/images/9?w=480');
    expect(screen.getByRole('link')).toHaveTextContent(/사진\s*3\s*장/);
  });
});

describe('CommunityBoardScreen', () => {
  it('shows board chips as links, the chosen board marked, hot posts and the list', () => {
    renderScreen(answer());
    const chips = within(screen.getByRole('navigation', { name: '게시판' }));
    expect(chips.getByRole('link', { name: '전체' })).toHaveAttribute('href', '/community');
    expect(chips.getByRole('link', { name: '라이딩 코스' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { name: '지금 인기 있는 글' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '인기' })).toHaveAttribute('href', '/community?board=course&sort=popular');
    expect(screen.getByRole('link', { name: /북한강 코스 2/ })).toHaveAttribute('href', '/community/course/posts/2');
    // The search entry keeps the chosen board.
    expect(screen.getByRole('link', { name: /커뮤니티 글 검색/ })).toHaveAttribute(
      'href',
      '/community/search?board=course'
    );
  });

  it('sends a visitor to login on the way to the write page of the chosen board', () => {
    renderScreen(answer());
    expect(screen.getByRole('link', { name: '글쓰기' })).toHaveAttribute(
      'href',
      `/login?returnUrl=${encodeURIComponent('/community/course/posts/write')}`
    );
  });

  it('takes a member straight to the write page; 전체 writes in 자유', () => {
    const made = testStore(() => fakeResponse({ data: null }));
    made.store.dispatch(setUser({ id: 7, nickname: '한강라이더' }));
    made.store.dispatch(
      loadCommunityPage.fulfilled(answer({ board: null }), 'r1', { boardCode: null, sort: 'LATEST' })
    );
    render(
      <Provider store={made.store}>
        <CommunityBoardScreen />
      </Provider>
    );
    expect(screen.getByRole('link', { name: '글쓰기' })).toHaveAttribute('href', '/community/free/posts/write');
  });

  it('says so in Korean when a board has no posts', () => {
    renderScreen(answer({ hotPosts: [], posts: [], searchAfter: null }));
    expect(screen.getByText('아직 라이딩 코스 게시판에 글이 없어요. 첫 글을 남겨 보세요.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '더 보기' })).toBeNull();
  });

  it('더 보기 appends the next page of the same board and sort', async () => {
    const { transport } = renderScreen(answer(), () =>
      fakeResponse({ data: { communityPosts: { posts: [post(3)], searchAfter: null } } })
    );
    fireEvent.click(screen.getByRole('button', { name: '더 보기' }));
    expect(await screen.findByRole('link', { name: /북한강 코스 3/ })).toBeInTheDocument();
    expect(transport.calls[0].body.operationName).toBe('pb_communityMore');
    expect(transport.calls[0].body.variables).toEqual({ boardCode: 'course', sort: 'LATEST', searchAfter: 'c1' });
    expect(screen.queryByRole('button', { name: '더 보기' })).toBeNull();
  });

  it('a like answer overwrites the matching post in the hot list and the board list (docs/product.md §4 Posts)', () => {
    const { store } = renderScreen(answer({ posts: [post(1), post(2)] }));
    act(() => {
      store.dispatch(
        communityPostCountsChanged({
          postId: 1,
          likeFeedback: true,
          likeCount: 9,
          commentCount: 5,
          taggedModelCount: 1,
        })
      );
    });
    expect(screen.getAllByRole('link').filter((link) => /좋아요\s*9/.test(link.textContent ?? ''))).toHaveLength(2);
    const state = store.getState().communityList;
    expect(state.hotPosts[0]).toMatchObject({ likeFeedback: true, likeCount: 9, commentCount: 5 });
    expect(state.posts.items[0]).toMatchObject({ likeFeedback: true, likeCount: 9 });
    expect(state.posts.items[1]).toMatchObject({ likeFeedback: false, likeCount: 4 });
  });
});

describe('community links', () => {
  it('keeps 최신 out of the address and 전체 at /community', () => {
    expect(communityListPath(null)).toBe('/community');
    expect(communityListPath('free', 'POPULAR')).toBe('/community?board=free&sort=popular');
    expect(writePath(null)).toBe('/community/free/posts/write');
  });
});

describe('communityList slice and the post thunks', () => {
  it('applies togglePostLike and commentCountChanged answers to the matching post only', () => {
    const { store } = testStore(() => fakeResponse({ data: null }));
    store.dispatch(
      loadCommunityPage.fulfilled(answer({ posts: [post(1), post(2)] }), 'r1', { boardCode: 'course', sort: 'LATEST' })
    );
    store.dispatch(
      togglePostLike.fulfilled(
        { postId: 2, likeFeedback: true, likeCount: 5, commentCount: 2, taggedModelCount: 1 },
        'r2',
        2
      )
    );
    store.dispatch(
      commentCountChanged({ postId: 1, likeFeedback: false, likeCount: 4, commentCount: 3, taggedModelCount: 1 })
    );
    const { hotPosts, posts } = store.getState().communityList;
    expect(posts.items.map((p) => [p.id, p.likeFeedback, p.likeCount, p.commentCount])).toEqual([
      [1, false, 4, 3],
      [2, true, 5, 2],
    ]);
    expect(hotPosts[0]).toMatchObject({ id: 1, commentCount: 3 });
  });
});
