/**
 * /seller/reviews (issue 17 §3): the business's reviews newest first, all or those without a reply,
 * each with its reply box. Server-owned; the reply being sent and 더 보기 are the browser's own.
 */
import { createSelector, createSlice } from '@reduxjs/toolkit';
import type { SellerReview, SellerReviewFilter } from '@/api/item/sellerReviews';
import { addThunkCases, errorFromRejected, idleAsync, type AsyncFields } from './asyncStatus';
import { hydrate, replaceOnHydrate } from './hydrate';
import { loadMoreSellerReviews, loadSellerReviewsPage, sendReviewReply } from './sellerReviewsThunks';
import { injectSlice, rootReducer } from './rootReducer';

export type SellerReviewsState = AsyncFields & {
  filter: SellerReviewFilter;
  businessName: string;
  reviews: SellerReview[];
  searchAfter: string | null;
  unansweredCount: number;
  more: AsyncFields;
  reply: AsyncFields & { reviewId: number | null };
};

export const initialSellerReviewsState: SellerReviewsState = {
  ...idleAsync,
  filter: 'UNANSWERED',
  businessName: '',
  reviews: [],
  searchAfter: null,
  unansweredCount: 0,
  more: idleAsync,
  reply: { ...idleAsync, reviewId: null },
};

export const sellerReviewsSlice = createSlice({
  name: 'sellerReviews',
  initialState: initialSellerReviewsState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(hydrate, replaceOnHydrate<SellerReviewsState>('sellerReviews', { keep: ['more', 'reply'] }))
      .addCase(loadSellerReviewsPage.pending, (state, { meta }) => {
        state.filter = meta.arg;
      })
      .addCase(loadMoreSellerReviews.pending, (state) => {
        state.more = { status: 'loading', error: null };
      })
      .addCase(loadMoreSellerReviews.fulfilled, (state, { payload }) => {
        const seen = new Set(state.reviews.map((r) => r.id));
        state.reviews.push(...payload.reviews.filter((r) => !seen.has(r.id)));
        state.searchAfter = payload.searchAfter;
        state.unansweredCount = payload.unansweredCount;
        state.more = { status: 'succeeded', error: null };
      })
      .addCase(loadMoreSellerReviews.rejected, (state, action) => {
        state.more = { status: 'failed', error: errorFromRejected(action) };
      })
      .addCase(sendReviewReply.pending, (state, { meta }) => {
        state.reply = { status: 'loading', error: null, reviewId: meta.arg.reviewId };
      })
      .addCase(sendReviewReply.fulfilled, (state, { payload }) => {
        const review = state.reviews.find((r) => r.id === payload.reviewId);
        // A first reply takes the review off the 답글 없음 count; it stays on screen until the next load.
        if (review && !review.reply) state.unansweredCount = Math.max(0, state.unansweredCount - 1);
        if (review)
          review.reply = {
            content: payload.content,
            repliedDatetime: payload.repliedDatetime,
            businessName: payload.businessName,
          };
        state.reply = { status: 'succeeded', error: null, reviewId: payload.reviewId };
      })
      .addCase(sendReviewReply.rejected, (state, action) => {
        state.reply = { status: 'failed', error: errorFromRejected(action), reviewId: action.meta.arg.reviewId };
      });
    addThunkCases(builder, loadSellerReviewsPage, (state, { sellerReviews }) => {
      state.businessName = sellerReviews.businessName;
      state.reviews = sellerReviews.reviews;
      state.searchAfter = sellerReviews.searchAfter;
      state.unansweredCount = sellerReviews.unansweredCount;
    });
  },
  selectors: {
    selectSellerReviews: (state) => state.reviews,
    selectSellerReviewsMeta: createSelector(
      [
        (s: SellerReviewsState) => s.filter,
        (s: SellerReviewsState) => s.unansweredCount,
        (s: SellerReviewsState) => s.searchAfter,
        (s: SellerReviewsState) => s.more,
      ],
      (filter, unansweredCount, searchAfter, more) => ({ filter, unansweredCount, hasMore: searchAfter !== null, more })
    ),
    selectSellerReviewsLoad: createSelector(
      [(s: SellerReviewsState) => s.status, (s: SellerReviewsState) => s.error],
      (status, error): AsyncFields => ({ status, error })
    ),
    selectReviewReply: (state) => state.reply,
  },
});

export const { selectSellerReviews, selectSellerReviewsMeta, selectSellerReviewsLoad, selectReviewReply } = injectSlice(
  sellerReviewsSlice.injectInto(rootReducer)
).selectors;
