import type { Alarm, AlarmPage } from '@/api/item/alarms';
import {
  alarmRead,
  alarmsAppended,
  alarmsReplaced,
  allAlarmsRead,
  selectAlarms,
  selectImportantAlarm,
} from '@/store/alarmSlice';
import { loadAlarmPage, loadMoreAlarms, readAlarm, readAllAlarms } from '@/store/alarmThunks';
import { hydrate } from '@/store/hydrate';
import { fakeResponse } from '../api/fakeFetch';
import { testStore } from '../store/testStore';

const alarm = (id: number, extra: Partial<Alarm> = {}): Alarm => ({
  id,
  kind: 'LOWEST_PRICE',
  title: `알림 ${id}`,
  body: '1,290,000원 → 1,150,000원',
  linkUrl: `/services/${id}`,
  isImportant: false,
  isRead: false,
  createdAt: '2026-03-01T00:00:00.000Z',
  ...extra,
});

const page = (ids: number[], searchAfter: string | null, extra: Partial<AlarmPage> = {}): AlarmPage => ({
  importantAlarm: null,
  alarms: ids.map((id) => alarm(id)),
  searchAfter,
  unreadCount: ids.length,
  ...extra,
});

const noBadges = {
  isActiveBookmarkBadge: false,
  isActiveBusinessBookmarkBadge: false,
  isActiveItemBookmarkBadge: false,
  isActiveMyPageBadge: false,
  isActiveNoticeBadge: false,
  isActiveOrderBadge: false,
  isActiveReviewBadge: false,
  unreadMessageThreadCount: 0,
  unansweredMessageThreadCount: 0,
};

const me = {
  id: 7,
  name: '김라이드',
  nickname: '한강라이더',
  nickType: 'CUSTOM',
  img: null,
  point: 3500,
  registKeyType: 'EMAIL',
  businessId: null,
  maskedEmail: null,
  maskedPhone: null,
  hasPassword: true,
  isMarketingAgreed: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  badges: { ...noBadges, isActiveMyPageBadge: true },
  unreadAlarmCount: 5,
};

