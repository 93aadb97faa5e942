/**
 * The payment guides (/promotions/introduce_lease, /promotions/lite_pay): the operator's page text
 * and, for the lease, the worked example priced by the server. Server-owned.
 */
import { createSlice } from '@reduxjs/toolkit';
import type { InfoPage } from '@/api/item/infoPages';
import type { LeaseExample } from '@/api/item/promotions';
import { addAsyncCases, idleAsync, type AsyncFields } from './asyncStatus';
import { hydrate, replaceOnHydrate } from './hydrate';

export const PROMOTION_GUIDE_LOAD = 'promotionGuide/load';

export type PromotionGuideKey = 'introduce_lease' | 'lite_pay';

export type PromotionGuidePayload = { key: PromotionGuideKey; page: InfoPage; leaseExample: LeaseExample | null };

export type PromotionGuideState = {
  key: PromotionGuideKey | null;
  page: InfoPage | null;
  leaseExample: LeaseExample | null;
} & AsyncFields;

export const initialPromotionGuideState: PromotionGuideState = { key: null, page: null, leaseExample: null, ...idleAsync };

export const promotionGuideSlice = createSlice({
  name: 'promotionGuide',
  initialState: initialPromotionGuideState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(hydrate, replaceOnHydrate<PromotionGuideState>('promotionGuide'));
    addAsyncCases<PromotionGuideState, PromotionGuidePayload>(builder, PROMOTION_GUIDE_LOAD, (state, payload) => {
      state.key = payload.key;
      state.page = payload.page;
      state.leaseExample = payload.leaseExample;
    });
  },
  selectors: {
    selectPromotionGuide: (state) => state,
  },
});

export const { selectPromotionGuide } = promotionGuideSlice.selectors;
