import type { ApiClient } from '../client';
import {
  pb_alarmPageDocument,
  us_alarmListDocument,
  us_readAlarmDocument,
  us_readAllAlarmsDocument,
  type AlarmFieldsFragment,
  type AlarmPageFieldsFragment,
  type AlarmReadResultFieldsFragment,
  type pb_alarmPageQuery,
} from './generated';

export type Alarm = AlarmFieldsFragment;
export type AlarmPage = AlarmPageFieldsFragment;
export type AlarmReadResult = AlarmReadResultFieldsFragment;
export type AlarmPageAnswer = pb_alarmPageQuery;

/** /user/alarm's one operation: the first page (with the pinned important alarm) and the viewer. */
export async function fetchAlarmPage(client: ApiClient): Promise<AlarmPageAnswer> {
  return client.request('item', pb_alarmPageDocument, {});
}

/** 더 보기: the page after `searchAfter`. */
export async function fetchMoreAlarms(client: ApiClient, searchAfter: string): Promise<AlarmPage> {
  return (await client.request('item', us_alarmListDocument, { searchAfter })).alarmList;
}

export async function readAlarm(client: ApiClient, id: number): Promise<AlarmReadResult> {
  return (await client.request('item', us_readAlarmDocument, { id })).readAlarm;
}

export async function readAllAlarms(client: ApiClient): Promise<AlarmReadResult> {
  return (await client.request('item', us_readAllAlarmsDocument, {})).readAllAlarms;
}
