/**
 * Contents (docs/product.md §3 Content): editorial pages such as magazines, guides and events, shown in lists
 * and on /contents. `current` is the open content; `currentInfo` is what its page shows around it
 * (summary, date, cover size for the Open Graph picture) and `relatedMagazines` what to read next.
 * Server-owned: loaded by the page's loader thunk during SSR, taken on hydrate.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { fetchContentPage } from '@/api/item/contents';
import type { MagazineCard } from '@/api/item/magazines';
import { addThunkCases, idleAsync, type AsyncFields } from './asyncStatus';
import { hydrate, replaceOnHydrate } from './hydrate';
import { createPageThunk } from './pageThunk';
import { injectSlice, rootReducer } from './rootReducer';

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
  contents: [],
  current: null,
  currentInfo: null,
  relatedMagazines: [],
  requestedId: null,
  ...idleAsync,
};

/**
 * /contents?id='s loader: one published content with its related reading and the viewer, in one
 * operation (NOT_FOUND when missing or not yet published). SSR and 다시 시도 alike.
 */
export const loadContent = createPageThunk('content/loadPage', (id: number, { extra }) =>
  fetchContentPage(extra.client, id)
);

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
    builder.addCase(loadContent.pending, (state, action) => {
      state.requestedId = action.meta.arg;
    });
    addThunkCases(builder, loadContent, (state, { content: answer }) => {
      const { relatedMagazines, summary, publishedAt, img1Id, imgWidth, imgHeight, ...content } = answer;
      state.current = content;
      state.currentInfo = { summary, publishedAt, img1Id, imgWidth, imgHeight };
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
  selectContents,
  selectCurrentContent,
  selectCurrentContentInfo,
  selectRelatedMagazines,
  selectContentStatus,
  selectContentError,
  selectContentRequestedId,
} = injectSlice(contentSlice.injectInto(rootReducer)).selectors;
