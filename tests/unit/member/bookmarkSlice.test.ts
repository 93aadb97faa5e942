import type { BusinessBookmark, MemberBookmark, MemberBookmarkPage } from '@/api/item/memberBookmarks';
import {
  bookmarkDeleted,
  bookmarksAppended,
  bookmarksReplaced,
  businessBookmarkDeleted,
  businessBookmarksReplaced,
  lowestPriceAlarmChanged,
  selectBookmarks,
  selectBusinessBookmarks,
} from '@/store/bookmarkSlice';
import { deleteBookmark, loadBookmarkPage, loadBusinessBookmarkPage, loadMoreBookmarks } from '@/store/bookmarkThunks';
import { toggleBookmark } from '@/store/bookmarkToggle';
import { fakeResponse } from '../api/fakeFetch';
import { testStore } from '../store/testStore';
import { itemCard } from '../item/itemCardFixture';
import { modelCard } from '../model/modelCardFixture';

const bookmark = (target: 'ITEM' | 'MODEL', targetId: number, extra: Partial<MemberBookmark> = {}): MemberBookmark => ({
  id: `${target}:${targetId}`,
  target,
  targetId,
  item: target === 'ITEM' ? itemCard(targetId, { name: `상품 ${targetId}` }) : null,
  model: target === 'MODEL' ? modelCard(targetId, { name: `모델 ${targetId}` }) : null,
  price: 1_150_000,
  originPrice: 1_490_000,
  discountRate: 22,
  lowestSeenPrice: 1_290_000,
  isEnableLowestPriceAlarm: false,
  alarmMode: 'EVERY_DROP',
  availability: 'AVAILABLE',
  hasPriceDrop: false,
  link: `/services/${targetId}`,
  createdAt: '2026-03-01T00:00:00.000Z',
  ...extra,
});

const business_ = (id: number): BusinessBookmark => ({
  id,
  name: `매장 ${id}`,
  address: '서울',
  region: '서울',
  isOfficial: false,
  reviewCount: 0,
  reviewCountText: '리뷰 0',
  reviewRatingText: '',
  isOpenNow: true,
  openStatusText: '영업 중 · 20:00까지',
  newItemCount: 0,
  link: `/nearby_store/${id}`,
  createdAt: '2026-03-01T00:00:00.000Z',
});

const page = (items: MemberBookmark[], searchAfter: string | null): MemberBookmarkPage => ({
  bookmarks: items,
  searchAfter,
});

