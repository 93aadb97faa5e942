/**
 * /user/write_review/{orderId}: the order being reviewed and the review already written (then the
 * page edits it, or shows it read-only after 30 days). Server-owned; the submission is the browser's.
 */
import { createSelector, createSlice } from '@reduxjs/toolkit';
import type { ReviewWritePage } from '@/api/item/reviewWrite';
import { addThunkCases, errorFromRejected, idleAsync, type AsyncFields } from './asyncStatus';
import { hydrate, replaceOnHydrate } from './hydrate';
import { loadReviewWritePage, submitReview } from './reviewWriteThunks';
import { injectSlice, rootReducer } from './rootReducer';

export type ReviewWriteForm = ReviewWritePage['reviewWriteForm'];

export type ReviewWriteState = AsyncFields & { form: ReviewWriteForm | null; submit: AsyncFields };

export const initialReviewWriteState: ReviewWriteState = { ...idleAsync, form: null, submit: idleAsync };

export const reviewWriteSlice = createSlice({
  name: 'reviewWrite',
  initialState: initialReviewWriteState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(hydrate, replaceOnHydrate<ReviewWriteState>('reviewWrite', { keep: ['submit'] }))
      // Another order's form starts clean; reloading this one (after 등록) keeps the outcome shown.
      .addCase(loadReviewWritePage.pending, (state, { meta }) => {
        if (state.form?.order.orderId !== meta.arg) state.submit = idleAsync;
      })
      .addCase(submitReview.pending, (state) => {
        state.submit = { status: 'loading', error: null };
      })
      .addCase(submitReview.fulfilled, (state) => {
        state.submit = { status: 'succeeded', error: null };
      })
      .addCase(submitReview.rejected, (state, action) => {
        state.submit = { status: 'failed', error: errorFromRejected(action) };
      });
    addThunkCases(builder, loadReviewWritePage, (state, { reviewWriteForm }) => {
      state.form = reviewWriteForm;
    });
  },
  selectors: {
    selectReviewWriteForm: (state) => state.form,
    selectReviewSubmit: (state) => state.submit,
    selectReviewWriteLoad: createSelector(
      [(s: ReviewWriteState) => s.status, (s: ReviewWriteState) => s.error],
      (status, error): AsyncFields => ({ status, error })
    ),
  },
});

export const { selectReviewWriteForm, selectReviewSubmit, selectReviewWriteLoad } = injectSlice(
  reviewWriteSlice.injectInto(rootReducer)
).selectors;
