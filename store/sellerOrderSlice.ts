/**
 * The seller console's requests, orders and one order (issue 17 §1): /seller/requests, /seller/orders,
 * /seller/orders/{id} and /seller/reservations/{id}. The lists and the order are server-owned
 * (replaced on hydrate); the state of a step or a report being sent is the browser's own and survives.
 */
import { createSlice, type Draft } from '@reduxjs/toolkit';
import type { SellerOrder, SellerOrderDetail, SellerOrderState, SellerRequest } from '@/api/order/sellerOrders';
import { addThunkCases, errorFromRejected, idleAsync, type AsyncFields } from './asyncStatus';
import { hydrate, replaceOnHydrate } from './hydrate';
import {
  actOnSellerOrder,
  loadMoreSellerOrders,
  loadSellerOrderPage,
  loadSellerOrdersPage,
  loadSellerRequestsPage,
  actOnSellerReturn,
  openDepositClaim,
  recordHandOver,
  recordReturn,
} from './sellerOrderThunks';
import { injectSlice, rootReducer } from './rootReducer';

export type SellerOrderListState = {
  status: SellerOrderState | null;
  orders: SellerOrder[];
  searchAfter: string | null;
};

export type SellerOrdersState = AsyncFields & {
  requests: SellerRequest[];
  list: SellerOrderListState;
  detail: SellerOrderDetail | null;
  more: AsyncFields;
  /** The step being sent and on which order (its buttons show the spinner). */
  action: AsyncFields & { orderId: number | null };
  report: AsyncFields;
};

export const initialSellerOrdersState: SellerOrdersState = {
  ...idleAsync,
  requests: [],
  list: { status: null, orders: [], searchAfter: null },
  detail: null,
  more: idleAsync,
  action: { ...idleAsync, orderId: null },
  report: idleAsync,
};

/** The detail after a step: the order as answered, and what the tables now allow besides it. */
function applyToDetail(detail: Draft<SellerOrderDetail>, order: SellerOrder) {
  detail.order = order;
  const reserved = order.process === 'rentalReservation' && order.state === 'RESERVED';
  detail.canRecordHandOver = reserved && !detail.conditionReports.some((r) => r.stage === 'CHECK_OUT');
  detail.canRecordReturn = reserved && !detail.conditionReports.some((r) => r.stage === 'CHECK_IN');
  if (order.state !== 'WAITING') {
    detail.respondBy = null;
    detail.minutesLeft = null;
  }
}

export const sellerOrderSlice = createSlice({
  name: 'sellerOrders',
  initialState: initialSellerOrdersState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(hydrate, replaceOnHydrate<SellerOrdersState>('sellerOrders', { keep: ['action', 'report', 'more'] }))
      .addCase(loadSellerOrdersPage.pending, (state, { meta }) => {
        state.list = { status: meta.arg, orders: [], searchAfter: null };
      })
      .addCase(loadMoreSellerOrders.pending, (state) => {
        state.more = { status: 'loading', error: null };
      })
      .addCase(loadMoreSellerOrders.fulfilled, (state, { payload }) => {
        const seen = new Set(state.list.orders.map((o) => o.id));
        state.list.orders.push(...payload.orders.filter((o) => !seen.has(o.id)));
        state.list.searchAfter = payload.searchAfter;
        state.more = { status: 'succeeded', error: null };
      })
      .addCase(loadMoreSellerOrders.rejected, (state, action) => {
        state.more = { status: 'failed', error: errorFromRejected(action) };
      })
      .addCase(actOnSellerOrder.pending, (state, { meta }) => {
        state.action = { status: 'loading', error: null, orderId: meta.arg.orderId };
      })
      .addCase(actOnSellerOrder.fulfilled, (state, { payload }) => {
        // An answered request leaves the list; the toast says what happened to it.
        state.requests = state.requests.filter((r) => r.order.id !== payload.id || payload.state === 'WAITING');
        state.list.orders = state.list.orders.map((o) => (o.id === payload.id ? payload : o));
        if (state.detail?.order.id === payload.id) applyToDetail(state.detail, payload);
        state.action = { status: 'succeeded', error: null, orderId: payload.id };
      })
      .addCase(actOnSellerOrder.rejected, (state, action) => {
        state.action = { status: 'failed', error: errorFromRejected(action), orderId: action.meta.arg.orderId };
      })
      .addMatcher(
        (a) =>
          recordHandOver.pending.match(a) ||
          recordReturn.pending.match(a) ||
          actOnSellerReturn.pending.match(a) ||
          openDepositClaim.pending.match(a),
        (state) => {
          state.report = { status: 'loading', error: null };
        }
      )
      .addMatcher(
        (a) =>
          recordHandOver.fulfilled.match(a) ||
          recordReturn.fulfilled.match(a) ||
          actOnSellerReturn.fulfilled.match(a) ||
          openDepositClaim.fulfilled.match(a),
        (state, action) => {
          state.detail = (action as ReturnType<typeof recordHandOver.fulfilled>).payload;
          state.report = { status: 'succeeded', error: null };
        }
      )
      .addMatcher(
        (a) =>
          recordHandOver.rejected.match(a) ||
          recordReturn.rejected.match(a) ||
          actOnSellerReturn.rejected.match(a) ||
          openDepositClaim.rejected.match(a),
        (state, action) => {
          state.report = { status: 'failed', error: errorFromRejected(action) };
        }
      );
    addThunkCases(builder, loadSellerRequestsPage, (state, { sellerRequests }) => {
      state.requests = sellerRequests;
    });
    addThunkCases(builder, loadSellerOrdersPage, (state, { sellerOrders }) => {
      state.list.orders = sellerOrders.orders;
      state.list.searchAfter = sellerOrders.searchAfter;
    });
    addThunkCases(builder, loadSellerOrderPage, (state, { sellerOrder }) => {
      state.detail = sellerOrder;
    });
  },
  selectors: {
    selectSellerRequests: (state) => state.requests,
    selectSellerOrderList: (state) => state.list,
    selectSellerOrderDetail: (state) => state.detail,
    selectSellerOrdersStatus: (state) => state.status,
    selectSellerOrdersError: (state) => state.error,
    selectMoreSellerOrders: (state) => state.more,
    selectSellerOrderAction: (state) => state.action,
    selectConditionReportSend: (state) => state.report,
  },
});

export const {
  selectSellerRequests,
  selectSellerOrderList,
  selectSellerOrderDetail,
  selectSellerOrdersStatus,
  selectSellerOrdersError,
  selectMoreSellerOrders,
  selectSellerOrderAction,
  selectConditionReportSend,
} = injectSlice(sellerOrderSlice.injectInto(rootReducer)).selectors;
