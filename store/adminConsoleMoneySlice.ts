/** The console's money pages' state (docs/product.md §10): what they loaded, and their one running action. */
import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import type {
  AdminPeriodDetail,
  AdminSettlementPeriod,
  ClosablePeriod,
  DisputedReturn,
  DisputeOutcome,
  StatementPayment,
} from '@/api/admin/money';
import { addThunkCases, errorFromRejected, idleAsync, type AsyncFields } from './asyncStatus';
import { hydrate, replaceOnHydrate } from './hydrate';
import {
  closePeriod,
  decideDispute,
  loadAdminReturnsPage,
  loadAdminSettlementPeriodPage,
  loadAdminSettlementsPage,
  payStatement,
} from './adminConsoleMoneyThunks';
import { verifyFactor } from './adminConsoleThunks';
import { injectSlice, rootReducer } from './rootReducer';

export type AdminMoneyState = AsyncFields & {
  periods: AdminSettlementPeriod[];
  closable: ClosablePeriod | null;
  period: AdminPeriodDetail | null;
  disputes: DisputedReturn[];
  /** The running action (close, pay, decide), its error, and what the last one did (shown once). */
  action: AsyncFields;
  lastPayment: StatementPayment | null;
  lastDecision: DisputeOutcome | null;
};

export const initialAdminMoneyState: AdminMoneyState = {
  ...idleAsync,
  periods: [],
  closable: null,
  period: null,
  disputes: [],
  action: idleAsync,
  lastPayment: null,
  lastDecision: null,
};

const actions = [closePeriod, payStatement, decideDispute] as const;

export const adminMoneySlice = createSlice({
  name: 'adminMoney',
  initialState: initialAdminMoneyState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(hydrate, replaceOnHydrate<AdminMoneyState>('adminMoney'))
      .addCase(payStatement.fulfilled, (state, { payload }) => {
        state.lastPayment = payload;
      })
      .addCase(decideDispute.fulfilled, (state, { payload }) => {
        state.lastDecision = payload;
      })
      // The factor passed again: the money action may be tried again, its refusal no longer stands.
      .addCase(verifyFactor.fulfilled, (state) => {
        state.action = idleAsync;
      })
      .addMatcher(isAnyOf(...actions.map((a) => a.pending)), (state) => {
        state.action = { status: 'loading', error: null };
        state.lastPayment = null;
        state.lastDecision = null;
      })
      .addMatcher(isAnyOf(...actions.map((a) => a.fulfilled)), (state) => {
        state.action = { status: 'succeeded', error: null };
      })
      .addMatcher(isAnyOf(...actions.map((a) => a.rejected)), (state, action) => {
        state.action = { status: 'failed', error: errorFromRejected(action) };
      });
    addThunkCases(builder, loadAdminSettlementsPage, (state, { settlementPeriods, closableSettlementPeriod }) => {
      state.periods = settlementPeriods;
      state.closable = closableSettlementPeriod;
    });
    addThunkCases(builder, loadAdminSettlementPeriodPage, (state, { settlementPeriod }) => {
      state.period = settlementPeriod;
    });
    addThunkCases(builder, loadAdminReturnsPage, (state, { disputedReturns }) => {
      state.disputes = disputedReturns;
    });
  },
  selectors: {
    selectAdminMoney: (state) => state,
  },
});

export const { selectAdminMoney } = injectSlice(adminMoneySlice.injectInto(rootReducer)).selectors;
