import type { ApiClient } from '../client';
import {
  us_setBookmarkDocument, us_setLowestPriceAlarmDocument,
  type BookmarkStateFieldsFragment, type BookmarkTarget,
} from './generated';

export type { BookmarkTarget };
export type BookmarkState = BookmarkStateFieldsFragment;

/** The heart ('bookmark') or the lowest-price bell ('alarm') of one target, set on or off. */
export type BookmarkChange = { target: BookmarkTarget; id: number; kind: 'bookmark' | 'alarm'; active: boolean };

/** Member only: an anonymous caller gets UNAUTHENTICATED (the screen then sends them to log in). */
export async function setBookmarkState(client: ApiClient, { target, id, kind, active }: BookmarkChange): Promise<BookmarkState> {
  if (kind === 'bookmark') return (await client.request('item', us_setBookmarkDocument, { target, id, active })).setBookmark;
  return (await client.request('item', us_setLowestPriceAlarmDocument, { target, id, active })).setLowestPriceAlarm;
}
