/** The operator console's state (docs/product.md §10): what its pages loaded, and its one running action. */
import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import type {
  AdminBusiness,
  AdminBusinessDetail,
  AdminMember,
  AdminMemberDetail,
  AuditEntry,
  IssuedInvite,
  ModerationFilter,
  ModerationItem,
  Operator,
  TotpEnrolment,
} from '@/api/admin/console';
import type { AdminOrder, AdminOrderRow } from '@/api/admin/orders';
import type { AdminClaim, AdminClaimSummary } from '@/api/admin/claims';
import type { AdminModelRequest } from '@/api/admin/modelRequests';
import type { AdminMessageThread, ReportedMessage } from '@/api/admin/messageReports';
import { addThunkCases, errorFromRejected, idleAsync, type AsyncFields } from './asyncStatus';
import { hydrate, replaceOnHydrate } from './hydrate';
import {
  cancelAdminOrder,
  confirmAdminOrder,
  extendAdminOrderDeadline,
  loadAdminOrderPage,
  loadAdminOrdersPage,
  confirmEnrolment,
  createAdminBusiness,
  decideModerationItem,
  editAdminBusiness,
  issueInvite,
  loadAdminAuditPage,
  loadAdminBusinessPage,
  loadAdminBusinessesPage,
  loadAdminHomePage,
  loadAdminMemberPage,
  loadAdminMembersPage,
  loadAdminModerationPage,
  revokeInvite,
  setBusinessSuspended,
  setMemberSuspended,
  startEnrolment,
  verifyFactor,
} from './adminConsoleThunks';
import {
  loadAdminReturnsPage,
  loadAdminSettlementPeriodPage,
  loadAdminSettlementsPage,
} from './adminConsoleMoneyThunks';
import { decideAdminClaim, loadAdminClaimPage, loadAdminClaimsPage } from './adminClaimsThunks';
import {
  attachAdminModelRequest,
  declineAdminModelRequest,
  loadAdminModelRequestsPage,
} from './adminModelRequestsThunks';
import {
  decideAdminMessageReport,
  loadAdminDisputeThreadsPage,
  loadAdminMessageReportsPage,
  loadMoreReportedMessages,
} from './adminMessageReportsThunks';
import { loadAdminInquiriesPage, loadAdminInquiryPage } from './inquiriesThunks';
import { injectSlice, rootReducer } from './rootReducer';

export type AdminConsoleState = AsyncFields & {
  operator: Operator | null;
  businesses: AdminBusiness[];
  business: AdminBusinessDetail | null;
  members: AdminMember[];
  member: AdminMemberDetail | null;
  audit: { entries: AuditEntry[]; nextBefore: number | null };
  orders: { rows: AdminOrderRow[]; after: string | null };
  order: AdminOrder | null;
  /** /admin/moderation: the filter shown and its items; how many wait (the home page shows it too). */
  moderation: { filter: ModerationFilter; items: ModerationItem[] };
  moderationPendingCount: number | null;
  /** Disputed damage claims (oldest first) and the one being decided. */
  claims: AdminClaimSummary[];
  claim: AdminClaim | null;
  /** Open model requests (oldest first); a decided one leaves the list. */
  modelRequests: AdminModelRequest[];
  /** /admin/message-reports: the reported messages shown (oldest first), where 더 보기 continues, its load. */
  messageReports: { entries: ReportedMessage[]; after: string | null; more: AsyncFields };
  /** Open message reports (the navigation's badge); null until a verified page has read it. */
  messageReportOpenCount: number | null;
  /** /admin/order-messages/{id}: the disputed order's threads, read-only. */
  disputeThreads: AdminMessageThread[] | null;
  /** The running action (enrol, verify, create, edit, suspend, invite) and its error. */
  action: AsyncFields;
  /** Shown once: the secret and QR code while enrolling, the recovery codes, a new invite code. */
  enrolment: TotpEnrolment | null;
  recoveryCodes: string[] | null;
  issuedInvite: IssuedInvite | null;
};

