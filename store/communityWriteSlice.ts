/**
 * /community/{boardCode}/posts/write and /{id}/update: the boards and the post being edited.
 * Server-owned (replaced on hydrate); the submission's outcome is the browser's.
 */
import { createSelector, createSlice } from '@reduxjs/toolkit';
import type { CommunityWriteForm } from '@/api/item/communityWrite';
import { addThunkCases, errorFromRejected, idleAsync, type AsyncFields } from './asyncStatus';
import { hydrate, replaceOnHydrate } from './hydrate';
import { loadCommunityWritePage, submitPost } from './communityWriteThunks';
import { injectSlice, rootReducer } from './rootReducer';

export type CommunityWriteState = AsyncFields & { form: CommunityWriteForm | null; submit: AsyncFields };

export const initialCommunityWriteState: CommunityWriteState = { ...idleAsync, form: null, submit: idleAsync };

export const communityWriteSlice = createSlice({
  name: 'communityWrite',
  initialState: initialCommunityWriteState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(hydrate, replaceOnHydrate<CommunityWriteState>('communityWrite', { keep: ['submit'] }))
      .addCase(loadCommunityWritePage.pending, (state) => {
        state.submit = idleAsync;
      })
      .addCase(submitPost.pending, (state) => {
        state.submit = { status: 'loading', error: null };
      })
      .addCase(submitPost.fulfilled, (state) => {
        state.submit = { status: 'succeeded', error: null };
      })
      .addCase(submitPost.rejected, (state, action) => {
        state.submit = { status: 'failed', error: errorFromRejected(action) };
      });
    addThunkCases(builder, loadCommunityWritePage, (state, { communityWriteForm }) => {
      state.form = communityWriteForm;
    });
  },
  selectors: {
    selectCommunityWriteForm: (state) => state.form,
    selectPostSubmit: (state) => state.submit,
    selectCommunityWriteLoad: createSelector(
      [(s: CommunityWriteState) => s.status, (s: CommunityWriteState) => s.error],
      (status, error): AsyncFields => ({ status, error })
    ),
  },
});

export const { selectCommunityWriteForm, selectPostSubmit, selectCommunityWriteLoad } = injectSlice(
  communityWriteSlice.injectInto(rootReducer)
).selectors;
