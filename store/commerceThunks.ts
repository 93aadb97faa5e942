import {
  fetchCommerceModels,
  fetchCommercePage,
  type CommerceModelsAnswer,
  type CommercePageAnswer,
} from '@/api/item/commerce';
import type { FilterValue } from '@/lib/filterValues';
import type { BikeCommerceFilterState } from './bikeCommerceFilterSlice';
import { applyExperiment } from './experimentThunks';
import { createPageThunk } from './pageThunk';
import { createApiThunk } from './thunk';

/** Cards per page: two columns of a phone screen, a few screens deep. */
export const COMMERCE_PAGE_SIZE = 20;

/** The template used when no category is chosen (or the chosen one has none). */
export const DEFAULT_TEMPLATE_KEY = 'all';

/** Experiment-free default; the model list experiment may choose another (see defaultSortFor). */
export const DEFAULT_SORT = 'POPULAR';

/** Model list experiment (docs/product.md §3): variant B opens on the cheapest first, A and the control on 인기순. */
export function defaultSortFor(variant: string | null): string {
  return variant === 'B' ? 'PRICE_ASC' : DEFAULT_SORT;
}

export type CommerceQuery = { categoryKey: string; sort: string; filters: FilterValue[] };

/** What the model list is asked for, from the current selection. */
export function commerceQueryOf(
  state: Pick<BikeCommerceFilterState, 'selectedCategory' | 'sort' | 'filters'>
): CommerceQuery {
  return { categoryKey: state.selectedCategory?.key ?? DEFAULT_TEMPLATE_KEY, sort: state.sort, filters: state.filters };
}

const asApiFilters = (filters: readonly FilterValue[]) => filters.map((f) => ({ key: f.key, value: String(f.value) }));

/** The same choice made in another order is the same list. */
export function commerceQueryKey(query: CommerceQuery): string {
  return JSON.stringify([
    query.categoryKey,
    query.sort,
    asApiFilters(query.filters)
      .map((f) => `${f.key}=${f.value}`)
      .sort(),
  ]);
}

export type CommercePagePayload = { queryKey: string; page: CommerceModelsAnswer };
export type CommercePageLoaded = CommercePageAnswer & { query: CommerceQuery; queryKey: string };

/**
 * /bikes/commerce's loader: one operation with the viewer, the model-list experiment, the sorts and
 * categories, and page one of `query`. The opening category and sort are resolved before (the
 * first category on sale and the variant's sort, server/ssr/pages/catalogPages.ts); 다시 시도 sends
 * the same query again.
 */
export const loadCommercePage = createPageThunk(
  'commerce/loadPage',
  async (query: CommerceQuery, { extra, dispatch }): Promise<CommercePageLoaded> => {
    const answer = await fetchCommercePage(extra.client, {
      categoryKey: query.categoryKey,
      sort: query.sort,
      filters: asApiFilters(query.filters),
      searchAfter: null,
      size: COMMERCE_PAGE_SIZE,
    });
    applyExperiment(dispatch, 'modelList', answer.experiment);
    return { ...answer, query, queryKey: commerceQueryKey(query) };
  }
);

/** Page one of the current selection (replaces the list): a new category, sort or filter choice. */
export const loadCommerceModels = createApiThunk(
  'commerceList/load',
  async (_: void, { extra, getState }): Promise<CommercePagePayload> => {
    const query = commerceQueryOf(getState().bikeCommerceFilter);
    const page = await fetchCommerceModels(extra.client, {
      categoryKey: query.categoryKey,
      sort: query.sort,
      filters: asApiFilters(query.filters),
      searchAfter: null,
      size: COMMERCE_PAGE_SIZE,
    });
    return { queryKey: commerceQueryKey(query), page };
  }
);

/** The next page (appends); skipped when there is none or one is already on its way. */
export const loadMoreCommerceModels = createApiThunk(
  'commerceList/more',
  async (_: void, { extra, getState }): Promise<CommercePagePayload> => {
    const state = getState();
    const query = commerceQueryOf(state.bikeCommerceFilter);
    const page = await fetchCommerceModels(extra.client, {
      categoryKey: query.categoryKey,
      sort: query.sort,
      filters: asApiFilters(query.filters),
      searchAfter: state.commerceList.models.searchAfter as string,
      size: COMMERCE_PAGE_SIZE,
    });
    return { queryKey: commerceQueryKey(query), page };
  },
  {
    condition: (_, { getState }) => {
      const { commerceList } = getState();
      return (
        commerceList.models.searchAfter !== null &&
        commerceList.moreStatus !== 'loading' &&
        commerceList.status !== 'loading'
      );
    },
  }
);
