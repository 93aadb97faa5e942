import { hydrate } from '@/store/hydrate';
import {
  clearModels,
  commerceListSlice,
  initialCommerceListState,
  keepListPosition,
  releaseKeepData,
  setSubCategoryTitleHeight,
  type CommerceListState,
} from '@/store/commerceListSlice';
import { commerceQueryKey, loadCommerceModels, loadCommercePage, loadMoreCommerceModels } from '@/store/commerceThunks';
import { setFilters } from '@/store/bikeCommerceFilterSlice';
import { fakeResponse } from '../api/fakeFetch';
import { testStore } from '../store/testStore';
import { commercePage, filterAnswer, modelsPage } from './fixtures';

const reducer = commerceListSlice.reducer;
const KEY = commerceQueryKey({ categoryKey: 'road', sort: 'POPULAR', filters: [] });
const first = (state = initialCommerceListState) =>
  reducer(state, loadCommerceModels.fulfilled({ queryKey: KEY, page: modelsPage([1, 2], 'c1') }, 'r1'));
const ids = (state: CommerceListState) => state.models.items.map((m) => m.id);

describe('commerce list: Lists support clear, replace and append', () => {
  it('starts with the default header title 구매 and nothing kept', () => {
    expect(initialCommerceListState.headerTitle).toBe('구매');
    expect(initialCommerceListState.isKeepData).toBe(false);
    expect(initialCommerceListState.scrollTop).toBe(0);
  });

  it('Lists support replace: page one replaces whatever was there', () => {
    const state = reducer(
      first(),
      loadCommerceModels.fulfilled({ queryKey: KEY, page: modelsPage([7], null, 1) }, 'r2')
    );
    expect(ids(state)).toEqual([7]);
    expect(state.models.searchAfter).toBeNull();
    expect(state.models.totalCount).toBe(1);
  });

  it('Lists support append: the next page goes after, by its searchAfter cursor', () => {
    const state = reducer(
      first(),
      loadMoreCommerceModels.fulfilled({ queryKey: KEY, page: modelsPage([3, 4], 'c2') }, 'm1')
    );
    expect(ids(state)).toEqual([1, 2, 3, 4]);
    expect(state.models.searchAfter).toBe('c2');
  });

  it('Lists support append without duplicates: the same page twice, or a row seen before, is not added again', () => {
    let state = reducer(
      first(),
      loadMoreCommerceModels.fulfilled({ queryKey: KEY, page: modelsPage([2, 3], 'c2') }, 'm1')
    );
    state = reducer(state, loadMoreCommerceModels.fulfilled({ queryKey: KEY, page: modelsPage([2, 3], 'c2') }, 'm2'));
    expect(ids(state)).toEqual([1, 2, 3]);
  });

  it('Lists support clear', () => {
    const state = reducer(first(), clearModels());
    expect(state.models.items).toEqual([]);
    expect(state.models.searchAfter).toBeNull();
    expect(state.queryKey).toBeNull();
  });

  it('drops a late page of a query the shopper has left', () => {
    const other = commerceQueryKey({ categoryKey: 'gravel', sort: 'POPULAR', filters: [] });
    const state = reducer(
      first(),
      loadMoreCommerceModels.fulfilled({ queryKey: other, page: modelsPage([9], null) }, 'm1')
    );
    expect(ids(state)).toEqual([1, 2]);
  });

  it('the query key does not depend on the order filters were chosen in', () => {
    const a = commerceQueryKey({
      categoryKey: 'road',
      sort: 'POPULAR',
      filters: [
        { key: 'brand', value: 'trek' },
        { key: 'price', value: '~2000000' },
      ],
    });
    const b = commerceQueryKey({
      categoryKey: 'road',
      sort: 'POPULAR',
      filters: [
        { key: 'price', value: '~2000000' },
        { key: 'brand', value: 'trek' },
      ],
    });
    expect(a).toBe(b);
  });
});

