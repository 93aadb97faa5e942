import { fetchBikeCommerceFilter, fetchCommerceModels } from '@/api/item/commerce';
import { serializeApiError } from '@/api/errors';
import type { FilterValue } from '@/lib/filterValues';
import { BIKE_COMMERCE_FILTER_LOAD, commerceQueryOf, type CommerceQuery } from './bikeCommerceFilterSlice';
import { COMMERCE_MODELS_LOAD, COMMERCE_MODELS_MORE, type CommercePagePayload } from './commerceListSlice';
import { createAppAsyncThunk } from './thunk';

/** Cards per page: two columns of a phone screen, a few screens deep. */
export const COMMERCE_PAGE_SIZE = 20;

const asApiFilters = (filters: readonly FilterValue[]) => filters.map((f) => ({ key: f.key, value: String(f.value) }));

/** The same choice made in another order is the same list. */
export function commerceQueryKey(query: CommerceQuery): string {
  return JSON.stringify([query.categoryKey, query.sort, asApiFilters(query.filters).map((f) => `${f.key}=${f.value}`).sort()]);
}

export const loadBikeCommerceFilter = createAppAsyncThunk(BIKE_COMMERCE_FILTER_LOAD, async (_: void, { extra, rejectWithValue }) => {
  try {
    return await fetchBikeCommerceFilter(extra.client);
  } catch (error) {
    return rejectWithValue(serializeApiError(error));
  }
});

/** Page one of the current selection (replaces the list). */
export const loadCommerceModels = createAppAsyncThunk(COMMERCE_MODELS_LOAD, async (_: void, { extra, getState, rejectWithValue }) => {
  const query = commerceQueryOf(getState().bikeCommerceFilter);
  try {
    const page = await fetchCommerceModels(extra.client, {
      categoryKey: query.categoryKey, sort: query.sort, filters: asApiFilters(query.filters), searchAfter: null, size: COMMERCE_PAGE_SIZE,
    });
    return { queryKey: commerceQueryKey(query), page } satisfies CommercePagePayload;
  } catch (error) {
    return rejectWithValue(serializeApiError(error));
  }
});

/** The next page (appends); skipped when there is none or one is already on its way. */
export const loadMoreCommerceModels = createAppAsyncThunk(COMMERCE_MODELS_MORE, async (_: void, { extra, getState, rejectWithValue }) => {
  const state = getState();
  const query = commerceQueryOf(state.bikeCommerceFilter);
  try {
    const page = await fetchCommerceModels(extra.client, {
      categoryKey: query.categoryKey, sort: query.sort, filters: asApiFilters(query.filters),
      searchAfter: state.commerceList.models.searchAfter as string, size: COMMERCE_PAGE_SIZE,
    });
    return { queryKey: commerceQueryKey(query), page } satisfies CommercePagePayload;
  } catch (error) {
    return rejectWithValue(serializeApiError(error));
  }
}, {
  condition: (_, { getState }) => {
    const { commerceList } = getState();
    return commerceList.models.searchAfter !== null && commerceList.moreStatus !== 'loading' && commerceList.status !== 'loading';
  },
});
