/**
 * Card interest-free instalment benefits (/promotions/card_benefit, /card_benefit): the rows in
 * force now, as data (card company × months). Server-owned.
 */
import { createSlice } from '@reduxjs/toolkit';
import type { CardBenefit } from '@/api/item/promotions';
import { addThunkCases, idleAsync, type AsyncFields } from './asyncStatus';
import { hydrate, replaceOnHydrate } from './hydrate';
import { loadCardBenefits } from './promotionThunks';
import { injectSlice, rootReducer } from './rootReducer';

export type CardBenefitState = { benefits: CardBenefit[] } & AsyncFields;

export const initialCardBenefitState: CardBenefitState = { benefits: [], ...idleAsync };

export const cardBenefitSlice = createSlice({
  name: 'cardBenefit',
  initialState: initialCardBenefitState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(hydrate, replaceOnHydrate<CardBenefitState>('cardBenefit'));
    addThunkCases(builder, loadCardBenefits, (state, { cardBenefits }) => {
      state.benefits = cardBenefits;
    });
  },
  selectors: {
    selectCardBenefits: (state) => state.benefits,
    selectCardBenefitStatus: (state) => state.status,
    selectCardBenefitError: (state) => state.error,
  },
});

export const { selectCardBenefits, selectCardBenefitStatus, selectCardBenefitError } = injectSlice(
  cardBenefitSlice.injectInto(rootReducer)
).selectors;
