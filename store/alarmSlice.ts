/**
 * Alarm list (docs/product.md §3: importantAlarm, alarms (id, isRead), searchAfter) of /user/alarm.
 * Server-owned: the page loads the first page on the server; 더 보기 appends the next by searchAfter.
 * docs/product.md §4: reading one marks it read; read-all marks every alarm and the important alarm read.
 */
import { createSlice, type Draft, type PayloadAction } from '@reduxjs/toolkit';
import type { Alarm, AlarmPage } from '@/api/item/alarms';
import { appendList, emptyList, replaceList, type CursorList } from '@/lib/lists';
import { addThunkCases, errorFromRejected, idleAsync, type AsyncFields } from './asyncStatus';
import { hydrate, replaceOnHydrate } from './hydrate';
import { idleMore, type MoreFields } from './moreCases';
import { loadAlarmPage, loadMoreAlarms, readAlarm, readAllAlarms } from './alarmThunks';
import { injectSlice, rootReducer } from './rootReducer';

export type AlarmState = {
  importantAlarm: Alarm | null;
  alarms: CursorList<Alarm>;
  unreadCount: number;
} & AsyncFields &
  MoreFields;

export const initialAlarmState: AlarmState = {
  importantAlarm: null,
  alarms: emptyList<Alarm>(),
  unreadCount: 0,
  ...idleAsync,
  ...idleMore,
};

/** A next page names the cursor it continued from, so a page that arrives after a reload is dropped. */
export type AlarmMorePayload = { after: string; page: AlarmPage };

type State = Draft<AlarmState>;
// Immer drafts of the cursor list are typed mutable; the list helpers answer plain values (as in businessReviewSlice).
const plain = (state: State) => state as unknown as AlarmState;
const list = (state: State) => plain(state).alarms;

/** Lists: replace with a first page (the pinned important alarm comes with it). */
function replacePage(state: State, page: AlarmPage) {
  state.importantAlarm = page.importantAlarm;
  plain(state).alarms = replaceList(undefined, { items: page.alarms, searchAfter: page.searchAfter });
  state.unreadCount = page.unreadCount;
}

/** Lists: append the page that follows the list's own cursor; anything else is stale. */
function appendPage(state: State, { after, page }: AlarmMorePayload) {
  if (list(state).searchAfter !== after) return;
  plain(state).alarms = appendList(list(state), { items: page.alarms, searchAfter: page.searchAfter });
  state.unreadCount = page.unreadCount;
}

/** Reading one marks it read, wherever it is shown (the pinned place or the list). */
function markRead(state: State, id: number) {
  if (state.importantAlarm?.id === id) state.importantAlarm.isRead = true;
  for (const alarm of list(state).items) if (alarm.id === id) alarm.isRead = true;
}

/** Read-all marks every alarm and the important alarm read. */
function markAllRead(state: State) {
  if (state.importantAlarm) state.importantAlarm.isRead = true;
  for (const alarm of list(state).items) alarm.isRead = true;
  state.unreadCount = 0;
}

export const alarmSlice = createSlice({
  name: 'alarm',
  initialState: initialAlarmState,
  reducers: {
    alarmsReplaced: (state, action: PayloadAction<AlarmPage>) => replacePage(state, action.payload),
    alarmsAppended: (state, action: PayloadAction<AlarmMorePayload>) => appendPage(state, action.payload),
    alarmRead: (state, action: PayloadAction<number>) => markRead(state, action.payload),
    allAlarmsRead: (state) => markAllRead(state),
  },
  extraReducers: (builder) => {
    builder
      .addCase(hydrate, replaceOnHydrate<AlarmState>('alarm'))
      .addCase(readAlarm.fulfilled, (state, { payload }) => {
        if (payload.id !== null) markRead(state, payload.id);
        state.unreadCount = payload.unreadCount;
      })
      .addCase(readAllAlarms.fulfilled, (state) => markAllRead(state))
      // 더 보기 keeps its own status: a failed next page never replaces the list that loaded.
      .addCase(loadMoreAlarms.pending, (state) => {
        state.moreStatus = 'loading';
        state.moreError = null;
      })
      .addCase(loadMoreAlarms.fulfilled, (state, { payload }) => {
        appendPage(state, payload);
        state.moreStatus = 'succeeded';
      })
      .addCase(loadMoreAlarms.rejected, (state, action) => {
        state.moreStatus = 'failed';
        state.moreError = errorFromRejected(action);
      });
    addThunkCases(builder, loadAlarmPage, (state, { alarmList }) => replacePage(state, alarmList));
  },
  selectors: {
    selectAlarmState: (state) => state,
    selectImportantAlarm: (state) => state.importantAlarm,
    selectAlarms: (state) => state.alarms.items,
    selectAlarmSearchAfter: (state) => state.alarms.searchAfter as string | null,
    selectHasUnreadAlarm: (state) => state.unreadCount > 0,
  },
});

export const { alarmsReplaced, alarmsAppended, alarmRead, allAlarmsRead } = alarmSlice.actions;
export const { selectAlarmState, selectImportantAlarm, selectAlarms, selectAlarmSearchAfter, selectHasUnreadAlarm } =
  injectSlice(alarmSlice.injectInto(rootReducer)).selectors;
