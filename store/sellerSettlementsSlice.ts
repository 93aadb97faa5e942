/** The seller console's 정산 (/seller/settlements, docs/product.md §10 Settlement statements). Server-owned. */
import { createSlice } from '@reduxjs/toolkit';
import type { SettlementStatement, SettlementSummary } from '@/api/order/sellerSettlements';
import { addThunkCases, idleAsync, type AsyncFields } from './asyncStatus';
import { hydrate, replaceOnHydrate } from './hydrate';
import { loadSellerSettlementPage, loadSellerSettlementsPage } from './sellerSettlementsThunks';
import { injectSlice, rootReducer } from './rootReducer';

export type SellerSettlementsState = AsyncFields & {
  statements: SettlementSummary[];
  statement: SettlementStatement | null;
};

export const initialSellerSettlementsState: SellerSettlementsState = { statements: [], statement: null, ...idleAsync };

export const sellerSettlementsSlice = createSlice({
  name: 'sellerSettlements',
  initialState: initialSellerSettlementsState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(hydrate, replaceOnHydrate<SellerSettlementsState>('sellerSettlements'));
    addThunkCases(builder, loadSellerSettlementsPage, (state, { sellerSettlements }) => {
      state.statements = sellerSettlements;
    });
    addThunkCases(builder, loadSellerSettlementPage, (state, { sellerSettlement }) => {
      state.statement = sellerSettlement;
    });
  },
  selectors: {
    selectSettlementList: (state) => state.statements,
    selectSettlementStatement: (state) => state.statement,
    selectSettlementsStatus: (state) => state.status,
    selectSettlementsError: (state) => state.error,
  },
});

export const { selectSettlementList, selectSettlementStatement, selectSettlementsStatus, selectSettlementsError } =
  injectSlice(sellerSettlementsSlice.injectInto(rootReducer)).selectors;
