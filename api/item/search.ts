import type { ApiClient } from '../client';
import { toFilterView, type FilterComponentView } from './filterSchemas';
import {
  pb_autoKeywordsDocument,
  pb_searchDocument,
  pb_searchPageDocument,
  type DealType,
  type pb_autoKeywordsQuery,
  type pb_searchPageQuery,
  type pb_searchQuery,
  type SearchInput,
  type SearchResultFieldsFragment,
  type SearchSort,
} from './generated';

/** The search operations of the item service (issue 4): the search page, its next pages, auto-complete. */

/** The sorts a URL may name (input parsing: components/search/searchUrl.ts). */
export const SEARCH_SORT_KEYS = [
  'RECOMMEND',
  'PRICE_ASC',
  'PRICE_DESC',
  'REVIEW',
  'LATEST',
  'DISTANCE',
  'TOTAL_ASC',
] as const satisfies readonly SearchSort[];
export type SearchSortKey = SearchSort;
export type SearchDealType = DealType;
export type SearchVariables = SearchInput;

export type SearchSortOption = SearchResultFieldsFragment['sorts'][number];
export type BusinessSemiInfo = SearchResultFieldsFragment['businessSemiInfos'][number];
export type NearbyRange = SearchResultFieldsFragment['nearbyRanges'][number];
export type FitFilter = NonNullable<SearchResultFieldsFragment['fitFilter']>;
export type SearchMagazine = SearchResultFieldsFragment['searchMagazineSection']['magazines'][number];
export type AutoKeyword = pb_autoKeywordsQuery['autoKeywords'][number];
export type PopularKeyword = pb_searchPageQuery['popularKeywords'][number];
/** A first page of results, its filter controls as the screens use them. */
export type SearchAnswer = Omit<SearchResultFieldsFragment, 'filterComponents'> & {
  filterComponents: FilterComponentView[];
};
/** A next page: only the list moves. */
export type SearchMoreAnswer = pb_searchQuery['search'];
/** The page's answer; `search` is null on the bare /search (the focus screen). */
export type SearchPageAnswer = Omit<pb_searchPageQuery, 'search'> & { search: SearchAnswer | null };

// The bare /search asks no search; GraphQL still wants a value for the skipped field's variable.
const NO_SEARCH: SearchInput = { keyword: '', dealType: 'RENTAL' };

/** The search page's one operation: popular keywords, the first page of `input` (if any) and the viewer. */
export async function fetchSearchPage(client: ApiClient, input: SearchInput | null): Promise<SearchPageAnswer> {
  const answer = await client.request('item', pb_searchPageDocument, {
    input: input ?? NO_SEARCH,
    hasRequest: input !== null,
  });
  const { search, ...rest } = answer;
  return {
    ...rest,
    search: search ? { ...search, filterComponents: search.filterComponents.map(toFilterView) } : null,
  };
}

export async function fetchMoreSearch(client: ApiClient, input: SearchInput): Promise<SearchMoreAnswer> {
  return (await client.request('item', pb_searchDocument, { input })).search;
}

export async function fetchAutoKeywords(
  client: ApiClient,
  keyword: string,
  signal?: AbortSignal
): Promise<AutoKeyword[]> {
  return (await client.request('item', pb_autoKeywordsDocument, { keyword }, { signal })).autoKeywords;
}

/** A model the auto-complete suggests, for a field that picks models (모델 태그, a listing's model). */
export type ModelSuggestion = { id: number; name: string; subText: string };

/** The auto-complete's models only. */
export async function fetchModelSuggestions(
  client: ApiClient,
  keyword: string,
  signal?: AbortSignal
): Promise<ModelSuggestion[]> {
  const found = await fetchAutoKeywords(client, keyword, signal);
  return found
    .filter((k) => k.type === 'MODEL' && k.modelId !== null && k.modelId !== undefined)
    .map((k) => ({ id: Number(k.modelId), name: k.keyword, subText: k.subText ?? '' }));
}
