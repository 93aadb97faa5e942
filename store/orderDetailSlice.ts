/**
 * The order detail (docs/product.md §3 Order detail paymentEntity) of /user/reservations/{id}, and the state of
 * its buttons: an action's answer is the order as it is now, so the screen shows the server's truth.
 */
import { createSlice } from '@reduxjs/toolkit';
import type { OrderDetail } from '@/api/order/orders';
import { addThunkCases, errorFromRejected, idleAsync, type AsyncFields } from './asyncStatus';
import { hydrate, replaceOnHydrate } from './hydrate';
import {
  answerDepositClaim,
  loadOrderDetailPage,
  requestOrderReturn,
  runOrderAction,
  runReturnAction,
} from './orderThunks';
import { injectSlice, rootReducer } from './rootReducer';

export type OrderDetailState = AsyncFields & {
  paymentEntity: OrderDetail | null;
  action: AsyncFields & { name: string | null };
};

export const initialOrderDetailState: OrderDetailState = {
  paymentEntity: null,
  action: { ...idleAsync, name: null },
  ...idleAsync,
};

export const orderDetailSlice = createSlice({
  name: 'orderDetail',
  initialState: initialOrderDetailState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(hydrate, replaceOnHydrate<OrderDetailState>('orderDetail', { keep: ['action'] }))
      .addCase(runOrderAction.pending, (state, { meta }) => {
        state.action = { status: 'loading', error: null, name: meta.arg.action };
      })
      .addCase(runOrderAction.fulfilled, (state, { payload }) => {
        if (state.paymentEntity?.id === payload.id) state.paymentEntity = payload;
        state.action.status = 'succeeded';
      })
      .addCase(runOrderAction.rejected, (state, action) => {
        state.action.status = 'failed';
        state.action.error = errorFromRejected(action);
      })
      .addMatcher(
        (a) =>
          requestOrderReturn.pending.match(a) ||
          runReturnAction.pending.match(a) ||
          answerDepositClaim.pending.match(a),
        (state, action) => {
          const arg = (action as ReturnType<typeof runReturnAction.pending>).meta.arg;
          state.action = {
            status: 'loading',
            error: null,
            name: 'action' in arg ? arg.action : 'answer' in arg ? 'depositAnswer' : 'requestReturn',
          };
        }
      )
      .addMatcher(
        (a) =>
          requestOrderReturn.fulfilled.match(a) ||
          runReturnAction.fulfilled.match(a) ||
          answerDepositClaim.fulfilled.match(a),
        (state, action) => {
          const payload = (action as ReturnType<typeof runReturnAction.fulfilled>).payload;
          if (state.paymentEntity?.id === payload.id) state.paymentEntity = payload;
          state.action.status = 'succeeded';
        }
      )
      .addMatcher(
        (a) =>
          requestOrderReturn.rejected.match(a) ||
          runReturnAction.rejected.match(a) ||
          answerDepositClaim.rejected.match(a),
        (state, action) => {
          state.action.status = 'failed';
          state.action.error = errorFromRejected(action as ReturnType<typeof runReturnAction.rejected>);
        }
      );
    addThunkCases(builder, loadOrderDetailPage, (state, { order }) => {
      state.paymentEntity = order;
      state.action = { ...idleAsync, name: null };
    });
  },
  selectors: {
    selectOrderDetail: (state) => state.paymentEntity,
    selectOrderDetailStatus: (state) => state.status,
    selectOrderDetailError: (state) => state.error,
    selectOrderActionState: (state) => state.action,
  },
});

export const { selectOrderDetail, selectOrderDetailStatus, selectOrderDetailError, selectOrderActionState } =
  injectSlice(orderDetailSlice.injectInto(rootReducer)).selectors;
