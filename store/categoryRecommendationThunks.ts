import { fetchCategoryRecommendation } from '@/api/item/recommendations';
import { setItemBookmark } from '@/api/item/itemDetail';
import { serializeApiError } from '@/api/errors';
import { RECOMMENDATION_LOAD, RECOMMENDATION_MORE, setRecommendationBookmark, type RecommendationMorePayload } from './categoryRecommendationSlice';
import { createAppAsyncThunk } from './thunk';

export const RECOMMENDATION_PAGE_SIZE = 10;

/** The first page of a category's recommendations (ranked on the server for this visitor). */
export const loadCategoryRecommendation = createAppAsyncThunk(RECOMMENDATION_LOAD, async (category: string, { extra, rejectWithValue }) => {
  try {
    return await fetchCategoryRecommendation(extra.client, { category, size: RECOMMENDATION_PAGE_SIZE });
  } catch (error) {
    return rejectWithValue(serializeApiError(error));
  }
});

/**
 * The next page by the list's cursor. A cursor the service refuses (INVALID_INPUT: the visitor's
 * identity or experiment changed since page 1) reloads the list from the first page instead.
 */
export const loadMoreCategoryRecommendation = createAppAsyncThunk(RECOMMENDATION_MORE, async (_: void, { extra, getState, dispatch, rejectWithValue }) => {
  const { categoryKey, recommendationItemList } = getState().categoryRecommendation;
  try {
    const answer = await fetchCategoryRecommendation(extra.client, {
      category: categoryKey as string, searchAfter: recommendationItemList.searchAfter as string, size: RECOMMENDATION_PAGE_SIZE,
    });
    return { categoryKey: categoryKey as string, answer } satisfies RecommendationMorePayload;
  } catch (error) {
    const serialized = serializeApiError(error);
    if (serialized.code === 'INVALID_INPUT' && categoryKey) void dispatch(loadCategoryRecommendation(categoryKey));
    return rejectWithValue(serialized);
  }
}, {
  condition: (_, { getState }) => {
    const state = getState().categoryRecommendation;
    return state.categoryKey !== null && state.recommendationItemList.searchAfter !== null && state.moreStatus !== 'loading' && state.status !== 'loading';
  },
});

/** The heart on a recommended item (member only; a visitor is sent to /login by the screen). */
export const toggleRecommendationBookmark = createAppAsyncThunk(
  'categoryRecommendation/toggleBookmark',
  async ({ itemId, active }: { itemId: number; active: boolean }, { extra, dispatch, rejectWithValue }) => {
    try {
      const state = await setItemBookmark(extra.client, itemId, active);
      dispatch(setRecommendationBookmark({ itemId, isMarked: state.isActiveBookmark }));
      return state;
    } catch (error) {
      return rejectWithValue(serializeApiError(error));
    }
  },
);
