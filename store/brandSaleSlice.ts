/**
 * Brand sale preview (SPEC.md §3 "Brand sale promotion": famousPromotionModels, promotionModelGroups,
 * isPossibleDeploy, default true). Server-owned: loaded by /promotions/brand_sale's loader thunk.
 */
import { createSlice } from '@reduxjs/toolkit';
import type { BrandSale } from '@/api/item/promotions';
import { addAsyncCases, idleAsync, type AsyncFields } from './asyncStatus';
import { hydrate, replaceOnHydrate } from './hydrate';

export const BRAND_SALE_LOAD = 'brandSale/load';

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
    addAsyncCases<BrandSaleState, BrandSale>(builder, BRAND_SALE_LOAD, (state, sale) => {
      Object.assign(state, sale);
    });
  },
  selectors: {
    selectBrandSale: (state) => state,
  },
});

export const { selectBrandSale } = brandSaleSlice.selectors;
