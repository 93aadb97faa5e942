import type { BusinessDetail } from '@/api/item/businessProfile';
import type { BusinessReview } from '@/api/item/businessReviews';
import { toggleBookmark } from '@/store/bookmarkToggle';
import { toggleReviewHelpful } from '@/store/reviewHelpful';
import { loadBusinessReviews, loadMoreBusinessReviews } from '@/store/businessReviewThunks';
import { loadMoreNearbyBusinessReviews, loadNearbyBusinessPage } from '@/store/nearbyBusinessDetailThunks';
import { loadMoreBusinessItems, loadBusinessItems } from '@/store/nearbyBusinessListThunks';
import { fakeResponse, type RecordedCall } from '../api/fakeFetch';
import { sampleViewer } from '../item/itemFixtures';
import { itemCard } from '../item/itemCardFixture';
import { testStore } from './testStore';

const review = (id: number, extra: Partial<BusinessReview> = {}): BusinessReview => ({
  id,
  rating: 5,
  content: '친절해요',
  nickname: '라이더',
  createdDatetime: '2026-05-01T00:00:00.000Z',
  itemId: 1,
  itemName: '상품',
  dealType: 'RENTAL',
  businessName: '반포 한강 자전거',
  isActiveAssistance: false,
  activeAssistanceCount: 2,
  isMine: false,
  isVerified: false,
  reply: null,
  photos: [],
  ...extra,
});

const header = {
  reviewCount: 3,
  avgRating: 4.7,
  ratingRatioList: [5, 4, 3, 2, 1].map((rating) => ({ rating, count: 0, ratio: 0 })),
};

const section = { isShow: false, content: '' };
const detail = (businessId: number): BusinessDetail => ({
  businessProfile: {
    info: {
      businessId: businessId,
      isOfficial: true,
      businessName: '반포 한강 자전거',
      businessAddress: '서울',
      region: '서울',
      reviewCountText: '리뷰 3',
      reviewRatingText: '4.7',
      reviewCount: 3,
      ratingAvg: 4.7,
      isBookmarked: false,
      businessPhone: '02-533-1234',
      lat: 37.5,
      lng: 127,
    },
    notice: section,
    introduction: section,
    maintenance: section,
    operationTime: {
      ...section,
      days: [],
      upcomingClosedDates: [],
      hours: [],
      closedDates: [],
      isOpenNow: false,
      openStatusText: '',
    },
  },
  isBookmarked: false,
  isShowLabel: true,
  businessFamousItemCount: 0,
  businessFamousItems: [],
  brands: [],
  reviewHeader: header,
  businessReviews: [review(3), review(2)],
  reviewSearchAfter: 'cursor-1',
});

function respondByOperation(answers: Record<string, unknown[]>) {
  return (call: RecordedCall) => {
    const name = call.body.operationName ?? '';
    const next = answers[name]?.shift();
    if (next === undefined) throw new Error(`unexpected ${name}`);
    return fakeResponse({ data: next });
  };
}

describe('business review slice', () => {
  const firstPage = {
    businessName: '반포 한강 자전거',
    photoReviewCount: 1,
    reviewHeader: header,
    businessReviews: [review(3), review(2)],
    searchAfter: 'c1',
  };

  it("Review helpfulness toggle updates the matching review's active flag and count", async () => {
    const { store } = testStore(
      respondByOperation({ pb_businessReviewsPage: [{ me: null, businessReviews: firstPage }] })
    );
    await store.dispatch(loadBusinessReviews({ businessId: 7, sort: 'NEWEST', photoOnly: false }));
    // The shared helpful button's answer reaches every review list: the business review list follows it too.
    store.dispatch(
      toggleReviewHelpful.fulfilled({ reviewId: 2, isActiveAssistance: true, activeAssistanceCount: 3 }, 'r', {
        reviewId: 2,
        active: true,
      })
    );
    const [other, matching] = store.getState().businessReview.businessReviews.items;
    expect(matching).toMatchObject({ id: 2, isActiveAssistance: true, activeAssistanceCount: 3 });
    expect(other).toMatchObject({ id: 3, isActiveAssistance: false, activeAssistanceCount: 2 });
  });

  it('loads the review page in one operation that brings the viewer too', async () => {
    const { store, transport } = testStore(
      respondByOperation({ pb_businessReviewsPage: [{ me: sampleViewer, businessReviews: firstPage }] })
    );
    await store.dispatch(loadBusinessReviews({ businessId: 7, sort: 'RATING_DESC', photoOnly: true }));
    expect(transport.calls).toHaveLength(1);
    expect(transport.calls[0].body).toMatchObject({
      operationName: 'pb_businessReviewsPage',
      variables: { input: { businessId: 7, sort: 'RATING_DESC', photoOnly: true } },
    });
    expect(store.getState().businessReview.businessName).toBe('반포 한강 자전거');
    expect(store.getState().user).toMatchObject({ isLogin: true, nickname: '라이더' });
  });

  it('Lists support clear, replace and append (paged loading by a searchAfter cursor)', async () => {
    const { store, transport } = testStore(
      respondByOperation({
        pb_businessReviewsPage: [
          { me: null, businessReviews: firstPage },
          { me: null, businessReviews: { ...firstPage, businessReviews: [review(9)], searchAfter: null } },
        ],
        pb_businessReviewsMore: [{ businessReviews: { businessReviews: [review(2), review(1)], searchAfter: null } }],
      })
    );
    await store.dispatch(loadBusinessReviews({ businessId: 7, sort: 'NEWEST', photoOnly: false }));
    await store.dispatch(loadMoreBusinessReviews());
    expect(store.getState().businessReview.businessReviews.items.map((r) => r.id)).toEqual([3, 2, 1]);
    expect(transport.calls[1].body.variables).toMatchObject({
      input: { businessId: 7, sort: 'NEWEST', searchAfter: 'c1' },
    });
    // No next page: a further "more" asks nothing.
    await store.dispatch(loadMoreBusinessReviews());
    expect(transport.calls).toHaveLength(2);
    await store.dispatch(loadBusinessReviews({ businessId: 7, sort: 'RATING_ASC', photoOnly: true }));
    expect(store.getState().businessReview.businessReviews.items.map((r) => r.id)).toEqual([9]);
    expect(store.getState().businessReview.query).toEqual({ businessId: 7, sort: 'RATING_ASC', photoOnly: true });
  });
});

