/**
 * Contents (SPEC.md §3 Content): editorial pages such as promotions and guides, shown in lists and
 * on /contents. Server-owned: loaded by SSR, taken on hydrate.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { idleAsync, type AsyncFields } from './asyncStatus';
import { hydrate, replaceOnHydrate } from './hydrate';

export type Content = {
  id: number;
  img1: string | null;
  img2: string | null;
  name: string;
  link1: string | null;
  link2: string | null;
  category: string | null;
  /** Sanitised on the server before it is stored; rendered as HTML. */
  htmlContent: string | null;
};

export type ContentState = {
  contents: Content[];
  current: Content | null;
} & AsyncFields;

export const initialContentState: ContentState = { contents: [], current: null, ...idleAsync };

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
  },
  selectors: {
    selectContents: (state) => state.contents,
    selectCurrentContent: (state) => state.current,
    selectContentStatus: (state) => state.status,
  },
});

export const { replaceContents, setCurrentContent, clearContent } = contentSlice.actions;
export const { selectContents, selectCurrentContent, selectContentStatus } = contentSlice.selectors;