describe('bookmarkSlice (docs/product.md §4 Bookmarks)', () => {
  it('Bookmarks: deleting removes by id (an item and a model with the same number are different bookmarks)', () => {
    const { store } = testStore();
    store.dispatch(bookmarksReplaced(page([bookmark('ITEM', 1), bookmark('MODEL', 1), bookmark('ITEM', 2)], null)));
    store.dispatch(bookmarkDeleted('MODEL:1'));
    expect(selectBookmarks(store.getState()).map((b) => b.id)).toEqual(['ITEM:1', 'ITEM:2']);
    store.dispatch(bookmarkDeleted('MODEL:404'));
    expect(selectBookmarks(store.getState())).toHaveLength(2);
  });

  it('Bookmarks: deleting a saved business removes it by id', () => {
    const { store } = testStore();
    store.dispatch(businessBookmarksReplaced({ businessBookmarks: [business_(1), business_(2)], searchAfter: null }));
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
    expect(selectBookmarks(store.getState())[1]).toMatchObject({
      isEnableLowestPriceAlarm: false,
      lowestSeenPrice: 1_150_000,
    });
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

  it("the delete and bell thunks change the list only with the server's answer", async () => {
    const { store, transport } = testStore((call) => {
      if (call.body.operationName === 'us_deleteBookmark')
        return fakeResponse({
          errors: [{ message: '찜 목록에 없는 상품이에요.', extensions: { code: 'NOT_FOUND' } }],
          data: null,
        });
      return fakeResponse({ data: { setLowestPriceAlarm: { isActiveBookmark: true, isActiveAlarm: true } } });
    });
    store.dispatch(bookmarksReplaced(page([bookmark('ITEM', 1)], null)));
    const failed = await store.dispatch(deleteBookmark('ITEM:1'));
    expect(failed.payload).toMatchObject({ code: 'NOT_FOUND', message: '찜 목록에 없는 상품이에요.' });
    expect(selectBookmarks(store.getState())).toHaveLength(1);
    await store.dispatch(
      toggleBookmark({
        target: 'ITEM',
        id: 1,
        kind: 'alarm',
        active: true,
        previous: { isActiveBookmark: true, isActiveAlarm: false },
      })
    );
    // The bell goes through the one bookmark mutation every screen uses (api/item/bookmark.ts).
    expect(transport.calls[1].body).toMatchObject({
      operationName: 'us_setLowestPriceAlarm',
      variables: { target: 'ITEM', id: 1, active: true },
    });
    expect(selectBookmarks(store.getState())[0].isEnableLowestPriceAlarm).toBe(true);
  });

  it('the bell shows the change at once and goes back when the service refuses it', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { store, transport } = testStore(() =>
      fakeResponse({
        errors: [{ message: '잠시 후 다시 시도해 주세요.', extensions: { code: 'INTERNAL' } }],
        data: null,
      })
    );
    const original = transport.mock.getMockImplementation()!;
    transport.mock.mockImplementation(async (...args) => {
      await gate;
      return original(...args);
    });
    store.dispatch(bookmarksReplaced(page([bookmark('MODEL', 5), bookmark('ITEM', 5)], null)));
    const toggled = store.dispatch(
      toggleBookmark({
        target: 'MODEL',
        id: 5,
        kind: 'alarm',
        active: true,
        previous: { isActiveBookmark: true, isActiveAlarm: false },
      })
    );
    expect(selectBookmarks(store.getState()).map((b) => b.isEnableLowestPriceAlarm)).toEqual([true, false]);
    release();
    await toggled;
    expect(selectBookmarks(store.getState()).map((b) => b.isEnableLowestPriceAlarm)).toEqual([false, false]);
  });

  it('loads each tab of /user/bookmark in one operation that brings the viewer too', async () => {
    const me = {
      id: 7,
      name: null,
      nickname: '한강라이더',
      nickType: 'CUSTOM',
      img: null,
      point: 0,
      registKeyType: 'EMAIL',
      businessId: null,
      maskedEmail: null,
      maskedPhone: null,
      hasPassword: true,
      isMarketingAgreed: false,
      createdAt: '2026-01-01T00:00:00.000Z',
      badges: {
        isActiveBookmarkBadge: true,
        isActiveBusinessBookmarkBadge: false,
        isActiveItemBookmarkBadge: true,
        isActiveMyPageBadge: false,
        isActiveNoticeBadge: false,
        isActiveOrderBadge: false,
        isActiveReviewBadge: false,
        unreadMessageThreadCount: 0,
        unansweredMessageThreadCount: 0,
      },
      unreadAlarmCount: 0,
    };
    const { store, transport } = testStore((call) =>
      call.body.operationName === 'pb_bookmarkPage'
        ? fakeResponse({ data: { me, bookmarkList: page([bookmark('ITEM', 1)], 'c1') } })
        : fakeResponse({ data: { me, businessBookmarkList: { businessBookmarks: [business_(4)], searchAfter: null } } })
    );
    await store.dispatch(loadBookmarkPage());
    expect(transport.calls.map((c) => c.body.operationName)).toEqual(['pb_bookmarkPage']);
    expect(store.getState().bookmark.bookmarkStatus.status).toBe('succeeded');
    expect(selectBookmarks(store.getState()).map((b) => b.id)).toEqual(['ITEM:1']);
    expect(store.getState().user).toMatchObject({ isLogin: true, nickname: '한강라이더' });
    expect(store.getState().badge.badges.isActiveItemBookmarkBadge).toBe(true);
    // The other tab, opened later, is its own page operation; the first list stays as it was.
    await store.dispatch(loadBusinessBookmarkPage());
    expect(transport.calls.map((c) => c.body.operationName)).toEqual(['pb_bookmarkPage', 'pb_businessBookmarkPage']);
    expect(selectBusinessBookmarks(store.getState()).map((s) => s.id)).toEqual([4]);
    expect(selectBookmarks(store.getState()).map((b) => b.id)).toEqual(['ITEM:1']);
  });

  it("더 보기 asks for the page after the list's cursor and appends it", async () => {
    const { store, transport } = testStore(() =>
      fakeResponse({ data: { bookmarkList: page([bookmark('ITEM', 2)], null) } })
    );
    store.dispatch(bookmarksReplaced(page([bookmark('ITEM', 3)], 'c1')));
    await store.dispatch(loadMoreBookmarks());
    expect(transport.calls[0].body).toMatchObject({
      operationName: 'us_bookmarkList',
      variables: { searchAfter: 'c1' },
    });
    expect(selectBookmarks(store.getState()).map((b) => b.id)).toEqual(['ITEM:3', 'ITEM:2']);
    await store.dispatch(loadMoreBookmarks());
    expect(transport.calls).toHaveLength(1);
  });
});
