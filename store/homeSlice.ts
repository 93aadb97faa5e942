/**
 * The home page's data (issue 3 §5); line banners live in their own slice. Server-owned: the page's
 * thunk (homeThunks.ts loadHomePage) runs in getServerSideProps and on 다시 시도 alike.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { HomeAnswer, HomeCategory, HomeMagazineCard, HomeNoticeCard, HomeBusinessCard } from '@/api/item/home';
import { addThunkCases, idleAsync, type AsyncFields } from './asyncStatus';
import { loadHomePage } from './homeThunks';
import { hydrate, replaceOnHydrate } from './hydrate';
import { injectSlice, rootReducer } from './rootReducer';

// The card shapes of the home sections, as the contract answers them (home components import them from here).
export type CategoryEntry = HomeCategory;
export type BusinessCard = HomeBusinessCard;
export type MagazineCard = HomeMagazineCard;
export type NoticeCard = HomeNoticeCard;

export type HomeData = Omit<HomeAnswer, 'lineBanners'>;

export type HomeState = HomeData & AsyncFields;

export const initialHomeState: HomeState = {
  categories: [],
  rentalItems: [],
  saleModels: [],
  businesses: [],
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
    addThunkCases(builder, loadHomePage, (state, { home }) => {
      // The banners are lineBannerSlice's.
      const { lineBanners: _banners, ...sections } = home;
      Object.assign(state, sections);
    });
  },
  selectors: {
    selectHome: (state) => state,
    selectHomeStatus: (state) => state.status,
    selectHomeError: (state) => state.error,
  },
});

export const { replaceHome } = homeSlice.actions;
export const { selectHome, selectHomeStatus, selectHomeError } = injectSlice(
  homeSlice.injectInto(rootReducer)
).selectors;
