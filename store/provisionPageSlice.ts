/**
 * Terms pages (docs/product.md §3 Provision page: htmlProvision): the list of terms documents with their
 * current versions (/provisions) and one document version (/provisions/{category}). `requested` is
 * what the page asked for, so 다시 시도 reloads the same thing. Server-owned: loaded by the pages'
 * loader thunks during SSR and taken on hydrate.
 */
import { createSlice } from '@reduxjs/toolkit';
import {
  fetchProvisionPage,
  fetchProvisionsPage,
  type ProvisionCategory,
  type ProvisionPage,
  type ProvisionSummary,
} from '@/api/item/provisions';
import { addThunkCases, idleAsync, type AsyncFields } from './asyncStatus';
import { hydrate, replaceOnHydrate } from './hydrate';
import { createPageThunk } from './pageThunk';
import { injectSlice, rootReducer } from './rootReducer';

export type ProvisionRequest = { category: ProvisionCategory; version: string | null };

export type ProvisionPageState = {
  list: ProvisionSummary[];
  page: ProvisionPage | null;
  requested: ProvisionRequest | null;
} & AsyncFields;

export const initialProvisionPageState: ProvisionPageState = { list: [], page: null, requested: null, ...idleAsync };

/** /provisions' loader: every document's current version and the viewer, in one operation. */
export const loadProvisionList = createPageThunk('provisionPage/loadList', (_: void, { extra }) =>
  fetchProvisionsPage(extra.client)
);

/** /provisions/{category}'s loader: the current version, or `version` when an older one is asked for, with the viewer. */
export const loadProvisionPage = createPageThunk('provisionPage/loadPage', (request: ProvisionRequest, { extra }) =>
  fetchProvisionPage(extra.client, request.category, request.version)
);

export const provisionPageSlice = createSlice({
  name: 'provisionPage',
  initialState: initialProvisionPageState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(hydrate, replaceOnHydrate<ProvisionPageState>('provisionPage'));
    builder.addCase(loadProvisionPage.pending, (state, action) => {
      state.requested = action.meta.arg;
    });
    addThunkCases(builder, loadProvisionList, (state, { provisions }) => {
      state.list = provisions;
    });
    addThunkCases(builder, loadProvisionPage, (state, { provisionPage }) => {
      state.page = provisionPage;
    });
  },
  selectors: {
    selectProvisionList: (state) => state.list,
    selectProvisionPage: (state) => state.page,
    selectProvisionRequest: (state) => state.requested,
    selectProvisionStatus: (state) => state.status,
    selectProvisionError: (state) => state.error,
  },
});

export const {
  selectProvisionList,
  selectProvisionPage,
  selectProvisionRequest,
  selectProvisionStatus,
  selectProvisionError,
} = injectSlice(provisionPageSlice.injectInto(rootReducer)).selectors;
