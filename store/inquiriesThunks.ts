import {
  closeInquiry,
  createInquiry,
  fetchInquiriesPage,
  fetchInquiryPage,
  fetchMoreInquiries,
  fetchNewInquiryPage,
  followUpInquiry,
  type InquiryStatus,
  type NewInquiry,
} from '@/api/item/inquiries';
import {
  answerInquiry,
  closeInquiryByOperator,
  fetchAdminInquiriesPage,
  fetchAdminInquiryPage,
  fetchMoreAdminInquiries,
  type InquiryAnswer,
  type InquiryQueueFilter,
  type OperatorClose,
} from '@/api/admin/inquiries';
import { createPageThunk } from './pageThunk';
import { createApiThunk } from './thunk';

// 1:1 문의 (docs/product.md §3 1:1 inquiries and §10 1:1 inquiries): the member's pages and writes, the console's.

type WriteState = { inquiries: { write: { status: string } } };
const notWriting = (_: unknown, { getState }: { getState: () => unknown }) =>
  (getState() as WriteState).inquiries.write.status !== 'loading';

/** /user/inquiries: the viewer and the newest page of their inquiries, optionally one status. */
export const loadInquiriesPage = createPageThunk('inquiries/loadList', (status: InquiryStatus | null, { extra }) =>
  fetchInquiriesPage(extra.client, status)
);

/** 더 보기: the page after the last one shown. */
export const loadMoreInquiries = createApiThunk('inquiries/more', (_: void, { extra, getState }) => {
  const { filter, nextBefore } = getState().inquiries;
  return fetchMoreInquiries(extra.client, filter, nextBefore!);
});

/** /user/inquiries/new: the viewer and their recent orders for the picker. */
export const loadNewInquiryPage = createPageThunk('inquiries/loadNew', (_: void, { extra }) =>
  fetchNewInquiryPage(extra.client)
);

/** /user/inquiries/{id}: one of the viewer's inquiries with its answers. */
export const loadInquiryPage = createPageThunk('inquiries/loadOne', (inquiryId: number, { extra }) =>
  fetchInquiryPage(extra.client, inquiryId)
);

export const sendInquiry = createApiThunk(
  'inquiries/create',
  (input: NewInquiry, { extra }) => createInquiry(extra.client, input),
  { condition: notWriting }
);

export const sendFollowUp = createApiThunk(
  'inquiries/followUp',
  (body: string, { extra, getState }) => followUpInquiry(extra.client, getState().inquiries.inquiry!.id, body),
  { condition: notWriting }
);

export const closeOpenInquiry = createApiThunk(
  'inquiries/close',
  (_: void, { extra, getState }) => closeInquiry(extra.client, getState().inquiries.inquiry!.id),
  { condition: notWriting }
);

/** /admin/inquiries: the queue with its filters and the waiting count. */
export const loadAdminInquiriesPage = createPageThunk('inquiries/loadQueue', (filter: InquiryQueueFilter, { extra }) =>
  fetchAdminInquiriesPage(extra.client, filter)
);

/** /admin/inquiries/{id}: one inquiry for the operator. */
export const loadAdminInquiryPage = createPageThunk('inquiries/loadAdminOne', (inquiryId: number, { extra }) =>
  fetchAdminInquiryPage(extra.client, inquiryId)
);

/** 답변 등록: sent with the newest reply the operator saw, so a second operator's answer is a CONFLICT. */
export const sendInquiryAnswer = createApiThunk(
  'inquiries/answer',
  (answer: InquiryAnswer, { extra }) => answerInquiry(extra.client, answer),
  { condition: notWriting }
);

/** The console's 더 보기: the next page of the queue with the filters shown. */
export const loadMoreAdminInquiries = createApiThunk('inquiries/moreQueue', (_: void, { extra, getState }) => {
  const { status, type, nextCursor } = getState().inquiries.queue;
  return fetchMoreAdminInquiries(extra.client, { status, type }, nextCursor!);
});

/** 문의 종료 by an operator, with the newest reply seen (a follow-up meanwhile is a CONFLICT). */
export const closeInquiryAsOperator = createApiThunk(
  'inquiries/operatorClose',
  (close: OperatorClose, { extra }) => closeInquiryByOperator(extra.client, close),
  { condition: notWriting }
);
