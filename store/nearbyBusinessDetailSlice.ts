/**
 * Nearby business detail (docs/product.md §3): businessProfile, isBookmarked, businessFamousItems and their
 * count, isShowLabel, businessReviews with reviewSearchAfter, brands. Server-owned: the page's
 * loader fills it; "리뷰 더 보기" appends by the cursor (§4 lists); the one bookmark toggle and the
 * helpful toggle update it in place.
 */
import { createSlice } from '@reduxjs/toolkit';
import type { BusinessDetail } from '@/api/item/businessProfile';
import type { BusinessReview } from '@/api/item/businessReviews';
import type { SerializedApiError } from '@/api/errors';
import { appendList, emptyList, replaceList, type CursorList } from '@/lib/lists';
import { addThunkCases, errorFromRejected, idleAsync, type AsyncFields, type AsyncStatus } from './asyncStatus';
import { addBookmarkCases } from './bookmarkToggle';
import { applyReviewHelpful, toggleReviewHelpful } from './reviewHelpful';
import { hydrate, replaceOnHydrate } from './hydrate';
import { loadMoreNearbyBusinessReviews, loadNearbyBusinessPage } from './nearbyBusinessDetailThunks';
import { injectSlice, rootReducer } from './rootReducer';

export type NearbyBusinessDetailState = {
  businessId: number | null;
  detail: Omit<BusinessDetail, 'businessReviews' | 'reviewSearchAfter'> | null;
  /** businessReviews, with reviewSearchAfter as the list's cursor. */
  businessReviews: CursorList<BusinessReview>;
  reviewsStatus: AsyncStatus;
  reviewsError: SerializedApiError | null;
} & AsyncFields;

export const initialNearbyBusinessDetailState: NearbyBusinessDetailState = {
  businessId: null,
  detail: null,
  businessReviews: emptyList<BusinessReview>(),
  reviewsStatus: 'idle',
  reviewsError: null,
  ...idleAsync,
};

const plain = (state: unknown) => state as NearbyBusinessDetailState;

export const nearbyBusinessDetailSlice = createSlice({
  name: 'nearbyBusinessDetail',
  initialState: initialNearbyBusinessDetailState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(hydrate, replaceOnHydrate<NearbyBusinessDetailState>('nearbyBusinessDetail'))
      // The shared helpful button (components/review): one thunk for every review list.
      .addCase(toggleReviewHelpful.fulfilled, (state, action) =>
        applyReviewHelpful(state.businessReviews.items, action.payload)
      )
      .addCase(loadMoreNearbyBusinessReviews.pending, (state) => {
        state.reviewsStatus = 'loading';
        state.reviewsError = null;
      })
      .addCase(loadMoreNearbyBusinessReviews.fulfilled, (state, { payload }) => {
        state.reviewsStatus = 'succeeded';
        if (payload.businessId !== state.businessId) return;
        plain(state).businessReviews = appendList(plain(state).businessReviews, {
          items: payload.reviews,
          searchAfter: payload.searchAfter,
        });
      })
      .addCase(loadMoreNearbyBusinessReviews.rejected, (state, action) => {
        state.reviewsStatus = 'failed';
        state.reviewsError = errorFromRejected(action);
      });
    // The one bookmark toggle (store/bookmarkToggle.ts): the heart of this business, in both places the answer has it.
    addBookmarkCases(builder, 'BUSINESS', (state, id, shown) => {
      if (!state.detail || state.businessId !== id) return;
      state.detail.isBookmarked = shown.isActiveBookmark;
      state.detail.businessProfile.info.isBookmarked = shown.isActiveBookmark;
    });
    addThunkCases(builder, loadNearbyBusinessPage, (state, { nearbyBusiness }) => {
      const { businessReviews, reviewSearchAfter, ...rest } = nearbyBusiness;
      state.businessId = rest.businessProfile.info.businessId;
      state.detail = rest;
      plain(state).businessReviews = replaceList(undefined, {
        items: businessReviews,
        searchAfter: reviewSearchAfter,
        totalCount: rest.reviewHeader.reviewCount,
      });
      state.reviewsStatus = 'idle';
      state.reviewsError = null;
    });
  },
  selectors: {
    selectNearbyBusinessDetail: (state) => state,
  },
});

export const { selectNearbyBusinessDetail } = injectSlice(nearbyBusinessDetailSlice.injectInto(rootReducer)).selectors;
