import type { ModelDetailAnswer, PriceComparison, SimilarModels } from '@/api/item/modelDetail';
import type { Review, ReviewPage } from '@/api/item/reviews';
import { hydrate } from '@/store/hydrate';
import { loadModelPage, loadMoreModelReviews } from '@/store/modelDetailThunks';
import { toggleReviewHelpful } from '@/store/reviewHelpful';
import { fakeResponse } from '../api/fakeFetch';
import { testStore } from '../store/testStore';

const review = (id: number, extra: Partial<Review> = {}): Review => ({
  id,
  rating: 5,
  content: `리뷰 ${id}`,
  nickname: '라이더',
  createdDatetime: '2026-05-01T00:00:00.000Z',
  itemId: 1,
  itemName: '아이템',
  dealType: 'SELL',
  businessName: '반포 바이크',
  isActiveAssistance: false,
  activeAssistanceCount: 3,
  isMine: false,
  isVerified: false,
  reply: null,
  photos: [],
  ...extra,
});

const detail: ModelDetailAnswer = {
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
    reviewSummary: '평점 4.0 · 리뷰 3개',
    infoSummary: '2025년형',
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
  mdReviewInfo: { isShow: true, title: '도움이 많이 된 리뷰', reviews: [review(2)] },
  modelReviewHeader: { reviewCount: 3, avgRating: 4, ratingRatioList: [] },
  bookmark: { isActiveBookmark: false, isActiveAlarm: false },
  posts: [],
  postCount: 0,
};
const empty = { itemCount: 0, items: [] };
const comparison: PriceComparison = { itemCount: 0, sell: empty, rental: empty };
const similar: SimilarModels = { sectionTitle: '비슷한 스펙의 상품', models: [] };
const firstPage: ReviewPage = { reviews: [review(1), review(2)], searchAfter: 'cursor-1', totalCount: 3 };

