import { z } from 'zod';
import type { ApiClient } from '../client';
import { checkAnswer } from '../validate';
import { BADGE_FIELDS, badgesSchema } from './badges';

const ALARM_FIELDS = 'id kind title body linkUrl isImportant isRead createdAt';

export const ALARM_LIST_DOCUMENT = `query us_alarmList($searchAfter: String) {
  alarmList(searchAfter: $searchAfter) { importantAlarm { ${ALARM_FIELDS} } alarms { ${ALARM_FIELDS} } searchAfter unreadCount }
}`;

const READ_RESULT_FIELDS = `id readCount unreadCount badges { ${BADGE_FIELDS} }`;

export const READ_ALARM_DOCUMENT = `mutation us_readAlarm($id: Int!) { readAlarm(id: $id) { ${READ_RESULT_FIELDS} } }`;

export const READ_ALL_ALARMS_DOCUMENT = `mutation us_readAllAlarms { readAllAlarms { ${READ_RESULT_FIELDS} } }`;

export const alarmSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['LOWEST_PRICE', 'ORDER', 'REVIEW', 'NOTICE', 'POINT', 'ACCOUNT']),
  title: z.string(),
  body: z.string(),
  linkUrl: z.string().nullable(),
  isImportant: z.boolean(),
  isRead: z.boolean(),
  createdAt: z.string(),
});

export type Alarm = z.infer<typeof alarmSchema>;

export const alarmPageSchema = z.object({
  importantAlarm: alarmSchema.nullable(),
  alarms: z.array(alarmSchema),
  searchAfter: z.string().nullable(),
  unreadCount: z.number().int(),
});

export type AlarmPage = z.infer<typeof alarmPageSchema>;

export const alarmReadResultSchema = z.object({
  id: z.number().int().nullable(),
  readCount: z.number().int(),
  unreadCount: z.number().int(),
  badges: badgesSchema,
});

export type AlarmReadResult = z.infer<typeof alarmReadResultSchema>;

/** One page of the member's alarms (null: the first page, with the pinned important alarm). */
export async function fetchAlarmList(client: ApiClient, searchAfter: string | null): Promise<AlarmPage> {
  const data = await client.request<unknown>('item', ALARM_LIST_DOCUMENT, { searchAfter }, { operationName: 'us_alarmList' });
  return checkAnswer(z.object({ alarmList: alarmPageSchema }), data, 'us_alarmList').alarmList;
}

export async function readAlarm(client: ApiClient, id: number): Promise<AlarmReadResult> {
  const data = await client.request<unknown>('item', READ_ALARM_DOCUMENT, { id }, { operationName: 'us_readAlarm' });
  return checkAnswer(z.object({ readAlarm: alarmReadResultSchema }), data, 'us_readAlarm').readAlarm;
}

export async function readAllAlarms(client: ApiClient): Promise<AlarmReadResult> {
  const data = await client.request<unknown>('item', READ_ALL_ALARMS_DOCUMENT, {}, { operationName: 'us_readAllAlarms' });
  return checkAnswer(z.object({ readAllAlarms: alarmReadResultSchema }), data, 'us_readAllAlarms').readAllAlarms;
}
