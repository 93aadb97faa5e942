import {
  fetchMoreSellerOrders,
  fetchSellerOrderPage,
  fetchSellerOrdersPage,
  fetchSellerRequestsPage,
  sendHandOver,
  sendReturn,
  sendSellerOrderAction,
  type HandOverInput,
  type ReturnInput,
  type SellerActionInput,
  type SellerOrderState,
} from '@/api/order/sellerOrders';
import { sendSellerReturnAction, type SellerReturnInput } from '@/api/order/returns';
import { sendDepositClaim, type DepositClaimInput } from '@/api/order/deposits';
import { createPageThunk } from './pageThunk';
import { createApiThunk } from './thunk';

/** /seller/requests' loader: the viewer and the requests waiting for an answer. */
export const loadSellerRequestsPage = createPageThunk('sellerOrders/loadRequests', (_: void, { extra }) =>
  fetchSellerRequestsPage(extra.client)
);

/** /seller/orders' loader: the viewer and the first page of one state's orders (null: every state). */
export const loadSellerOrdersPage = createPageThunk(
  'sellerOrders/loadOrders',
  (status: SellerOrderState | null, { extra }) => fetchSellerOrdersPage(extra.client, status)
);

/** /seller/orders/{id} and /seller/reservations/{id}: the viewer and the order. */
export const loadSellerOrderPage = createPageThunk('sellerOrders/loadOrder', (id: number, { extra }) =>
  fetchSellerOrderPage(extra.client, id)
);

/** 더 보기 of the order list: the next page after the last one shown, of the same filter. */
export const loadMoreSellerOrders = createApiThunk(
  'sellerOrders/loadMore',
  (_: void, { extra, getState }) => {
    const { status, searchAfter } = getState().sellerOrders.list;
    return fetchMoreSellerOrders(extra.client, status, searchAfter ?? '');
  },
  {
    condition: (_, { getState }) =>
      getState().sellerOrders.list.searchAfter !== null && getState().sellerOrders.more.status !== 'loading',
  }
);

/** One step on an order; a second tap while one runs is dropped (no double submission). */
export const actOnSellerOrder = createApiThunk(
  'sellerOrders/act',
  (input: SellerActionInput, { extra }) => sendSellerOrderAction(extra.client, input),
  { condition: (_, { getState }) => getState().sellerOrders.action.status !== 'loading' }
);

/** A step on a sale's return (접수, 검수, 환불, 교환품 발송, 거절): answers the whole detail. */
export const actOnSellerReturn = createApiThunk(
  'sellerOrders/returnAction',
  (input: SellerReturnInput, { extra }) => sendSellerReturnAction(extra.client, input),
  { condition: (_, { getState }) => getState().sellerOrders.report.status !== 'loading' }
);

/** 손상 청구 on a returned rental (docs/product.md §4 Damage deposits): answers the whole detail. */
export const openDepositClaim = createApiThunk(
  'sellerOrders/depositClaim',
  (input: DepositClaimInput, { extra }) => sendDepositClaim(extra.client, input),
  { condition: (_, { getState }) => getState().sellerOrders.report.status !== 'loading' }
);

export const recordHandOver = createApiThunk(
  'sellerOrders/handOver',
  (input: HandOverInput, { extra }) => sendHandOver(extra.client, input),
  { condition: (_, { getState }) => getState().sellerOrders.report.status !== 'loading' }
);

export const recordReturn = createApiThunk(
  'sellerOrders/return',
  (input: ReturnInput, { extra }) => sendReturn(extra.client, input),
  { condition: (_, { getState }) => getState().sellerOrders.report.status !== 'loading' }
);
