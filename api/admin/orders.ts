import type { ApiClient } from '../client';
import {
  op_adminOrderPageDocument,
  op_adminOrdersPageDocument,
  op_cancelOrderDocument,
  op_confirmOrderDocument,
  op_extendOrderDeadlineDocument,
  type AdminOrderFieldsFragment,
  type AdminOrderRowFieldsFragment,
  type op_adminOrderPageQuery,
  type op_adminOrdersPageQuery,
  type op_adminOrdersPageQueryVariables,
} from './generated';

/** The operator console's order calls (docs/product.md §10 Orders): one function per operation. */
export type AdminOrderRow = AdminOrderRowFieldsFragment;
export type AdminOrder = AdminOrderFieldsFragment;
export type AdminOrdersPage = op_adminOrdersPageQuery;
export type AdminOrderPage = op_adminOrderPageQuery;
export type AdminOrderSearchVariables = op_adminOrdersPageQueryVariables;

export const fetchAdminOrdersPage = (client: ApiClient, search: AdminOrderSearchVariables): Promise<AdminOrdersPage> =>
  client.request('admin', op_adminOrdersPageDocument, search);

export const fetchAdminOrderPage = (client: ApiClient, id: number): Promise<AdminOrderPage> =>
  client.request('admin', op_adminOrderPageDocument, { id });

export const cancelOrder = async (
  client: ApiClient,
  input: { id: number; reason: string; refundAmount: number | null }
): Promise<AdminOrder> => (await client.request('admin', op_cancelOrderDocument, input)).cancelOrder;

export const confirmOrder = async (client: ApiClient, input: { id: number; reason: string }): Promise<AdminOrder> =>
  (await client.request('admin', op_confirmOrderDocument, input)).confirmOrder;

export const extendOrderDeadline = async (
  client: ApiClient,
  input: { id: number; days: number; reason: string }
): Promise<AdminOrder> => (await client.request('admin', op_extendOrderDeadlineDocument, input)).extendOrderDeadline;
