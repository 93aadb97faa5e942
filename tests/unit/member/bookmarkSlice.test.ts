import type { BusinessBookmark, MemberBookmark, MemberBookmarkPage } from '@/api/item/memberBookmarks';
import {
  bookmarkDeleted, bookmarksAppended, bookmarksReplaced, businessBookmarkDeleted, businessBookmarksReplaced, lowestPriceAlarmChanged,
  selectBookmarks, selectBusinessBookmarks,
} from '@/store/bookmarkSlice';
import { deleteBookmark, setBookmarkAlarm } from '@/store/bookmarkThunks';
import { fakeResponse } from '../api/fakeFetch';
import { testStore } from '../store/testStore';

const bookmark = (target: 'ITEM' | 'MODEL', targetId: number, extra: Partial<MemberBookmark> = {}): MemberBookmark => ({
  id: `${target}:${targetId}`, target, targetId, name: `상품 ${targetId}`, brandName: '자이언트', img: `/app/v4/images/${targetId}`,
  price: 1_150_000, originPrice: 1_490_000, discountRate: 22, dealType: 'SELL', lowestSeenPrice: 1_290_000, isEnableLowestPriceAlarm: false,
  availability: 'AVAILABLE', hasPriceDrop: false, link: `/services/${targetId}`, createdAt: '2026-03-01T00:00:00.000Z', ...extra,
});

const store_ = (id: number): BusinessBookmark => ({
  id, name: `매장 ${id}`, address: '서울', region: '서울', isOfficial: false, reviewCount: 0, reviewCountText: '리뷰 0', reviewRatingText: '',
  isOpenNow: true, openStatusText: '영업 중 · 20:00까지', newItemCount: 0, link: `/nearby_store/${id}`, createdAt: '2026-03-01T00:00:00.000Z',
});

const page = (items: MemberBookmark[], searchAfter: string | null): MemberBookmarkPage => ({ bookmarks: items, searchAfter });

describe('bookmarkSlice (SPEC.md §4 Bookmarks)', () => {
  it('Bookmarks: deleting removes by id (an item and a model with the same number are different bookmarks)', () => {
    const { store } = testStore();
    store.dispatch(bookmarksReplaced(page([bookmark('ITEM', 1), bookmark('MODEL', 1), bookmark('ITEM', 2)], null)));
    store.dispatch(bookmarkDeleted('MODEL:1'));
    expect(selectBookmarks(store.getState()).map((b) => b.id)).toEqual(['ITEM:1', 'ITEM:2']);
    store.dispatch(bookmarkDeleted('MODEL:404'));
    expect(selectBookmarks(store.getState())).toHaveLength(2);
  });

  it('Bookmarks: deleting a saved store removes it by id', () => {
    const { store } = testStore();
    store.dispatch(businessBookmarksReplaced({ businessBookmarks: [store_(1), store_(2)], searchAfter: null }));
    store.dispatch(businessBookmarkDeleted(1));
    expect(selectBusinessBookmarks(store.getState()).map((s) => s.id)).toEqual([2]);
  });

  it('Bookmarks: a lowest-price alarm change updates the matching bookmark only', () => {
    const { store } = testStore();
    store.dispatch(bookmarksReplaced(page([bookmark('ITEM', 1), bookmark('MODEL', 1)], null)));
    store.dispatch(lowestPriceAlarmChanged({ target: 'MODEL', targetId: 1, active: true }));
    const [item, model] = selectBookmarks(store.getState());
    expect(item.isEnableLowestPriceAlarm).toBe(false);
    // Switched on, it watches from the price shown now (as the server records).
    expect(model).toMatchObject({ isEnableLowestPriceAlarm: true, lowestSeenPrice: 1_150_000 });
    store.dispatch(lowestPriceAlarmChanged({ target: 'MODEL', targetId: 1, active: false }));
    expect(selectBookmarks(store.getState())[1]).toMatchObject({ isEnableLowestPriceAlarm: false, lowestSeenPrice: 1_150_000 });
  });

  it('Lists: replace and append by searchAfter; a page for another cursor is ignored', () => {
    const { store } = testStore();
    store.dispatch(bookmarksReplaced(page([bookmark('ITEM', 3)], 'c1')));
    store.dispatch(bookmarksAppended({ after: 'c1', page: page([bookmark('ITEM', 2)], 'c2') }));
    store.dispatch(bookmarksAppended({ after: 'c9', page: page([bookmark('ITEM', 9)], null) }));
    expect(selectBookmarks(store.getState()).map((b) => b.id)).toEqual(['ITEM:3', 'ITEM:2']);
    store.dispatch(bookmarksReplaced(page([], null)));
    expect(selectBookmarks(store.getState())).toEqual([]);
  });

  it('the delete and bell thunks change the list only with the server\'s answer', async () => {
    const { store, transport } = testStore((call) => {
      if (call.body.operationName === 'us_deleteBookmark') return fakeResponse({ errors: [{ message: '찜 목록에 없는 상품이에요.', extensions: { code: 'NOT_FOUND' } }], data: null });
      return fakeResponse({ data: { setLowestPriceAlarm: { isActiveBookmark: true, isActiveAlarm: true } } });
    });
    store.dispatch(bookmarksReplaced(page([bookmark('ITEM', 1)], null)));
    const failed = await store.dispatch(deleteBookmark('ITEM:1'));
    expect(failed.payload).toMatchObject({ code: 'NOT_FOUND', message: '찜 목록에 없는 상품이에요.' });
    expect(selectBookmarks(store.getState())).toHaveLength(1);
    await store.dispatch(setBookmarkAlarm({ target: 'ITEM', targetId: 1, active: true }));
    expect(transport.calls[1].body.variables).toEqual({ target: 'ITEM', id: 1, active: true });
    expect(selectBookmarks(store.getState())[0].isEnableLowestPriceAlarm).toBe(true);
  });
});
