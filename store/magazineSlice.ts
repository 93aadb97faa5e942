/**
 * Magazine sections of /recommends (SPEC.md §3 Magazine section: sectionTitle, magazines).
 * Server-owned: loaded by the page's loader thunk, taken on hydrate.
 */
import { createSlice } from '@reduxjs/toolkit';
import { fetchMagazineSections, type MagazineSection } from '@/api/item/magazines';
import { serializeApiError } from '@/api/errors';
import { addAsyncCases, idleAsync, type AsyncFields } from './asyncStatus';
import { hydrate, replaceOnHydrate } from './hydrate';
import { createAppAsyncThunk } from './thunk';

export type { MagazineSection } from '@/api/item/magazines';

export type MagazineState = { magazineSections: MagazineSection[] } & AsyncFields;

export const initialMagazineState: MagazineState = { magazineSections: [], ...idleAsync };

const MAGAZINE_LOAD = 'magazine/load';

export const loadMagazineSections = createAppAsyncThunk(MAGAZINE_LOAD, async (_: void, { extra, rejectWithValue }) => {
  try {
    return await fetchMagazineSections(extra.client);
  } catch (error) {
    return rejectWithValue(serializeApiError(error));
  }
});

export const magazineSlice = createSlice({
  name: 'magazine',
  initialState: initialMagazineState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(hydrate, replaceOnHydrate<MagazineState>('magazine'));
    addAsyncCases<MagazineState, MagazineSection[]>(builder, MAGAZINE_LOAD, (state, sections) => {
      state.magazineSections = sections;
    });
  },
  selectors: {
    selectMagazineSections: (state) => state.magazineSections,
    selectMagazineStatus: (state) => state.status,
    selectMagazineError: (state) => state.error,
  },
});

export const { selectMagazineSections, selectMagazineStatus, selectMagazineError } = magazineSlice.selectors;
