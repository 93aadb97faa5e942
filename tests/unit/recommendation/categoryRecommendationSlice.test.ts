import { fakeResponse, type RecordedCall } from '../api/fakeFetch';
import { testStore } from '../store/testStore';
import { selectCategoryRecommendation, selectHasMoreRecommendations, selectRecommendationItems } from '@/store/categoryRecommendationSlice';
import { loadCategoryRecommendation, loadMoreCategoryRecommendation, toggleRecommendationBookmark } from '@/store/categoryRecommendationThunks';

const item = (itemId: number) => ({
  itemId, modelId: itemId * 10, name: `로드 ${itemId}`, brandName: '자이언트', categoryName: '로드', img: `/app/v4/images/${itemId}`,
  imgWidth: 600, imgHeight: 600, dealType: 'RENTAL', condition: 'NEW', price: 30000, originPrice: 35000, discount: 14,
  storeId: 1, storeName: '반포 바이크', storeRegion: '서초구', distanceKm: 0, ratingAvg: 4.7, reviewCount: 12, tag1: null, isMarked: false,
});

const page = (ids: number[], searchAfter: string | null) => ({
  data: { categoryRecommendation: { categoryKey: 'road', categoryName: '로드', totalCount: 4, searchAfter, isPersonalized: true, recommendationItemList: ids.map(item) } },
});

const variablesOf = (call: RecordedCall) => (call.body as { variables: Record<string, unknown> }).variables;

describe('lists support clear, replace and append (paged loading by a searchAfter cursor)', () => {
  it('replaces with the first page, appends the next by its cursor, and stops at the last', async () => {
    const calls: RecordedCall[] = [];
    const { store } = testStore((call) => {
      calls.push(call);
      return fakeResponse(variablesOf(call).searchAfter ? page([3, 4], null) : page([1, 2], 'cursor-1'));
    });
    await store.dispatch(loadCategoryRecommendation('road'));
    expect(selectRecommendationItems(store.getState()).map((i) => i.itemId)).toEqual([1, 2]);
    expect(selectHasMoreRecommendations(store.getState())).toBe(true);
    await store.dispatch(loadMoreCategoryRecommendation());
    expect(variablesOf(calls[1])).toMatchObject({ category: 'road', searchAfter: 'cursor-1' });
    expect(selectRecommendationItems(store.getState()).map((i) => i.itemId)).toEqual([1, 2, 3, 4]);
    expect(selectHasMoreRecommendations(store.getState())).toBe(false);
    // No cursor, no request.
    await store.dispatch(loadMoreCategoryRecommendation());
    expect(calls).toHaveLength(2);
    const state = selectCategoryRecommendation(store.getState());
    expect(state).toMatchObject({ categoryName: '로드', totalCount: 4, isPersonalized: true });
  });

  it('a refused cursor (another visitor or variant) starts the list again from the first page', async () => {
    const calls: RecordedCall[] = [];
    const { store } = testStore((call) => {
      calls.push(call);
      if (variablesOf(call).searchAfter) return fakeResponse({ data: null, errors: [{ message: '목록 위치 정보가 올바르지 않아요.', extensions: { code: 'INVALID_INPUT' } }] });
      return fakeResponse(page([1, 2], 'stale'));
    });
    await store.dispatch(loadCategoryRecommendation('road'));
    await store.dispatch(loadMoreCategoryRecommendation());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toHaveLength(3);
    expect(variablesOf(calls[2]).searchAfter).toBeNull();
  });
});

describe('item bookmark toggle updates the matching item', () => {
  it('marks the card the service confirmed', async () => {
    const { store } = testStore((call) => {
      if ((call.body as { operationName: string }).operationName === 'pb_categoryRecommendation') return fakeResponse(page([1, 2], null));
      return fakeResponse({ data: { setBookmark: { isActiveBookmark: true, isActiveAlarm: false } } });
    });
    await store.dispatch(loadCategoryRecommendation('road'));
    await store.dispatch(toggleRecommendationBookmark({ itemId: 2, active: true }));
    expect(selectRecommendationItems(store.getState()).map((i) => i.isMarked)).toEqual([false, true]);
  });
});
