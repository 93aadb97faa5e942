import { fetchItemCalendar, fetchItemDetail, setItemBookmark, setItemLowestPriceAlarm } from '@/api/item/itemDetail';
import { serializeApiError } from '@/api/errors';
import { CALENDAR_LOAD } from './calendarSlice';
import { ITEM_BOOKMARK_SET, ITEM_DETAIL_LOAD } from './itemDetailSlice';
import { createAppAsyncThunk } from './thunk';

/** The item page's loader (convention 3): the same thunk in getServerSideProps and on navigation. */
export const loadItemDetail = createAppAsyncThunk(ITEM_DETAIL_LOAD, async (id: number, { extra, rejectWithValue }) => {
  try {
    return await fetchItemDetail(extra.client, id);
  } catch (error) {
    return rejectWithValue(serializeApiError(error));
  }
});

/** The rental calendar of an item (rentals only), loaded with the page so the sheet opens at once. */
export const loadItemCalendar = createAppAsyncThunk(CALENDAR_LOAD, async (id: number, { extra, rejectWithValue }) => {
  try {
    return await fetchItemCalendar(extra.client, id);
  } catch (error) {
    return rejectWithValue(serializeApiError(error));
  }
});

/**
 * The heart and the bell (member only). An anonymous visitor's call is rejected with
 * UNAUTHENTICATED, which the screen turns into a trip to /login with a return URL.
 */
export const setItemBookmarkState = createAppAsyncThunk(
  ITEM_BOOKMARK_SET,
  async (input: { id: number; kind: 'bookmark' | 'alarm'; active: boolean }, { extra, rejectWithValue }) => {
    try {
      return input.kind === 'bookmark'
        ? await setItemBookmark(extra.client, input.id, input.active)
        : await setItemLowestPriceAlarm(extra.client, input.id, input.active);
    } catch (error) {
      return rejectWithValue(serializeApiError(error));
    }
  },
);
