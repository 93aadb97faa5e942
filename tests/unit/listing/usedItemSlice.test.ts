import { hydrate } from '@/store/hydrate';
import { clearUsedItems, initialUsedItemState, usedItemSlice, type UsedItemState } from '@/store/usedItemSlice';
import { loadMoreUsedItems, loadUsedItems, usedQueryKey } from '@/store/usedItemThunks';
import { fakeResponse } from '../api/fakeFetch';
import { testStore } from '../store/testStore';
import { usedAnswer, usedPage } from './fixtures';

const reducer = usedItemSlice.reducer;
const ALL = { categoryKey: 'all', filters: [] };
const KEY = usedQueryKey(ALL);
const first = () =>
  reducer(initialUsedItemState, loadUsedItems.fulfilled(usedPage(ALL, usedAnswer([1, 2], 'u1'), KEY), 'r', ALL));
const ids = (state: UsedItemState) => state.usedItemList.items.map((row) => row.item.itemId);

describe('used item list: Lists support clear, replace and append', () => {
  it('starts with the header title 중고 상품', () => {
    expect(initialUsedItemState.usedItemListHeader).toEqual({ title: '중고 상품', itemCount: 0 });
  });

  it('Lists support replace: page one brings the header, category templates and filter components', () => {
    const state = first();
    expect(ids(state)).toEqual([1, 2]);
    expect(state.usedItemListHeader).toEqual({ title: '중고 상품', itemCount: 41 });
    expect(state.categoryTemplates.map((t) => t.key)).toEqual(['all', 'folding']);
    expect(state.filterComponents.map((c) => c.key)).toEqual(['brand']);
    const replaced = reducer(
      state,
      loadUsedItems.fulfilled(usedPage({ categoryKey: 'folding', filters: [] }, usedAnswer([5], null), 'x'), 'r2', ALL)
    );
    expect(ids(replaced)).toEqual([5]);
    expect(replaced.categoryKey).toBe('folding');
  });

  it('Lists support append by the searchAfter cursor, without duplicates', () => {
    let state = reducer(
      first(),
      loadMoreUsedItems.fulfilled(
        { queryKey: KEY, answer: { usedItemList: usedAnswer([2, 3], 'u2').usedItemList, searchAfter: 'u2' } },
        'm'
      )
    );
    state = reducer(
      state,
      loadMoreUsedItems.fulfilled(
        { queryKey: KEY, answer: { usedItemList: usedAnswer([2, 3], 'u2').usedItemList, searchAfter: 'u2' } },
        'm2'
      )
    );
    expect(ids(state)).toEqual([1, 2, 3]);
    expect(state.usedItemList.searchAfter).toBe('u2');
  });

  it('Lists support clear', () => {
    const state = reducer(first(), clearUsedItems());
    expect(state.usedItemList.items).toEqual([]);
    expect(state.queryKey).toBeNull();
  });

  it('shows the chosen category at once, before its list arrives', () => {
    const query = { categoryKey: 'folding', filters: [{ key: 'grade', value: 'A급' }] };
    const state = reducer(first(), loadUsedItems.pending('r3', query));
    expect(state.categoryKey).toBe('folding');
    expect(state.filters).toEqual(query.filters);
    expect(state.status).toBe('loading');
  });

  it('drops a late page of a list the shopper has left', () => {
    const state = reducer(
      first(),
      loadMoreUsedItems.fulfilled(
        { queryKey: 'other', answer: { usedItemList: usedAnswer([9], null).usedItemList, searchAfter: null } },
        'm'
      )
    );
    expect(ids(state)).toEqual([1, 2]);
  });

  it('takes the server copy on hydrate', () => {
    const server = first();
    expect(reducer(initialUsedItemState, hydrate({ usedItem: server }))).toEqual(server);
  });
});

describe('used item thunks through a real store', () => {
  it('asks pb_usedItemsPage for page one with templates, then pb_usedItems for only rows with the cursor', async () => {
    const { store, transport } = testStore((call) => {
      const after = (call.body.variables?.input as { searchAfter: string | null }).searchAfter;
      return fakeResponse({
        data:
          after === null
            ? { me: null, usedItems: usedAnswer([1, 2], 'u1') }
            : { usedItems: { usedItemList: usedAnswer([3], null).usedItemList, searchAfter: null } },
      });
    });
    await store.dispatch(loadUsedItems({ categoryKey: 'folding', filters: [{ key: 'grade', value: 'A급' }] }));
    await store.dispatch(loadMoreUsedItems());
    await store.dispatch(loadMoreUsedItems());
    expect(transport.calls.map((c) => c.body.operationName)).toEqual(['pb_usedItemsPage', 'pb_usedItems']);
    expect(transport.calls[0].body.query).toContain('categoryTemplates');
    expect(transport.calls[1].body.query).not.toContain('categoryTemplates');
    expect(transport.calls[1].body.variables?.input).toEqual({
      categoryKey: 'folding',
      filters: [{ key: 'grade', value: 'A급' }],
      searchAfter: 'u1',
      size: 20,
    });
    expect(ids(store.getState().usedItem)).toEqual([1, 2, 3]);
  });
});
