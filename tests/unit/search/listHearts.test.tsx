// The hearts on the keyword landing and the category recommendation cards are the one bookmark
// feature (issue 15 §4): a visitor goes to log in and back, a member's refused change comes back
// with the reason in the screen's toast.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { KeywordScreen } from '@/components/keywords/KeywordScreen';
import { RecommendationScreen } from '@/components/recommendation/RecommendationScreen';
import { loadCategoryRecommendation } from '@/store/categoryRecommendationThunks';
import { loadKeywordPage } from '@/store/keywordSlice';
import { setUser } from '@/store/userSlice';
import { fakeResponse, type RecordedCall } from '../api/fakeFetch';
import { testStore } from '../store/testStore';
import { itemCard } from '../item/itemCardFixture';

const push = jest.fn(async () => true);
let asPath = '/';
jest.mock('next/router', () => ({
  useRouter: () => ({ push, back: jest.fn(), pathname: '/', query: {}, asPath, isReady: true }),
}));

const landing = {
  slug: 'brompton',
  keyword: '브롬톤',
  title: '브롬톤 렌탈과 구매',
  description: '브롬톤을 비교하세요.',
  siteName: '라이드마켓',
  totalCount: 1,
  services: [itemCard(1)],
};
const recommendation = {
  me: null,
  experiment: { variant: null, isExclude: true },
  categoryRecommendation: {
    categoryKey: 'road',
    categoryName: '로드',
    totalCount: 1,
    searchAfter: null,
    isPersonalized: false,
    recommendationItemList: [itemCard(1)],
  },
};
const refused = () =>
  fakeResponse({ data: null, errors: [{ message: '상품을 찾을 수 없어요.', extensions: { code: 'NOT_FOUND' } }] });

const screens = [
  {
    name: 'keyword landing',
    path: '/keywords?keyword=%EB%B8%8C%EB%A1%AC%ED%86%A4',
    Screen: () => <KeywordScreen />,
    page: () => fakeResponse({ data: { me: null, keywordPage: landing, keywordPages: [] } }),
    load: (store: ReturnType<typeof testStore>['store']) => store.dispatch(loadKeywordPage('브롬톤')),
  },
  {
    name: 'category recommendation',
    path: '/recommendations/road',
    Screen: () => <RecommendationScreen categoryKey="road" />,
    page: () => fakeResponse({ data: recommendation }),
    load: (store: ReturnType<typeof testStore>['store']) => store.dispatch(loadCategoryRecommendation('road')),
  },
];

async function renderScreen(
  entry: (typeof screens)[number],
  member: boolean,
  bookmark: (call: RecordedCall) => Response
) {
  asPath = entry.path;
  const { store, transport } = testStore((call) =>
    call.body.operationName === 'us_setBookmark' ? bookmark(call) : entry.page()
  );
  await entry.load(store);
  if (member) store.dispatch(setUser({ id: 42, nickname: '한강라이더' }));
  render(
    <Provider store={store}>
      <entry.Screen />
    </Provider>
  );
  return { transport };
}

const heart = () => screen.getByRole('button', { name: /찜/ });

beforeEach(() => push.mockClear());

describe.each(screens)('the heart on the $name', (entry) => {
  it('sends a visitor to log in and back here, without asking the service', async () => {
    const { transport } = await renderScreen(entry, false, refused);
    await act(async () => fireEvent.click(heart()));
    expect(push).toHaveBeenCalledWith(`/login?returnUrl=${encodeURIComponent(entry.path)}`);
    expect(transport.calls.map((c) => c.body.operationName)).not.toContain('us_setBookmark');
  });

  it('puts a member’s heart back with the service’s reason when it refuses', async () => {
    const { transport } = await renderScreen(entry, true, refused);
    await act(async () => fireEvent.click(heart()));
    expect(transport.calls.find((c) => c.body.operationName === 'us_setBookmark')?.body.variables).toEqual({
      target: 'ITEM',
      id: 1,
      active: true,
    });
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('상품을 찾을 수 없어요.')).toBeInTheDocument();
    expect(push).not.toHaveBeenCalled();
  });
});