export const initialAdminConsoleState: AdminConsoleState = {
  ...idleAsync,
  operator: null,
  businesses: [],
  business: null,
  members: [],
  member: null,
  audit: { entries: [], nextBefore: null },
  orders: { rows: [], after: null },
  order: null,
  moderation: { filter: 'PENDING', items: [] },
  moderationPendingCount: null,
  claims: [],
  claim: null,
  modelRequests: [],
  messageReports: { entries: [], after: null, more: idleAsync },
  messageReportOpenCount: null,
  disputeThreads: null,
  action: idleAsync,
  enrolment: null,
  recoveryCodes: null,
  issuedInvite: null,
};

const actions = [
  startEnrolment,
  confirmEnrolment,
  verifyFactor,
  createAdminBusiness,
  editAdminBusiness,
  setBusinessSuspended,
  issueInvite,
  revokeInvite,
  setMemberSuspended,
  cancelAdminOrder,
  confirmAdminOrder,
  extendAdminOrderDeadline,
  decideModerationItem,
  decideAdminClaim,
  attachAdminModelRequest,
  declineAdminModelRequest,
  decideAdminMessageReport,
] as const;

export const adminConsoleSlice = createSlice({
  name: 'adminConsole',
  initialState: initialAdminConsoleState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(hydrate, replaceOnHydrate<AdminConsoleState>('adminConsole'))
      .addCase(startEnrolment.fulfilled, (state, { payload }) => {
        state.enrolment = payload;
      })
      .addCase(confirmEnrolment.fulfilled, (state, { payload }) => {
        state.enrolment = null;
        state.recoveryCodes = payload.recoveryCodes;
        if (state.operator)
          state.operator = { ...state.operator, enrolled: true, verifiedUntil: payload.verifiedUntil };
      })
      .addCase(verifyFactor.fulfilled, (state, { payload }) => {
        if (state.operator) state.operator.verifiedUntil = payload.verifiedUntil;
      })
      .addCase(editAdminBusiness.fulfilled, (state, { payload }) => {
        if (state.business) state.business = { ...state.business, ...payload };
      })
      .addCase(setBusinessSuspended.fulfilled, (state, { payload }) => {
        if (state.business) state.business = { ...state.business, ...payload };
      })
      .addCase(decideAdminClaim.fulfilled, (state, { payload }) => {
        state.claim = payload;
        state.claims = state.claims.filter((c) => c.id !== payload.summary.id);
      })
      .addCase(decideAdminMessageReport.fulfilled, (state, { payload }) => {
        // Every report of the message was decided with it: it leaves the desk.
        state.messageReports.entries = state.messageReports.entries.filter((e) => e.messageId !== payload.messageId);
        if (state.messageReportOpenCount !== null)
          state.messageReportOpenCount = Math.max(0, state.messageReportOpenCount - 1);
      })
      .addCase(loadMoreReportedMessages.pending, (state) => {
        state.messageReports.more = { status: 'loading', error: null };
      })
      .addCase(loadMoreReportedMessages.fulfilled, (state, { payload }) => {
        const shown = new Set(state.messageReports.entries.map((e) => e.messageId));
        state.messageReports.entries.push(...payload.entries.filter((e) => !shown.has(e.messageId)));
        state.messageReports.after = payload.after;
        state.messageReports.more = { status: 'succeeded', error: null };
        state.messageReportOpenCount = payload.openCount;
      })
      .addCase(loadMoreReportedMessages.rejected, (state, action) => {
        state.messageReports.more = { status: 'failed', error: errorFromRejected(action) };
      })
      .addCase(issueInvite.pending, (state) => {
        state.issuedInvite = null;
      })
      .addCase(issueInvite.fulfilled, (state, { payload }) => {
        state.issuedInvite = payload;
      })
      .addMatcher(
        isAnyOf(attachAdminModelRequest.fulfilled, declineAdminModelRequest.fulfilled),
        (state, { payload }) => {
          state.modelRequests = state.modelRequests.filter((r) => r.id !== payload.id);
        }
      )
      .addMatcher(
        isAnyOf(cancelAdminOrder.fulfilled, confirmAdminOrder.fulfilled, extendAdminOrderDeadline.fulfilled),
        (state, { payload }) => {
          state.order = payload;
        }
      )
      .addMatcher(isAnyOf(...actions.map((a) => a.pending)), (state) => {
        state.action = { status: 'loading', error: null };
      })
      .addMatcher(isAnyOf(...actions.map((a) => a.fulfilled)), (state) => {
        state.action = { status: 'succeeded', error: null };
      })
      .addMatcher(isAnyOf(...actions.map((a) => a.rejected)), (state, action) => {
        state.action = { status: 'failed', error: errorFromRejected(action) };
      });
    addThunkCases(builder, loadAdminHomePage, (state, { operator, moderationPendingCount, messageReportOpenCount }) => {
      state.operator = operator;
      state.moderationPendingCount = moderationPendingCount ?? null;
      state.messageReportOpenCount = messageReportOpenCount ?? null;
    });
    addThunkCases(builder, loadAdminMessageReportsPage, (state, { operator, reportedMessages }) => {
      state.operator = operator;
      state.messageReports = { entries: reportedMessages.entries, after: reportedMessages.after, more: idleAsync };
      state.messageReportOpenCount = reportedMessages.openCount;
    });
    addThunkCases(builder, loadAdminDisputeThreadsPage, (state, { operator, disputeMessageThreads }) => {
      state.operator = operator;
      state.disputeThreads = disputeMessageThreads;
    });
    addThunkCases(builder, loadAdminBusinessesPage, (state, { operator, adminBusinesses }) => {
      state.operator = operator;
      state.businesses = adminBusinesses;
    });
    addThunkCases(builder, loadAdminBusinessPage, (state, { operator, adminBusiness }) => {
      state.operator = operator;
      state.business = adminBusiness;
    });
    addThunkCases(builder, loadAdminMembersPage, (state, { operator, adminMembers }) => {
      state.operator = operator;
      state.members = adminMembers;
    });
    addThunkCases(builder, loadAdminMemberPage, (state, { operator, adminMember }) => {
      state.operator = operator;
      state.member = adminMember;
    });
    addThunkCases(builder, loadAdminModerationPage, (state, { operator, moderationQueue, filter }) => {
      state.operator = operator;
      state.moderation = { filter, items: moderationQueue.items };
      state.moderationPendingCount = moderationQueue.pendingCount;
    });
    addThunkCases(builder, loadAdminAuditPage, (state, { operator, auditLog }) => {
      state.operator = operator;
      state.audit = auditLog;
    });
    // The money pages (store/adminConsoleMoneySlice.ts) bring the operator for the frame too.
    const takeOperator = (state: AdminConsoleState, { operator }: { operator: Operator }) => {
      state.operator = operator;
    };
    addThunkCases(builder, loadAdminSettlementsPage, takeOperator);
    addThunkCases(builder, loadAdminSettlementPeriodPage, takeOperator);
    addThunkCases(builder, loadAdminReturnsPage, takeOperator);
    // The inquiry pages keep their rows in the inquiries slice; the console's frame needs the operator.
    addThunkCases(builder, loadAdminInquiriesPage, takeOperator);
    addThunkCases(builder, loadAdminInquiryPage, takeOperator);
    addThunkCases(builder, loadAdminOrdersPage, (state, { operator, adminOrders }) => {
      state.operator = operator;
      state.orders = { rows: adminOrders.orders, after: adminOrders.after };
    });
    addThunkCases(builder, loadAdminOrderPage, (state, { operator, adminOrder }) => {
      state.operator = operator;
      state.order = adminOrder;
    });
    addThunkCases(builder, loadAdminClaimsPage, (state, { operator, disputedClaims }) => {
      state.operator = operator;
      state.claims = disputedClaims;
    });
    addThunkCases(builder, loadAdminModelRequestsPage, (state, { operator, openModelRequests }) => {
      state.operator = operator;
      state.modelRequests = openModelRequests;
    });
    addThunkCases(builder, loadAdminClaimPage, (state, { operator, adminClaim }) => {
      state.operator = operator;
      state.claim = adminClaim;
    });
  },
  selectors: {
    selectAdminConsole: (state) => state,
  },
});

export const { selectAdminConsole } = injectSlice(adminConsoleSlice.injectInto(rootReducer)).selectors;
