import type { ApiClient } from '../client';
import { pb_faqPageDocument, type pb_faqPageQuery } from './generated';

export type FaqPageAnswer = pb_faqPageQuery;
export type FaqList = pb_faqPageQuery['faqs'];
export type FaqEntry = FaqList['faqs'][number];

/** `category` null is 전체; an empty keyword lists everything in the category. */
export async function fetchFaqPage(
  client: ApiClient,
  category: string | null,
  keyword: string
): Promise<FaqPageAnswer> {
  return client.request('item', pb_faqPageDocument, { category, keyword: keyword.trim() || null });
}
