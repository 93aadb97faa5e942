import { fetchFaqPage } from '@/api/item/faq';
import { createPageThunk } from './pageThunk';

export type FaqQuery = { category: string | null; keyword: string };

/** The FAQ page's loader: the questions and the viewer in one operation (SSR and every chip or search in the browser). */
export const loadFaqs = createPageThunk('faq/loadPage', (query: FaqQuery, { extra }) =>
  fetchFaqPage(extra.client, query.category, query.keyword)
);
