/**
 * /user/not_reviews: the member's used rentals and confirmed purchases still waiting for a review,
 * and (작성한 리뷰) the reviews they wrote. Server-owned (replaced on hydrate); the 더 보기 requests in
 * flight are the browser's own.
 */
import { createSelector, createSlice } from '@reduxjs/toolkit';
import type { MyReview, ReviewOrder } from '@/api/item/reviewWrite';
import { addThunkCases, errorFromRejected, idleAsync, type AsyncFields } from './asyncStatus';
import { hydrate, replaceOnHydrate } from './hydrate';
import { loadMoreMyReviews, loadMoreNotReviews, loadNotReviewsPage } from './notReviewsThunks';
import { injectSlice, rootReducer } from './rootReducer';

export type WrittenReviews = { reviews: MyReview[]; searchAfter: string | null; more: AsyncFields };

export type NotReviewsState = AsyncFields & {
  orders: ReviewOrder[];
  searchAfter: string | null;
  totalCount: number;
  more: AsyncFields;
  written: WrittenReviews;
};

export const initialNotReviewsState: NotReviewsState = {
  ...idleAsync,
  orders: [],
  searchAfter: null,
  totalCount: 0,
  more: idleAsync,
  written: { reviews: [], searchAfter: null, more: idleAsync },
};

export const notReviewsSlice = createSlice({
  name: 'notReviews',
  initialState: initialNotReviewsState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(hydrate, replaceOnHydrate<NotReviewsState>('notReviews', { keep: ['more'] }))
      .addCase(loadMoreNotReviews.pending, (state) => {
        state.more = { status: 'loading', error: null };
      })
      .addCase(loadMoreNotReviews.fulfilled, (state, { payload }) => {
        const seen = new Set(state.orders.map((o) => o.orderId));
        state.orders.push(...payload.orders.filter((o) => !seen.has(o.orderId)));
        state.searchAfter = payload.searchAfter;
        state.totalCount = payload.totalCount;
        state.more = { status: 'succeeded', error: null };
      })
      .addCase(loadMoreNotReviews.rejected, (state, action) => {
        state.more = { status: 'failed', error: errorFromRejected(action) };
      })
      .addCase(loadMoreMyReviews.pending, (state) => {
        state.written.more = { status: 'loading', error: null };
      })
      .addCase(loadMoreMyReviews.fulfilled, (state, { payload }) => {
        const seen = new Set(state.written.reviews.map((r) => r.id));
        state.written.reviews.push(...payload.reviews.filter((r) => !seen.has(r.id)));
        state.written.searchAfter = payload.searchAfter;
        state.written.more = { status: 'succeeded', error: null };
      })
      .addCase(loadMoreMyReviews.rejected, (state, action) => {
        state.written.more = { status: 'failed', error: errorFromRejected(action) };
      });
    addThunkCases(builder, loadNotReviewsPage, (state, { notReviewedOrders, myReviews }) => {
      state.orders = notReviewedOrders.orders;
      state.searchAfter = notReviewedOrders.searchAfter;
      state.totalCount = notReviewedOrders.totalCount;
      state.written = { reviews: myReviews.reviews, searchAfter: myReviews.searchAfter, more: idleAsync };
    });
  },
  selectors: {
    selectNotReviewedOrders: (state) => state.orders,
    selectWrittenReviews: (state) => state.written,
    selectNotReviewsPaging: createSelector(
      [(s: NotReviewsState) => s.searchAfter, (s: NotReviewsState) => s.more, (s: NotReviewsState) => s.totalCount],
      (searchAfter, more, totalCount) => ({ hasMore: searchAfter !== null, more, totalCount })
    ),
    selectNotReviewsLoad: createSelector(
      [(s: NotReviewsState) => s.status, (s: NotReviewsState) => s.error],
      (status, error): AsyncFields => ({ status, error })
    ),
  },
});

export const { selectNotReviewedOrders, selectWrittenReviews, selectNotReviewsPaging, selectNotReviewsLoad } =
  injectSlice(notReviewsSlice.injectInto(rootReducer)).selectors;
