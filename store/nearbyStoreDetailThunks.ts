import { fetchNearbyStore, setStoreBookmark } from '@/api/item/storeProfile';
import { fetchBusinessReviewsPage } from '@/api/item/storeReviews';
import { serializeApiError } from '@/api/errors';
import {
  NEARBY_STORE_LOAD, NEARBY_STORE_REVIEWS_MORE, storeBookmarkChanged,
  type NearbyStoreLoadPayload, type NearbyStoreReviewsMorePayload,
} from './nearbyStoreDetailSlice';
import { createAppAsyncThunk } from './thunk';

/** The profile's loader (convention 3): one query holds every section the crawler must see. */
export const loadNearbyStore = createAppAsyncThunk(NEARBY_STORE_LOAD, async (storeId: number, { extra, rejectWithValue }) => {
  try {
    return { storeId, detail: await fetchNearbyStore(extra.client, storeId) } satisfies NearbyStoreLoadPayload;
  } catch (error) {
    return rejectWithValue(serializeApiError(error));
  }
});

/** "리뷰 더 보기" on the profile: the newest-first store reviews after reviewSearchAfter. */
export const loadMoreNearbyStoreReviews = createAppAsyncThunk(NEARBY_STORE_REVIEWS_MORE, async (_: void, { extra, getState, rejectWithValue }) => {
  const { storeId, businessReviews } = getState().nearbyStoreDetail;
  try {
    if (storeId === null || businessReviews.searchAfter === null) throw new Error('no next page');
    const page = await fetchBusinessReviewsPage(extra.client, {
      storeId, sort: 'NEWEST', photoOnly: false, searchAfter: String(businessReviews.searchAfter), size: 5,
    });
    return { storeId, reviews: page.businessReviews, searchAfter: page.searchAfter } satisfies NearbyStoreReviewsMorePayload;
  } catch (error) {
    return rejectWithValue(serializeApiError(error));
  }
}, {
  condition: (_, { getState }) => {
    const { businessReviews, reviewsStatus } = getState().nearbyStoreDetail;
    return reviewsStatus !== 'loading' && businessReviews.searchAfter !== null;
  },
});

/** Member action: the rejection carries UNAUTHENTICATED so the screen can send a visitor to log in. */
export const toggleStoreBookmark = createAppAsyncThunk(
  'nearbyStoreDetail/toggleBookmark',
  async ({ storeId, active }: { storeId: number; active: boolean }, { extra, dispatch, rejectWithValue }) => {
    try {
      const state = await setStoreBookmark(extra.client, storeId, active);
      dispatch(storeBookmarkChanged(state));
      return state;
    } catch (error) {
      return rejectWithValue(serializeApiError(error));
    }
  },
);
