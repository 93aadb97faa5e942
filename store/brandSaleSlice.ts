/**
 * Brand sale preview (docs/product.md §3 Brand sale promotion: famousPromotionModels, promotionModelGroups,
 * isPossibleDeploy, default true). Server-owned: loaded by /promotions/brand_sale's loader thunk.
 */
import { createSlice } from '@reduxjs/toolkit';
import type { BrandSale } from '@/api/item/promotions';
import { addThunkCases, idleAsync, type AsyncFields } from './asyncStatus';
import { hydrate, replaceOnHydrate } from './hydrate';
import { loadBrandSale } from './promotionThunks';
import { injectSlice, rootReducer } from './rootReducer';

export type BrandSaleState = BrandSale & AsyncFields;

export const initialBrandSaleState: BrandSaleState = {
  isPossibleDeploy: true,
  promotion: null,
  famousPromotionModels: [],
  promotionModelGroups: [],
  ...idleAsync,
};

export const brandSaleSlice = createSlice({
  name: 'brandSale',
  initialState: initialBrandSaleState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(hydrate, replaceOnHydrate<BrandSaleState>('brandSale'));
    addThunkCases(builder, loadBrandSale, (state, { brandSale }) => {
      Object.assign(state, brandSale);
    });
  },
  selectors: {
    selectBrandSale: (state) => state,
  },
});

export const { selectBrandSale } = injectSlice(brandSaleSlice.injectInto(rootReducer)).selectors;