describe('nearby business detail slice', () => {
  it("Review helpfulness toggle updates the matching review's active flag and count", async () => {
    const { store } = testStore(
      respondByOperation({ pb_nearbyBusinessPage: [{ me: null, nearbyBusiness: detail(7) }] })
    );
    await store.dispatch(loadNearbyBusinessPage(7));
    store.dispatch(
      toggleReviewHelpful.fulfilled({ reviewId: 3, isActiveAssistance: true, activeAssistanceCount: 3 }, 'r', {
        reviewId: 3,
        active: true,
      })
    );
    expect(
      store
        .getState()
        .nearbyBusinessDetail.businessReviews.items.map((r) => [r.id, r.isActiveAssistance, r.activeAssistanceCount])
    ).toEqual([
      [3, true, 3],
      [2, false, 2],
    ]);
  });

  it('loads the profile in one operation that brings the viewer too', async () => {
    const { store, transport } = testStore(
      respondByOperation({ pb_nearbyBusinessPage: [{ me: sampleViewer, nearbyBusiness: detail(7) }] })
    );
    await store.dispatch(loadNearbyBusinessPage(7));
    expect(transport.calls).toHaveLength(1);
    expect(transport.calls[0].body).toMatchObject({ operationName: 'pb_nearbyBusinessPage', variables: { id: 7 } });
    expect(store.getState().nearbyBusinessDetail).toMatchObject({ businessId: 7, status: 'succeeded' });
    expect(store.getState().user).toMatchObject({ isLogin: true, nickname: '라이더' });
  });

  it('appends the latest reviews after reviewSearchAfter', async () => {
    const { store, transport } = testStore(
      respondByOperation({
        pb_nearbyBusinessPage: [{ me: null, nearbyBusiness: detail(7) }],
        pb_businessReviewsMore: [
          {
            businessReviews: {
              businessReviews: [
                review(1, {
                  photos: [
                    {
                      id: 5,
                      url: '/app/v4/images/5',
                      thumbUrl: '/app/v4/images/5?w=480',
                      width: 640,
                      height: 480,
                      alt: '사진',
                    },
                  ],
                }),
              ],
              searchAfter: null,
            },
          },
        ],
      })
    );
    await store.dispatch(loadNearbyBusinessPage(7));
    await store.dispatch(loadMoreNearbyBusinessReviews());
    const state = store.getState().nearbyBusinessDetail;
    expect(state.businessReviews.items.map((r) => r.id)).toEqual([3, 2, 1]);
    expect(state.businessReviews.searchAfter).toBeNull();
    expect(transport.calls[1].body.variables).toMatchObject({
      input: { businessId: 7, sort: 'NEWEST', searchAfter: 'cursor-1' },
    });
  });

  it('the one bookmark toggle (target BUSINESS) shows the heart at once, keeps the answer, and rolls back a failure', async () => {
    let fail = false;
    const { store, transport } = testStore((call) => {
      if (call.body.operationName === 'pb_nearbyBusinessPage')
        return fakeResponse({ data: { me: sampleViewer, nearbyBusiness: detail(7) } });
      if (fail)
        return fakeResponse({
          data: null,
          errors: [{ message: '잠시 후 다시 시도해 주세요.', extensions: { code: 'INTERNAL' } }],
        });
      return fakeResponse({ data: { setBookmark: { isActiveBookmark: true, isActiveAlarm: false } } });
    });
    await store.dispatch(loadNearbyBusinessPage(7));
    const heart = () => {
      const d = store.getState().nearbyBusinessDetail.detail!;
      return [d.isBookmarked, d.businessProfile.info.isBookmarked];
    };
    const off = { isActiveBookmark: false, isActiveAlarm: false };
    const pending = store.dispatch(
      toggleBookmark({ target: 'BUSINESS', id: 7, kind: 'bookmark', active: true, previous: off })
    );
    expect(heart()).toEqual([true, true]);
    await pending;
    expect(transport.calls[1].body).toMatchObject({
      operationName: 'us_setBookmark',
      variables: { target: 'BUSINESS', id: 7, active: true },
    });
    expect(heart()).toEqual([true, true]);

    fail = true;
    const failed = await store.dispatch(
      toggleBookmark({
        target: 'BUSINESS',
        id: 7,
        kind: 'bookmark',
        active: false,
        previous: { isActiveBookmark: true, isActiveAlarm: false },
      })
    );
    expect(failed.meta.requestStatus).toBe('rejected');
    expect(heart()).toEqual([true, true]);
    // Another business's or another target's toggle leaves this one alone.
    store.dispatch(
      toggleBookmark.fulfilled(off, 'r', { target: 'BUSINESS', id: 8, kind: 'bookmark', active: false, previous: off })
    );
    store.dispatch(
      toggleBookmark.fulfilled(off, 'r', { target: 'ITEM', id: 7, kind: 'bookmark', active: false, previous: off })
    );
    expect(heart()).toEqual([true, true]);
  });

  it('keeps the code of a failed load so the page can answer 404', async () => {
    const { store } = testStore(() =>
      fakeResponse({ data: null, errors: [{ message: '매장을 찾을 수 없어요.', extensions: { code: 'NOT_FOUND' } }] })
    );
    await store.dispatch(loadNearbyBusinessPage(404));
    expect(store.getState().nearbyBusinessDetail.status).toBe('failed');
    expect(store.getState().nearbyBusinessDetail.error?.code).toBe('NOT_FOUND');
  });
});

