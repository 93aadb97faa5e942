import type { ApiClient } from '../client';
import { pb_contentPageDocument, type pb_contentPageQuery } from './generated';

export type ContentPageAnswer = pb_contentPageQuery;

/** /contents?id= in one operation: the content, its related magazines and the viewer. */
export async function fetchContentPage(client: ApiClient, id: number): Promise<ContentPageAnswer> {
  return client.request('item', pb_contentPageDocument, { id });
}
