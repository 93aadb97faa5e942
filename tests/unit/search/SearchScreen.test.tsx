import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { SearchScreen } from '@/components/search/SearchScreen';
import { BOOKMARK_WORDING } from '@/lib/bookmarkWording';
import { replaceSearchResults, setPopularKeywords } from '@/store/searchSlice';
import { setUser } from '@/store/userSlice';
import { fakeResponse, type RecordedCall } from '../api/fakeFetch';
import { testStore } from '../store/testStore';
import { searchPage } from './fixtures';
import { itemCard } from '../item/itemCardFixture';

const push = jest.fn(async () => true);
let query: Record<string, string> = {};
jest.mock('next/router', () => ({
  useRouter: () => ({
    push,
    back: jest.fn(),
    pathname: '/search',
    query,
    asPath: '/search?keyword=%EB%B8%8C%EB%A1%AC%ED%86%A4',
    isReady: true,
  }),
}));

// jsdom has no IntersectionObserver: the 더 보기 button is the way (as for any browser without it).
function renderSearch(
  respond: (call: RecordedCall) => Response,
  setup: (store: ReturnType<typeof testStore>['store']) => void
) {
  const { store, transport } = testStore(respond);
  setup(store);
  render(
    <Provider store={store}>
      <SearchScreen />
    </Provider>
  );
  return { store, transport };
}

beforeEach(() => {
  push.mockClear();
  window.localStorage.clear();
});

