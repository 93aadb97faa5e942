import { attachModelRequest, declineModelRequest, fetchAdminModelRequestsPage } from '@/api/admin/modelRequests';
import { createPageThunk } from './pageThunk';
import { createApiThunk } from './thunk';

/** The console's model requests desk and its two decisions (docs/product.md §10 Model requests). */
export const loadAdminModelRequestsPage = createPageThunk('adminConsole/loadModelRequests', (_: void, { extra }) =>
  fetchAdminModelRequestsPage(extra.client)
);

const notWhileRunning = {
  condition: (_: unknown, { getState }: { getState(): unknown }) =>
    (getState() as { adminConsole: { action: { status: string } } }).adminConsole.action.status !== 'loading',
};

export const attachAdminModelRequest = createApiThunk(
  'adminConsole/attachModelRequest',
  (input: { requestId: number; modelId: number }, { extra }) => attachModelRequest(extra.client, input),
  notWhileRunning
);

export const declineAdminModelRequest = createApiThunk(
  'adminConsole/declineModelRequest',
  (input: { requestId: number; reason: string }, { extra }) => declineModelRequest(extra.client, input),
  notWhileRunning
);
