/**
 * The member's order screens (/user/reservations, /user/reservations/{id}, /order/complete/{id},
 * /recommendations/popular/{paymentId}): each page's one operation of the order service carries the
 * viewer (createPageThunk); 더 보기 and the order's buttons are plain thunks.
 */
import {
  fetchMorePopularRecommendation,
  fetchOrderCompletePage,
  fetchPopularRecommendationPage,
} from '@/api/order/orderComplete';
import {
  fetchMoreOrders,
  fetchOrderDetailPage,
  fetchOrdersPage,
  sendOrderAction,
  type OrderKind,
} from '@/api/order/orders';
import { sendReturnAction, sendReturnRequest, type ReturnRequestInput } from '@/api/order/returns';
import { sendDepositAnswer, type DepositAnswerInput } from '@/api/order/deposits';
import { createPageThunk } from './pageThunk';
import { createApiThunk } from './thunk';

export const loadOrdersPage = createPageThunk('order/loadPage', (kind: OrderKind, { extra }) =>
  fetchOrdersPage(extra.client, kind)
);

/** The tab's next 20 by its cursor; the answer names the tab so a late page of a tab left behind is dropped. */
export const loadMoreOrders = createApiThunk(
  'order/more',
  async (_: void, { extra, getState }) => {
    const { kind, orders } = getState().order;
    return { kind, list: await fetchMoreOrders(extra.client, kind, orders.searchAfter as string) };
  },
  {
    condition: (_, { getState }) => {
      const state = getState().order;
      return state.orders.searchAfter !== null && state.moreStatus !== 'loading' && state.status !== 'loading';
    },
  }
);

export const loadOrderDetailPage = createPageThunk('orderDetail/loadPage', (id: number, { extra }) =>
  fetchOrderDetailPage(extra.client, id)
);

/** 취소 or 구매 확정: one at a time; the answer is the order as it is now. */
export const runOrderAction = createApiThunk(
  'orderDetail/action',
  (input: { orderId: number; action: string; reason?: string | null }, { extra }) =>
    sendOrderAction(extra.client, input),
  { condition: (_, { getState }) => getState().orderDetail.action.status !== 'loading' }
);

/** 반품·교환 신청 and the customer's return steps share the detail's one action slot. */
export const requestOrderReturn = createApiThunk(
  'orderDetail/requestReturn',
  (input: ReturnRequestInput, { extra }) => sendReturnRequest(extra.client, input),
  { condition: (_, { getState }) => getState().orderDetail.action.status !== 'loading' }
);

export const runReturnAction = createApiThunk(
  'orderDetail/returnAction',
  (input: { orderId: number; action: 'dispute' | 'withdraw'; reason?: string | null }, { extra }) =>
    sendReturnAction(extra.client, input),
  { condition: (_, { getState }) => getState().orderDetail.action.status !== 'loading' }
);

/** 손상 청구 수락 or 이의 제기 (docs/product.md §4 Damage deposits): answers the whole order detail. */
export const answerDepositClaim = createApiThunk(
  'orderDetail/depositAnswer',
  (input: DepositAnswerInput, { extra }) => sendDepositAnswer(extra.client, input),
  { condition: (_, { getState }) => getState().orderDetail.action.status !== 'loading' }
);

export const loadOrderCompletePage = createPageThunk('orderComplete/loadPage', (id: number, { extra }) =>
  fetchOrderCompletePage(extra.client, id)
);

export const loadPopularRecommendationPage = createPageThunk(
  'popularRecommendation/loadPage',
  (paymentId: number, { extra }) => fetchPopularRecommendationPage(extra.client, paymentId)
);

export const loadMorePopularRecommendation = createApiThunk(
  'popularRecommendation/more',
  async (_: void, { extra, getState }) => {
    const { paymentId, recommendationItemList } = getState().popularRecommendation;
    return fetchMorePopularRecommendation(
      extra.client,
      paymentId as number,
      recommendationItemList.searchAfter as string
    );
  },
  {
    condition: (_, { getState }) => {
      const state = getState().popularRecommendation;
      return (
        state.paymentId !== null && state.recommendationItemList.searchAfter !== null && state.moreStatus !== 'loading'
      );
    },
  }
);
