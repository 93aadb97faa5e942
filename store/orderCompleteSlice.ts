/** The order complete page (docs/product.md §3 Order complete) of /order/complete/{id}. Server-owned. */
import { createSlice } from '@reduxjs/toolkit';
import type { OrderComplete } from '@/api/order/orderComplete';
import { addThunkCases, idleAsync, type AsyncFields } from './asyncStatus';
import { hydrate, replaceOnHydrate } from './hydrate';
import { loadOrderCompletePage } from './orderThunks';
import { injectSlice, rootReducer } from './rootReducer';

export type OrderCompleteState = AsyncFields & { complete: OrderComplete | null };

export const initialOrderCompleteState: OrderCompleteState = { complete: null, ...idleAsync };

export const orderCompleteSlice = createSlice({
  name: 'orderComplete',
  initialState: initialOrderCompleteState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(hydrate, replaceOnHydrate<OrderCompleteState>('orderComplete'));
    addThunkCases(builder, loadOrderCompletePage, (state, { orderComplete }) => {
      state.complete = orderComplete;
    });
  },
  selectors: {
    selectOrderComplete: (state) => state,
  },
});

export const { selectOrderComplete } = injectSlice(orderCompleteSlice.injectInto(rootReducer)).selectors;
