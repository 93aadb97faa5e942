/**
 * 1:1 문의 (docs/product.md §3 1:1 inquiries and §10 1:1 inquiries): the member's list, order picker and open
 * inquiry, and the console's queue and inquiry. Server-owned: each page loads its part.
 */
import { createSlice } from '@reduxjs/toolkit';
import type { Inquiry, InquiryOrder, InquiryStatus, InquirySummary } from '@/api/item/inquiries';
import type { AdminInquiry, AdminInquirySummary, InquiryQueueFilter } from '@/api/admin/inquiries';
import { addThunkCases, errorFromRejected, idleAsync, type AsyncFields } from './asyncStatus';
import { hydrate, replaceOnHydrate } from './hydrate';
import {
  closeInquiryAsOperator,
  closeOpenInquiry,
  loadAdminInquiriesPage,
  loadAdminInquiryPage,
  loadInquiriesPage,
  loadInquiryPage,
  loadMoreAdminInquiries,
  loadMoreInquiries,
  loadNewInquiryPage,
  sendFollowUp,
  sendInquiry,
  sendInquiryAnswer,
} from './inquiriesThunks';
import { injectSlice, rootReducer } from './rootReducer';

export type InquiriesState = AsyncFields & {
  /** The member's list: the status chip chosen, the rows shown and where the next page starts. */
  filter: InquiryStatus | null;
  list: InquirySummary[];
  nextBefore: number | null;
  more: AsyncFields;
  orderChoices: InquiryOrder[];
  inquiry: Inquiry | null;
  queue: InquiryQueueFilter & { rows: AdminInquirySummary[]; openCount: number; nextCursor: string | null };
  adminInquiry: AdminInquiry | null;
  /** The running write (ask, follow-up, close, answer) and its error. */
  write: AsyncFields;
};

export const initialInquiriesState: InquiriesState = {
  ...idleAsync,
  filter: null,
  list: [],
  nextBefore: null,
  more: idleAsync,
  orderChoices: [],
  inquiry: null,
  queue: { status: null, type: null, rows: [], openCount: 0, nextCursor: null },
  adminInquiry: null,
  write: idleAsync,
};

const writes = [sendInquiry, sendFollowUp, closeOpenInquiry, sendInquiryAnswer, closeInquiryAsOperator] as const;

export const inquiriesSlice = createSlice({
  name: 'inquiries',
  initialState: initialInquiriesState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(hydrate, replaceOnHydrate<InquiriesState>('inquiries', { keep: ['more', 'write'] }))
      .addCase(loadInquiriesPage.pending, (state, { meta }) => {
        state.filter = meta.arg;
      })
      .addCase(loadAdminInquiriesPage.pending, (state, { meta }) => {
        state.queue.status = meta.arg.status;
        state.queue.type = meta.arg.type;
      })
      .addCase(loadMoreInquiries.pending, (state) => {
        state.more = { status: 'loading', error: null };
      })
      .addCase(loadMoreInquiries.fulfilled, (state, { payload }) => {
        state.list = [...state.list, ...payload.inquiries];
        state.nextBefore = payload.nextBefore;
        state.more = idleAsync;
      })
      .addCase(loadMoreInquiries.rejected, (state, action) => {
        state.more = { status: 'failed', error: errorFromRejected(action) };
      })
      .addCase(loadMoreAdminInquiries.pending, (state) => {
        state.more = { status: 'loading', error: null };
      })
      .addCase(loadMoreAdminInquiries.fulfilled, (state, { payload }) => {
        // A row that moved between pages (answered meanwhile) is shown once, where it was first seen.
        const shown = new Set(state.queue.rows.map((row) => row.id));
        state.queue.rows = [...state.queue.rows, ...payload.inquiries.filter((row) => !shown.has(row.id))];
        state.queue.nextCursor = payload.nextCursor;
        state.more = idleAsync;
      })
      .addCase(loadMoreAdminInquiries.rejected, (state, action) => {
        state.more = { status: 'failed', error: errorFromRejected(action) };
      });
    for (const thunk of writes) {
      builder
        .addCase(thunk.pending, (state) => {
          state.write = { status: 'loading', error: null };
        })
        .addCase(thunk.rejected, (state, action) => {
          state.write = { status: 'failed', error: errorFromRejected(action) };
        });
    }
    builder
      .addCase(sendInquiry.fulfilled, (state, { payload }) => {
        state.inquiry = payload;
        state.write = { status: 'succeeded', error: null };
      })
      .addCase(sendFollowUp.fulfilled, (state, { payload }) => {
        state.inquiry = payload;
        state.write = { status: 'succeeded', error: null };
      })
      .addCase(closeOpenInquiry.fulfilled, (state, { payload }) => {
        state.inquiry = payload;
        state.write = { status: 'succeeded', error: null };
      })
      .addCase(sendInquiryAnswer.fulfilled, (state, { payload }) => {
        state.adminInquiry = payload;
        state.write = { status: 'succeeded', error: null };
      })
      .addCase(closeInquiryAsOperator.fulfilled, (state, { payload }) => {
        state.adminInquiry = payload;
        state.write = { status: 'succeeded', error: null };
      });
    addThunkCases(builder, loadInquiriesPage, (state, { myInquiries }) => {
      state.list = myInquiries.inquiries;
      state.nextBefore = myInquiries.nextBefore;
    });
    addThunkCases(builder, loadNewInquiryPage, (state, { inquiryOrderChoices }) => {
      state.orderChoices = inquiryOrderChoices;
    });
    addThunkCases(builder, loadInquiryPage, (state, { myInquiry }) => {
      state.inquiry = myInquiry;
    });
    addThunkCases(builder, loadAdminInquiriesPage, (state, { inquiryQueue, openInquiryCount }) => {
      state.queue.rows = inquiryQueue.inquiries;
      state.queue.nextCursor = inquiryQueue.nextCursor;
      state.queue.openCount = openInquiryCount;
    });
    addThunkCases(builder, loadAdminInquiryPage, (state, { adminInquiry }) => {
      state.adminInquiry = adminInquiry;
    });
  },
  selectors: {
    selectInquiries: (state) => state,
  },
});

export const { selectInquiries } = injectSlice(inquiriesSlice.injectInto(rootReducer)).selectors;
