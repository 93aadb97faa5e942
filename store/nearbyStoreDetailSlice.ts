/**
 * Nearby store detail (SPEC.md §3): businessProfile, isBookmarked, businessFamousItems and their
 * count, isShowLabel, businessReviews with reviewSearchAfter, brands. Server-owned: the page's
 * loader fills it; "리뷰 더 보기" appends by the cursor (§4 lists); the bookmark and the helpful
 * toggle update it in place.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { StoreBookmarkState, BusinessDetail } from '@/api/item/storeProfile';
import type { StoreReview } from '@/api/item/storeReviews';
import { appendList, emptyList, replaceList, type CursorList } from '@/lib/lists';
import { addAsyncCases, idleAsync, type AsyncFields, type AsyncStatus } from './asyncStatus';
import { applyReviewHelpful, toggleReviewHelpful } from './reviewHelpful';
import { hydrate, replaceOnHydrate } from './hydrate';
import type { SerializedApiError } from '@/api/errors';

export const NEARBY_STORE_LOAD = 'nearbyStoreDetail/load';
export const NEARBY_STORE_REVIEWS_MORE = 'nearbyStoreDetail/moreReviews';

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

export type NearbyStoreLoadPayload = { storeId: number; detail: BusinessDetail };
export type NearbyStoreReviewsMorePayload = { storeId: number; reviews: StoreReview[]; searchAfter: string | null };

const plain = (state: unknown) => state as NearbyStoreDetailState;

export const nearbyStoreDetailSlice = createSlice({
  name: 'nearbyStoreDetail',
  initialState: initialNearbyStoreDetailState,
  reducers: {
    storeBookmarkChanged(state, action: PayloadAction<StoreBookmarkState>) {
      if (!state.detail || state.storeId !== action.payload.storeId) return;
      state.detail.isBookmarked = action.payload.isBookmarked;
      state.detail.businessProfile.info.isBookmarked = action.payload.isBookmarked;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(hydrate, replaceOnHydrate<NearbyStoreDetailState>('nearbyStoreDetail'));
    // The shared helpful button (components/review) reports through the model slice's action.
    builder.addCase(toggleReviewHelpful.fulfilled, (state, action) => applyReviewHelpful(state.businessReviews.items, action.payload));
    builder.addMatcher((a) => a.type === `${NEARBY_STORE_REVIEWS_MORE}/pending`, (state) => {
      state.reviewsStatus = 'loading';
      state.reviewsError = null;
    });
    builder.addMatcher((a): a is PayloadAction<NearbyStoreReviewsMorePayload> => a.type === `${NEARBY_STORE_REVIEWS_MORE}/fulfilled`, (state, action) => {
      state.reviewsStatus = 'succeeded';
      if (action.payload.storeId !== state.storeId) return;
      plain(state).businessReviews = appendList(plain(state).businessReviews, { items: action.payload.reviews, searchAfter: action.payload.searchAfter });
    });
    builder.addMatcher((a): a is PayloadAction<SerializedApiError | undefined> => a.type === `${NEARBY_STORE_REVIEWS_MORE}/rejected`, (state, action) => {
      state.reviewsStatus = 'failed';
      state.reviewsError = action.payload ?? { code: 'INTERNAL', message: '리뷰를 더 불러오지 못했어요.' };
    });
    addAsyncCases<NearbyStoreDetailState, NearbyStoreLoadPayload>(builder, NEARBY_STORE_LOAD, (state, { storeId, detail }) => {
      const { businessReviews, reviewSearchAfter, ...rest } = detail;
      state.storeId = storeId;
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

export const { storeBookmarkChanged } = nearbyStoreDetailSlice.actions;
export const { selectNearbyStoreDetail } = nearbyStoreDetailSlice.selectors;
