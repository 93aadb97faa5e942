/**
 * The FAQ (/qna_info): the chosen category chip (null = 전체), the searched keyword, the answer for
 * both, and which answers are open. The URL (?category=&keyword=) is the source of the query; the
 * slice keeps what the last load answered. Server-owned: loaded during SSR, taken on hydrate.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FaqList } from '@/api/item/faq';
import { errorFromRejected, idleAsync, type AsyncFields } from './asyncStatus';
import { loadFaqs, type FaqQuery } from './faqThunks';
import { hydrate, replaceOnHydrate } from './hydrate';
import { injectSlice, rootReducer } from './rootReducer';

export type { FaqQuery } from './faqThunks';

export type FaqState = FaqList &
  FaqQuery & {
    openIds: number[];
    /** The latest load; an answer to an older one (a chip tapped twice quickly) is dropped. */
    requestId: string | null;
  } & AsyncFields;

export const initialFaqState: FaqState = {
  categories: [],
  faqs: [],
  total: 0,
  terms: [],
  category: null,
  keyword: '',
  openIds: [],
  requestId: null,
  ...idleAsync,
};

export const faqSlice = createSlice({
  name: 'faq',
  initialState: initialFaqState,
  reducers: {
    /** Opens a folded answer, folds an open one; several may be open at once. */
    toggleFaq(state, action: PayloadAction<number>) {
      const id = action.payload;
      state.openIds = state.openIds.includes(id) ? state.openIds.filter((open) => open !== id) : [...state.openIds, id];
    },
  },
  extraReducers: (builder) => {
    builder.addCase(hydrate, replaceOnHydrate<FaqState>('faq'));
    builder.addCase(loadFaqs.pending, (state, action) => {
      state.status = 'loading';
      state.error = null;
      state.requestId = action.meta.requestId;
      state.category = action.meta.arg.category;
      state.keyword = action.meta.arg.keyword;
    });
    builder.addCase(loadFaqs.fulfilled, (state, action) => {
      if (action.meta.requestId !== state.requestId) return;
      const { faqs } = action.payload;
      Object.assign(state, faqs);
      // A single match is what the shopper looked for: show its answer straight away.
      state.openIds = faqs.faqs.length === 1 ? [faqs.faqs[0].id] : [];
      state.status = 'succeeded';
    });
    builder.addCase(loadFaqs.rejected, (state, action) => {
      if (action.meta.requestId !== state.requestId) return;
      state.status = 'failed';
      state.error = errorFromRejected(action);
    });
  },
  selectors: {
    selectFaq: (state) => state,
    selectFaqOpenIds: (state) => state.openIds,
  },
});

export const { toggleFaq } = faqSlice.actions;
export const { selectFaq, selectFaqOpenIds } = injectSlice(faqSlice.injectInto(rootReducer)).selectors;
