/**
 * Brand page (/promotions/brands/{brandKey}): the brand's introduction, its offered models (a cursor
 * list with 더 보기) and its models in the live brand sale. Server-owned.
 */
import { createSlice } from '@reduxjs/toolkit';
import type { ModelCardFieldsFragment } from '@/api/item/generated';
import type { BrandIntro, BrandModelPage, PromotionCard, PromotionSummary } from '@/api/item/promotions';
import { appendList, emptyList, replaceList, type CursorList } from '@/lib/lists';
import { addThunkCases, idleAsync, type AsyncFields } from './asyncStatus';
import { hydrate, replaceOnHydrate } from './hydrate';
import { addMoreCases, idleMore, type MoreFields } from './moreCases';
import { loadBrandIntro, loadMoreBrandModels } from './promotionThunks';
import { injectSlice, rootReducer } from './rootReducer';

export type BrandIntroState = {
  brand: BrandIntro['brand'] | null;
  models: CursorList<ModelCardFieldsFragment>;
  saleModels: PromotionCard[];
  promotion: PromotionSummary | null;
} & AsyncFields &
  MoreFields;

export const initialBrandIntroState: BrandIntroState = {
  brand: null,
  models: emptyList<ModelCardFieldsFragment>(),
  saleModels: [],
  promotion: null,
  ...idleAsync,
  ...idleMore,
};

const plain = (state: unknown) => state as BrandIntroState;

const pageOf = (page: BrandModelPage) => ({
  items: page.models,
  searchAfter: page.searchAfter,
  totalCount: page.totalCount,
});

export const brandIntroSlice = createSlice({
  name: 'brandIntro',
  initialState: initialBrandIntroState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(hydrate, replaceOnHydrate<BrandIntroState>('brandIntro'));
    addThunkCases(builder, loadBrandIntro, (state, { brandIntro: intro }) => {
      state.brand = intro.brand;
      plain(state).models = replaceList(undefined, pageOf(intro.models));
      state.saleModels = intro.saleModels;
      state.promotion = intro.promotion;
      state.moreStatus = 'idle';
      state.moreError = null;
    });
    addMoreCases(builder, loadMoreBrandModels, (state, { brandKey, page }) => {
      if (state.brand?.key !== brandKey) return;
      plain(state).models = appendList(plain(state).models, pageOf(page));
    });
  },
  selectors: {
    selectBrandIntro: (state) => state,
  },
});

export const { selectBrandIntro } = injectSlice(brandIntroSlice.injectInto(rootReducer)).selectors;
