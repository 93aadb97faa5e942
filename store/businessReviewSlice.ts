/**
 * Business review (docs/product.md §3): businessReviews (each with id, isActiveAssistance,
 * activeAssistanceCount) of /businesses/{businessId}/reviews, with the header, the chosen order and
 * the photo filter. Server-owned; "더 보기" appends by searchAfter (§4 lists); the helpful toggle
 * updates the matching review (§4).
 */
import { createSlice } from '@reduxjs/toolkit';
import type { ReviewHeader } from '@/api/item/reviews';
import type { BusinessReview } from '@/api/item/businessReviews';
import { appendList, emptyList, replaceList, type CursorList } from '@/lib/lists';
import { addThunkCases, idleAsync, type AsyncFields, type AsyncStatus } from './asyncStatus';
import {
  businessReviewQueryKey,
  loadBusinessReviews,
  loadMoreBusinessReviews,
  type BusinessReviewQuery,
} from './businessReviewThunks';
import { hydrate, replaceOnHydrate } from './hydrate';
import { applyReviewHelpful, toggleReviewHelpful } from './reviewHelpful';
import { injectSlice, rootReducer } from './rootReducer';

export type { BusinessReviewQuery } from './businessReviewThunks';

export type BusinessReviewState = {
  query: BusinessReviewQuery | null;
  businessName: string;
  reviewHeader: ReviewHeader;
  photoReviewCount: number;
  businessReviews: CursorList<BusinessReview>;
  queryKey: string | null;
  moreStatus: AsyncStatus;
} & AsyncFields;

export const initialBusinessReviewState: BusinessReviewState = {
  query: null,
  businessName: '',
  reviewHeader: { reviewCount: 0, avgRating: null, ratingRatioList: [] },
  photoReviewCount: 0,
  businessReviews: emptyList<BusinessReview>(),
  queryKey: null,
  moreStatus: 'idle',
  ...idleAsync,
};

const plain = (state: unknown) => state as BusinessReviewState;

export const businessReviewSlice = createSlice({
  name: 'businessReview',
  initialState: initialBusinessReviewState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(hydrate, replaceOnHydrate<BusinessReviewState>('businessReview'))
      // The shared helpful button (components/review): one thunk for every review list.
      .addCase(toggleReviewHelpful.fulfilled, (state, action) =>
        applyReviewHelpful(state.businessReviews.items, action.payload)
      )
      // The order and the photo chip follow the shopper's choice at once; the reviews follow when they arrive.
      .addCase(loadBusinessReviews.pending, (state, action) => {
        state.query = action.meta.arg;
      })
      .addCase(loadMoreBusinessReviews.pending, (state) => {
        state.moreStatus = 'loading';
      })
      .addCase(loadMoreBusinessReviews.fulfilled, (state, { payload }) => {
        state.moreStatus = 'succeeded';
        if (payload.queryKey !== state.queryKey) return;
        plain(state).businessReviews = appendList(plain(state).businessReviews, {
          items: payload.answer.businessReviews,
          searchAfter: payload.answer.searchAfter,
        });
      })
      .addCase(loadMoreBusinessReviews.rejected, (state) => {
        state.moreStatus = 'failed';
      });
    addThunkCases(builder, loadBusinessReviews, (state, { businessReviews: answer, query }) => {
      plain(state).businessReviews = replaceList(undefined, {
        items: answer.businessReviews,
        searchAfter: answer.searchAfter,
        totalCount: answer.reviewHeader.reviewCount,
      });
      state.businessName = answer.businessName;
      state.reviewHeader = answer.reviewHeader;
      state.photoReviewCount = answer.photoReviewCount;
      state.query = query;
      state.queryKey = businessReviewQueryKey(query);
    });
  },
  selectors: {
    selectBusinessReviews: (state) => state,
  },
});

export const { selectBusinessReviews } = injectSlice(businessReviewSlice.injectInto(rootReducer)).selectors;
