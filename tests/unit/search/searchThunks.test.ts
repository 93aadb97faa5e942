import { replaceSearchResults } from '@/store/searchSlice';
import { toggleBookmark } from '@/store/bookmarkToggle';
import { loadMoreSearch, loadSearchPage, recordSearchKeyword } from '@/store/searchThunks';
import { fakeResponse } from '../api/fakeFetch';
import { testStore } from '../store/testStore';
import { pageViewer, searchAnswer, searchPage } from './fixtures';
import { itemCard } from '../item/itemCardFixture';

const popular = [{ rank: 1, keyword: '브롬톤', count: 46 }];
const unmarked = { isActiveBookmark: false, isActiveAlarm: false };

describe('search thunks', () => {
  it('loads the page in one operation (pb_searchPage): the first page, popular keywords and the viewer', async () => {
    const { store, transport } = testStore(() =>
      fakeResponse({ data: { me: pageViewer, popularKeywords: popular, search: searchAnswer([itemCard(1)]) } })
    );
    await store.dispatch(
      loadSearchPage({
        keyword: '브롬톤',
        dealType: 'SELL',
        sort: 'PRICE_ASC',
        filters: [{ key: 'brand', value: 'brompton' }],
      })
    );
    expect(transport.calls).toHaveLength(1);
    const call = transport.calls[0];
    expect(call.body.operationName).toBe('pb_searchPage');
    expect(call.body.variables).toEqual({
      hasRequest: true,
      input: {
        keyword: '브롬톤',
        dealType: 'SELL',
        sort: 'PRICE_ASC',
        filters: [{ key: 'brand', value: 'brompton' }],
        searchAfter: null,
        size: 20,
        // The sale tab sends no dates.
        range: null,
        fitsMe: false,
      },
    });
    const state = store.getState();
    expect(state.search.status).toBe('succeeded');
    expect(state.search.sort).toBe('PRICE_ASC');
    expect(state.search.dealType).toBe('SELL');
    expect(state.search.items.map((i) => i.itemId)).toEqual([1]);
    expect(state.search.filterComponents[0]).toMatchObject({ key: 'price', children: [] });
    expect(state.search.popularKeywords).toEqual(popular);
    expect(state.user).toMatchObject({ isLogin: true, nickname: '한강라이더' });
    expect(state.badge).toMatchObject({ unreadAlarmCount: 3 });
  });

  it('the bare /search asks no search: only popular keywords, the results left as they were', async () => {
    const { store, transport } = testStore(() => fakeResponse({ data: { me: null, popularKeywords: popular } }));
    await store.dispatch(loadSearchPage(null));
    expect(transport.calls[0].body.variables).toMatchObject({ hasRequest: false });
    const state = store.getState().search;
    expect(state.popularKeywords).toEqual(popular);
    expect(state.status).toBe('idle');
    expect(state.items).toEqual([]);
  });

  it('keeps a refused search as a Korean error', async () => {
    const { store } = testStore(() =>
      fakeResponse({
        data: null,
        errors: [{ message: '검색 결과를 더 불러올 수 없어요.', extensions: { code: 'INVALID_INPUT' } }],
      })
    );
    await store.dispatch(loadSearchPage({ keyword: '브롬톤', dealType: 'RENTAL', sort: 'RECOMMEND', filters: [] }));
    expect(store.getState().search.status).toBe('failed');
    expect(store.getState().search.error).toEqual({
      code: 'INVALID_INPUT',
      message: '검색 결과를 더 불러올 수 없어요.',
      status: 200,
    });
  });

  it('asks for the next page with the shown search and its cursor, once at a time, and appends it', async () => {
    const { store, transport } = testStore(() =>
      fakeResponse({ data: { search: searchAnswer([itemCard(3)], { searchAfter: null }) } })
    );
    store.dispatch(replaceSearchResults(searchPage([itemCard(1), itemCard(2)])));
    const first = store.dispatch(loadMoreSearch());
    const second = store.dispatch(loadMoreSearch());
    await Promise.all([first, second]);
    expect(transport.calls).toHaveLength(1);
    expect(transport.calls[0].body.operationName).toBe('pb_search');
    expect(transport.calls[0].body.variables).toMatchObject({
      input: { keyword: '브롬톤', searchAfter: 'cursor-1', filters: [{ key: 'price', value: '0~50000' }] },
    });
    expect(store.getState().search.items.map((i) => i.itemId)).toEqual([1, 2, 3]);
    expect(store.getState().search.searchAfter).toBeNull();
    await store.dispatch(loadMoreSearch());
    expect(transport.calls).toHaveLength(1);
  });

  it('marks a result through the one bookmark thunk (us_setBookmark, target ITEM)', async () => {
    const { store, transport } = testStore(() =>
      fakeResponse({ data: { setBookmark: { isActiveBookmark: true, isActiveAlarm: false } } })
    );
    store.dispatch(replaceSearchResults(searchPage([itemCard(1), itemCard(2)])));
    await store.dispatch(toggleBookmark({ target: 'ITEM', id: 2, kind: 'bookmark', active: true, previous: unmarked }));
    expect(transport.calls[0].body.operationName).toBe('us_setBookmark');
    expect(transport.calls[0].body.variables).toEqual({ target: 'ITEM', id: 2, active: true });
    expect(store.getState().search.items.map((i) => i.isMarked)).toEqual([false, true]);
  });

  it('puts the heart back when the service refuses (UNAUTHENTICATED: the session ended)', async () => {
    const { store } = testStore(() =>
      fakeResponse({ data: null, errors: [{ message: '로그인이 필요해요.', extensions: { code: 'UNAUTHENTICATED' } }] })
    );
    store.dispatch(replaceSearchResults(searchPage([itemCard(1)])));
    const outcome = await store.dispatch(
      toggleBookmark({ target: 'ITEM', id: 1, kind: 'bookmark', active: true, previous: unmarked })
    );
    expect(outcome.meta.requestStatus).toBe('rejected');
    expect((outcome.payload as { code: string }).code).toBe('UNAUTHENTICATED');
    expect(store.getState().search.items[0].isMarked).toBe(false);
  });

  it('records a search as the search_keyword capture event, and nothing without an anonymous id', async () => {
    const { store, transport } = testStore(() => fakeResponse({ data: { createCaptureEvent: '1' } }));
    await store.dispatch(
      recordSearchKeyword({ keyword: ' 브롬톤 ', anonyId: 'anon-1', url: 'http://localhost/search?keyword=브롬톤' })
    );
    expect(transport.calls[0].body.operationName).toBe('pb_createCaptureEvent');
    expect(transport.calls[0].body.variables).toEqual({
      command: {
        anonyId: 'anon-1',
        action: 'search_keyword',
        value1: '브롬톤',
        url: 'http://localhost/search?keyword=브롬톤',
      },
    });
    await store.dispatch(recordSearchKeyword({ keyword: '턴', anonyId: null, url: 'http://localhost/search' }));
    expect(transport.calls).toHaveLength(1);
  });
});
