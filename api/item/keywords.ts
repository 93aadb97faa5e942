import { z } from 'zod';
import type { ApiClient } from '../client';
import { checkAnswer } from '../validate';
import { SEARCH_ITEM_FIELDS, searchItemSchema } from './search';

/** Keyword landings (/keywords): one landing with its services, and the list of landings. */

export const KEYWORD_PAGE_DOCUMENT = `query pb_keywordPage($keyword: String!) {
  keywordPage(keyword: $keyword) {
    slug keyword title description siteName totalCount
    services { ${SEARCH_ITEM_FIELDS} }
  }
}`;

export const KEYWORD_PAGES_DOCUMENT = 'query pb_keywordPages { keywordPages { slug keyword title description } }';

const keywordPageSummarySchema = z.object({ slug: z.string(), keyword: z.string(), title: z.string(), description: z.string() });

const keywordPageSchema = keywordPageSummarySchema.extend({
  siteName: z.string(),
  totalCount: z.number().int(),
  services: z.array(searchItemSchema),
});

export type KeywordPageSummary = z.infer<typeof keywordPageSummarySchema>;
export type KeywordPageAnswer = z.infer<typeof keywordPageSchema>;

export async function fetchKeywordPage(client: ApiClient, keyword: string): Promise<KeywordPageAnswer> {
  const data = await client.request<unknown>('item', KEYWORD_PAGE_DOCUMENT, { keyword }, { operationName: 'pb_keywordPage' });
  return checkAnswer(z.object({ keywordPage: keywordPageSchema }), data, 'pb_keywordPage').keywordPage;
}

export async function fetchKeywordPages(client: ApiClient): Promise<KeywordPageSummary[]> {
  const data = await client.request<unknown>('item', KEYWORD_PAGES_DOCUMENT, {}, { operationName: 'pb_keywordPages' });
  return checkAnswer(z.object({ keywordPages: z.array(keywordPageSummarySchema) }), data, 'pb_keywordPages').keywordPages;
}
