import { fetchModelDetail, fetchPriceComparison, fetchSimilarModels, setModelBookmark, setModelLowestPriceAlarm } from '@/api/item/modelDetail';
import { fetchModelReviews, setReviewHelpful } from '@/api/item/reviews';
import { serializeApiError } from '@/api/errors';
import {
  MODEL_DETAIL_LOAD, MODEL_REVIEWS_MORE, modelBookmarkChanged, reviewHelpfulnessChanged,
  type ModelDetailLoadPayload, type ModelReviewsMorePayload,
} from './modelDetailSlice';
import { createAppAsyncThunk } from './thunk';

/** The model page's loader (convention 3): every section the crawler must see, in parallel. */
export const loadModelDetail = createAppAsyncThunk(MODEL_DETAIL_LOAD, async (id: number, { extra, rejectWithValue }) => {
  try {
    const [detail, priceComparison, similarModels, reviews] = await Promise.all([
      fetchModelDetail(extra.client, id),
      fetchPriceComparison(extra.client, id),
      fetchSimilarModels(extra.client, id),
      fetchModelReviews(extra.client, id, null),
    ]);
    return { detail, priceComparison, similarModels, reviews } satisfies ModelDetailLoadPayload;
  } catch (error) {
    return rejectWithValue(serializeApiError(error));
  }
});

/** "리뷰 더 보기": the page after the list's cursor. */
export const loadMoreModelReviews = createAppAsyncThunk(MODEL_REVIEWS_MORE, async (_: void, { extra, getState, rejectWithValue }) => {
  const { model, modelReviews } = getState().modelDetail;
  try {
    if (!model || modelReviews.searchAfter === null) throw new Error('no next page');
    const page = await fetchModelReviews(extra.client, model.id, String(modelReviews.searchAfter));
    return { modelId: model.id, page } satisfies ModelReviewsMorePayload;
  } catch (error) {
    return rejectWithValue(serializeApiError(error));
  }
}, {
  // A second tap while a page loads (or with no page left) asks nothing.
  condition: (_, { getState }) => {
    const { modelReviews, reviewsStatus } = getState().modelDetail;
    return reviewsStatus !== 'loading' && modelReviews.searchAfter !== null;
  },
});

/** Member actions: a rejection carries the code, so the screen can send an anonymous visitor to log in. */
export const toggleReviewHelpful = createAppAsyncThunk(
  'modelDetail/toggleReviewHelpful',
  async ({ reviewId, active }: { reviewId: number; active: boolean }, { extra, dispatch, rejectWithValue }) => {
    try {
      const state = await setReviewHelpful(extra.client, reviewId, active);
      dispatch(reviewHelpfulnessChanged(state));
      return state;
    } catch (error) {
      return rejectWithValue(serializeApiError(error));
    }
  },
);

export const toggleModelBookmark = createAppAsyncThunk(
  'modelDetail/toggleBookmark',
  async ({ modelId, kind, active }: { modelId: number; kind: 'bookmark' | 'alarm'; active: boolean }, { extra, dispatch, rejectWithValue }) => {
    try {
      const state = kind === 'bookmark'
        ? await setModelBookmark(extra.client, modelId, active)
        : await setModelLowestPriceAlarm(extra.client, modelId, active);
      dispatch(modelBookmarkChanged(state));
      return state;
    } catch (error) {
      return rejectWithValue(serializeApiError(error));
    }
  },
);
