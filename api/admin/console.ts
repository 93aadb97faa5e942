import type { ApiClient } from '../client';
import {
  op_adminAuditPageDocument,
  op_adminBusinessPageDocument,
  op_adminBusinessesPageDocument,
  op_adminHomePageDocument,
  op_adminMemberPageDocument,
  op_adminMembersPageDocument,
  op_adminModerationPageDocument,
  op_decideModerationDocument,
  op_confirmTotpEnrolmentDocument,
  op_createBusinessDocument,
  op_editBusinessDocument,
  op_issueSellerInviteDocument,
  op_revokeSellerInviteDocument,
  op_startTotpEnrolmentDocument,
  op_suspendBusinessDocument,
  op_suspendMemberDocument,
  op_unsuspendBusinessDocument,
  op_unsuspendMemberDocument,
  op_verifyOperatorDocument,
  type AdminBusinessFieldsFragment,
  type AdminBusinessInput,
  type AdminMemberFieldsFragment,
  type op_adminAuditPageQuery,
  type op_adminBusinessPageQuery,
  type op_adminBusinessesPageQuery,
  type op_adminHomePageQuery,
  type op_adminMemberPageQuery,
  type op_adminMembersPageQuery,
  type op_adminModerationPageQuery,
  type op_decideModerationMutation,
  type ModerationDecisionInput,
  type ModerationFilter,
  type ModerationItemFieldsFragment,
  type op_confirmTotpEnrolmentMutation,
  type op_issueSellerInviteMutation,
  type op_startTotpEnrolmentMutation,
  type op_verifyOperatorMutation,
  type OperatorFieldsFragment,
} from './generated';

/** The operator console's calls (docs/product.md §10): one function per operation of the admin service. */
export type Operator = OperatorFieldsFragment;
export type AdminBusiness = AdminBusinessFieldsFragment;
export type AdminMember = AdminMemberFieldsFragment;
export type { AdminBusinessInput };
export type AdminHomePage = op_adminHomePageQuery;
export type AdminBusinessesPage = op_adminBusinessesPageQuery;
export type AdminBusinessPage = op_adminBusinessPageQuery;
export type AdminBusinessDetail = AdminBusinessPage['adminBusiness'];
export type AdminMembersPage = op_adminMembersPageQuery;
export type AdminMemberPage = op_adminMemberPageQuery;
export type AdminMemberDetail = AdminMemberPage['adminMember'];
export type AdminAuditPage = op_adminAuditPageQuery;
export type AdminModerationPage = op_adminModerationPageQuery;
export type ModerationItem = ModerationItemFieldsFragment;
export type ModerationOutcome = op_decideModerationMutation['decideModeration'];
export type { ModerationDecisionInput, ModerationFilter };
export type AuditEntry = AdminAuditPage['auditLog']['entries'][number];
export type TotpEnrolment = op_startTotpEnrolmentMutation['startTotpEnrolment'];
export type TotpEnrolled = op_confirmTotpEnrolmentMutation['confirmTotpEnrolment'];
export type OperatorVerified = op_verifyOperatorMutation['verifyOperator'];
export type IssuedInvite = op_issueSellerInviteMutation['issueSellerInvite'];

export const fetchAdminHomePage = (client: ApiClient): Promise<AdminHomePage> =>
  client.request('admin', op_adminHomePageDocument, {});

export const fetchAdminBusinessesPage = (client: ApiClient, query: string | null): Promise<AdminBusinessesPage> =>
  client.request('admin', op_adminBusinessesPageDocument, { query });

export const fetchAdminBusinessPage = (client: ApiClient, id: number): Promise<AdminBusinessPage> =>
  client.request('admin', op_adminBusinessPageDocument, { id });

export const fetchAdminMembersPage = (client: ApiClient, query: string): Promise<AdminMembersPage> =>
  client.request('admin', op_adminMembersPageDocument, { query });

export const fetchAdminMemberPage = (client: ApiClient, id: number): Promise<AdminMemberPage> =>
  client.request('admin', op_adminMemberPageDocument, { id });

export const fetchAdminAuditPage = (client: ApiClient, before: number | null): Promise<AdminAuditPage> =>
  client.request('admin', op_adminAuditPageDocument, { before });

export const fetchAdminModerationPage = (client: ApiClient, filter: ModerationFilter): Promise<AdminModerationPage> =>
  client.request('admin', op_adminModerationPageDocument, { filter });

export const decideModeration = async (client: ApiClient, input: ModerationDecisionInput): Promise<ModerationOutcome> =>
  (await client.request('admin', op_decideModerationDocument, { input })).decideModeration;

export const startTotpEnrolment = async (client: ApiClient): Promise<TotpEnrolment> =>
  (await client.request('admin', op_startTotpEnrolmentDocument, {})).startTotpEnrolment;

export const confirmTotpEnrolment = async (client: ApiClient, code: string): Promise<TotpEnrolled> =>
  (await client.request('admin', op_confirmTotpEnrolmentDocument, { code })).confirmTotpEnrolment;

export const verifyOperator = async (client: ApiClient, code: string): Promise<OperatorVerified> =>
  (await client.request('admin', op_verifyOperatorDocument, { code })).verifyOperator;

export const createBusiness = async (client: ApiClient, input: AdminBusinessInput): Promise<AdminBusiness> =>
  (await client.request('admin', op_createBusinessDocument, { input })).createBusiness;

export const editBusiness = async (client: ApiClient, id: number, input: AdminBusinessInput): Promise<AdminBusiness> =>
  (await client.request('admin', op_editBusinessDocument, { id, input })).editBusiness;

export const suspendBusiness = async (client: ApiClient, id: number, reason: string): Promise<AdminBusiness> =>
  (await client.request('admin', op_suspendBusinessDocument, { id, reason })).suspendBusiness;

export const unsuspendBusiness = async (client: ApiClient, id: number): Promise<AdminBusiness> =>
  (await client.request('admin', op_unsuspendBusinessDocument, { id })).unsuspendBusiness;

export const issueSellerInvite = async (client: ApiClient, businessId: number): Promise<IssuedInvite> =>
  (await client.request('admin', op_issueSellerInviteDocument, { businessId })).issueSellerInvite;

export const revokeSellerInvite = async (client: ApiClient, inviteId: number): Promise<number> =>
  (await client.request('admin', op_revokeSellerInviteDocument, { inviteId })).revokeSellerInvite.id;

export const suspendMember = async (client: ApiClient, id: number, reason: string): Promise<AdminMember> =>
  (await client.request('admin', op_suspendMemberDocument, { id, reason })).suspendMember;

export const unsuspendMember = async (client: ApiClient, id: number): Promise<AdminMember> =>
  (await client.request('admin', op_unsuspendMemberDocument, { id })).unsuspendMember;
