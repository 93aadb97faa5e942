/**
 * Notice list (SPEC.md §3: notices, index). `index` is the open notice's position, or -1 when all are
 * folded; a link with `?id=` opens that notice. Server-owned: loaded by the page's loader thunk.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { NoticeEntry } from '@/api/item/notices';
import { fetchNotices } from '@/api/item/notices';
import { serializeApiError } from '@/api/errors';
import { addAsyncCases, idleAsync, type AsyncFields } from './asyncStatus';
import { hydrate, replaceOnHydrate } from './hydrate';
import { createAppAsyncThunk } from './thunk';

export type NoticeState = { notices: NoticeEntry[]; index: number } & AsyncFields;

export const initialNoticeState: NoticeState = { notices: [], index: -1, ...idleAsync };

const NOTICE_LOAD = 'notice/load';

/** Loads the notices and opens the one whose id the link named (if it exists). */
export const loadNotices = createAppAsyncThunk(
  NOTICE_LOAD,
  async (openId: number | null, { extra, rejectWithValue }) => {
    try {
      const notices = await fetchNotices(extra.client);
      return { notices, index: openId === null ? -1 : notices.findIndex((n) => n.id === openId) };
    } catch (error) {
      return rejectWithValue(serializeApiError(error));
    }
  },
);

export const noticeSlice = createSlice({
  name: 'notice',
  initialState: initialNoticeState,
  reducers: {
    /** Opening the open notice again folds it. */
    toggleNotice(state, action: PayloadAction<number>) {
      state.index = state.index === action.payload ? -1 : action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(hydrate, replaceOnHydrate<NoticeState>('notice'));
    addAsyncCases<NoticeState, { notices: NoticeEntry[]; index: number }>(builder, NOTICE_LOAD, (state, data) => {
      state.notices = data.notices;
      state.index = data.index;
    });
  },
  selectors: {
    selectNotices: (state) => state.notices,
    selectNoticeIndex: (state) => state.index,
    selectNoticeStatus: (state) => state.status,
    selectNoticeError: (state) => state.error,
  },
});

export const { toggleNotice } = noticeSlice.actions;
export const { selectNotices, selectNoticeIndex, selectNoticeStatus, selectNoticeError } = noticeSlice.selectors;
