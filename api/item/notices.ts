import type { ApiClient } from '../client';
import { pb_noticesPageDocument, type pb_noticesPageQuery } from './generated';

export type NoticesPageAnswer = pb_noticesPageQuery;
export type NoticeEntry = pb_noticesPageQuery['notices'][number];

/** /notices in one operation: every published notice and the viewer. */
export async function fetchNoticesPage(client: ApiClient): Promise<NoticesPageAnswer> {
  return client.request('item', pb_noticesPageDocument, {});
}
