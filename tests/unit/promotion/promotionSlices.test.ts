import type { BrandSaleModelPage, PromotionCard } from '@/api/item/promotions';
import { hydrate } from '@/store/hydrate';
import { brandSaleListSlice, initialBrandSaleListState } from '@/store/brandSaleListSlice';
import { initialBrandSaleState } from '@/store/brandSaleSlice';
import { loadBrandSaleList, loadMoreBrandSaleModels } from '@/store/promotionThunks';
import { fakeResponse } from '../api/fakeFetch';
import { testStore } from '../store/testStore';
import { modelCard } from '../model/modelCardFixture';

const card = (id: number, groupName = '스키'): PromotionCard => ({
  id,
  groupName,
  salePrice: 1_000_000,
  discountRate: 22,
  isFamous: false,
  model: modelCard(100 + id, {
    name: `모델 ${id}`,
    brandName: '로시뇰',
    brandKey: 'rossignol',
    categoryName: '카빙·레이싱 스키',
    releasePrice: 1_290_000,
    lowestPrice: 1_100_000,
  }),
});

const page = (ids: number[], searchAfter: string | null, groupName: string | null = '스키'): BrandSaleModelPage => ({
  isPossibleDeploy: true,
  promotion: {
    key: 'winter',
    title: '윈터 브랜드 세일',
    subtitle: '특가',
    startsAt: '2026-11-15T15:00:00.000Z',
    endsAt: '2026-12-31T15:00:00.000Z',
  },
  groups: [
    { groupName: '스키', totalCount: 3 },
    { groupName: '스노보드', totalCount: 1 },
  ],
  groupName,
  models: ids.map((id) => card(id)),
  totalCount: 3,
  searchAfter,
});

const reduce = brandSaleListSlice.reducer;
const loaded = (p: BrandSaleModelPage) =>
  loadBrandSaleList.fulfilled({ me: null, brandSaleModels: p }, 'load', p.groupName);
const more = (p: BrandSaleModelPage) => loadMoreBrandSaleModels.fulfilled(p, 'more');

describe('brand sale', () => {
  it('isPossibleDeploy defaults to true (docs/product.md §3)', () => {
    expect(initialBrandSaleState.isPossibleDeploy).toBe(true);
    expect(initialBrandSaleListState.isPossibleDeploy).toBe(true);
  });
});

describe('Lists support clear, replace and append (paged loading by a searchAfter cursor)', () => {
  it('a new group replaces the list, the next page appends to it', () => {
    let state = reduce(undefined, loaded(page([1, 2], 'c1')));
    expect(state.models.items.map((c) => c.id)).toEqual([1, 2]);
    state = reduce(state, more(page([3], null)));
    expect(state.models.items.map((c) => c.id)).toEqual([1, 2, 3]);
    expect(state.models.searchAfter).toBeNull();
    state = reduce(state, loaded(page([9], null, '스노보드')));
    expect(state.models.items.map((c) => c.id)).toEqual([9]);
  });

  it('the same page applied twice is appended once', () => {
    let state = reduce(undefined, loaded(page([1], 'c1')));
    state = reduce(state, more(page([2], 'c2')));
    state = reduce(state, more(page([2], 'c2')));
    expect(state.models.items.map((c) => c.id)).toEqual([1, 2]);
  });

  it('a page of another group arriving late is dropped', () => {
    let state = reduce(undefined, loaded(page([9], 'c9', '스노보드')));
    state = reduce(state, more(page([2], null, '스키')));
    expect(state.models.items.map((c) => c.id)).toEqual([9]);
  });

  it('a failed next page keeps the loaded list', () => {
    let state = reduce(undefined, loaded(page([1], 'c1')));
    state = reduce(
      state,
      loadMoreBrandSaleModels.rejected(null, 'more', undefined, { code: 'NETWORK', message: '연결이 끊겼어요.' })
    );
    expect(state.moreStatus).toBe('failed');
    expect(state.status).toBe('succeeded');
    expect(state.models.items).toHaveLength(1);
  });

  it('hydrating twice with the same server state gives the same state', () => {
    const server = reduce(undefined, loaded(page([1, 2], 'c1')));
    const once = reduce(undefined, hydrate({ brandSaleList: server }));
    expect(reduce(once, hydrate({ brandSaleList: server }))).toEqual(once);
  });

  it('the page asks for the chosen group with the viewer, then 더 보기 for the page after the cursor', async () => {
    const answers = [{ me: null, brandSaleModels: page([1, 2], 'cursor-1') }, { brandSaleModels: page([3], null) }];
    const { store, transport } = testStore(() => fakeResponse({ data: answers.shift() }));
    await store.dispatch(loadBrandSaleList('스키'));
    await store.dispatch(loadMoreBrandSaleModels());
    await store.dispatch(loadMoreBrandSaleModels()); // no page left: asks nothing
    expect(transport.calls.map((c) => c.body.variables)).toEqual([
      { groupName: '스키' },
      { groupName: '스키', searchAfter: 'cursor-1' },
    ]);
    expect(transport.calls.map((c) => c.body.operationName)).toEqual(['pb_brandSaleListPage', 'pb_brandSaleModels']);
    expect(store.getState().brandSaleList.models.items.map((c) => c.id)).toEqual([1, 2, 3]);
  });
});
