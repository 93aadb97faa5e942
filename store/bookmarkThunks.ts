import {
  deleteBookmark as deleteBookmarkRequest, deleteBusinessBookmark as deleteBusinessRequest, fetchBookmarkList, fetchBusinessBookmarkList,
  setBookmarkLowestPriceAlarm, type LowestPriceAlarmChange,
} from '@/api/item/memberBookmarks';
import { serializeApiError } from '@/api/errors';
import {
  BOOKMARK_DELETE, BOOKMARK_LOAD, BOOKMARK_MORE, BOOKMARK_SET_ALARM, BUSINESS_BOOKMARK_DELETE, BUSINESS_BOOKMARK_LOAD, BUSINESS_BOOKMARK_MORE,
} from './bookmarkSlice';
import { createAppAsyncThunk } from './thunk';

const fail = (error: unknown) => serializeApiError(error);

export const loadBookmarks = createAppAsyncThunk(BOOKMARK_LOAD, async (_: void, { extra, rejectWithValue }) => {
  try {
    return await fetchBookmarkList(extra.client, null);
  } catch (error) {
    return rejectWithValue(fail(error));
  }
});

export const loadMoreBookmarks = createAppAsyncThunk(BOOKMARK_MORE, async (_: void, { extra, getState, rejectWithValue }) => {
  const after = getState().bookmark.bookmarks.searchAfter as string;
  try {
    return { after, page: await fetchBookmarkList(extra.client, after) };
  } catch (error) {
    return rejectWithValue(fail(error));
  }
}, { condition: (_, { getState }) => getState().bookmark.bookmarks.searchAfter !== null && getState().bookmark.bookmarkStatus.moreStatus !== 'loading' });

export const loadBusinessBookmarks = createAppAsyncThunk(BUSINESS_BOOKMARK_LOAD, async (_: void, { extra, rejectWithValue }) => {
  try {
    return await fetchBusinessBookmarkList(extra.client, null);
  } catch (error) {
    return rejectWithValue(fail(error));
  }
});

export const loadMoreBusinessBookmarks = createAppAsyncThunk(BUSINESS_BOOKMARK_MORE, async (_: void, { extra, getState, rejectWithValue }) => {
  const after = getState().bookmark.businessBookmarks.searchAfter as string;
  try {
    return { after, page: await fetchBusinessBookmarkList(extra.client, after) };
  } catch (error) {
    return rejectWithValue(fail(error));
  }
}, { condition: (_, { getState }) => getState().bookmark.businessBookmarks.searchAfter !== null && getState().bookmark.businessStatus.moreStatus !== 'loading' });

/** Deletes a saved item or model by its list id (`ITEM:123`); the slice removes it once the server did. */
export const deleteBookmark = createAppAsyncThunk(BOOKMARK_DELETE, async (id: string, { extra, rejectWithValue }) => {
  try {
    return await deleteBookmarkRequest(extra.client, id);
  } catch (error) {
    return rejectWithValue(fail(error));
  }
});

export const deleteBusinessBookmark = createAppAsyncThunk(BUSINESS_BOOKMARK_DELETE, async (id: number, { extra, rejectWithValue }) => {
  try {
    return await deleteBusinessRequest(extra.client, id);
  } catch (error) {
    return rejectWithValue(fail(error));
  }
});

/** The bell of a bookmark row: the slice updates the matching bookmark with the server's answer. */
export const setBookmarkAlarm = createAppAsyncThunk(BOOKMARK_SET_ALARM, async (change: LowestPriceAlarmChange, { extra, rejectWithValue }) => {
  try {
    return await setBookmarkLowestPriceAlarm(extra.client, change);
  } catch (error) {
    return rejectWithValue(fail(error));
  }
});
