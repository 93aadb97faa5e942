import { fetchAlarmList, readAlarm as readAlarmRequest, readAllAlarms as readAllRequest } from '@/api/item/alarms';
import { serializeApiError } from '@/api/errors';
import { ALARM_LOAD, ALARM_MORE, ALARM_READ, ALARM_READ_ALL } from './alarmSlice';
import { createAppAsyncThunk } from './thunk';

/** The first page of /user/alarm (on the server for the page, and again for 다시 시도). */
export const loadAlarms = createAppAsyncThunk(ALARM_LOAD, async (_: void, { extra, rejectWithValue }) => {
  try {
    return await fetchAlarmList(extra.client, null);
  } catch (error) {
    return rejectWithValue(serializeApiError(error));
  }
});

/** 더 보기: the page after the list's cursor (nothing to do at the end of the list). */
export const loadMoreAlarms = createAppAsyncThunk(ALARM_MORE, async (_: void, { extra, getState, rejectWithValue }) => {
  const after = getState().alarm.alarms.searchAfter as string | null;
  try {
    if (after === null) throw new Error('no next page');
    return { after, page: await fetchAlarmList(extra.client, after) };
  } catch (error) {
    return rejectWithValue(serializeApiError(error));
  }
}, { condition: (_, { getState }) => getState().alarm.alarms.searchAfter !== null && getState().alarm.moreStatus !== 'loading' });

/** Reads one alarm; its answer carries the unread count and badges after it (badgeSlice takes them). */
export const readAlarm = createAppAsyncThunk(ALARM_READ, async (id: number, { extra, rejectWithValue }) => {
  try {
    return await readAlarmRequest(extra.client, id);
  } catch (error) {
    return rejectWithValue(serializeApiError(error));
  }
});

export const readAllAlarms = createAppAsyncThunk(ALARM_READ_ALL, async (_: void, { extra, rejectWithValue }) => {
  try {
    return await readAllRequest(extra.client);
  } catch (error) {
    return rejectWithValue(serializeApiError(error));
  }
});
