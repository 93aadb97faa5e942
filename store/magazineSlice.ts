/**
 * Magazine sections of /recommends (docs/product.md §3 Magazine section: sectionTitle, magazines).
 * Server-owned: loaded by the page's loader thunk, taken on hydrate.
 */
import { createSlice } from '@reduxjs/toolkit';
import { fetchMagazinesPage, type MagazineSection } from '@/api/item/magazines';
import { addThunkCases, idleAsync, type AsyncFields } from './asyncStatus';
import { hydrate, replaceOnHydrate } from './hydrate';
import { createPageThunk } from './pageThunk';
import { injectSlice, rootReducer } from './rootReducer';

export type { MagazineSection } from '@/api/item/magazines';

export type MagazineState = { magazineSections: MagazineSection[] } & AsyncFields;

export const initialMagazineState: MagazineState = { magazineSections: [], ...idleAsync };

/** /recommends' loader: one operation with the sections and the viewer (SSR and 다시 시도). */
export const loadMagazinesPage = createPageThunk('magazine/loadPage', (_: void, { extra }) =>
  fetchMagazinesPage(extra.client)
);

export const magazineSlice = createSlice({
  name: 'magazine',
  initialState: initialMagazineState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(hydrate, replaceOnHydrate<MagazineState>('magazine'));
    addThunkCases(builder, loadMagazinesPage, (state, { magazineSections }) => {
      state.magazineSections = magazineSections;
    });
  },
  selectors: {
    selectMagazineSections: (state) => state.magazineSections,
    selectMagazineStatus: (state) => state.status,
    selectMagazineError: (state) => state.error,
  },
});

export const { selectMagazineSections, selectMagazineStatus, selectMagazineError } = injectSlice(
  magazineSlice.injectInto(rootReducer)
).selectors;
