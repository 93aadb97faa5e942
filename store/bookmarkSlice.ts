/**
 * Bookmarks (docs/product.md §3: bookmarks (id, isEnableLowestPriceAlarm), businessBookmarks (id)) of
 * /user/bookmark: saved items and models in one list, saved businesses in another, each paged by
 * searchAfter. Server-owned: the page loads its tab on the server.
 * docs/product.md §4: deleting removes by id; a lowest-price alarm change updates the matching bookmark.
 */
import {
  createSlice,
  type ActionReducerMapBuilder,
  type AsyncThunk,
  type Draft,
  type PayloadAction,
} from '@reduxjs/toolkit';
import type {
  BusinessBookmark,
  BusinessBookmarkPage,
  MemberBookmark,
  MemberBookmarkPage,
} from '@/api/item/memberBookmarks';
import type { SerializedApiError } from '@/api/errors';
import { appendList, emptyList, replaceList, type CursorList } from '@/lib/lists';
import { errorFromRejected, type AsyncStatus } from './asyncStatus';
import { hydrate, replaceOnHydrate } from './hydrate';
import {
  deleteBookmark,
  deleteBusinessBookmark,
  loadBookmarkPage,
  loadBusinessBookmarkPage,
  loadMoreBookmarks,
  loadMoreBusinessBookmarks,
  setModelAlarmMode,
} from './bookmarkThunks';
import { addBookmarkCases } from './bookmarkToggle';
import type { AppThunkConfig } from './thunk';
import { injectSlice, rootReducer } from './rootReducer';

/** The async fields of one list: its first page and its 더 보기. */
export type ListStatus = { status: AsyncStatus; error: SerializedApiError | null; moreStatus: AsyncStatus };

export type BookmarkState = {
  bookmarks: CursorList<MemberBookmark>;
  bookmarkStatus: ListStatus;
  businessBookmarks: CursorList<BusinessBookmark>;
  businessStatus: ListStatus;
};

const idleList: ListStatus = { status: 'idle', error: null, moreStatus: 'idle' };

export const initialBookmarkState: BookmarkState = {
  bookmarks: emptyList<MemberBookmark>(),
  bookmarkStatus: idleList,
  businessBookmarks: emptyList<BusinessBookmark>(),
  businessStatus: idleList,
};

export type PageAfter<P> = { after: string; page: P };

/** The bell of a saved item or model, switched on or off. */
export type LowestPriceAlarmChange = { target: MemberBookmark['target']; targetId: number; active: boolean };

type State = Draft<BookmarkState>;
const plain = (state: State) => state as unknown as BookmarkState;

export function bookmarkIdOf(target: 'ITEM' | 'MODEL', targetId: number): string {
  return `${target}:${targetId}`;
}

/** Deleting removes by id. */
function removeBookmark(state: State, id: string) {
  const list = plain(state).bookmarks;
  plain(state).bookmarks = { ...list, items: list.items.filter((b) => b.id !== id) };
}

function removeBusinessBookmark(state: State, id: number) {
  const list = plain(state).businessBookmarks;
  plain(state).businessBookmarks = { ...list, items: list.items.filter((b) => b.id !== id) };
}

/**
 * A lowest-price alarm change updates the matching bookmark. Switching it on starts from the price
 * shown now, as the server does (it records the current price as the lowest seen).
 */
function applyAlarm(state: State, change: LowestPriceAlarmChange) {
  const bookmark = plain(state).bookmarks.items.find((b) => b.id === bookmarkIdOf(change.target, change.targetId));
  if (!bookmark) return;
  const draft = bookmark as Draft<MemberBookmark>;
  if (change.active && !draft.isEnableLowestPriceAlarm) draft.lowestSeenPrice = draft.price;
  draft.isEnableLowestPriceAlarm = change.active;
}

/** Lists: replace with a first page; append only the page that follows the list's own cursor. */
function replaceBookmarks(state: State, page: MemberBookmarkPage) {
  plain(state).bookmarks = replaceList(undefined, { items: page.bookmarks, searchAfter: page.searchAfter });
}

function appendBookmarks(state: State, { after, page }: PageAfter<MemberBookmarkPage>) {
  if (plain(state).bookmarks.searchAfter !== after) return;
  plain(state).bookmarks = appendList(plain(state).bookmarks, { items: page.bookmarks, searchAfter: page.searchAfter });
}

function replaceBusiness(state: State, page: BusinessBookmarkPage) {
  plain(state).businessBookmarks = replaceList(undefined, {
    items: page.businessBookmarks,
    searchAfter: page.searchAfter,
  });
}

function appendBusiness(state: State, { after, page }: PageAfter<BusinessBookmarkPage>) {
  if (plain(state).businessBookmarks.searchAfter !== after) return;
  plain(state).businessBookmarks = appendList(plain(state).businessBookmarks, {
    items: page.businessBookmarks,
    searchAfter: page.searchAfter,
  });
}

