/**
 * Operator-written information pages (/call_info, /cancel_info, /item_semi_info, /note_info), by key:
 * pages already read stay, so moving between them in the browser shows each at once. `key` is the
 * page on screen. Server-owned: loaded by the page's loader thunk during SSR, taken on hydrate.
 */
import { createSlice } from '@reduxjs/toolkit';
import { fetchInfoPage, type InfoPage } from '@/api/item/infoPages';
import { serializeApiError } from '@/api/errors';
import { addAsyncCases, idleAsync, type AsyncFields } from './asyncStatus';
import { hydrate, replaceOnHydrate } from './hydrate';
import { createAppAsyncThunk } from './thunk';

export type InfoPageState = { pages: Record<string, InfoPage>; key: string | null } & AsyncFields;

export const initialInfoPageState: InfoPageState = { pages: {}, key: null, ...idleAsync };

const INFO_PAGE_LOAD = 'infoPage/load';

export const loadInfoPage = createAppAsyncThunk(INFO_PAGE_LOAD, async (key: string, { extra, rejectWithValue }) => {
  try {
    return await fetchInfoPage(extra.client, key);
  } catch (error) {
    return rejectWithValue(serializeApiError(error));
  }
});

export const infoPageSlice = createSlice({
  name: 'infoPage',
  initialState: initialInfoPageState,
  reducers: {},
  extraReducers: (builder) => {
    // The server's copy holds the page this request loaded; pages read earlier in this tab are kept.
    builder.addCase(hydrate, (state, action) => {
      const incoming = replaceOnHydrate<InfoPageState>('infoPage')(state, action);
      return incoming ? { ...incoming, pages: { ...state.pages, ...incoming.pages } } : undefined;
    });
    builder.addCase(loadInfoPage.pending, (state, action) => {
      state.key = action.meta.arg;
    });
    addAsyncCases<InfoPageState, InfoPage>(builder, INFO_PAGE_LOAD, (state, page) => {
      state.pages[page.key] = page;
    });
  },
  selectors: {
    selectInfoPageKey: (state) => state.key,
    selectInfoPageStatus: (state) => state.status,
    selectInfoPageError: (state) => state.error,
  },
});

export const { selectInfoPageKey, selectInfoPageStatus, selectInfoPageError } = infoPageSlice.selectors;

/** The page of `key`, when loaded. */
export const selectInfoPage = (state: { infoPage: InfoPageState }, key: string): InfoPage | null => state.infoPage.pages[key] ?? null;
