import {
  decideMessageReport,
  fetchAdminDisputeThreadsPage,
  fetchAdminMessageReportsPage,
  fetchMoreReportedMessages,
  type MessageReportDecision,
} from '@/api/admin/messageReports';
import { createPageThunk } from './pageThunk';
import { createApiThunk } from './thunk';

/** The console's message reports desk, its 더 보기 and decision, and a disputed order's threads (docs/product.md §10). */
export const loadAdminMessageReportsPage = createPageThunk('adminConsole/loadMessageReports', (_: void, { extra }) =>
  fetchAdminMessageReportsPage(extra.client)
);

export const loadMoreReportedMessages = createApiThunk(
  'adminConsole/moreReportedMessages',
  (after: string, { extra }) => fetchMoreReportedMessages(extra.client, after),
  {
    condition: (_: string, { getState }) =>
      (getState() as { adminConsole: { messageReports: { more: { status: string } } } }).adminConsole.messageReports
        .more.status !== 'loading',
  }
);

export const decideAdminMessageReport = createApiThunk(
  'adminConsole/decideMessageReport',
  (input: { messageId: number; decision: MessageReportDecision; reason: string }, { extra }) =>
    decideMessageReport(extra.client, input),
  {
    condition: (_: unknown, { getState }) =>
      (getState() as { adminConsole: { action: { status: string } } }).adminConsole.action.status !== 'loading',
  }
);

export const loadAdminDisputeThreadsPage = createPageThunk(
  'adminConsole/loadDisputeThreads',
  (orderId: number, { extra }) => fetchAdminDisputeThreadsPage(extra.client, orderId)
);
