/** The seller console's store profile (/seller/store, issue 17 §1). Server-owned; the save is its own request. */
import { createSlice } from '@reduxjs/toolkit';
import type { SellerStoreProfile } from '@/api/item/sellerStore';
import { addThunkCases, errorFromRejected, idleAsync, type AsyncFields } from './asyncStatus';
import { hydrate, replaceOnHydrate } from './hydrate';
import { loadSellerStorePage, saveStoreProfile } from './sellerStoreThunks';
import { injectSlice, rootReducer } from './rootReducer';

export type SellerStoreState = AsyncFields & { profile: SellerStoreProfile | null; save: AsyncFields };

export const initialSellerStoreState: SellerStoreState = { profile: null, save: idleAsync, ...idleAsync };

export const sellerStoreSlice = createSlice({
  name: 'sellerStore',
  initialState: initialSellerStoreState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(hydrate, replaceOnHydrate<SellerStoreState>('sellerStore'))
      .addCase(saveStoreProfile.pending, (state) => { state.save = { status: 'loading', error: null }; })
      .addCase(saveStoreProfile.fulfilled, (state, { payload }) => {
        state.profile = payload;
        state.save = { status: 'succeeded', error: null };
      })
      .addCase(saveStoreProfile.rejected, (state, action) => { state.save = { status: 'failed', error: errorFromRejected(action) }; });
    addThunkCases(builder, loadSellerStorePage, (state, { sellerStoreProfile }) => {
      state.profile = sellerStoreProfile;
      state.save = idleAsync;
    });
  },
  selectors: {
    selectSellerStoreProfile: (state) => state.profile,
    selectSellerStoreError: (state) => state.error,
    selectSellerStoreSave: (state) => state.save,
  },
});

export const { selectSellerStoreProfile, selectSellerStoreError, selectSellerStoreSave } = injectSlice(sellerStoreSlice.injectInto(rootReducer)).selectors;