function loadedStore(respond?: Parameters<typeof testStore>[0]) {
  const made = testStore(respond);
  made.store.dispatch(
    loadModelPage.fulfilled(
      {
        me: null,
        modelDetail: detail,
        priceComparison: comparison,
        similarModels: similar,
        modelReviews: firstPage,
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
      'request-1',
      { id: 7, range: null, position: null }
    )
  );
  return made;
}

describe('modelDetail slice', () => {
  it("Review helpfulness toggle updates the matching review's active flag and count", () => {
    const { store } = loadedStore();
    store.dispatch(
      toggleReviewHelpful.fulfilled({ reviewId: 2, isActiveAssistance: true, activeAssistanceCount: 4 }, 'request-2', {
        reviewId: 2,
        active: true,
      })
    );
    const state = store.getState().modelDetail;
    expect(state.modelReviews.items.find((r) => r.id === 2)).toMatchObject({
      isActiveAssistance: true,
      activeAssistanceCount: 4,
    });
    // The same review among the highlights follows too; other reviews are untouched.
    expect(state.mdReviewInfo.reviews[0]).toMatchObject({ isActiveAssistance: true, activeAssistanceCount: 4 });
    expect(state.modelReviews.items.find((r) => r.id === 1)).toMatchObject({
      isActiveAssistance: false,
      activeAssistanceCount: 3,
    });
  });

  it('Review helpfulness toggle updates the matching review through the member mutation', async () => {
    const { store, transport } = loadedStore(() =>
      fakeResponse({ data: { setReviewHelpful: { reviewId: 1, isActiveAssistance: true, activeAssistanceCount: 4 } } })
    );
    await store.dispatch(toggleReviewHelpful({ reviewId: 1, active: true }));
    expect(transport.calls[0].body).toMatchObject({
      operationName: 'us_setReviewHelpful',
      variables: { reviewId: 1, active: true },
    });
    expect(store.getState().modelDetail.modelReviews.items[0]).toMatchObject({
      isActiveAssistance: true,
      activeAssistanceCount: 4,
    });
  });

  it('keeps the review unchanged and reports UNAUTHENTICATED for an anonymous visitor', async () => {
    const { store } = loadedStore(() =>
      fakeResponse({ errors: [{ message: '로그인이 필요해요.', extensions: { code: 'UNAUTHENTICATED' } }], data: null })
    );
    const result = await store.dispatch(toggleReviewHelpful({ reviewId: 1, active: true }));
    expect(result.payload).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(store.getState().modelDetail.modelReviews.items[0]).toMatchObject({
      isActiveAssistance: false,
      activeAssistanceCount: 3,
    });
  });

  it('Lists append: the next page of reviews is appended once, by its cursor', async () => {
    const next: ReviewPage = { reviews: [review(2), review(3)], searchAfter: null, totalCount: 3 };
    const { store, transport } = loadedStore(() => fakeResponse({ data: { modelReviews: next } }));
    await store.dispatch(loadMoreModelReviews());
    const list = store.getState().modelDetail.modelReviews;
    expect(transport.calls[0].body).toMatchObject({
      operationName: 'pb_modelReviews',
      variables: { modelId: 7, searchAfter: 'cursor-1' },
    });
    expect(list.items.map((r) => r.id)).toEqual([1, 2, 3]);
    expect(list.searchAfter).toBeNull();
    // No next page: a further tap asks nothing.
    await store.dispatch(loadMoreModelReviews());
    expect(transport.calls).toHaveLength(1);
  });

  it('drops a page that arrives for another model', () => {
    const { store } = loadedStore();
    store.dispatch(
      loadMoreModelReviews.fulfilled(
        { modelId: 99, page: { reviews: [review(9)], searchAfter: null, totalCount: 1 } },
        'request-3'
      )
    );
    expect(store.getState().modelDetail.modelReviews.items.map((r) => r.id)).toEqual([1, 2]);
  });

  it('loads the page in one operation that brings the viewer too', async () => {
    const me = {
      id: 5,
      name: null,
      nickname: '라이더',
      nickType: 'AUTO' as const,
      img: null,
      point: 0,
      registKeyType: 'EMAIL' as const,
      businessId: null,
      maskedEmail: null,
      maskedPhone: null,
      hasPassword: true,
      isMarketingAgreed: false,
      createdAt: '2026-01-01T00:00:00.000Z',
      unreadAlarmCount: 2,
      badges: {
        isActiveBookmarkBadge: false,
        isActiveBusinessBookmarkBadge: false,
        isActiveItemBookmarkBadge: false,
        isActiveMyPageBadge: true,
        isActiveNoticeBadge: false,
        isActiveOrderBadge: false,
        isActiveReviewBadge: false,
        unreadMessageThreadCount: 0,
        unansweredMessageThreadCount: 0,
      },
    };
    const { store, transport } = testStore(() =>
      fakeResponse({
        data: { me, modelDetail: detail, priceComparison: comparison, similarModels: similar, modelReviews: firstPage },
      })
    );
    await store.dispatch(loadModelPage({ id: 7, range: null, position: null }));
    expect(transport.calls).toHaveLength(1);
    expect(transport.calls[0].body).toMatchObject({ operationName: 'pb_modelPage', variables: { id: 7 } });
    const state = store.getState();
    expect(state.modelDetail.model?.id).toBe(7);
    expect(state.modelDetail.modelReviews.items.map((r) => r.id)).toEqual([1, 2]);
    expect(state.user).toMatchObject({ isLogin: true, nickname: '라이더' });
    expect(state.badge).toMatchObject({ unreadAlarmCount: 2, badges: { isActiveMyPageBadge: true } });
  });

  it('takes the server copy on hydrate, idempotently', () => {
    const server = loadedStore().store.getState();
    const { store } = testStore();
    store.dispatch(hydrate(JSON.parse(JSON.stringify(server))));
    store.dispatch(hydrate(JSON.parse(JSON.stringify(server))));
    expect(store.getState().modelDetail.model?.id).toBe(7);
    expect(store.getState().modelDetail.modelReviews.items).toHaveLength(2);
  });
});
