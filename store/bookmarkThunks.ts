import {
  deleteBookmark as deleteBookmarkRequest,
  deleteBusinessBookmark as deleteBusinessRequest,
  fetchBookmarkPage,
  fetchBusinessBookmarkPage,
  fetchMoreBookmarks,
  fetchMoreBusinessBookmarks,
  setModelAlarmMode as setModelAlarmModeRequest,
  type ModelAlarmMode,
} from '@/api/item/memberBookmarks';
import { createPageThunk } from './pageThunk';
import { createApiThunk } from './thunk';

/**
 * /user/bookmark's loader, one per tab: the tab's first page and the viewer in one operation (server
 * render, 다시 시도, and the first visit of the other tab).
 */
export const loadBookmarkPage = createPageThunk('bookmark/loadPage', (_: void, { extra }) =>
  fetchBookmarkPage(extra.client)
);

export const loadBusinessBookmarkPage = createPageThunk('bookmark/loadBusinessPage', (_: void, { extra }) =>
  fetchBusinessBookmarkPage(extra.client)
);

/** 더 보기: the page after the list's cursor, named by it so that a late answer after a reload is dropped. */
export const loadMoreBookmarks = createApiThunk(
  'bookmark/more',
  async (_: void, { extra, getState }) => {
    const after = getState().bookmark.bookmarks.searchAfter as string;
    return { after, page: await fetchMoreBookmarks(extra.client, after) };
  },
  {
    condition: (_, { getState }) =>
      getState().bookmark.bookmarks.searchAfter !== null && getState().bookmark.bookmarkStatus.moreStatus !== 'loading',
  }
);

export const loadMoreBusinessBookmarks = createApiThunk(
  'bookmark/moreBusiness',
  async (_: void, { extra, getState }) => {
    const after = getState().bookmark.businessBookmarks.searchAfter as string;
    return { after, page: await fetchMoreBusinessBookmarks(extra.client, after) };
  },
  {
    condition: (_, { getState }) =>
      getState().bookmark.businessBookmarks.searchAfter !== null &&
      getState().bookmark.businessStatus.moreStatus !== 'loading',
  }
);

/** Deletes a saved item or model by its list id (`ITEM:123`); the slice removes it once the server did. */
export const deleteBookmark = createApiThunk('bookmark/delete', (id: string, { extra }) =>
  deleteBookmarkRequest(extra.client, id)
);

export const deleteBusinessBookmark = createApiThunk('bookmark/deleteBusiness', (id: number, { extra }) =>
  deleteBusinessRequest(extra.client, id)
);

/** 알림 조건 of a saved model (가격이 내려갈 때마다 / 역대 최저가가 되면); the row follows the server's answer. */
export const setModelAlarmMode = createApiThunk(
  'bookmark/setModelAlarmMode',
  ({ modelId, alarmMode }: { modelId: number; alarmMode: ModelAlarmMode }, { extra }) =>
    setModelAlarmModeRequest(extra.client, modelId, alarmMode)
);
