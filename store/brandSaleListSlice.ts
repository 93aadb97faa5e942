/**
 * Brand sale list (/promotions/brand_sale/list): the live campaign's groups as chips and the chosen
 * group's models, a cursor list (docs/product.md §4: lists replace on a new choice, append the next page).
 */
import { createSlice } from '@reduxjs/toolkit';
import type { BrandSaleModelPage, PromotionCard, PromotionGroupCount, PromotionSummary } from '@/api/item/promotions';
import { appendList, emptyList, replaceList, type CursorList } from '@/lib/lists';
import { addThunkCases, idleAsync, type AsyncFields } from './asyncStatus';
import { hydrate, replaceOnHydrate } from './hydrate';
import { addMoreCases, idleMore, type MoreFields } from './moreCases';
import { loadBrandSaleList, loadMoreBrandSaleModels } from './promotionThunks';
import { injectSlice, rootReducer } from './rootReducer';

export type BrandSaleListState = {
  isPossibleDeploy: boolean;
  promotion: PromotionSummary | null;
  groups: PromotionGroupCount[];
  /** The chosen group chip; null is 전체. */
  groupName: string | null;
  models: CursorList<PromotionCard>;
} & AsyncFields &
  MoreFields;

export const initialBrandSaleListState: BrandSaleListState = {
  isPossibleDeploy: true,
  promotion: null,
  groups: [],
  groupName: null,
  models: emptyList<PromotionCard>(),
  ...idleAsync,
  ...idleMore,
};

// Immer drafts make the cursor's readonly array mutable in type only; the list helpers return plain values.
const plain = (state: unknown) => state as BrandSaleListState;

const pageOf = (page: BrandSaleModelPage) => ({
  items: page.models,
  searchAfter: page.searchAfter,
  totalCount: page.totalCount,
});

export const brandSaleListSlice = createSlice({
  name: 'brandSaleList',
  initialState: initialBrandSaleListState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(hydrate, replaceOnHydrate<BrandSaleListState>('brandSaleList'));
    addThunkCases(builder, loadBrandSaleList, (state, { brandSaleModels: page }) => {
      state.isPossibleDeploy = page.isPossibleDeploy;
      state.promotion = page.promotion;
      state.groups = page.groups;
      state.groupName = page.groupName;
      plain(state).models = replaceList(undefined, pageOf(page));
      state.moreStatus = 'idle';
      state.moreError = null;
    });
    addMoreCases(builder, loadMoreBrandSaleModels, (state, page) => {
      // A page of another group (the shopper switched chips while it loaded) is dropped.
      if (page.groupName !== state.groupName) return;
      plain(state).models = appendList(plain(state).models, pageOf(page));
    });
  },
  selectors: {
    selectBrandSaleList: (state) => state,
  },
});

export const { selectBrandSaleList } = injectSlice(brandSaleListSlice.injectInto(rootReducer)).selectors;
