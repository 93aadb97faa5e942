import type { ApiClient } from '../client';
import {
  op_adminClaimPageDocument,
  op_adminClaimsPageDocument,
  op_decideClaimDocument,
  type AdminClaimFieldsFragment,
  type AdminClaimSummaryFieldsFragment,
  type op_adminClaimPageQuery,
  type op_adminClaimsPageQuery,
} from './generated';

/** The console's damage-claim calls (docs/product.md §10 Damage claims). */
export type AdminClaimSummary = AdminClaimSummaryFieldsFragment;
export type AdminClaim = AdminClaimFieldsFragment;
export type AdminClaimsPage = op_adminClaimsPageQuery;
export type AdminClaimPage = op_adminClaimPageQuery;
export type ClaimOutcome = 'CAPTURE_ALL' | 'CAPTURE_PART' | 'RELEASE';
export type ClaimDecision = { id: number; outcome: ClaimOutcome; amount: number | null; reason: string };

export const fetchAdminClaimsPage = (client: ApiClient): Promise<AdminClaimsPage> =>
  client.request('admin', op_adminClaimsPageDocument, {});

export const fetchAdminClaimPage = (client: ApiClient, id: number): Promise<AdminClaimPage> =>
  client.request('admin', op_adminClaimPageDocument, { id });

export const decideClaim = async (client: ApiClient, decision: ClaimDecision): Promise<AdminClaim> =>
  (await client.request('admin', op_decideClaimDocument, decision)).decideClaim;
