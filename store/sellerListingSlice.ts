/**
 * The listing editor (/seller/items/new, /seller/items/[id]/listing; docs/product.md §4 Listings):
 * the listing as saved and the categories. Server-owned (replaced on hydrate); the form's own input
 * lives in the screen until it is saved, and saving and publishing keep their own status and error.
 */
import { createSlice } from '@reduxjs/toolkit';
import type { ListingCategory, SellerListing } from '@/api/item/sellerListings';
import { addThunkCases, errorFromRejected, idleAsync, type AsyncFields } from './asyncStatus';
import { hydrate, replaceOnHydrate } from './hydrate';
import { loadListingEditPage, loadListingNewPage, saveListing, setListingPublished } from './sellerListingThunks';
import { injectSlice, rootReducer } from './rootReducer';

export type SellerListingState = AsyncFields & {
  listing: SellerListing | null;
  categories: ListingCategory[];
  save: AsyncFields;
  publish: AsyncFields;
};

const initialState: SellerListingState = {
  ...idleAsync,
  listing: null,
  categories: [],
  save: idleAsync,
  publish: idleAsync,
};

export const sellerListingSlice = createSlice({
  name: 'sellerListing',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(
      hydrate,
      replaceOnHydrate<SellerListingState>('sellerListing', { when: (s) => s.status !== 'idle' })
    );
    addThunkCases(builder, loadListingNewPage, (state, payload) => {
      state.listing = null;
      state.categories = payload.listingCategories;
      state.save = idleAsync;
      state.publish = idleAsync;
    });
    addThunkCases(builder, loadListingEditPage, (state, payload) => {
      state.listing = payload.sellerListing;
      state.categories = payload.listingCategories;
      state.save = idleAsync;
      state.publish = idleAsync;
    });
    // Saving and publishing keep their own status: a refused save never marks the loaded page failed.
    for (const [key, thunk] of [
      ['save', saveListing],
      ['publish', setListingPublished],
    ] as const) {
      builder
        .addMatcher(thunk.pending.match, (state) => {
          state[key] = { status: 'loading', error: null };
        })
        .addMatcher(thunk.fulfilled.match, (state, action) => {
          state.listing = action.payload;
          state[key] = { status: 'succeeded', error: null };
        })
        .addMatcher(thunk.rejected.match, (state, action) => {
          state[key] = { status: 'failed', error: errorFromRejected(action) };
        });
    }
  },
  selectors: {
    selectSellerListing: (state) => state,
  },
});

export const { selectSellerListing } = injectSlice(sellerListingSlice.injectInto(rootReducer)).selectors;
