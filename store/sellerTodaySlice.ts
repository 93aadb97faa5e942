/** The seller console's 오늘 (/seller, issue 17 §1): the business's day agenda. Server-owned. */
import { createSlice } from '@reduxjs/toolkit';
import type { SellerTodayData } from '@/api/order/sellerToday';
import { addThunkCases, idleAsync, type AsyncFields } from './asyncStatus';
import { hydrate, replaceOnHydrate } from './hydrate';
import { loadSellerTodayPage } from './sellerTodayThunks';
import { injectSlice, rootReducer } from './rootReducer';

export type SellerTodayState = AsyncFields & { day: SellerTodayData | null };

export const initialSellerTodayState: SellerTodayState = { day: null, ...idleAsync };

export const sellerTodaySlice = createSlice({
  name: 'sellerToday',
  initialState: initialSellerTodayState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(hydrate, replaceOnHydrate<SellerTodayState>('sellerToday'));
    addThunkCases(builder, loadSellerTodayPage, (state, { sellerToday }) => {
      state.day = sellerToday;
    });
  },
  selectors: {
    selectSellerToday: (state) => state.day,
    selectSellerTodayStatus: (state) => state.status,
    selectSellerTodayError: (state) => state.error,
  },
});

export const { selectSellerToday, selectSellerTodayStatus, selectSellerTodayError } = injectSlice(
  sellerTodaySlice.injectInto(rootReducer)
).selectors;
