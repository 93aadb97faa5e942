/**
 * Nearby store detail (docs/product.md §3): businessProfile, isBookmarked, businessFamousItems and their
 * count, isShowLabel, businessReviews with reviewSearchAfter, brands. Server-owned: the page's
 * loader fills it; "리뷰 더 보기" appends by the cursor (§4 lists); the one bookmark toggle and the
 * helpful toggle update it in place.
 */
import { createSlice } from '@reduxjs/toolkit';
import type { BusinessDetail } from '@/api/item/storeProfile';
import type { StoreReview } from '@/api/item/storeReviews';
import type { SerializedApiError } from '@/api/errors';
import { appendList, emptyList, replaceList, type CursorList } from '@/lib/lists';
import { addThunkCases, errorFromRejected, idleAsync, type AsyncFields, type AsyncStatus } from './asyncStatus';
import { addBookmarkCases } from './bookmarkToggle';
import { applyReviewHelpful, toggleReviewHelpful } from './reviewHelpful';
import { hydrate, replaceOnHydrate } from './hydrate';
import { loadMoreNearbyStoreReviews, loadNearbyStorePage } from './nearbyStoreDetailThunks';
import { injectSlice, rootReducer } from './rootReducer';

export type NearbyStoreDetailState = {
  storeId: number | null;
  detail: Omit<BusinessDetail, 'businessReviews' | 'reviewSearchAfter'> | null;
  /** businessReviews, with reviewSearchAfter as the list's cursor. */
  businessReviews: CursorList<StoreReview>;
  reviewsStatus: AsyncStatus;
  reviewsError: SerializedApiError | null;
} & AsyncFields;

export const initialNearbyStoreDetailState: NearbyStoreDetailState = {
  storeId: null, detail: null, businessReviews: emptyList<StoreReview>(), reviewsStatus: 'idle', reviewsError: null, ...idleAsync,
};

const plain = (state: unknown) => state as NearbyStoreDetailState;

export const nearbyStoreDetailSlice = createSlice({
  name: 'nearbyStoreDetail',
  initialState: initialNearbyStoreDetailState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(hydrate, replaceOnHydrate<NearbyStoreDetailState>('nearbyStoreDetail'))
      // The shared helpful button (components/review): one thunk for every review list.
      .addCase(toggleReviewHelpful.fulfilled, (state, action) => applyReviewHelpful(state.businessReviews.items, action.payload))
      .addCase(loadMoreNearbyStoreReviews.pending, (state) => {
        state.reviewsStatus = 'loading';
        state.reviewsError = null;
      })
      .addCase(loadMoreNearbyStoreReviews.fulfilled, (state, { payload }) => {
        state.reviewsStatus = 'succeeded';
        if (payload.storeId !== state.storeId) return;
        plain(state).businessReviews = appendList(plain(state).businessReviews, { items: payload.reviews, searchAfter: payload.searchAfter });
      })
      .addCase(loadMoreNearbyStoreReviews.rejected, (state, action) => {
        state.reviewsStatus = 'failed';
        state.reviewsError = errorFromRejected(action);
      });
    // The one bookmark toggle (store/bookmarkToggle.ts): the heart of this store, in both places the answer has it.
    addBookmarkCases(builder, 'STORE', (state, id, shown) => {
      if (!state.detail || state.storeId !== id) return;
      state.detail.isBookmarked = shown.isActiveBookmark;
      state.detail.businessProfile.info.isBookmarked = shown.isActiveBookmark;
    });
    addThunkCases(builder, loadNearbyStorePage, (state, { nearbyStore }) => {
      const { businessReviews, reviewSearchAfter, ...rest } = nearbyStore;
      state.storeId = rest.businessProfile.info.businessId;
      state.detail = rest;
      plain(state).businessReviews = replaceList(undefined, { items: businessReviews, searchAfter: reviewSearchAfter, totalCount: rest.reviewHeader.reviewCount });
      state.reviewsStatus = 'idle';
      state.reviewsError = null;
    });
  },
  selectors: {
    selectNearbyStoreDetail: (state) => state,
  },
});

export const { selectNearbyStoreDetail } = injectSlice(nearbyStoreDetailSlice.injectInto(rootReducer)).selectors;
