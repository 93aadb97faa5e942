/** The seller console's business profile (/seller/store, issue 17 §1). Server-owned; the save is its own request. */
import { createSlice } from '@reduxjs/toolkit';
import type { SellerBusinessProfile } from '@/api/item/sellerBusiness';
import { addThunkCases, errorFromRejected, idleAsync, type AsyncFields } from './asyncStatus';
import { hydrate, replaceOnHydrate } from './hydrate';
import { loadSellerBusinessPage, saveBusinessProfile } from './sellerBusinessThunks';
import { injectSlice, rootReducer } from './rootReducer';

export type SellerBusinessState = AsyncFields & { profile: SellerBusinessProfile | null; save: AsyncFields };

export const initialSellerBusinessState: SellerBusinessState = { profile: null, save: idleAsync, ...idleAsync };

export const sellerBusinessSlice = createSlice({
  name: 'sellerBusiness',
  initialState: initialSellerBusinessState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(hydrate, replaceOnHydrate<SellerBusinessState>('sellerBusiness'))
      .addCase(saveBusinessProfile.pending, (state) => {
        state.save = { status: 'loading', error: null };
      })
      .addCase(saveBusinessProfile.fulfilled, (state, { payload }) => {
        state.profile = payload;
        state.save = { status: 'succeeded', error: null };
      })
      .addCase(saveBusinessProfile.rejected, (state, action) => {
        state.save = { status: 'failed', error: errorFromRejected(action) };
      });
    addThunkCases(builder, loadSellerBusinessPage, (state, { sellerBusinessProfile }) => {
      state.profile = sellerBusinessProfile;
      state.save = idleAsync;
    });
  },
  selectors: {
    selectSellerBusinessProfile: (state) => state.profile,
    selectSellerBusinessError: (state) => state.error,
    selectSellerBusinessSave: (state) => state.save,
  },
});

export const { selectSellerBusinessProfile, selectSellerBusinessError, selectSellerBusinessSave } = injectSlice(
  sellerBusinessSlice.injectInto(rootReducer)
).selectors;
