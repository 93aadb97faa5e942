import { fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { HomeScreen } from '@/components/home/HomeScreen';
import { replaceHome, type HomeData } from '@/store/homeSlice';
import { loadHomePage } from '@/store/homeThunks';
import { replaceLineBanners } from '@/store/lineBannerSlice';
import { modelCard } from '../model/modelCardFixture';
import { itemCard } from '../item/itemCardFixture';
import { testStore } from '../store/testStore';
import { fakeResponse } from '../api/fakeFetch';

jest.mock('next/router', () => ({ useRouter: () => ({ back: jest.fn(), pathname: '/', query: {}, asPath: '/' }) }));

const home: HomeData = {
  categories: [
    { code: 'BIKE', key: 'folding', name: '접이식·미니벨로', groupName: '도시·접이식', isElect: false },
    { code: 'SKI', key: 'ski', name: '스키', groupName: '스키', isElect: false },
  ],
  rentalItems: [itemCard(11, { img: '/app/v4/images/1', tag1: '당일대여', ratingAvg: 4.8, reviewCount: 132 })],
  saleModels: [modelCard(5, { name: 'Verge D9', img: '/app/v4/images/2' })],
  businesses: [
    {
      id: 3,
      name: '한강자전거 여의도점',
      region: '서울',
      address: '서울 영등포구 여의동로 330',
      lat: 37.52,
      lng: 126.93,
      distanceKm: 0.4,
      isOfficial: true,
      ratingAvg: 4.5,
      reviewCount: 10,
    },
  ],
  magazines: [],
  notices: [{ id: 9, title: '설 연휴 배송 안내', isImportant: true, publishedAt: '2026-01-20T00:00:00.000Z' }],
};

function renderHome(setup: (store: ReturnType<typeof testStore>['store']) => void) {
  const { store, transport } = testStore(() =>
    fakeResponse({ data: null, errors: [{ message: '일시적인 오류', extensions: { code: 'INTERNAL' } }] })
  );
  setup(store);
  render(
    <Provider store={store}>
      <HomeScreen />
    </Provider>
  );
  return { store, transport };
}

describe('HomeScreen', () => {
  it('renders the sections from the store with links to their routes', () => {
    renderHome((store) => store.dispatch(replaceHome(home)));
    const rentals = screen.getByRole('region', { name: '지금 인기 있는 렌탈' });
    expect(within(rentals).getByRole('link', { name: /브롬톤 C Line Explore/ })).toHaveAttribute(
      'href',
      '/services/11'
    );
    expect(within(rentals).getByText('25,000원')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Verge D9/ })).toHaveAttribute('href', '/models/5');
    const businesses = screen.getByRole('region', { name: '가까운 매장' });
    expect(within(businesses).getByRole('link', { name: /한강자전거 여의도점/ })).toHaveAttribute(
      'href',
      '/nearby_store/3'
    );
    expect(within(businesses).getByText('400m')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '접이식·미니벨로' })).toHaveAttribute('href', '/search?category=folding');
  });

  it('says so in Korean when a section is empty', () => {
    renderHome((store) => store.dispatch(replaceHome(home)));
    expect(screen.getByText('새 매거진을 준비하고 있어요.')).toBeInTheDocument();
  });

  it('hides the line banners once dismissed', () => {
    renderHome((store) => {
      store.dispatch(replaceHome(home));
      store.dispatch(
        replaceLineBanners([{ id: 1, text: '첫 렌탈 10% 할인', linkUrl: '/promotions/card_benefit', tone: 'brand' }])
      );
    });
    expect(screen.getByRole('link', { name: '첫 렌탈 10% 할인' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '배너 닫기' }));
    expect(screen.queryByRole('link', { name: '첫 렌탈 10% 할인' })).toBeNull();
  });

  it('shows the error with 다시 시도, which loads the home again', async () => {
    const { transport } = renderHome((store) =>
      store.dispatch({
        type: loadHomePage.rejected.type,
        payload: { code: 'INTERNAL', message: '일시적인 오류가 발생했어요.' },
      })
    );
    expect(screen.getByRole('alert')).toHaveTextContent('일시적인 오류가 발생했어요.');
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    await screen.findByRole('alert');
    expect(transport.calls.length).toBe(1);
  });
});
