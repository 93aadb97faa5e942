// The one bookmark thunk (store/bookmarkToggle.ts): every slice holding a target's heart and bell
// applies its actions by target and id — expected at once, the service's answer, or the state before.
import type { ModelDetailAnswer } from '@/api/item/modelDetail';
import { expectedBookmarkState, toggleBookmark, type BookmarkToggle } from '@/store/bookmarkToggle';
import { loadItemPage } from '@/store/itemDetailThunks';
import { loadModelPage } from '@/store/modelDetailThunks';
import { samplePage } from '../item/itemFixtures';
import { testStore } from '../store/testStore';

const none = { isActiveBookmark: false, isActiveAlarm: false };
const both = { isActiveBookmark: true, isActiveAlarm: true };

const modelDetail: ModelDetailAnswer = {
  model: {
    id: 7,
    name: '스피드 1',
    summaryInfo: '요약',
    img: '/app/v4/images/3',
    imgWidth: 600,
    imgHeight: 600,
    imgAlt: '테스트 스피드 1',
    imageId: 3,
    itemId: 11,
    brandId: 1,
    brandKey: 'test',
    brand: '테스트',
    categoryKey: 'road',
    category: '로드',
    categoryCode: 'BIKE',
    modelYear: 2025,
    releasePrice: 1_000_000,
    lowestSellPrice: 850_000,
    lowestRentalPrice: null,
    reviewSummary: '',
    infoSummary: '',
  },
  specInfo: [],
  detailSpecInfo: {
    isShow: false,
    isShowGeometry: false,
    isShowDetailSpec: false,
    htmlDetailSpec: '',
    htmlGeometry: '',
  },
  totalHtmlContent: '',
  mdReviewInfo: { isShow: false, title: '', reviews: [] },
  modelReviewHeader: { reviewCount: 0, avgRating: null, ratingRatioList: [] },
  bookmark: none,
  posts: [],
  postCount: 0,
};

/** The item page and the model page of the same id (7), both loaded. */
function loaded() {
  const { store } = testStore();
  store.dispatch(loadItemPage.fulfilled(samplePage(), 'r', 7));
  store.dispatch(
    loadModelPage.fulfilled(
      {
        me: null,
        modelDetail,
        priceComparison: { itemCount: 0, sell: { itemCount: 0, items: [] }, rental: { itemCount: 0, items: [] } },
        similarModels: { sectionTitle: '', models: [] },
        modelReviews: { reviews: [], searchAfter: null, totalCount: 0 },
        modelPriceHistory: { points: [], saleLowest: null, rentalLowest: null, currentSale: null, currentRental: null },
        modelFit: {
          applies: false,
          hasProfile: false,
          text: null,
          frameSize: null,
          skiMinCm: null,
          skiMaxCm: null,
          dinLow: null,
          dinHigh: null,
          bindingNote: null,
          fittingOptionIds: [],
        },
        datedComparison: null,
        args: { id: 7, range: null, position: null },
      },
      'r',
      { id: 7, range: null, position: null }
    )
  );
  return store;
}

const itemMarks = (store: ReturnType<typeof loaded>) => store.getState().itemDetail.detail!.bookmarkInfo;
const modelMarks = (store: ReturnType<typeof loaded>) => store.getState().modelDetail.bookmark;

describe('toggleBookmark', () => {
  it('expects what the service does: un-saving drops the alarm, the alarm saves the heart', () => {
    expect(expectedBookmarkState(both, { kind: 'bookmark', active: false })).toEqual(none);
    expect(expectedBookmarkState(both, { kind: 'bookmark', active: true })).toEqual(both);
    expect(expectedBookmarkState(none, { kind: 'alarm', active: true })).toEqual(both);
    expect(expectedBookmarkState(both, { kind: 'alarm', active: false })).toEqual({
      isActiveBookmark: true,
      isActiveAlarm: false,
    });
  });

  it('an item and a model with the same id each follow only their own target', () => {
    const store = loaded();
    const itemOn: BookmarkToggle = { target: 'ITEM', id: 7, kind: 'alarm', active: true, previous: none };
    store.dispatch(toggleBookmark.pending('a', itemOn));
    expect(itemMarks(store)).toEqual({ isMarked: true, isAlarm: true });
    expect(modelMarks(store)).toEqual(none);
    const modelOn: BookmarkToggle = { target: 'MODEL', id: 7, kind: 'bookmark', active: true, previous: none };
    store.dispatch(toggleBookmark.pending('b', modelOn));
    store.dispatch(toggleBookmark.fulfilled({ isActiveBookmark: true, isActiveAlarm: false }, 'b', modelOn));
    expect(modelMarks(store)).toEqual({ isActiveBookmark: true, isActiveAlarm: false });
    // The item's change fails: back to what it was; the model keeps its own.
    store.dispatch(
      toggleBookmark.rejected(null, 'a', itemOn, { code: 'INTERNAL', message: '잠시 후 다시 시도해 주세요.' })
    );
    expect(itemMarks(store)).toEqual({ isMarked: false, isAlarm: false });
    expect(modelMarks(store)).toEqual({ isActiveBookmark: true, isActiveAlarm: false });
  });

  it('another id of the same target changes nothing here', () => {
    const store = loaded();
    store.dispatch(
      toggleBookmark.fulfilled(both, 'c', { target: 'ITEM', id: 8, kind: 'alarm', active: true, previous: none })
    );
    store.dispatch(
      toggleBookmark.fulfilled(both, 'd', { target: 'MODEL', id: 9, kind: 'alarm', active: true, previous: none })
    );
    expect(itemMarks(store)).toEqual({ isMarked: false, isAlarm: false });
    expect(modelMarks(store)).toEqual(none);
  });
});
