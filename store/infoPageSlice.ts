/**
 * Operator-written information pages (/call_info, /cancel_info, /item_semi_info, /note_info), by key:
 * pages already read stay, so moving between them in the browser shows each at once. `key` is the
 * page on screen. Server-owned: loaded by the page's loader thunk during SSR, taken on hydrate.
 */
import { createSlice } from '@reduxjs/toolkit';
import { fetchInfoPage, type InfoPage } from '@/api/item/infoPages';
import { addThunkCases, idleAsync, type AsyncFields } from './asyncStatus';
import { hydrate, replaceOnHydrate } from './hydrate';
import { createPageThunk } from './pageThunk';
import { injectSlice, rootReducer } from './rootReducer';

export type InfoPageState = { pages: Record<string, InfoPage>; key: string | null } & AsyncFields;

export const initialInfoPageState: InfoPageState = { pages: {}, key: null, ...idleAsync };

/** An information page's loader: the page of `key` and the viewer in one operation (SSR and 다시 시도). */
export const loadInfoPage = createPageThunk('infoPage/loadPage', (key: string, { extra }) =>
  fetchInfoPage(extra.client, key)
);

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
    addThunkCases(builder, loadInfoPage, (state, { infoPage }) => {
      state.pages[infoPage.key] = infoPage;
    });
  },
  selectors: {
    selectInfoPageKey: (state) => state.key,
    selectInfoPageStatus: (state) => state.status,
    selectInfoPageError: (state) => state.error,
  },
});

export const { selectInfoPageKey, selectInfoPageStatus, selectInfoPageError } = injectSlice(
  infoPageSlice.injectInto(rootReducer)
).selectors;

/** The page of `key`, when loaded. */
export const selectInfoPage = (state: { infoPage: InfoPageState }, key: string): InfoPage | null =>
  state.infoPage.pages[key] ?? null;
