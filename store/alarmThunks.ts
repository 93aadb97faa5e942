import {
  fetchAlarmPage,
  fetchMoreAlarms,
  readAlarm as readAlarmRequest,
  readAllAlarms as readAllRequest,
} from '@/api/item/alarms';
import { createPageThunk } from './pageThunk';
import { createApiThunk } from './thunk';

/** /user/alarm's loader: the first page and the viewer in one operation (server render and 다시 시도). */
export const loadAlarmPage = createPageThunk('alarm/loadPage', (_: void, { extra }) => fetchAlarmPage(extra.client));

/** 더 보기: the page after the list's cursor, named by it so that a late answer after a reload is dropped. */
export const loadMoreAlarms = createApiThunk(
  'alarm/more',
  async (_: void, { extra, getState }) => {
    const after = getState().alarm.alarms.searchAfter as string | null;
    if (after === null) throw new Error('no next page');
    return { after, page: await fetchMoreAlarms(extra.client, after) };
  },
  {
    condition: (_, { getState }) =>
      getState().alarm.alarms.searchAfter !== null && getState().alarm.moreStatus !== 'loading',
  }
);

/** Reads one alarm; its answer carries the unread count and badges after it (badgeSlice takes them). */
export const readAlarm = createApiThunk('alarm/read', (id: number, { extra }) => readAlarmRequest(extra.client, id));

export const readAllAlarms = createApiThunk('alarm/readAll', (_: void, { extra }) => readAllRequest(extra.client));
