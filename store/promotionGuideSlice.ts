/**
 * The payment guides (/promotions/introduce_lease, /promotions/lite_pay): the operator's page text
 * and, for the lease, the worked example priced by the server. Server-owned.
 */
import { createSlice } from '@reduxjs/toolkit';
import type { InfoPage } from '@/api/item/infoPages';
import type { LeaseExample } from '@/api/item/promotions';
import { addThunkCases, idleAsync, type AsyncFields } from './asyncStatus';
import { hydrate, replaceOnHydrate } from './hydrate';
import { loadPromotionGuide } from './promotionThunks';
import { injectSlice, rootReducer } from './rootReducer';

export type PromotionGuideKey = 'introduce_lease' | 'lite_pay';

export type PromotionGuideState = {
  key: PromotionGuideKey | null;
  page: InfoPage | null;
  leaseExample: LeaseExample | null;
} & AsyncFields;

export const initialPromotionGuideState: PromotionGuideState = {
  key: null,
  page: null,
  leaseExample: null,
  ...idleAsync,
};

export const promotionGuideSlice = createSlice({
  name: 'promotionGuide',
  initialState: initialPromotionGuideState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(hydrate, replaceOnHydrate<PromotionGuideState>('promotionGuide'));
    addThunkCases(builder, loadPromotionGuide, (state, { key, infoPage, leaseExample }) => {
      state.key = key;
      state.page = infoPage;
      state.leaseExample = leaseExample;
    });
  },
  selectors: {
    selectPromotionGuide: (state) => state,
  },
});

export const { selectPromotionGuide } = injectSlice(promotionGuideSlice.injectInto(rootReducer)).selectors;
