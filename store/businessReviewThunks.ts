import { fetchBusinessReviews, fetchBusinessReviewsPage } from '@/api/item/storeReviews';
import { serializeApiError } from '@/api/errors';
import {
  BUSINESS_REVIEWS_LOAD, BUSINESS_REVIEWS_MORE, businessReviewQueryKey,
  type BusinessReviewQuery, type BusinessReviewsLoadPayload, type BusinessReviewsMorePayload,
} from './businessReviewSlice';
import { createAppAsyncThunk } from './thunk';

export const BUSINESS_REVIEW_PAGE_SIZE = 10;

export const loadBusinessReviews = createAppAsyncThunk(BUSINESS_REVIEWS_LOAD, async (query: BusinessReviewQuery, { extra, rejectWithValue }) => {
  try {
    const answer = await fetchBusinessReviews(extra.client, { ...query, searchAfter: null, size: BUSINESS_REVIEW_PAGE_SIZE });
    return { query, answer } satisfies BusinessReviewsLoadPayload;
  } catch (error) {
    return rejectWithValue(serializeApiError(error));
  }
});

export const loadMoreBusinessReviews = createAppAsyncThunk(BUSINESS_REVIEWS_MORE, async (_: void, { extra, getState, rejectWithValue }) => {
  const { query, businessReviews } = getState().businessReview;
  try {
    if (!query) throw new Error('no list');
    const answer = await fetchBusinessReviewsPage(extra.client, { ...query, searchAfter: String(businessReviews.searchAfter), size: BUSINESS_REVIEW_PAGE_SIZE });
    return { queryKey: businessReviewQueryKey(query), answer } satisfies BusinessReviewsMorePayload;
  } catch (error) {
    return rejectWithValue(serializeApiError(error));
  }
}, {
  condition: (_, { getState }) => {
    const s = getState().businessReview;
    return s.query !== null && s.businessReviews.searchAfter !== null && s.moreStatus !== 'loading' && s.status !== 'loading';
  },
});
