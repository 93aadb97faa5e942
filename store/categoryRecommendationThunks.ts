import { fetchMoreRecommendations, fetchRecommendationPage } from '@/api/item/recommendations';
import { serializeApiError } from '@/api/errors';
import { applyExperiment } from './experimentThunks';
import { createPageThunk } from './pageThunk';
import { createApiThunk } from './thunk';
import type { RentalRange } from '@/lib/rentalRange/rentalRange';

/** A category, or a category on rental dates (issue 31 §1: only what is free on every day of them). */
export type CategoryRequest = string | { category: string; range: RentalRange | null };

const requestOf = (request: CategoryRequest) =>
  typeof request === 'string' ? { category: request, range: null } : request;

export const RECOMMENDATION_PAGE_SIZE = 10;

/**
 * The page's loader: one operation (pb_recommendationPage) with the first page of the category's
 * ranking (ranked on the server for this visitor), the recommender variant, which goes to
 * featureFlagSlice, and the viewer. The server sends it, and so does 다시 시도.
 */
export const loadCategoryRecommendation = createPageThunk(
  'categoryRecommendation/loadPage',
  async (request: CategoryRequest, { extra, dispatch }) => {
    const { category, range } = requestOf(request);
    const answer = await fetchRecommendationPage(extra.client, category, RECOMMENDATION_PAGE_SIZE, range);
    applyExperiment(dispatch, 'recommender', answer.experiment);
    return answer;
  }
);

/**
 * The next page by the list's cursor. A cursor the service refuses (INVALID_INPUT: the visitor's
 * identity or experiment changed since page 1) reloads the list from the first page instead.
 */
export const loadMoreCategoryRecommendation = createApiThunk(
  'categoryRecommendation/more',
  async (_: void, { extra, getState, dispatch }) => {
    const { categoryKey, recommendationItemList, range } = getState().categoryRecommendation;
    const category = categoryKey as string;
    try {
      const answer = await fetchMoreRecommendations(extra.client, {
        category,
        searchAfter: recommendationItemList.searchAfter as string,
        size: RECOMMENDATION_PAGE_SIZE,
        range,
      });
      return { categoryKey: category, answer };
    } catch (error) {
      // Not the generic rejection: this failure has a remedy, started here before the thunk rejects.
      if (serializeApiError(error).code === 'INVALID_INPUT')
        void dispatch(loadCategoryRecommendation({ category, range }));
      throw error;
    }
  },
  {
    condition: (_, { getState }) => {
      const state = getState().categoryRecommendation;
      return (
        state.categoryKey !== null &&
        state.recommendationItemList.searchAfter !== null &&
        state.moreStatus !== 'loading' &&
        state.status !== 'loading'
      );
    },
  }
);
