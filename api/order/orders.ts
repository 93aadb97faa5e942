import type { ApiClient } from '../client';
import {
  us_moreOrdersDocument,
  us_orderActionDocument,
  us_orderDetailDocument,
  us_ordersDocument,
  type OrderDetailFieldsFragment,
  type OrderKind,
  type OrderSummaryFieldsFragment,
  type us_orderDetailQuery,
  type us_ordersQuery,
} from './generated';

export type { OrderKind };
export type OrderSummary = OrderSummaryFieldsFragment;
export type OrderDetail = OrderDetailFieldsFragment;
export type OrderListPage = us_ordersQuery;
export type OrderDetailPage = us_orderDetailQuery;
export type OrderList = us_ordersQuery['orders'];

/** /user/reservations' one operation: the viewer and the tab's first 20 orders. */
export async function fetchOrdersPage(client: ApiClient, kind: OrderKind): Promise<OrderListPage> {
  return client.request('order', us_ordersDocument, { kind });
}

/** The next 20 orders of a tab by the list's cursor (더 보기). */
export async function fetchMoreOrders(client: ApiClient, kind: OrderKind, searchAfter: string): Promise<OrderList> {
  return (await client.request('order', us_moreOrdersDocument, { kind, searchAfter })).orders;
}

/** /user/reservations/{id}'s one operation: the viewer and the order. */
export async function fetchOrderDetailPage(client: ApiClient, id: number): Promise<OrderDetailPage> {
  return client.request('order', us_orderDetailDocument, { id });
}

/** A button of the order detail (취소, 구매 확정): answers the order as it is afterwards. */
export async function sendOrderAction(
  client: ApiClient,
  input: { orderId: number; action: string; reason?: string | null }
): Promise<OrderDetail> {
  return (
    await client.request('order', us_orderActionDocument, {
      orderId: input.orderId,
      action: input.action,
      reason: input.reason ?? null,
    })
  ).orderAction;
}