describe('SearchScreen', () => {
  it('renders the results of the URL’s search with links to items and to model price comparison', () => {
    query = { keyword: '브롬톤', f: 'price:0~50000' };
    renderSearch(
      () => fakeResponse({ data: {} }),
      (store) =>
        store.dispatch(
          replaceSearchResults(
            searchPage([
              itemCard(1),
              itemCard(2, {
                dealType: 'SELL',
                name: '브롬톤 C Line Explore 2025년형',
                price: 2290000,
                originPrice: 2490000,
                discount: 8,
              }),
            ])
          )
        )
    );
    const results = screen.getByRole('list', { name: '‘브롬톤’ 검색 결과' });
    expect(within(results).getByRole('link', { name: /브롬톤 C Line Explore 1일 렌탈 1/ })).toHaveAttribute(
      'href',
      '/services/1'
    );
    expect(within(results).getByText('2,290,000원')).toBeInTheDocument();
    // Rental and sale offers of a catalogue model both lead to its price comparison.
    expect(
      within(results)
        .getAllByRole('link', { name: '매장별 가격 비교' })
        .map((link) => link.getAttribute('href'))
    ).toEqual(['/models/41', '/models/42']);
    expect(screen.getByText('45')).toBeInTheDocument();
    expect(screen.getByRole('combobox')).toHaveValue('RECOMMEND');
    const businesses = screen.getByRole('region', { name: '이 상품이 많은 매장' });
    expect(within(businesses).getByRole('link', { name: /한강자전거 여의도점/ })).toHaveAttribute(
      'href',
      '/nearby_store/3'
    );
    expect(screen.getByRole('heading', { name: '‘브롬톤’ 관련 매거진' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '구매' })).toHaveAttribute(
      'href',
      '/search?keyword=%EB%B8%8C%EB%A1%AC%ED%86%A4&dealType=SELL'
    );
  });

  it('loads the next page with the 더 보기 button', async () => {
    query = { keyword: '브롬톤', f: 'price:0~50000' };
    const { store, transport } = renderSearch(
      () => fakeResponse({ data: { search: { ...searchPage([itemCard(3)]), request: undefined, searchAfter: null } } }),
      (s) => s.dispatch(replaceSearchResults(searchPage([itemCard(1), itemCard(2)])))
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /더 보기/ })));
    const searchCall = transport.calls.find((call) => call.body.operationName === 'pb_search');
    expect(searchCall?.body.variables).toMatchObject({ input: { searchAfter: 'cursor-1' } });
    expect(store.getState().search.items).toHaveLength(3);
    expect(screen.getByText('45개 상품을 모두 봤어요.')).toBeInTheDocument();
  });

  it('says “1만 개 이상” when the service stopped counting at ten thousand', () => {
    query = { keyword: '브롬톤', f: 'price:0~50000' };
    renderSearch(
      () => fakeResponse({ data: {} }),
      (store) =>
        store.dispatch(
          replaceSearchResults({
            ...searchPage([itemCard(1), itemCard(2)]),
            totalCount: 10_000,
          })
        )
    );
    expect(
      screen.getByText((_, node) => node?.tagName === 'P' && node.textContent === '상품 1만 개 이상')
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '더 보기 (2/1만 개 이상)' })).toBeInTheDocument();
  });

  it('sends a visitor who taps a heart to sign in, and back here afterwards', async () => {
    query = { keyword: '브롬톤', f: 'price:0~50000' };
    renderSearch(
      () =>
        fakeResponse({
          data: null,
          errors: [{ message: '로그인이 필요해요.', extensions: { code: 'UNAUTHENTICATED' } }],
        }),
      (s) => s.dispatch(replaceSearchResults(searchPage([itemCard(1)])))
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /찜하기/ })));
    expect(push).toHaveBeenCalledWith(
      '/login?returnUrl=%2Fsearch%3Fkeyword%3D%25EB%25B8%258C%25EB%25A1%25AC%25ED%2586%25A4'
    );
  });

  it('marks a member’s heart through the one bookmark thunk and says so in the one wording', async () => {
    query = { keyword: '브롬톤', f: 'price:0~50000' };
    const { transport } = renderSearch(
      () => fakeResponse({ data: { setBookmark: { isActiveBookmark: true, isActiveAlarm: false } } }),
      (s) => {
        s.dispatch(setUser({ id: 42, nickname: '한강라이더' }));
        s.dispatch(replaceSearchResults(searchPage([itemCard(1)])));
      }
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /찜하기/ })));
    expect(transport.calls.map((c) => [c.body.operationName, c.body.variables])).toEqual([
      ['us_setBookmark', { target: 'ITEM', id: 1, active: true }],
    ]);
    expect(
      screen.getByRole('button', { name: `${itemCard(1).name} ${BOOKMARK_WORDING.bookmark.turnOff}` })
    ).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(BOOKMARK_WORDING.bookmark.on)).toBeInTheDocument();
    expect(push).not.toHaveBeenCalled();
  });

  it('says in Korean that nothing matched, with keywords to try instead', () => {
    query = { keyword: '없는상품' };
    renderSearch(
      () => fakeResponse({ data: {} }),
      (s) =>
        s.dispatch(
          replaceSearchResults({
            ...searchPage([], {
              keyword: '없는상품',
              totalCount: 0,
              searchAfter: null,
              suggestedKeywords: ['브롬톤', '전기자전거'],
            }),
            request: { keyword: '없는상품', dealType: 'RENTAL', sort: 'RECOMMEND', filters: [] },
          })
        )
    );
    expect(screen.getByText('‘없는상품’에 맞는 렌탈 상품을 찾지 못했어요.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '전기자전거' })).toHaveAttribute(
      'href',
      '/search?keyword=%EC%A0%84%EA%B8%B0%EC%9E%90%EC%A0%84%EA%B1%B0&dealType=RENTAL'
    );
  });

  it('shows the focus screen on the bare /search: recent keywords of this device and popular ones', () => {
    query = {};
    window.localStorage.setItem('rm:search.recent', JSON.stringify({ v: ['턴'], e: Date.now() + 60_000 }));
    renderSearch(
      () => fakeResponse({ data: {} }),
      (s) => s.dispatch(setPopularKeywords([{ rank: 1, keyword: '브롬톤', count: 46 }]))
    );
    expect(screen.getByRole('heading', { name: '인기 검색어' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /1\s*브롬톤/ })).toHaveAttribute(
      'href',
      '/search?keyword=%EB%B8%8C%EB%A1%AC%ED%86%A4&dealType=RENTAL'
    );
    expect(screen.getByRole('link', { name: '턴' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '최근 검색어 턴 삭제' })).toBeInTheDocument();
    expect(screen.getByLabelText('검색어')).toHaveFocus();
  });

  it('clears the search with the × button: back to the focus screen with an empty input', async () => {
    query = { keyword: '브롬톤', f: 'price:0~50000' };
    const { store } = renderSearch(
      () => fakeResponse({ data: {} }),
      (s) => s.dispatch(replaceSearchResults(searchPage([itemCard(1)])))
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '검색어 지우기' })));
    expect(store.getState().search.keyword).toBe('');
    expect(store.getState().search.items).toEqual([]);
    expect(push).toHaveBeenCalledWith('/search', undefined, { shallow: true });
  });
});
