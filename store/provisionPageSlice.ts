/**
 * Terms pages (SPEC.md §3 Provision page: htmlProvision): the list of terms documents with their
 * current versions (/provisions) and one document version (/provisions/{category}). `requested` is
 * what the page asked for, so 다시 시도 reloads the same thing. Server-owned: loaded by the pages'
 * loader thunks during SSR and taken on hydrate.
 */
import { createSlice } from '@reduxjs/toolkit';
import {
  fetchProvisionPage, fetchProvisions, type ProvisionCategory, type ProvisionPage, type ProvisionSummary,
} from '@/api/item/provisions';
import { serializeApiError } from '@/api/errors';
import { addAsyncCases, idleAsync, type AsyncFields } from './asyncStatus';
import { hydrate, replaceOnHydrate } from './hydrate';
import { createAppAsyncThunk } from './thunk';

export type ProvisionRequest = { category: ProvisionCategory; version: string | null };

export type ProvisionPageState = {
  list: ProvisionSummary[];
  page: ProvisionPage | null;
  requested: ProvisionRequest | null;
} & AsyncFields;

export const initialProvisionPageState: ProvisionPageState = { list: [], page: null, requested: null, ...idleAsync };

const LIST_LOAD = 'provisionPage/loadList';
const PAGE_LOAD = 'provisionPage/loadPage';

export const loadProvisionList = createAppAsyncThunk(LIST_LOAD, async (_: void, { extra, rejectWithValue }) => {
  try {
    return await fetchProvisions(extra.client);
  } catch (error) {
    return rejectWithValue(serializeApiError(error));
  }
});

/** One terms document: the current version, or `version` when an older one is asked for. */
export const loadProvisionPage = createAppAsyncThunk(PAGE_LOAD, async (request: ProvisionRequest, { extra, rejectWithValue }) => {
  try {
    return await fetchProvisionPage(extra.client, request.category, request.version);
  } catch (error) {
    return rejectWithValue(serializeApiError(error));
  }
});

export const provisionPageSlice = createSlice({
  name: 'provisionPage',
  initialState: initialProvisionPageState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(hydrate, replaceOnHydrate<ProvisionPageState>('provisionPage'));
    builder.addCase(loadProvisionPage.pending, (state, action) => {
      state.requested = action.meta.arg;
    });
    addAsyncCases<ProvisionPageState, ProvisionSummary[]>(builder, LIST_LOAD, (state, list) => {
      state.list = list;
    });
    addAsyncCases<ProvisionPageState, ProvisionPage>(builder, PAGE_LOAD, (state, page) => {
      state.page = page;
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
  selectProvisionList, selectProvisionPage, selectProvisionRequest, selectProvisionStatus, selectProvisionError,
} = provisionPageSlice.selectors;