export const bookmarkSlice = createSlice({
  name: 'bookmark',
  initialState: initialBookmarkState,
  reducers: {
    bookmarksReplaced: (state, action: PayloadAction<MemberBookmarkPage>) => replaceBookmarks(state, action.payload),
    bookmarksAppended: (state, action: PayloadAction<PageAfter<MemberBookmarkPage>>) =>
      appendBookmarks(state, action.payload),
    businessBookmarksReplaced: (state, action: PayloadAction<BusinessBookmarkPage>) =>
      replaceBusiness(state, action.payload),
    businessBookmarksAppended: (state, action: PayloadAction<PageAfter<BusinessBookmarkPage>>) =>
      appendBusiness(state, action.payload),
    bookmarkDeleted: (state, action: PayloadAction<string>) => removeBookmark(state, action.payload),
    businessBookmarkDeleted: (state, action: PayloadAction<number>) => removeBusinessBookmark(state, action.payload),
    lowestPriceAlarmChanged: (state, action: PayloadAction<LowestPriceAlarmChange>) =>
      applyAlarm(state, action.payload),
  },
  extraReducers: (builder) => {
    builder
      .addCase(
        hydrate,
        replaceOnHydrate<BookmarkState>('bookmark', {
          when: (s) => s.bookmarkStatus?.status !== 'idle' || s.businessStatus?.status !== 'idle',
        })
      )
      .addCase(deleteBookmark.fulfilled, (state, action) => removeBookmark(state, action.payload))
      .addCase(deleteBusinessBookmark.fulfilled, (state, action) => removeBusinessBookmark(state, action.payload))
      .addCase(setModelAlarmMode.fulfilled, (state, { payload }) => {
        const bookmark = state.bookmarks.items.find((b) => b.id === bookmarkIdOf('MODEL', payload.modelId));
        if (bookmark) bookmark.alarmMode = payload.alarmMode;
      });
    addListCases(
      builder,
      loadBookmarkPage,
      loadMoreBookmarks,
      'bookmarkStatus',
      (state, { bookmarkList }) => replaceBookmarks(state, bookmarkList),
      appendBookmarks
    );
    addListCases(
      builder,
      loadBusinessBookmarkPage,
      loadMoreBusinessBookmarks,
      'businessStatus',
      (state, { businessBookmarkList }) => replaceBusiness(state, businessBookmarkList),
      appendBusiness
    );
    // The bell of a row is the one bookmark toggle (store/bookmarkToggle.ts): shown at once, then the
    // service's answer, or the previous state again when it failed.
    for (const target of ['ITEM', 'MODEL'] as const) {
      addBookmarkCases(builder, target, (state, targetId, shown) =>
        applyAlarm(state, { target, targetId, active: shown.isActiveAlarm })
      );
    }
  },
  selectors: {
    selectBookmarkState: (state) => state,
    selectBookmarks: (state) => state.bookmarks.items,
    selectBusinessBookmarks: (state) => state.businessBookmarks.items,
  },
});

type Thunk<R> = AsyncThunk<R, void, AppThunkConfig>;

/** First page and 더 보기 of one list, each with its own status in `key`. */
function addListCases<R, M>(
  builder: ActionReducerMapBuilder<BookmarkState>,
  load: Thunk<R>,
  more: Thunk<M>,
  key: 'bookmarkStatus' | 'businessStatus',
  onLoad: (state: State, payload: R) => void,
  onMore: (state: State, payload: M) => void
): void {
  builder
    .addCase(load.pending, (state) => {
      state[key].status = 'loading';
      state[key].error = null;
    })
    .addCase(load.fulfilled, (state, action) => {
      onLoad(state, action.payload);
      state[key].status = 'succeeded';
    })
    .addCase(load.rejected, (state, action) => {
      state[key].status = 'failed';
      state[key].error = errorFromRejected(action);
    })
    .addCase(more.pending, (state) => {
      state[key].moreStatus = 'loading';
    })
    .addCase(more.fulfilled, (state, action) => {
      onMore(state, action.payload);
      state[key].moreStatus = 'succeeded';
    })
    .addCase(more.rejected, (state) => {
      state[key].moreStatus = 'failed';
    });
}

export const {
  bookmarksReplaced,
  bookmarksAppended,
  businessBookmarksReplaced,
  businessBookmarksAppended,
  bookmarkDeleted,
  businessBookmarkDeleted,
  lowestPriceAlarmChanged,
} = bookmarkSlice.actions;
export const { selectBookmarkState, selectBookmarks, selectBusinessBookmarks } = injectSlice(
  bookmarkSlice.injectInto(rootReducer)
).selectors;
