import type { ApiClient } from '../client';
import {
  op_adminInquiriesPageDocument,
  op_adminInquiryPageDocument,
  op_answerInquiryDocument,
  op_closeInquiryByOperatorDocument,
  op_moreAdminInquiriesDocument,
  type AdminInquiryFieldsFragment,
  type AdminInquiryQueueFieldsFragment,
  type AdminInquirySummaryFieldsFragment,
  type InquiryStatus,
  type InquiryType,
  type op_adminInquiriesPageQuery,
  type op_adminInquiryPageQuery,
} from './generated';

/** The console's 1:1 문의 calls (docs/product.md §10 1:1 inquiries). */
export type AdminInquirySummary = AdminInquirySummaryFieldsFragment;
export type AdminInquiry = AdminInquiryFieldsFragment;
export type AdminInquiriesPage = op_adminInquiriesPageQuery;
export type AdminInquiryQueue = AdminInquiryQueueFieldsFragment;
export type AdminInquiryPage = op_adminInquiryPageQuery;
export type InquiryQueueFilter = { status: InquiryStatus | null; type: InquiryType | null };
export type InquiryAnswer = { inquiryId: number; body: string; lastReplyId: number };
export type OperatorClose = { inquiryId: number; lastReplyId: number; note: string | null };

export const fetchAdminInquiriesPage = (client: ApiClient, filter: InquiryQueueFilter): Promise<AdminInquiriesPage> =>
  client.request('admin', op_adminInquiriesPageDocument, filter);

export const fetchAdminInquiryPage = (client: ApiClient, inquiryId: number): Promise<AdminInquiryPage> =>
  client.request('admin', op_adminInquiryPageDocument, { inquiryId });

export const answerInquiry = async (client: ApiClient, answer: InquiryAnswer): Promise<AdminInquiry> =>
  (await client.request('admin', op_answerInquiryDocument, answer)).answerInquiry;

/** 더 보기: the queue's page after `after` (the cursor of the page shown last), same filters. */
export const fetchMoreAdminInquiries = async (
  client: ApiClient,
  filter: InquiryQueueFilter,
  after: string
): Promise<AdminInquiryQueue> =>
  (await client.request('admin', op_moreAdminInquiriesDocument, { ...filter, after })).inquiryQueue;

export const closeInquiryByOperator = async (client: ApiClient, close: OperatorClose): Promise<AdminInquiry> =>
  (await client.request('admin', op_closeInquiryByOperatorDocument, close)).closeInquiryByOperator;
