import type { ApiClient } from '../client';
import {
  op_adminDisputeThreadsPageDocument,
  op_adminMessageReportsPageDocument,
  op_decideMessageReportDocument,
  op_moreReportedMessagesDocument,
  type AdminMessageReportPageFieldsFragment,
  type AdminMessageThreadFieldsFragment,
  type AdminReportedMessageFieldsFragment,
  type MessageReportDecision,
  type op_adminDisputeThreadsPageQuery,
  type op_adminMessageReportsPageQuery,
  type op_decideMessageReportMutation,
} from './generated';

/** The message reports desk and a disputed order's threads (docs/product.md §10 Message reports). */
export type ReportedMessage = AdminReportedMessageFieldsFragment;
export type ReportedMessagePage = AdminMessageReportPageFieldsFragment;
export type AdminMessageThread = AdminMessageThreadFieldsFragment;
export type { MessageReportDecision };
export type MessageReportOutcome = op_decideMessageReportMutation['decideMessageReport'];

export const fetchAdminMessageReportsPage = (client: ApiClient): Promise<op_adminMessageReportsPageQuery> =>
  client.request('admin', op_adminMessageReportsPageDocument, {});

export const fetchMoreReportedMessages = async (client: ApiClient, after: string): Promise<ReportedMessagePage> =>
  (await client.request('admin', op_moreReportedMessagesDocument, { after })).reportedMessages;

export const decideMessageReport = async (
  client: ApiClient,
  input: { messageId: number; decision: MessageReportDecision; reason: string }
): Promise<MessageReportOutcome> =>
  (await client.request('admin', op_decideMessageReportDocument, input)).decideMessageReport;

export const fetchAdminDisputeThreadsPage = (
  client: ApiClient,
  orderId: number
): Promise<op_adminDisputeThreadsPageQuery> => client.request('admin', op_adminDisputeThreadsPageDocument, { orderId });
