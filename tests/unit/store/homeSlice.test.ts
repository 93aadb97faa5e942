import { ApiConnectError, serializeApiError } from '@/api/errors';
import { HOME_LOAD, initialHomeState, replaceHome, selectHome, selectHomeError, selectHomeStatus, type HomeData } from '@/store/homeSlice';
import { createAppAsyncThunk } from '@/store/thunk';
import { fakeResponse } from '../api/fakeFetch';
import { testStore } from './testStore';

const data: HomeData = {
  categories: [{ code: 'SKI', key: 'ski', name: '스키', groupName: '스키', isElect: false }],
  rentalItems: [
    {
      id: 1,
      name: '브롬톤 C라인 익스플로어 렌탈',
      brandName: 'Brompton',
      img: '/images/items/1.svg',
      imgWidth: 640,
      imgHeight: 480,
      dealType: 'RENTAL',
      condition: 'NEW',
      originPrice: 15000,
      price: 12900,
      discountRate: 14,
      storeName: '반포한강 바이크',
      ratingAvg: 4.8,
      reviewCount: 12,
      tag1: '인기',
      tag2: null,
    },
  ],
  saleModels: [],
  stores: [],
  magazines: [],
  notices: [],
};

/** The shape of the loader the lead writes: a thunk with prefix HOME_LOAD using the injected client. */
const loadHome = createAppAsyncThunk(HOME_LOAD, async (_: void, { extra, rejectWithValue }) => {
  try {
    return await extra.client.request<HomeData>('item', 'query pb_home { home { categories { code } } }', {}, {
      operationName: 'pb_home',
    });
  } catch (error) {
    return rejectWithValue(serializeApiError(error));
  }
});

/** A loader that lets the error escape: the slice still gets a plain error with the right code. */
const loadHomeLoosely = createAppAsyncThunk(HOME_LOAD, async () => {
  throw new ApiConnectError({ endpoint: '/item/v1/graphql', operationName: 'pb_home', cause: new Error('down') });
});

describe('homeSlice', () => {
  it('replaceHome replaces the whole home data', () => {
    const { store } = testStore();
    store.dispatch(replaceHome(data));
    expect(selectHome(store.getState())).toEqual({ ...data, status: 'succeeded', error: null });
  });

  it('follows a HOME_LOAD thunk through a real store with injected services', async () => {
    const { store, transport } = testStore(() => fakeResponse({ data }));
    const pending = store.dispatch(loadHome());
    expect(selectHomeStatus(store.getState())).toBe('loading');
    await pending;
    expect(transport.calls[0].url).toBe('http://internal/item/v1/graphql');
    expect(selectHome(store.getState())).toEqual({ ...data, status: 'succeeded', error: null });
  });

  it('keeps the typed error of a failed load as plain JSON', async () => {
    const { store } = testStore(() =>
      fakeResponse({ data: null, errors: [{ message: '찾으시는 정보가 없어요.', extensions: { code: 'NOT_FOUND' } }] }),
    );
    await store.dispatch(loadHome());
    expect(selectHomeStatus(store.getState())).toBe('failed');
    expect(selectHomeError(store.getState())).toEqual({ code: 'NOT_FOUND', message: '찾으시는 정보가 없어요.', status: 200 });
    expect(store.getState().home.rentalItems).toEqual(initialHomeState.rentalItems);

    await store.dispatch(loadHomeLoosely());
    expect(selectHomeError(store.getState())).toEqual({
      code: 'NETWORK',
      message: '서버에 연결할 수 없어요. 네트워크 연결을 확인해 주세요.',
    });
  });
});