describe('alarmSlice (docs/product.md §4 Alarms)', () => {
  it('loads /user/alarm in one operation that brings the viewer too', async () => {
    const { store, transport } = testStore(() =>
      fakeResponse({ data: { me, alarmList: page([3, 2], 'c1', { unreadCount: 2 }) } })
    );
    await store.dispatch(loadAlarmPage());
    expect(transport.calls).toHaveLength(1);
    expect(transport.calls[0].body).toMatchObject({ operationName: 'pb_alarmPage' });
    const state = store.getState();
    expect(selectAlarms(state).map((a) => a.id)).toEqual([3, 2]);
    expect(state.alarm).toMatchObject({ status: 'succeeded', unreadCount: 2 });
    expect(state.user).toMatchObject({ isLogin: true, nickname: '한강라이더', point: 3500 });
    // The list's own count is the later word on unread alarms; the badges come with the viewer.
    expect(state.badge).toMatchObject({ unreadAlarmCount: 2, badges: { isActiveMyPageBadge: true } });
  });

  it('a failed page load keeps the error for 다시 시도, which sends the same operation', async () => {
    let fail = true;
    const { store, transport } = testStore(() =>
      fail
        ? fakeResponse({
            errors: [{ message: '잠시 후 다시 시도해 주세요.', extensions: { code: 'INTERNAL' } }],
            data: null,
          })
        : fakeResponse({ data: { me, alarmList: page([1], null) } })
    );
    await store.dispatch(loadAlarmPage());
    expect(store.getState().alarm).toMatchObject({ status: 'failed', error: { code: 'INTERNAL' } });
    fail = false;
    await store.dispatch(loadAlarmPage());
    expect(transport.calls.map((c) => c.body.operationName)).toEqual(['pb_alarmPage', 'pb_alarmPage']);
    expect(selectAlarms(store.getState()).map((a) => a.id)).toEqual([1]);
  });

  it('Alarms: reading one marks it read (in the list and in the pinned place), and only that one', () => {
    const { store } = testStore();
    store.dispatch(
      alarmsReplaced(page([3, 2], null, { importantAlarm: alarm(9, { kind: 'ACCOUNT', isImportant: true }) }))
    );
    store.dispatch(alarmRead(2));
    expect(selectAlarms(store.getState()).map((a) => [a.id, a.isRead])).toEqual([
      [3, false],
      [2, true],
    ]);
    store.dispatch(alarmRead(9));
    expect(selectImportantAlarm(store.getState())?.isRead).toBe(true);
    // An id the list does not hold changes nothing.
    store.dispatch(alarmRead(77));
    expect(selectAlarms(store.getState()).map((a) => a.isRead)).toEqual([false, true]);
  });

  it('Alarms: read-all marks every alarm and the important alarm read', () => {
    const { store } = testStore();
    store.dispatch(alarmsReplaced(page([3, 2, 1], 'c1', { importantAlarm: alarm(9, { isImportant: true }) })));
    store.dispatch(allAlarmsRead());
    const state = store.getState().alarm;
    expect(state.importantAlarm?.isRead).toBe(true);
    expect(state.alarms.items.every((a) => a.isRead)).toBe(true);
    expect(state.unreadCount).toBe(0);
  });

  it('Lists: a first page replaces the list; the next page appends by searchAfter; a stale or repeated page is ignored', () => {
    const { store } = testStore();
    store.dispatch(alarmsReplaced(page([5, 4], 'c1')));
    store.dispatch(alarmsAppended({ after: 'c1', page: page([3, 2], 'c2') }));
    store.dispatch(alarmsAppended({ after: 'c1', page: page([3, 2], 'c2') }));
    store.dispatch(alarmsAppended({ after: 'other', page: page([99], null) }));
    expect(selectAlarms(store.getState()).map((a) => a.id)).toEqual([5, 4, 3, 2]);
    store.dispatch(alarmsReplaced(page([6], null)));
    expect(selectAlarms(store.getState()).map((a) => a.id)).toEqual([6]);
    expect(store.getState().alarm.alarms.searchAfter).toBeNull();
  });

  it("the read thunks mark read with the server's answer and move the unread count and badges", async () => {
    const answer = (field: string, id: number | null) =>
      fakeResponse({
        data: { [field]: { id, readCount: 1, unreadCount: 1, badges: { ...noBadges, isActiveMyPageBadge: true } } },
      });
    const { store, transport } = testStore((call) =>
      call.body.operationName === 'us_readAlarm' ? answer('readAlarm', 2) : answer('readAllAlarms', null)
    );
    store.dispatch(alarmsReplaced(page([3, 2], null)));
    await store.dispatch(readAlarm(2));
    expect(transport.calls[0].body).toMatchObject({ operationName: 'us_readAlarm', variables: { id: 2 } });
    expect(store.getState().alarm.alarms.items.find((a) => a.id === 2)?.isRead).toBe(true);
    expect(store.getState().alarm.unreadCount).toBe(1);
    expect(store.getState().badge).toMatchObject({ unreadAlarmCount: 1, badges: { isActiveMyPageBadge: true } });
    await store.dispatch(readAllAlarms());
    expect(store.getState().alarm.alarms.items.every((a) => a.isRead)).toBe(true);
  });

  it("더 보기 asks for the page after the list's cursor and does nothing at the end of the list", async () => {
    const { store, transport } = testStore(() => fakeResponse({ data: { alarmList: page([1], null) } }));
    store.dispatch(alarmsReplaced(page([3, 2], 'c1')));
    await store.dispatch(loadMoreAlarms());
    expect(transport.calls[0].body).toMatchObject({ operationName: 'us_alarmList', variables: { searchAfter: 'c1' } });
    expect(selectAlarms(store.getState()).map((a) => a.id)).toEqual([3, 2, 1]);
    await store.dispatch(loadMoreAlarms());
    expect(transport.calls).toHaveLength(1);
  });

  it("hydrate takes the server's loaded list and keeps the client's when the server did not load one", () => {
    const { store } = testStore();
    store.dispatch(alarmsReplaced(page([1], null)));
    store.dispatch(hydrate({ alarm: { ...store.getState().alarm, status: 'idle' } }));
    expect(selectAlarms(store.getState()).map((a) => a.id)).toEqual([1]);
    const server = testStore().store;
    server.dispatch(alarmsReplaced(page([8, 7], null)));
    store.dispatch(hydrate({ alarm: { ...server.getState().alarm, status: 'succeeded' } }));
    expect(selectAlarms(store.getState()).map((a) => a.id)).toEqual([8, 7]);
  });
});
