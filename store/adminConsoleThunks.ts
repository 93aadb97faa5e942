import {
  confirmTotpEnrolment,
  createBusiness,
  editBusiness,
  fetchAdminAuditPage,
  fetchAdminBusinessPage,
  fetchAdminBusinessesPage,
  fetchAdminHomePage,
  fetchAdminMemberPage,
  fetchAdminMembersPage,
  fetchAdminModerationPage,
  decideModeration,
  issueSellerInvite,
  revokeSellerInvite,
  startTotpEnrolment,
  suspendBusiness,
  suspendMember,
  unsuspendBusiness,
  unsuspendMember,
  verifyOperator,
  type AdminBusinessInput,
  type ModerationDecisionInput,
  type ModerationFilter,
} from '@/api/admin/console';
import {
  cancelOrder,
  confirmOrder,
  extendOrderDeadline,
  fetchAdminOrderPage,
  fetchAdminOrdersPage,
  type AdminOrderSearchVariables,
} from '@/api/admin/orders';
import { createPageThunk } from './pageThunk';
import { createApiThunk } from './thunk';

/** The operator console's loaders (one operation per page) and actions (docs/product.md §10). */
export const loadAdminHomePage = createPageThunk('adminConsole/loadHome', (_: void, { extra }) =>
  fetchAdminHomePage(extra.client)
);

export const loadAdminBusinessesPage = createPageThunk(
  'adminConsole/loadBusinesses',
  (query: string | null, { extra }) => fetchAdminBusinessesPage(extra.client, query)
);

export const loadAdminBusinessPage = createPageThunk('adminConsole/loadBusiness', (id: number, { extra }) =>
  fetchAdminBusinessPage(extra.client, id)
);

export const loadAdminMembersPage = createPageThunk('adminConsole/loadMembers', (query: string, { extra }) =>
  fetchAdminMembersPage(extra.client, query)
);

export const loadAdminMemberPage = createPageThunk('adminConsole/loadMember', (id: number, { extra }) =>
  fetchAdminMemberPage(extra.client, id)
);

export const loadAdminAuditPage = createPageThunk('adminConsole/loadAudit', (before: number | null, { extra }) =>
  fetchAdminAuditPage(extra.client, before)
);

export const loadAdminModerationPage = createPageThunk(
  'adminConsole/loadModeration',
  async (filter: ModerationFilter, { extra }) => ({ ...(await fetchAdminModerationPage(extra.client, filter)), filter })
);

const idle = {
  condition: (_: unknown, { getState }: { getState: () => { adminConsole: { action: { status: string } } } }) =>
    getState().adminConsole.action.status !== 'loading',
};

export const startEnrolment = createApiThunk('adminConsole/startEnrolment', (_: void, { extra }) =>
  startTotpEnrolment(extra.client)
);

export const confirmEnrolment = createApiThunk(
  'adminConsole/confirmEnrolment',
  (code: string, { extra }) => confirmTotpEnrolment(extra.client, code),
  idle
);

export const verifyFactor = createApiThunk(
  'adminConsole/verify',
  (code: string, { extra }) => verifyOperator(extra.client, code),
  idle
);

export const createAdminBusiness = createApiThunk(
  'adminConsole/createBusiness',
  (input: AdminBusinessInput, { extra }) => createBusiness(extra.client, input),
  idle
);

export const editAdminBusiness = createApiThunk(
  'adminConsole/editBusiness',
  ({ id, input }: { id: number; input: AdminBusinessInput }, { extra }) => editBusiness(extra.client, id, input),
  idle
);

export const setBusinessSuspended = createApiThunk(
  'adminConsole/suspendBusiness',
  ({ id, reason }: { id: number; reason: string | null }, { extra }) =>
    reason === null ? unsuspendBusiness(extra.client, id) : suspendBusiness(extra.client, id, reason),
  idle
);

export const issueInvite = createApiThunk(
  'adminConsole/issueInvite',
  async (businessId: number, { extra, dispatch }) => {
    const issued = await issueSellerInvite(extra.client, businessId);
    await dispatch(loadAdminBusinessPage(businessId));
    return issued;
  },
  idle
);

export const revokeInvite = createApiThunk(
  'adminConsole/revokeInvite',
  async ({ inviteId, businessId }: { inviteId: number; businessId: number }, { extra, dispatch }) => {
    await revokeSellerInvite(extra.client, inviteId);
    await dispatch(loadAdminBusinessPage(businessId));
    return inviteId;
  },
  idle
);

export const setMemberSuspended = createApiThunk(
  'adminConsole/suspendMember',
  async ({ id, reason }: { id: number; reason: string | null }, { extra, dispatch }) => {
    const member =
      reason === null ? await unsuspendMember(extra.client, id) : await suspendMember(extra.client, id, reason);
    await dispatch(loadAdminMemberPage(id));
    return member;
  },
  idle
);

export const loadAdminOrdersPage = createPageThunk(
  'adminConsole/loadOrders',
  (search: AdminOrderSearchVariables, { extra }) => fetchAdminOrdersPage(extra.client, search)
);

export const loadAdminOrderPage = createPageThunk('adminConsole/loadOrder', (id: number, { extra }) =>
  fetchAdminOrderPage(extra.client, id)
);

/**
 * A refund is a money action (docs/product.md §10 Operator sign-in): the form asks the code again and
 * the factor is passed right before the cancellation, so the 5-minute window is always fresh.
 */
export const cancelAdminOrder = createApiThunk(
  'adminConsole/cancelOrder',
  async ({ code, ...input }: { id: number; reason: string; refundAmount: number | null; code: string }, { extra }) => {
    await verifyOperator(extra.client, code);
    return cancelOrder(extra.client, input);
  },
  idle
);

export const confirmAdminOrder = createApiThunk(
  'adminConsole/confirmOrder',
  (input: { id: number; reason: string }, { extra }) => confirmOrder(extra.client, input),
  idle
);

export const extendAdminOrderDeadline = createApiThunk(
  'adminConsole/extendOrderDeadline',
  (input: { id: number; days: number; reason: string }, { extra }) => extendOrderDeadline(extra.client, input),
  idle
);
/** A decision on a reported item, then the queue again (the item leaves 처리 대기). */
export const decideModerationItem = createApiThunk(
  'adminConsole/decideModeration',
  async ({ input, filter }: { input: ModerationDecisionInput; filter: ModerationFilter }, { extra, dispatch }) => {
    const outcome = await decideModeration(extra.client, input);
    await dispatch(loadAdminModerationPage(filter));
    return outcome;
  },
  idle
);
