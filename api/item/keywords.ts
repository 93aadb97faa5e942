import type { ApiClient } from '../client';
import { pb_keywordsPageDocument, type pb_keywordsPageQuery } from './generated';

/** Keyword landings (/keywords): one landing with its services, and the list of landings. */

export type KeywordsPageAnswer = pb_keywordsPageQuery;
export type KeywordPageAnswer = NonNullable<pb_keywordsPageQuery['keywordPage']>;
export type KeywordPageSummary = pb_keywordsPageQuery['keywordPages'][number];

/** The page's one operation: a landing (`keyword` given) with the list of landings, or the list alone. */
export async function fetchKeywordsPage(client: ApiClient, keyword: string | null): Promise<KeywordsPageAnswer> {
  return client.request('item', pb_keywordsPageDocument, { keyword: keyword ?? '', isLanding: keyword !== null });
}
