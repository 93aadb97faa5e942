import { SEARCH_SORT_KEYS, type SearchDealType, type SearchSortKey } from '@/api/item/search';
import type { FilterValue } from '@/lib/filterValues';
import type { SearchRequest } from '@/store/searchSlice';
import { rentalRangeFromQuery } from '../calendar/useRentalRangeQuery';

/**
 * The search URL is the search: /search?keyword=…&dealType=…&sort=…&f=key:value&start=…&end=…&fit=1. A link can be
 * shared, the back button returns to the previous search, and the server renders any of them.
 * Defaults (RECOMMEND) are left out so that canonical URLs stay short.
 */
type Query = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);
const all = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

const MAX_FILTERS = 30;

export type ParsedSearchUrl = {
  request: SearchRequest;
  /** False for the bare /search (no keyword, no deal type): the focus screen, no result list. */
  hasRequest: boolean;
};

export function parseSearchUrl(query: Query): ParsedSearchUrl {
  const keyword = (first(query.keyword) ?? '').normalize('NFC').trim().replace(/\s+/g, ' ').slice(0, 50);
  const rawDeal = first(query.dealType);
  const dealType: SearchDealType = rawDeal === 'SELL' ? 'SELL' : 'RENTAL';
  const rawSort = first(query.sort);
  const sort: SearchSortKey = (SEARCH_SORT_KEYS as readonly string[]).includes(rawSort ?? '')
    ? (rawSort as SearchSortKey)
    : 'RECOMMEND';
  const filters: FilterValue[] = all(query.f)
    .slice(0, MAX_FILTERS)
    .flatMap((entry) => {
      const at = entry.indexOf(':');
      return at > 0 && at < entry.length - 1 ? [{ key: entry.slice(0, at), value: entry.slice(at + 1) }] : [];
    });
  // The home page's category entries link to /search?category=<key>: the category filter, spelled short.
  const category = first(query.category);
  const byCategory = Boolean(category && /^[a-z0-9_]{1,40}$/.test(category));
  if (byCategory && !filters.some((f) => f.key === 'category'))
    filters.unshift({ key: 'category', value: category as string });
  // Dates are a rental's (issue 31 §1): the sale tab has none.
  const range = dealType === 'RENTAL' ? rentalRangeFromQuery(query) : null;
  // 내 사이즈 (fit=1): the member's own sizes; the service decides whether it can apply.
  const fitsMe = first(query.fit) === '1';
  return {
    request: {
      keyword,
      dealType,
      sort,
      filters,
      ...(range ? { range } : {}),
      ...(fitsMe ? { fitsMe } : {}),
    },
    hasRequest: keyword !== '' || rawDeal === 'RENTAL' || rawDeal === 'SELL' || byCategory,
  };
}

export function searchUrl(request: SearchRequest): string {
  const params = new URLSearchParams();
  if (request.keyword) params.set('keyword', request.keyword);
  params.set('dealType', request.dealType);
  if (request.sort !== 'RECOMMEND') params.set('sort', request.sort);
  for (const filter of request.filters) params.append('f', `${filter.key}:${filter.value}`);
  if (request.range && request.dealType === 'RENTAL') {
    params.set('start', request.range.start);
    params.set('end', request.range.end);
  }
  if (request.fitsMe) params.set('fit', '1');
  return `/search?${params.toString()}`;
}

/** A keyword's search (what a popular, recent or suggested keyword links to). */
export function keywordUrl(keyword: string, dealType?: SearchDealType): string {
  return searchUrl({ keyword, dealType: dealType ?? 'RENTAL', sort: 'RECOMMEND', filters: [] });
}

export function sameRequest(a: SearchRequest, b: SearchRequest): boolean {
  return (
    a.keyword === b.keyword &&
    a.dealType === b.dealType &&
    a.sort === b.sort &&
    (a.range?.start ?? null) === (b.range?.start ?? null) &&
    (a.range?.end ?? null) === (b.range?.end ?? null) &&
    Boolean(a.fitsMe) === Boolean(b.fitsMe) &&
    a.filters.length === b.filters.length &&
    a.filters.every((f, i) => f.key === b.filters[i].key && String(f.value) === String(b.filters[i].value))
  );
}
