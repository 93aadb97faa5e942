import type { ApiClient } from '../client';
import {
  bz_moreSellerOrdersDocument,
  bz_recordHandOverDocument,
  bz_recordReturnDocument,
  bz_sellerOrderActionDocument,
  bz_sellerOrderPageDocument,
  bz_sellerOrdersPageDocument,
  bz_sellerRequestsPageDocument,
  type bz_sellerOrderActionMutationVariables,
  type bz_sellerOrderPageQuery,
  type bz_sellerOrdersPageQuery,
  type bz_sellerRequestsPageQuery,
  type ConditionReportFieldsFragment,
  type SellerOrderAction,
  type SellerOrderDetailFieldsFragment,
  type SellerOrderFieldsFragment,
  type SellerOrderState,
  type SellerRequestFieldsFragment,
} from './generated';

/** The seller console's requests, orders and reservations (issue 17 §1): `bz_` operations of the order service. */
export type SellerOrder = SellerOrderFieldsFragment;
export type SellerRequest = SellerRequestFieldsFragment;
export type SellerOrderDetail = SellerOrderDetailFieldsFragment;
export type ConditionReport = ConditionReportFieldsFragment;
export type { SellerOrderAction, SellerOrderState };
export type SellerOrderPage = bz_sellerOrdersPageQuery['sellerOrders'];
export type SellerActionInput = bz_sellerOrderActionMutationVariables;
export type HandOverInput = { orderId: number; note: string; imageIds: number[] };
export type ReturnInput = HandOverInput & { damageNote: string | null };

/** /seller/requests: the viewer and the business's unanswered rental requests, nearest deadline first. */
export async function fetchSellerRequestsPage(client: ApiClient): Promise<bz_sellerRequestsPageQuery> {
  return client.request('order', bz_sellerRequestsPageDocument, {});
}

/** /seller/orders: the viewer and the first page of the business's orders, one state or all. */
export async function fetchSellerOrdersPage(
  client: ApiClient,
  status: SellerOrderState | null
): Promise<bz_sellerOrdersPageQuery> {
  return client.request('order', bz_sellerOrdersPageDocument, { status });
}

export async function fetchMoreSellerOrders(
  client: ApiClient,
  status: SellerOrderState | null,
  searchAfter: string
): Promise<SellerOrderPage> {
  return (await client.request('order', bz_moreSellerOrdersDocument, { status, searchAfter })).sellerOrders;
}

/** /seller/orders/{id} and /seller/reservations/{id}: the viewer and one order of the business. */
export async function fetchSellerOrderPage(client: ApiClient, id: number): Promise<bz_sellerOrderPageQuery> {
  return client.request('order', bz_sellerOrderPageDocument, { id });
}

/** A step on an order (수락, 거절, 발송 …): answers the order as it now is. */
export async function sendSellerOrderAction(client: ApiClient, input: SellerActionInput): Promise<SellerOrder> {
  return (await client.request('order', bz_sellerOrderActionDocument, input)).sellerOrderAction;
}

/** 인수인계: the photos (ids of the member's uploads) and a note; answers the reservation with its report. */
export async function sendHandOver(client: ApiClient, input: HandOverInput): Promise<SellerOrderDetail> {
  return (await client.request('order', bz_recordHandOverDocument, input)).recordHandOver;
}

/** 반납 확인: the report and 이용 완료 together; answers the reservation as it now is. */
export async function sendReturn(client: ApiClient, input: ReturnInput): Promise<SellerOrderDetail> {
  return (await client.request('order', bz_recordReturnDocument, input)).recordReturn;
}
