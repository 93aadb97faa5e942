import {
  initialHomeState,
  replaceHome,
  selectHome,
  selectHomeError,
  selectHomeStatus,
  type HomeData,
} from '@/store/homeSlice';
import { loadHomePage } from '@/store/homeThunks';
import { fakeResponse } from '../api/fakeFetch';
import { pageViewer } from '../search/fixtures';
import { itemCard } from '../item/itemCardFixture';
import { testStore } from './testStore';

const data: HomeData = {
  categories: [{ code: 'SKI', key: 'ski', name: '스키', groupName: '스키', isElect: false }],
  rentalItems: [itemCard(1, { name: '브롬톤 C라인 익스플로어 렌탈', businessName: '반포한강 바이크', tag1: '인기' })],
  saleModels: [],
  businesses: [],
  magazines: [],
  notices: [],
};
const banners = [{ id: 1, text: '겨울 시즌 스키 렌탈 오픈', linkUrl: '/recommendations/ski', tone: 'info' }];

describe('homeSlice', () => {
  it('replaceHome replaces the whole home data', () => {
    const { store } = testStore();
    store.dispatch(replaceHome(data));
    expect(selectHome(store.getState())).toEqual({ ...data, status: 'succeeded', error: null });
  });

  it('loads the page in one operation (pb_homePage): sections, line banners and the viewer', async () => {
    const { store, transport } = testStore(() =>
      fakeResponse({ data: { me: pageViewer, home: { ...data, lineBanners: banners } } })
    );
    const pending = store.dispatch(loadHomePage());
    expect(selectHomeStatus(store.getState())).toBe('loading');
    await pending;
    expect(transport.calls).toHaveLength(1);
    expect(transport.calls[0].url).toBe('http://internal/item/v1/graphql');
    expect(transport.calls[0].body.operationName).toBe('pb_homePage');
    const state = store.getState();
    expect(selectHome(state)).toEqual({ ...data, status: 'succeeded', error: null });
    expect(state.lineBanner.banners).toEqual(banners);
    expect(state.user).toMatchObject({ isLogin: true, nickname: '한강라이더' });
    expect(state.badge).toMatchObject({ unreadAlarmCount: 3, badges: { isActiveMyPageBadge: true } });
  });

  it('leaves a visitor signed out and the user slices untouched', async () => {
    const { store } = testStore(() => fakeResponse({ data: { me: null, home: { ...data, lineBanners: [] } } }));
    const before = store.getState();
    await store.dispatch(loadHomePage());
    expect(store.getState().user).toBe(before.user);
    expect(store.getState().badge).toBe(before.badge);
  });

  it('keeps the typed error of a failed load as plain JSON', async () => {
    const { store } = testStore(() =>
      fakeResponse({ data: null, errors: [{ message: '찾으시는 정보가 없어요.', extensions: { code: 'NOT_FOUND' } }] })
    );
    await store.dispatch(loadHomePage());
    expect(selectHomeStatus(store.getState())).toBe('failed');
    expect(selectHomeError(store.getState())).toEqual({
      code: 'NOT_FOUND',
      message: '찾으시는 정보가 없어요.',
      status: 200,
    });
    expect(store.getState().home.rentalItems).toEqual(initialHomeState.rentalItems);
    expect(store.getState().lineBanner.status).toBe('idle');
  });

  it('reports a connection failure as NETWORK', async () => {
    const { store } = testStore(() => {
      throw new TypeError('fetch failed');
    });
    await store.dispatch(loadHomePage());
    expect(selectHomeError(store.getState())).toEqual({
      code: 'NETWORK',
      message: '서버에 연결할 수 없어요. 네트워크 연결을 확인해 주세요.',
    });
  });
});
