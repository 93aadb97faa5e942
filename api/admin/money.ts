import type { ApiClient } from '../client';
import {
  op_adminReturnsPageDocument,
  op_adminSettlementPeriodPageDocument,
  op_adminSettlementsPageDocument,
  op_closeSettlementPeriodDocument,
  op_decideDisputedReturnDocument,
  op_markStatementPaidDocument,
  type DisputeDecision,
  type op_adminReturnsPageQuery,
  type op_adminSettlementPeriodPageQuery,
  type op_adminSettlementsPageQuery,
  type op_closeSettlementPeriodMutation,
  type op_decideDisputedReturnMutation,
  type op_markStatementPaidMutation,
} from './generated';

/** The console's money pages (docs/product.md §10): settlement and disputed returns, one function per operation. */
export type AdminSettlementsPage = op_adminSettlementsPageQuery;
export type AdminSettlementPeriod = AdminSettlementsPage['settlementPeriods'][number];
export type ClosablePeriod = AdminSettlementsPage['closableSettlementPeriod'];
export type AdminSettlementPeriodPage = op_adminSettlementPeriodPageQuery;
export type AdminPeriodDetail = AdminSettlementPeriodPage['settlementPeriod'];
export type AdminStatement = AdminPeriodDetail['statements'][number];
export type AdminReturnsPage = op_adminReturnsPageQuery;
export type DisputedReturn = AdminReturnsPage['disputedReturns'][number];
export type ClosedPeriod = op_closeSettlementPeriodMutation['closeSettlementPeriod'];
export type StatementPayment = op_markStatementPaidMutation['markStatementPaid'];
export type DisputeOutcome = op_decideDisputedReturnMutation['decideDisputedReturn'];
export type { DisputeDecision };

export const fetchAdminSettlementsPage = (client: ApiClient): Promise<AdminSettlementsPage> =>
  client.request('admin', op_adminSettlementsPageDocument, {});

export const fetchAdminSettlementPeriodPage = (
  client: ApiClient,
  periodStart: string
): Promise<AdminSettlementPeriodPage> => client.request('admin', op_adminSettlementPeriodPageDocument, { periodStart });

export const fetchAdminReturnsPage = (client: ApiClient): Promise<AdminReturnsPage> =>
  client.request('admin', op_adminReturnsPageDocument, {});

export const closeSettlementPeriod = async (client: ApiClient, periodStart: string): Promise<ClosedPeriod> =>
  (await client.request('admin', op_closeSettlementPeriodDocument, { periodStart })).closeSettlementPeriod;

export const markStatementPaid = async (
  client: ApiClient,
  statementId: number,
  transferReference: string
): Promise<StatementPayment> =>
  (await client.request('admin', op_markStatementPaidDocument, { statementId, transferReference })).markStatementPaid;

export const decideDisputedReturn = async (
  client: ApiClient,
  orderId: number,
  decision: DisputeDecision,
  reason: string
): Promise<DisputeOutcome> =>
  (await client.request('admin', op_decideDisputedReturnDocument, { orderId, decision, reason })).decideDisputedReturn;

/** The payout list for the bank, an operator-only download (server/http/adminPayoutCsv.ts). */
export const payoutCsvPath = (periodStart: string) => `/app/v4/admin/settlements/${periodStart}/payouts.csv`;
