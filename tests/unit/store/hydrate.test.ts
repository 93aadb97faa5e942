import { HYDRATE } from 'next-redux-wrapper';
import { hydrate, isHydrateAction } from '@/store/hydrate';
import { dismissLineBanner, replaceLineBanners } from '@/store/lineBannerSlice';
import { replaceHome, type HomeData } from '@/store/homeSlice';
import { setAllAgree, setServiceAgree } from '@/store/provisionAgreementSlice';
import { setUser } from '@/store/userSlice';
import type { RootState } from '@/store/store';
import { testStore } from './testStore';

const home: HomeData = {
  categories: [{ code: 'BIKE', key: 'road', name: '로드', groupName: '자전거', isElect: false }],
  rentalItems: [],
  saleModels: [],
  businesses: [],
  magazines: [],
  notices: [{ id: 1, title: '설 연휴 배송 안내', isImportant: true, publishedAt: '2024-02-01T00:00:00.000Z' }],
};
const banner = { id: 1, text: '겨울 시즌 스키 렌탈 오픈', linkUrl: null, tone: 'info' };

/** The state a server business ends with after a page's getServerSideProps. */
function serverState(): RootState {
  const { store } = testStore();
  store.dispatch(setUser({ id: 7, name: '김라이드', point: 100 }));
  store.dispatch(replaceHome(home));
  store.dispatch(replaceLineBanners([banner]));
  // Whatever the server store holds for client-owned slices must never reach the client.
  store.dispatch(setServiceAgree(true));
  return JSON.parse(JSON.stringify(store.getState()));
}

describe('hydrate (docs/architecture.md §5)', () => {
  it('is the typed HYDRATE action of next-redux-wrapper', () => {
    expect(hydrate({}).type).toBe(HYDRATE);
    expect(isHydrateAction({ type: HYDRATE, payload: {} })).toBe(true);
    expect(isHydrateAction({ type: 'user/setUser' })).toBe(false);
  });

  it('server-owned slices take their key by replace; dispatching HYDRATE twice gives the same state', () => {
    const { store } = testStore();
    const payload = serverState();
    store.dispatch(hydrate(payload));
    const once = store.getState();
    store.dispatch(hydrate(payload));
    expect(store.getState()).toEqual(once);

    expect(once.user).toEqual(payload.user);
    expect(once.home).toEqual(payload.home);
    expect(once.lineBanner.banners).toEqual([banner]);
    expect(once.user.isLogin).toBe(true);
  });

  it('client-owned slices are untouched', () => {
    const { store } = testStore();
    store.dispatch(setAllAgree(true));
    const before = store.getState().provisionAgreement;
    store.dispatch(hydrate(serverState()));
    store.dispatch(hydrate(serverState()));
    expect(store.getState().provisionAgreement).toBe(before);
  });

  it('a slice the server did not load for this page (idle) is kept, not wiped', () => {
    const { store } = testStore();
    store.dispatch(replaceHome(home));
    const fromAnotherPage = testStore().store.getState(); // its home is idle
    store.dispatch(hydrate(JSON.parse(JSON.stringify(fromAnotherPage))));
    expect(store.getState().home).toMatchObject({ ...home, status: 'succeeded' });
  });

  it('a dismissed line banner stays dismissed across hydrates', () => {
    const { store } = testStore();
    store.dispatch(dismissLineBanner());
    store.dispatch(hydrate(serverState()));
    store.dispatch(hydrate(serverState()));
    expect(store.getState().lineBanner).toMatchObject({ banners: [banner], isShow: false });
  });

  it('ignores a payload without the slice or with garbage in it', () => {
    const { store } = testStore();
    const before = store.getState();
    store.dispatch(hydrate({}));
    store.dispatch(hydrate({ user: null, home: 'x', lineBanner: [] }));
    expect(store.getState()).toEqual(before);
  });

  it('state stays plain JSON', () => {
    const state = serverState();
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });
});
