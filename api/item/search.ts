import { z } from 'zod';
import type { ApiClient } from '../client';
import { checkAnswer } from '../validate';
import { FILTER_COMPONENT_FIELDS, filterComponentSchema } from './filterSchemas';

/** The search operations of the item service (issue 4): search, auto-complete, popular keywords. */

export const SEARCH_SORT_KEYS = ['RECOMMEND', 'PRICE_ASC', 'PRICE_DESC', 'REVIEW', 'LATEST', 'DISTANCE'] as const;
export type SearchSortKey = (typeof SEARCH_SORT_KEYS)[number];
export type SearchDealType = 'RENTAL' | 'SELL';

export const SEARCH_ITEM_FIELDS = `itemId modelId name brandName categoryName img imgWidth imgHeight dealType condition
  price originPrice discount storeId storeName storeRegion distanceKm ratingAvg reviewCount tag1 isMarked`;

export const SEARCH_DOCUMENT = `query pb_search($input: SearchInput!) {
  search(input: $input) {
    keyword dealType totalCount searchAfter isFuzzy suggestedKeywords
    items { ${SEARCH_ITEM_FIELDS} }
    sorts { key label isSelected }
    filterComponents { ...FilterComponentFields }
    businessSemiInfos { id name region address isOfficial itemCount distanceKm }
    searchMagazineSection { sectionTitle magazines { id name summary img imgWidth imgHeight publishedAt } }
  }
}
${FILTER_COMPONENT_FIELDS}`;

export const AUTO_KEYWORDS_DOCUMENT = `query pb_autoKeywords($keyword: String!) {
  autoKeywords(keyword: $keyword) { keyword type subText modelId }
}`;

export const POPULAR_KEYWORDS_DOCUMENT = 'query pb_popularKeywords { popularKeywords { rank keyword count } }';

export const searchItemSchema = z.object({
  itemId: z.number().int(), modelId: z.number().int().nullable(), name: z.string(), brandName: z.string().nullable(),
  categoryName: z.string(), img: z.string(), imgWidth: z.number().int(), imgHeight: z.number().int(),
  dealType: z.enum(['RENTAL', 'SELL']), condition: z.enum(['NEW', 'USED']),
  price: z.number().int(), originPrice: z.number().int(), discount: z.number().int(),
  storeId: z.number().int(), storeName: z.string(), storeRegion: z.string(), distanceKm: z.number(),
  ratingAvg: z.number().nullable(), reviewCount: z.number().int(), tag1: z.string().nullable(), isMarked: z.boolean(),
});

const sortOptionSchema = z.object({ key: z.enum(SEARCH_SORT_KEYS), label: z.string(), isSelected: z.boolean() });

const businessSemiInfoSchema = z.object({
  id: z.number().int(), name: z.string(), region: z.string(), address: z.string(), isOfficial: z.boolean(),
  itemCount: z.number().int(), distanceKm: z.number(),
});

const magazineSchema = z.object({
  id: z.number().int(), name: z.string(), summary: z.string(), img: z.string(), imgWidth: z.number().int(),
  imgHeight: z.number().int(), publishedAt: z.string(),
});

const searchResultSchema = z.object({
  keyword: z.string(),
  dealType: z.enum(['RENTAL', 'SELL']),
  totalCount: z.number().int(),
  searchAfter: z.string().nullable(),
  isFuzzy: z.boolean(),
  suggestedKeywords: z.array(z.string()),
  items: z.array(searchItemSchema),
  sorts: z.array(sortOptionSchema),
  filterComponents: z.array(filterComponentSchema),
  businessSemiInfos: z.array(businessSemiInfoSchema),
  searchMagazineSection: z.object({ sectionTitle: z.string(), magazines: z.array(magazineSchema) }),
});

const autoKeywordSchema = z.object({
  keyword: z.string(), type: z.enum(['BRAND', 'CATEGORY', 'MODEL']), subText: z.string(), modelId: z.number().int().nullable(),
});

const popularKeywordSchema = z.object({ rank: z.number().int(), keyword: z.string(), count: z.number().int() });

export type SearchItem = z.infer<typeof searchItemSchema>;
export type SearchSortOption = z.infer<typeof sortOptionSchema>;
export type BusinessSemiInfo = z.infer<typeof businessSemiInfoSchema>;
export type SearchMagazine = z.infer<typeof magazineSchema>;
export type SearchAnswer = z.infer<typeof searchResultSchema>;
export type AutoKeyword = z.infer<typeof autoKeywordSchema>;
export type PopularKeyword = z.infer<typeof popularKeywordSchema>;

export type SearchVariables = {
  keyword: string;
  dealType: SearchDealType;
  sort: SearchSortKey;
  filters: { key: string; value: string }[];
  searchAfter: string | null;
  size?: number;
  lat?: number | null;
  lng?: number | null;
};

export async function fetchSearch(client: ApiClient, input: SearchVariables): Promise<SearchAnswer> {
  const data = await client.request<unknown>('item', SEARCH_DOCUMENT, { input }, { operationName: 'pb_search' });
  return checkAnswer(z.object({ search: searchResultSchema }), data, 'pb_search').search;
}

export async function fetchAutoKeywords(client: ApiClient, keyword: string, signal?: AbortSignal): Promise<AutoKeyword[]> {
  const data = await client.request<unknown>('item', AUTO_KEYWORDS_DOCUMENT, { keyword }, { operationName: 'pb_autoKeywords', signal });
  return checkAnswer(z.object({ autoKeywords: z.array(autoKeywordSchema) }), data, 'pb_autoKeywords').autoKeywords;
}

/** Popular keywords move over days: a few minutes of session cache spares every focus a request. */
export async function fetchPopularKeywords(client: ApiClient): Promise<PopularKeyword[]> {
  const data = await client.request<unknown>('item', POPULAR_KEYWORDS_DOCUMENT, {}, { operationName: 'pb_popularKeywords', cacheMinutes: 5 });
  return checkAnswer(z.object({ popularKeywords: z.array(popularKeywordSchema) }), data, 'pb_popularKeywords').popularKeywords;
}