describe('commerce list: coming back keeps data and scroll position (isKeepData, scrollTop)', () => {
  const serverCopy = (queryKey: string) => ({
    ...first(),
    queryKey,
    models: first().models,
    status: 'succeeded' as const,
  });

  it('keeps the list and the scroll position when the server sends page one of the same query again', () => {
    let state = reducer(
      first(),
      loadMoreCommerceModels.fulfilled({ queryKey: KEY, page: modelsPage([3, 4], 'c2') }, 'm1')
    );
    state = reducer(state, keepListPosition({ scrollTop: 1234.4, historyKey: 'h1' }));
    state = reducer(state, hydrate({ commerceList: serverCopy(KEY) }));
    expect(ids(state)).toEqual([1, 2, 3, 4]);
    expect(state).toMatchObject({ isKeepData: true, scrollTop: 1234, historyKey: 'h1' });
  });

  it('takes the server copy when nothing is kept, or the kept list answers another query', () => {
    const more = reducer(
      first(),
      loadMoreCommerceModels.fulfilled({ queryKey: KEY, page: modelsPage([3], 'c2') }, 'm1')
    );
    expect(ids(reducer(more, hydrate({ commerceList: serverCopy(KEY) })))).toEqual([1, 2]);
    const kept = reducer(more, keepListPosition({ scrollTop: 500, historyKey: 'h1' }));
    const other = commerceQueryKey({ categoryKey: 'gravel', sort: 'POPULAR', filters: [] });
    const state = reducer(kept, hydrate({ commerceList: serverCopy(other) }));
    expect(state.queryKey).toBe(other);
    expect(ids(state)).toEqual([1, 2]);
  });

  it('ignores a hydrate of a page that did not load the list', () => {
    const state = first();
    expect(reducer(state, hydrate({ commerceList: initialCommerceListState }))).toBe(state);
    expect(reducer(state, hydrate({ home: {} }))).toBe(state);
  });

  it('releasing the keep makes the next visit a normal one', () => {
    const state = reducer(reducer(first(), keepListPosition({ scrollTop: 900, historyKey: 'h1' })), releaseKeepData());
    expect(state).toMatchObject({ isKeepData: false, scrollTop: 0, historyKey: null });
  });

  it('records the measured height of the sub-category bar', () => {
    expect(reducer(first(), setSubCategoryTitleHeight(103.6)).subCategoryTitleHeight).toBe(104);
  });
});

describe('commerce list thunks through a real store', () => {
  it("page one of the page's own operation fills the list too", () => {
    const query = { categoryKey: 'road', sort: 'POPULAR', filters: [] };
    const state = reducer(initialCommerceListState, loadCommercePage.fulfilled(commercePage(query), 'p1', query));
    expect(ids(state)).toEqual([1, 2]);
    expect(state).toMatchObject({ queryKey: KEY, status: 'succeeded' });
  });

  it('asks pb_commerceModels with the selection, then the next page with the cursor, and skips when there is none', async () => {
    const { store, transport } = testStore((call) => {
      if (call.body.operationName === 'pb_commercePage') {
        return fakeResponse({
          data: {
            me: null,
            experiment: { variant: null, isExclude: false },
            bikeCommerceFilter: filterAnswer,
            commerceModels: modelsPage([1], 'c0'),
          },
        });
      }
      const after = (call.body.variables?.input as { searchAfter: string | null }).searchAfter;
      return fakeResponse({
        data: { commerceModels: after === null ? modelsPage([1, 2], 'c1') : modelsPage([3], null) },
      });
    });
    await store.dispatch(loadCommercePage({ categoryKey: 'road', sort: 'POPULAR', filters: [] }));
    store.dispatch(setFilters([{ key: 'brand', value: 'trek' }]));
    await store.dispatch(loadCommerceModels());
    await store.dispatch(loadMoreCommerceModels());
    await store.dispatch(loadMoreCommerceModels());
    const modelCalls = transport.calls.filter((c) => c.body.operationName === 'pb_commerceModels');
    expect(modelCalls.map((c) => c.body.variables?.input)).toEqual([
      { categoryKey: 'road', sort: 'POPULAR', filters: [{ key: 'brand', value: 'trek' }], searchAfter: null, size: 20 },
      { categoryKey: 'road', sort: 'POPULAR', filters: [{ key: 'brand', value: 'trek' }], searchAfter: 'c1', size: 20 },
    ]);
    expect(ids(store.getState().commerceList)).toEqual([1, 2, 3]);
  });

  it('keeps the list when a next page fails, with its own failed status', async () => {
    const { store } = testStore((call) => {
      const after = (call.body.variables?.input as { searchAfter: string | null }).searchAfter;
      return after === null
        ? fakeResponse({ data: { commerceModels: modelsPage([1], 'c1') } })
        : fakeResponse('boom', { status: 502, contentType: 'text/plain' });
    });
    await store.dispatch(loadCommerceModels());
    await store.dispatch(loadMoreCommerceModels());
    const state = store.getState().commerceList;
    expect(ids(state)).toEqual([1]);
    expect(state.status).toBe('succeeded');
    expect(state.moreStatus).toBe('failed');
  });
});
