/**
 * The order list (docs/product.md §3 Order list: orders) of /user/reservations: the open tab (렌탈 / 구매)
 * and its orders, paged by the service's cursor (§4 lists: replace, append). Server-owned.
 */
import { createSlice } from '@reduxjs/toolkit';
import type { OrderKind, OrderSummary } from '@/api/order/orders';
import { appendList, emptyList, replaceList, type CursorList } from '@/lib/lists';
import { addThunkCases, idleAsync, type AsyncFields, type AsyncStatus } from './asyncStatus';
import { hydrate, replaceOnHydrate } from './hydrate';
import { loadMoreOrders, loadOrdersPage } from './orderThunks';
import { injectSlice, rootReducer } from './rootReducer';

export type OrderListState = AsyncFields & {
  kind: OrderKind;
  orders: CursorList<OrderSummary>;
  moreStatus: AsyncStatus;
};

export const initialOrderListState: OrderListState = {
  kind: 'RENTAL',
  orders: emptyList<OrderSummary>(),
  moreStatus: 'idle',
  ...idleAsync,
};

// Immer drafts turn the cursor list's readonly cursor into a mutable one; the helpers return plain values.
const plain = (state: unknown) => state as OrderListState;

export const orderSlice = createSlice({
  name: 'order',
  initialState: initialOrderListState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(hydrate, replaceOnHydrate<OrderListState>('order'))
      .addCase(loadOrdersPage.pending, (state, { meta }) => {
        // The tab switches at once; its list follows.
        state.kind = meta.arg;
      })
      .addCase(loadMoreOrders.pending, (state) => {
        state.moreStatus = 'loading';
      })
      .addCase(loadMoreOrders.fulfilled, (state, { payload }) => {
        state.moreStatus = 'succeeded';
        if (payload.kind !== state.kind) return;
        plain(state).orders = appendList(
          plain(state).orders,
          { items: payload.list.orders, searchAfter: payload.list.searchAfter },
          (o) => o.id
        );
      })
      .addCase(loadMoreOrders.rejected, (state) => {
        state.moreStatus = 'failed';
      });
    addThunkCases(builder, loadOrdersPage, (state, answer) => {
      state.moreStatus = 'idle';
      plain(state).orders = replaceList(
        undefined,
        { items: answer.orders.orders, searchAfter: answer.orders.searchAfter },
        (o) => o.id
      );
    });
  },
  selectors: {
    selectOrderList: (state) => state,
    selectOrders: (state) => state.orders.items,
    selectHasMoreOrders: (state) => state.orders.searchAfter !== null,
  },
});

export const { selectOrderList, selectOrders, selectHasMoreOrders } = injectSlice(
  orderSlice.injectInto(rootReducer)
).selectors;
