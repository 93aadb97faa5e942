import { fakeResponse, type RecordedCall } from '../api/fakeFetch';
import { testStore } from '../store/testStore';
import { pageViewer } from '../search/fixtures';
import {
  selectCategoryRecommendation,
  selectHasMoreRecommendations,
  selectRecommendationItems,
} from '@/store/categoryRecommendationSlice';
import { loadCategoryRecommendation, loadMoreCategoryRecommendation } from '@/store/categoryRecommendationThunks';
import { toggleBookmark, type BookmarkToggle } from '@/store/bookmarkToggle';

const item = (itemId: number) => ({
  itemId,
  modelId: itemId * 10,
  name: `로드 ${itemId}`,
  brandName: '자이언트',
  categoryName: '로드',
  img: `/app/v4/images/${itemId}`,
  imgWidth: 600,
  imgHeight: 600,
  dealType: 'RENTAL',
  condition: 'NEW',
  price: 30000,
  originPrice: 35000,
  discount: 14,
  businessId: 1,
  businessName: '반포 바이크',
  businessRegion: '서초구',
  distanceKm: 0,
  ratingAvg: 4.7,
  reviewCount: 12,
  tag1: null,
  isMarked: false,
});

const page = (ids: number[], searchAfter: string | null) => ({
  data: {
    me: null,
    experiment: { variant: 'A', isExclude: false },
    categoryRecommendation: {
      categoryKey: 'road',
      categoryName: '로드',
      totalCount: 4,
      searchAfter,
      isPersonalized: true,
      recommendationItemList: ids.map(item),
      range: null,
      rangeQuotes: [],
    },
  },
});

const unmarked = { isActiveBookmark: false, isActiveAlarm: false };

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
      if (variablesOf(call).searchAfter)
        return fakeResponse({
          data: null,
          errors: [{ message: '목록 위치 정보가 올바르지 않아요.', extensions: { code: 'INVALID_INPUT' } }],
        });
      return fakeResponse(page([1, 2], 'stale'));
    });
    await store.dispatch(loadCategoryRecommendation('road'));
    await store.dispatch(loadMoreCategoryRecommendation());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toHaveLength(3);
    expect(calls.map((c) => c.body.operationName)).toEqual([
      'pb_recommendationPage',
      'pb_categoryRecommendation',
      'pb_recommendationPage',
    ]);
    expect(variablesOf(calls[2])).toEqual({ category: 'road', size: 10, range: null });
  });
});

describe('item bookmark toggle updates the matching item', () => {
  it('marks the card the service confirmed', async () => {
    const { store } = testStore((call) => {
      if ((call.body as { operationName: string }).operationName === 'pb_recommendationPage')
        return fakeResponse(page([1, 2], null));
      return fakeResponse({ data: { setBookmark: { isActiveBookmark: true, isActiveAlarm: false } } });
    });
    await store.dispatch(loadCategoryRecommendation('road'));
    await store.dispatch(toggleBookmark({ target: 'ITEM', id: 2, kind: 'bookmark', active: true, previous: unmarked }));
    expect(selectRecommendationItems(store.getState()).map((i) => i.isMarked)).toEqual([false, true]);
  });

  it('flips the heart at once and puts it back when the service refuses', async () => {
    const { store } = testStore(() => fakeResponse(page([1, 2], null)));
    await store.dispatch(loadCategoryRecommendation('road'));
    const on: BookmarkToggle = { target: 'ITEM', id: 1, kind: 'bookmark', active: true, previous: unmarked };
    store.dispatch(toggleBookmark.pending('r1', on));
    expect(selectRecommendationItems(store.getState()).map((i) => i.isMarked)).toEqual([true, false]);
    store.dispatch(
      toggleBookmark.rejected(null, 'r1', on, { code: 'INTERNAL', message: '잠시 후 다시 시도해 주세요.' })
    );
    expect(selectRecommendationItems(store.getState()).map((i) => i.isMarked)).toEqual([false, false]);
  });
});

describe('the recommendation page loads in one operation', () => {
  it('brings the first page, the recommender variant (to featureFlag) and the viewer (pb_recommendationPage)', async () => {
    const { store, transport } = testStore(() =>
      fakeResponse({
        data: { ...page([1, 2], 'cursor-1').data, me: pageViewer, experiment: { variant: 'B', isExclude: false } },
      })
    );
    await store.dispatch(loadCategoryRecommendation('road'));
    expect(transport.calls).toHaveLength(1);
    expect(transport.calls[0].body).toMatchObject({
      operationName: 'pb_recommendationPage',
      variables: { category: 'road', size: 10 },
    });
    const state = store.getState();
    expect(selectRecommendationItems(state).map((i) => i.itemId)).toEqual([1, 2]);
    expect(state.featureFlag).toMatchObject({
      experiments: { recommender: 'B' },
      isExclude: false,
      status: 'succeeded',
    });
    expect(state.user).toMatchObject({ isLogin: true, nickname: '한강라이더' });
    expect(state.badge).toMatchObject({ unreadAlarmCount: 3 });
  });

  it('an excluded visitor sees the control', async () => {
    const { store } = testStore(() =>
      fakeResponse({ data: { ...page([1], null).data, experiment: { variant: null, isExclude: true } } })
    );
    await store.dispatch(loadCategoryRecommendation('road'));
    expect(store.getState().featureFlag).toMatchObject({ experiments: { recommender: null }, isExclude: true });
  });
});
