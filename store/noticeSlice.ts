/**
 * Notice list (docs/product.md §3: notices, index). `index` is the open notice's position, or -1 when all are
 * folded; a link with `?id=` opens that notice. Server-owned: loaded by the page's loader thunk.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { fetchNoticesPage, type NoticeEntry } from '@/api/item/notices';
import { addThunkCases, idleAsync, type AsyncFields } from './asyncStatus';
import { hydrate, replaceOnHydrate } from './hydrate';
import { createPageThunk } from './pageThunk';
import { injectSlice, rootReducer } from './rootReducer';

export type NoticeState = { notices: NoticeEntry[]; index: number } & AsyncFields;

export const initialNoticeState: NoticeState = { notices: [], index: -1, ...idleAsync };

/** /notices' loader: the notices and the viewer in one operation; opens the one the link named (if it exists). */
export const loadNotices = createPageThunk('notice/loadPage', async (openId: number | null, { extra }) => {
  const answer = await fetchNoticesPage(extra.client);
  return { ...answer, index: openId === null ? -1 : answer.notices.findIndex((n) => n.id === openId) };
});

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
    addThunkCases(builder, loadNotices, (state, data) => {
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
export const { selectNotices, selectNoticeIndex, selectNoticeStatus, selectNoticeError } = injectSlice(
  noticeSlice.injectInto(rootReducer)
).selectors;