describe('nearby business list slice', () => {
  const item = (id: number) => itemCard(id, { dealType: 'SELL', price: 900_000, originPrice: 1_000_000, discount: 10 });
  const first = {
    header: { businessName: '반포 한강 자전거', itemCount: 3 },
    categoryTemplates: [{ key: 'all', name: '전체', itemCount: 3, filterComponents: [] }],
    filterComponents: [],
    sorts: [{ key: 'RECOMMEND', name: '추천순' }],
    businessItems: [item(1), item(2)],
    range: null,
    rangeFacts: [],
    searchAfter: 'c1',
  };

  it('Bike filter templates: filter components are chosen by category key, default key all', async () => {
    const { store, transport } = testStore(
      respondByOperation({ pb_businessItemsPage: [{ me: sampleViewer, businessItems: first }] })
    );
    await store.dispatch(
      loadBusinessItems({
        businessId: 7,
        famousOnly: false,
        categoryKey: 'all',
        sort: 'RECOMMEND',
        filters: [],
        range: null,
      })
    );
    // The list page's one operation, with the viewer.
    expect(transport.calls).toHaveLength(1);
    expect(transport.calls[0].body).toMatchObject({
      operationName: 'pb_businessItemsPage',
      variables: { input: { businessId: 7, categoryKey: 'all', famousOnly: false } },
    });
    expect(store.getState().nearbyBusinessList.header).toEqual({ businessName: '반포 한강 자전거', itemCount: 3 });
    expect(store.getState().user).toMatchObject({ isLogin: true, nickname: '라이더' });
  });

  it('appends the next page of the same query, and a new category replaces the list', async () => {
    const answers = [
      fakeResponse({ data: { me: null, businessItems: first } }),
      fakeResponse({ data: { businessItems: { businessItems: [item(3)], rangeFacts: [], searchAfter: null } } }),
    ];
    const { store } = testStore((call) => {
      if (
        call.body.variables &&
        (call.body.variables as { input: { categoryKey: string } }).input.categoryKey === 'road'
      ) {
        return fakeResponse({
          data: { me: null, businessItems: { ...first, businessItems: [item(9)], searchAfter: null } },
        });
      }
      return answers.shift() ?? fakeResponse({ data: {} });
    });
    await store.dispatch(
      loadBusinessItems({
        businessId: 7,
        famousOnly: false,
        categoryKey: 'all',
        sort: 'RECOMMEND',
        filters: [],
        range: null,
      })
    );
    await store.dispatch(loadMoreBusinessItems());
    expect(store.getState().nearbyBusinessList.businessItems.items.map((i) => i.itemId)).toEqual([1, 2, 3]);
    await store.dispatch(
      loadBusinessItems({
        businessId: 7,
        famousOnly: false,
        categoryKey: 'road',
        sort: 'RECOMMEND',
        filters: [],
        range: null,
      })
    );
    expect(store.getState().nearbyBusinessList.businessItems.items.map((i) => i.itemId)).toEqual([9]);
  });
});
