import { fetchFaqs } from '@/api/item/faq';
import { serializeApiError } from '@/api/errors';
import { FAQ_LOAD, type FaqQuery } from './faqSlice';
import { createAppAsyncThunk } from './thunk';

/** The FAQ page's loader (SSR and every chip or search in the browser). */
export const loadFaqs = createAppAsyncThunk(FAQ_LOAD, async (query: FaqQuery, { extra, rejectWithValue }) => {
  try {
    return await fetchFaqs(extra.client, query.category, query.keyword);
  } catch (error) {
    return rejectWithValue(serializeApiError(error));
  }
});
