/**
 * Business review (SPEC.md §3): businessReviews (each with id, isActiveAssistance,
 * activeAssistanceCount) of /businesses/{businessId}/reviews, with the header, the chosen order and
 * the photo filter. Server-owned; "더 보기" appends by searchAfter (§4 lists); the helpful toggle
 * updates the matching review (§4).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ReviewHeader } from '@/api/item/reviews';
import type { BusinessReviewsAnswer, BusinessReviewsPageAnswer, StoreReview, StoreReviewSort } from '@/api/item/storeReviews';
import { appendList, emptyList, replaceList, type CursorList } from '@/lib/lists';
import { addAsyncCases, idleAsync, type AsyncFields, type AsyncStatus } from './asyncStatus';
import { hydrate, replaceOnHydrate } from './hydrate';
import { applyReviewHelpful, toggleReviewHelpful } from './reviewHelpful';

export const BUSINESS_REVIEWS_LOAD = 'businessReview/load';
export const BUSINESS_REVIEWS_MORE = 'businessReview/more';

export type BusinessReviewQuery = { storeId: number; sort: StoreReviewSort; photoOnly: boolean };

export type BusinessReviewState = {
  query: BusinessReviewQuery | null;
  businessName: string;
  reviewHeader: ReviewHeader;
  photoReviewCount: number;
  businessReviews: CursorList<StoreReview>;
  queryKey: string | null;
  moreStatus: AsyncStatus;
} & AsyncFields;

export const initialBusinessReviewState: BusinessReviewState = {
  query: null, businessName: '', reviewHeader: { reviewCount: 0, avgRating: null, ratingRatioList: [] }, photoReviewCount: 0,
  businessReviews: emptyList<StoreReview>(), queryKey: null, moreStatus: 'idle', ...idleAsync,
};

export type BusinessReviewsLoadPayload = { query: BusinessReviewQuery; answer: BusinessReviewsAnswer };
export type BusinessReviewsMorePayload = { queryKey: string; answer: BusinessReviewsPageAnswer };

export const businessReviewQueryKey = (q: BusinessReviewQuery) => `${q.storeId}|${q.sort}|${q.photoOnly}`;

const plain = (state: unknown) => state as BusinessReviewState;

export const businessReviewSlice = createSlice({
  name: 'businessReview',
  initialState: initialBusinessReviewState,
  reducers: {
    /** Review helpfulness toggle updates the matching review's active flag and count (SPEC.md §4). */
    businessReviewHelpfulChanged(state, action: PayloadAction<{ reviewId: number; isActiveAssistance: boolean; activeAssistanceCount: number }>) {
      applyReviewHelpful(state.businessReviews.items, action.payload);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(hydrate, replaceOnHydrate<BusinessReviewState>('businessReview'));
    // The shared helpful button (components/review) reports through the model slice's action.
    builder.addCase(toggleReviewHelpful.fulfilled, (state, action) => applyReviewHelpful(state.businessReviews.items, action.payload));
    addAsyncCases<BusinessReviewState, BusinessReviewsLoadPayload>(builder, BUSINESS_REVIEWS_LOAD, (state, { query, answer }) => {
      plain(state).businessReviews = replaceList(undefined, { items: answer.businessReviews, searchAfter: answer.searchAfter, totalCount: answer.reviewHeader.reviewCount });
      state.businessName = answer.businessName;
      state.reviewHeader = answer.reviewHeader;
      state.photoReviewCount = answer.photoReviewCount;
      state.query = query;
      state.queryKey = businessReviewQueryKey(query);
    });
    builder
      .addMatcher((a): a is PayloadAction<undefined, string, { arg: BusinessReviewQuery }> => a.type === `${BUSINESS_REVIEWS_LOAD}/pending`, (state, action) => {
        state.query = action.meta.arg;
      })
      .addMatcher((a) => a.type === `${BUSINESS_REVIEWS_MORE}/pending`, (state) => {
        state.moreStatus = 'loading';
      })
      .addMatcher((a): a is PayloadAction<BusinessReviewsMorePayload> => a.type === `${BUSINESS_REVIEWS_MORE}/fulfilled`, (state, action) => {
        state.moreStatus = 'succeeded';
        if (action.payload.queryKey !== state.queryKey) return;
        plain(state).businessReviews = appendList(plain(state).businessReviews, { items: action.payload.answer.businessReviews, searchAfter: action.payload.answer.searchAfter });
      })
      .addMatcher((a) => a.type === `${BUSINESS_REVIEWS_MORE}/rejected`, (state) => {
        state.moreStatus = 'failed';
      });
  },
  selectors: {
    selectBusinessReviews: (state) => state,
  },
});

export const { businessReviewHelpfulChanged } = businessReviewSlice.actions;
export const { selectBusinessReviews } = businessReviewSlice.selectors;
