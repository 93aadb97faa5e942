/**
 * Contents (SPEC.md §3 Content): editorial pages such as magazines, guides and events, shown in lists
 * and on /contents. `current` is the open content; `currentInfo` is what its page shows around it
 * (summary, date, cover size for the Open Graph picture) and `relatedMagazines` what to read next.
 * Server-owned: loaded by the page's loader thunk during SSR, taken on hydrate.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { fetchContent } from '@/api/item/contents';
import { serializeApiError } from '@/api/errors';
import { addAsyncCases, idleAsync, type AsyncFields } from './asyncStatus';
import type { MagazineCard } from './cards';
import { hydrate, replaceOnHydrate } from './hydrate';
import { createAppAsyncThunk } from './thunk';

export type Content = {
  id: number;
  img1: string | null;
  img2: string | null;
  name: string;
  link1: string | null;
  link2: string | null;
  category: string | null;
  /** Sanitised on the server before it is sent; rendered as HTML. */
  htmlContent: string | null;
};

export type ContentInfo = { summary: string; publishedAt: string; img1Id: number; imgWidth: number; imgHeight: number };

export type ContentState = {
  contents: Content[];
  current: Content | null;
  currentInfo: ContentInfo | null;
  relatedMagazines: MagazineCard[];
  /** The id the page asked for (kept when the load fails, so 다시 시도 knows what to load). */
  requestedId: number | null;
} & AsyncFields;

export const initialContentState: ContentState = {
  contents: [], current: null, currentInfo: null, relatedMagazines: [], requestedId: null, ...idleAsync,
};

const CONTENT_LOAD = 'content/load';

type LoadedContent = { content: Content; info: ContentInfo; relatedMagazines: MagazineCard[] };

/** Loads one published content with its related reading (NOT_FOUND when missing or not yet published). */
export const loadContent = createAppAsyncThunk(CONTENT_LOAD, async (id: number, { extra, rejectWithValue }) => {
  try {
    const { relatedMagazines, summary, publishedAt, img1Id, imgWidth, imgHeight, ...content } = await fetchContent(extra.client, id);
    return { content, info: { summary, publishedAt, img1Id, imgWidth, imgHeight }, relatedMagazines } satisfies LoadedContent;
  } catch (error) {
    return rejectWithValue(serializeApiError(error));
  }
});

export const contentSlice = createSlice({
  name: 'content',
  initialState: initialContentState,
  reducers: {
    replaceContents(state, action: PayloadAction<Content[]>) {
      state.contents = action.payload;
      state.status = 'succeeded';
      state.error = null;
    },
    setCurrentContent(state, action: PayloadAction<Content | null>) {
      state.current = action.payload;
      state.status = 'succeeded';
      state.error = null;
    },
    clearContent() {
      return initialContentState;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(hydrate, replaceOnHydrate<ContentState>('content'));
    builder.addMatcher((action): action is PayloadAction<undefined, string, { arg: number }> => action.type === `${CONTENT_LOAD}/pending`, (state, action) => {
      state.requestedId = action.meta.arg;
    });
    addAsyncCases<ContentState, LoadedContent>(builder, CONTENT_LOAD, (state, { content, info, relatedMagazines }) => {
      state.current = content;
      state.currentInfo = info;
      state.relatedMagazines = relatedMagazines;
    });
  },
  selectors: {
    selectContents: (state) => state.contents,
    selectCurrentContent: (state) => state.current,
    selectCurrentContentInfo: (state) => state.currentInfo,
    selectRelatedMagazines: (state) => state.relatedMagazines,
    selectContentStatus: (state) => state.status,
    selectContentError: (state) => state.error,
    selectContentRequestedId: (state) => state.requestedId,
  },
});

export const { replaceContents, setCurrentContent, clearContent } = contentSlice.actions;
export const {
  selectContents, selectCurrentContent, selectCurrentContentInfo, selectRelatedMagazines, selectContentStatus, selectContentError, selectContentRequestedId,
} = contentSlice.selectors;
