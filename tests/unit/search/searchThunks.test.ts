import { replaceSearchResults } from '@/store/searchSlice';
import { loadMoreSearch, loadSearch, recordSearchKeyword, toggleSearchItemBookmark } from '@/store/searchThunks';
import { fakeResponse } from '../api/fakeFetch';
import { testStore } from '../store/testStore';
import { searchAnswer, searchItem, searchPage } from './fixtures';

describe('search thunks', () => {
  it('loads the first page with pb_search and the request as variables', async () => {
    const { store, transport } = testStore(() => fakeResponse({ data: { search: searchAnswer([searchItem(1)]) } }));
    await store.dispatch(loadSearch({ keyword: '브롬톤', dealType: 'SELL', sort: 'PRICE_ASC', filters: [{ key: 'brand', value: 'brompton' }] }));
    const call = transport.calls[0];
    expect(call.body.operationName).toBe('pb_search');
    expect(call.body.variables).toEqual({ input: {
      keyword: '브롬톤', dealType: 'SELL', sort: 'PRICE_ASC', filters: [{ key: 'brand', value: 'brompton' }], searchAfter: null, size: 20,
    } });
    const state = store.getState().search;
    expect(state.status).toBe('succeeded');
    expect(state.sort).toBe('PRICE_ASC');
    expect(state.dealType).toBe('SELL');
    expect(state.items.map((i) => i.itemId)).toEqual([1]);
  });

  it('keeps a refused search as a Korean error', async () => {
    const { store } = testStore(() => fakeResponse({
      data: null, errors: [{ message: '검색 결과를 더 불러올 수 없어요.', extensions: { code: 'INVALID_INPUT' } }],
    }));
    await store.dispatch(loadSearch({ keyword: '브롬톤', dealType: 'RENTAL', sort: 'RECOMMEND', filters: [] }));
    expect(store.getState().search.status).toBe('failed');
    expect(store.getState().search.error).toEqual({ code: 'INVALID_INPUT', message: '검색 결과를 더 불러올 수 없어요.', status: 200 });
  });

  it('asks for the next page with the shown search and its cursor, once at a time, and appends it', async () => {
    const { store, transport } = testStore(() => fakeResponse({ data: { search: searchAnswer([searchItem(3)], { searchAfter: null }) } }));
    store.dispatch(replaceSearchResults(searchPage([searchItem(1), searchItem(2)])));
    const first = store.dispatch(loadMoreSearch());
    const second = store.dispatch(loadMoreSearch());
    await Promise.all([first, second]);
    expect(transport.calls).toHaveLength(1);
    expect(transport.calls[0].body.variables).toMatchObject({ input: { keyword: '브롬톤', searchAfter: 'cursor-1', filters: [{ key: 'price', value: '0~50000' }] } });
    expect(store.getState().search.items.map((i) => i.itemId)).toEqual([1, 2, 3]);
    expect(store.getState().search.searchAfter).toBeNull();
    await store.dispatch(loadMoreSearch());
    expect(transport.calls).toHaveLength(1);
  });

  it('marks a result once the service confirms the bookmark (us_setBookmark)', async () => {
    const { store, transport } = testStore(() => fakeResponse({ data: { setBookmark: { isActiveBookmark: true, isActiveAlarm: false } } }));
    store.dispatch(replaceSearchResults(searchPage([searchItem(1), searchItem(2)])));
    await store.dispatch(toggleSearchItemBookmark({ itemId: 2, active: true }));
    expect(transport.calls[0].body.operationName).toBe('us_setBookmark');
    expect(transport.calls[0].body.variables).toEqual({ target: 'ITEM', id: 2, active: true });
    expect(store.getState().search.items.map((i) => i.isMarked)).toEqual([false, true]);
  });

  it('leaves the heart as it was for a visitor who is not signed in (UNAUTHENTICATED)', async () => {
    const { store } = testStore(() => fakeResponse({ data: null, errors: [{ message: '로그인이 필요해요.', extensions: { code: 'UNAUTHENTICATED' } }] }));
    store.dispatch(replaceSearchResults(searchPage([searchItem(1)])));
    const outcome = await store.dispatch(toggleSearchItemBookmark({ itemId: 1, active: true }));
    expect(outcome.meta.requestStatus).toBe('rejected');
    expect((outcome.payload as { code: string }).code).toBe('UNAUTHENTICATED');
    expect(store.getState().search.items[0].isMarked).toBe(false);
  });

  it('records a search as the search_keyword capture event, and nothing without an anonymous id', async () => {
    const { store, transport } = testStore(() => fakeResponse({ data: { createCaptureEvent: '1' } }));
    await store.dispatch(recordSearchKeyword({ keyword: ' 브롬톤 ', anonyId: 'anon-1', url: 'http://localhost/search?keyword=브롬톤' }));
    expect(transport.calls[0].body.operationName).toBe('pb_createCaptureEvent');
    expect(transport.calls[0].body.variables).toEqual({ command: {
      anonyId: 'anon-1', action: 'search_keyword', value1: '브롬톤', url: 'http://localhost/search?keyword=브롬톤',
    } });
    await store.dispatch(recordSearchKeyword({ keyword: '턴', anonyId: null, url: 'http://localhost/search' }));
    expect(transport.calls).toHaveLength(1);
  });
});
