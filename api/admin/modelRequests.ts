import type { ApiClient } from '../client';
import {
  op_adminModelRequestsPageDocument,
  op_attachModelRequestDocument,
  op_declineModelRequestDocument,
  type AdminModelRequestFieldsFragment,
  type op_adminModelRequestsPageQuery,
  type op_attachModelRequestMutation,
} from './generated';

/** The console's model requests desk (docs/product.md §10 Model requests). */
export type AdminModelRequest = AdminModelRequestFieldsFragment;
export type AdminModelRequestsPage = op_adminModelRequestsPageQuery;
export type ModelRequestOutcome = op_attachModelRequestMutation['attachModelRequest'];

export const fetchAdminModelRequestsPage = (client: ApiClient): Promise<AdminModelRequestsPage> =>
  client.request('admin', op_adminModelRequestsPageDocument, {});

export const attachModelRequest = async (
  client: ApiClient,
  input: { requestId: number; modelId: number }
): Promise<ModelRequestOutcome> =>
  (await client.request('admin', op_attachModelRequestDocument, input)).attachModelRequest;

export const declineModelRequest = async (
  client: ApiClient,
  input: { requestId: number; reason: string }
): Promise<ModelRequestOutcome> =>
  (await client.request('admin', op_declineModelRequestDocument, input)).declineModelRequest;
