/**
 * The listing CSV upload (/seller/items/import; docs/product.md §4 Listings): the preview of the file
 * last chosen and the import's outcome. Client-only (nothing is loaded for the page itself beyond
 * sellerListing's categories); choosing another file starts over.
 */
import { createSlice } from '@reduxjs/toolkit';
import type { ListingImportPreview, ListingImportResult } from '@/api/item/sellerListingImport';
import { errorFromRejected, idleAsync, type AsyncFields } from './asyncStatus';
import { previewImport, runImport } from './sellerListingImportThunks';
import { injectSlice, rootReducer } from './rootReducer';

export type SellerListingImportState = {
  preview: AsyncFields & { data: ListingImportPreview | null };
  result: AsyncFields & { data: ListingImportResult | null };
};

const initialState: SellerListingImportState = {
  preview: { ...idleAsync, data: null },
  result: { ...idleAsync, data: null },
};

export const sellerListingImportSlice = createSlice({
  name: 'sellerListingImport',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(previewImport.pending, (state) => {
        state.preview = { status: 'loading', error: null, data: null };
        state.result = { ...idleAsync, data: null };
      })
      .addCase(previewImport.fulfilled, (state, action) => {
        state.preview = { status: 'succeeded', error: null, data: action.payload };
      })
      .addCase(previewImport.rejected, (state, action) => {
        state.preview = { status: 'failed', error: errorFromRejected(action), data: null };
      })
      .addCase(runImport.pending, (state) => {
        state.result = { status: 'loading', error: null, data: null };
      })
      .addCase(runImport.fulfilled, (state, action) => {
        state.result = { status: 'succeeded', error: null, data: action.payload };
      })
      .addCase(runImport.rejected, (state, action) => {
        state.result = { status: 'failed', error: errorFromRejected(action), data: null };
      });
  },
  selectors: {
    selectListingImport: (state) => state,
  },
});

export const { selectListingImport } = injectSlice(sellerListingImportSlice.injectInto(rootReducer)).selectors;
