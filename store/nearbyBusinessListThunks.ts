import { fetchBusinessItemsMore, fetchBusinessItemsPage } from '@/api/item/businessProfile';
import type { FilterValue } from '@/lib/filterValues';
import { createPageThunk } from './pageThunk';
import { createApiThunk } from './thunk';

export const BUSINESS_ITEMS_PAGE_SIZE = 20;

/** What a business list shows: the business, which list (all or famous), the category tab, the order, the filters. */
export type BusinessListQuery = {
  businessId: number;
  famousOnly: boolean;
  categoryKey: string;
  sort: string;
  filters: FilterValue[];
  /** The dates the list is filtered by (issue 31 §1: `?start=&end=`), or null. */
  range: { start: string; end: string } | null;
};

export function businessListQueryKey(query: BusinessListQuery): string {
  return JSON.stringify([
    query.businessId,
    query.famousOnly,
    query.categoryKey,
    query.sort,
    query.filters.map((f) => `${f.key}=${f.value}`).sort(),
    query.range,
  ]);
}

const asApiFilters = (filters: readonly FilterValue[]) => filters.map((f) => ({ key: f.key, value: String(f.value) }));

const variablesOf = (query: BusinessListQuery, searchAfter: string | null) => ({
  businessId: query.businessId,
  famousOnly: query.famousOnly,
  categoryKey: query.categoryKey,
  sort: query.sort,
  filters: asApiFilters(query.filters),
  searchAfter,
  size: BUSINESS_ITEMS_PAGE_SIZE,
  range: query.range,
});

/**
 * The list pages' loader (/nearby_store/{id}/list and famous_list): page one with the header,
 * templates, the sheet and sorts, and the viewer, in one operation. A new tab, order or filter and
 * 다시 시도 run it too (the list is replaced).
 */
export const loadBusinessItems = createPageThunk(
  'nearbyBusinessList/loadPage',
  async (query: BusinessListQuery, { extra }) => {
    const answer = await fetchBusinessItemsPage(extra.client, variablesOf(query, null));
    return { ...answer, query, queryKey: businessListQueryKey(query) };
  }
);

/** The next page of the current list (appends); skipped when there is none or one is on its way. */
export const loadMoreBusinessItems = createApiThunk(
  'nearbyBusinessList/more',
  async (_: void, { extra, getState }) => {
    const { query, businessItems } = getState().nearbyBusinessList;
    if (!query) throw new Error('no list');
    const answer = await fetchBusinessItemsMore(extra.client, variablesOf(query, String(businessItems.searchAfter)));
    return { queryKey: businessListQueryKey(query), answer };
  },
  {
    condition: (_, { getState }) => {
      const s = getState().nearbyBusinessList;
      return (
        s.query !== null && s.businessItems.searchAfter !== null && s.moreStatus !== 'loading' && s.status !== 'loading'
      );
    },
  }
);
