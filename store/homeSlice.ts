/**
 * The home page's data (issue 3 §5); line banners live in their own slice. Server-owned: the page's
 * loader thunk runs in getServerSideProps and on client navigation alike (convention 3).
 *
 * The loader thunk is created elsewhere with the type prefix HOME_LOAD (`createAppAsyncThunk(HOME_LOAD,
 * …)` returning HomeData); this slice follows its pending/fulfilled/rejected by that prefix.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { addAsyncCases, idleAsync, type AsyncFields } from './asyncStatus';
import type { CategoryEntry, ItemCard, MagazineCard, ModelCard, NoticeCard, StoreCard } from './cards';
import { hydrate, replaceOnHydrate } from './hydrate';

// Re-exported so that home components import their card types from the slice they render.
export type { CategoryEntry, ItemCard, MagazineCard, ModelCard, NoticeCard, StoreCard } from './cards';

export const HOME_LOAD = 'home/load';

export type HomeData = {
  categories: CategoryEntry[];
  rentalItems: ItemCard[];
  saleModels: ModelCard[];
  stores: StoreCard[];
  magazines: MagazineCard[];
  notices: NoticeCard[];
};

export type HomeState = HomeData & AsyncFields;

export const initialHomeState: HomeState = {
  categories: [],
  rentalItems: [],
  saleModels: [],
  stores: [],
  magazines: [],
  notices: [],
  ...idleAsync,
};

export const homeSlice = createSlice({
  name: 'home',
  initialState: initialHomeState,
  reducers: {
    replaceHome(_state, action: PayloadAction<HomeData>) {
      return { ...action.payload, status: 'succeeded', error: null };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(hydrate, replaceOnHydrate<HomeState>('home'));
    addAsyncCases<HomeState, HomeData>(builder, HOME_LOAD, (state, data) => {
      Object.assign(state, data);
    });
  },
  selectors: {
    selectHome: (state) => state,
    selectHomeStatus: (state) => state.status,
    selectHomeError: (state) => state.error,
  },
});

export const { replaceHome } = homeSlice.actions;
export const { selectHome, selectHomeStatus, selectHomeError } = homeSlice.selectors;
