import type { ApiClient } from '../client';
import { pb_infoPageDocument, type InfoPageFieldsFragment, type pb_infoPageQuery } from './generated';

export type InfoPage = InfoPageFieldsFragment;
export type InfoPageAnswer = pb_infoPageQuery;

/** An information page in one operation: the operator's page of `key` and the viewer. */
export async function fetchInfoPage(client: ApiClient, key: string): Promise<InfoPageAnswer> {
  return client.request('item', pb_infoPageDocument, { key });
}
