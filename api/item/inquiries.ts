import type { ApiClient } from '../client';
import {
  us_closeInquiryDocument,
  us_createInquiryDocument,
  us_followUpInquiryDocument,
  us_inquiriesPageDocument,
  us_inquiryPageDocument,
  us_moreInquiriesDocument,
  us_newInquiryPageDocument,
  type InquiryFieldsFragment,
  type InquiryOrderFieldsFragment,
  type InquiryStatus,
  type InquirySummaryFieldsFragment,
  type InquiryType,
  type us_inquiriesPageQuery,
  type us_inquiryPageQuery,
  type us_moreInquiriesQuery,
  type us_newInquiryPageQuery,
} from './generated';

/** The member's 1:1 문의 calls (docs/product.md §3 1:1 inquiries). */
export type Inquiry = InquiryFieldsFragment;
export type InquirySummary = InquirySummaryFieldsFragment;
export type InquiryOrder = InquiryOrderFieldsFragment;
export type { InquiryStatus, InquiryType };
export type InquiriesPage = us_inquiriesPageQuery;
export type InquiryListPage = us_moreInquiriesQuery['myInquiries'];
export type NewInquiryPage = us_newInquiryPageQuery;
export type InquiryPage = us_inquiryPageQuery;
export type NewInquiry = {
  type: InquiryType;
  orderId: number | null;
  title: string | null;
  body: string;
  photoIds: number[];
};

export const fetchInquiriesPage = (client: ApiClient, status: InquiryStatus | null): Promise<InquiriesPage> =>
  client.request('item', us_inquiriesPageDocument, { status });

export const fetchMoreInquiries = async (
  client: ApiClient,
  status: InquiryStatus | null,
  before: number
): Promise<InquiryListPage> => (await client.request('item', us_moreInquiriesDocument, { status, before })).myInquiries;

export const fetchNewInquiryPage = (client: ApiClient): Promise<NewInquiryPage> =>
  client.request('item', us_newInquiryPageDocument, {});

export const fetchInquiryPage = (client: ApiClient, inquiryId: number): Promise<InquiryPage> =>
  client.request('item', us_inquiryPageDocument, { inquiryId });

export const createInquiry = async (client: ApiClient, input: NewInquiry): Promise<Inquiry> =>
  (await client.request('item', us_createInquiryDocument, input)).createInquiry;

export const followUpInquiry = async (client: ApiClient, inquiryId: number, body: string): Promise<Inquiry> =>
  (await client.request('item', us_followUpInquiryDocument, { inquiryId, body })).followUpInquiry;

export const closeInquiry = async (client: ApiClient, inquiryId: number): Promise<Inquiry> =>
  (await client.request('item', us_closeInquiryDocument, { inquiryId })).closeInquiry;
