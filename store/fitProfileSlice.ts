/**
 * The member's fit profile on /user/fit_profile (docs/product.md §3 Fit profile). Server-owned: the
 * page loads it; saving answers the whole profile, deleting leaves none.
 */
import { createSlice } from '@reduxjs/toolkit';
import type { FitProfile } from '@/api/item/fitProfile';
import { addThunkCases, idleAsync, type AsyncFields } from './asyncStatus';
import { hydrate, replaceOnHydrate } from './hydrate';
import { loadFitProfilePage, removeFitProfile, storeFitProfile } from './fitProfileThunks';
import { injectSlice, rootReducer } from './rootReducer';

export type FitProfileState = { profile: FitProfile | null } & AsyncFields;

const initialState: FitProfileState = { profile: null, ...idleAsync };

export const fitProfileSlice = createSlice({
  name: 'fitProfile',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(hydrate, replaceOnHydrate<FitProfileState>('fitProfile'));
    builder.addCase(storeFitProfile.fulfilled, (state, { payload }) => {
      state.profile = payload;
    });
    builder.addCase(removeFitProfile.fulfilled, (state) => {
      state.profile = null;
    });
    // Last: addThunkCases adds matchers, and Redux Toolkit takes no addCase after a matcher.
    addThunkCases(builder, loadFitProfilePage, (state, { myFitProfile }) => {
      state.profile = myFitProfile ?? null;
    });
  },
  selectors: {
    selectFitProfile: (state) => state.profile,
  },
});

export const { selectFitProfile } = injectSlice(fitProfileSlice.injectInto(rootReducer)).selectors;
