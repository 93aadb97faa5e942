import type { ApiClient } from '../client';
import {
  us_setBookmarkDocument,
  us_setLowestPriceAlarmDocument,
  type BookmarkStateFieldsFragment,
  type BookmarkTarget,
} from './generated';

export type { BookmarkTarget };
export type BookmarkState = BookmarkStateFieldsFragment;

/** The heart (찜) or the lowest-price bell (최저가 알림; items and models only, a business has no price). */
export type BookmarkKind = 'bookmark' | 'alarm';

/** The heart or the bell of one target, set on or off. */
export type BookmarkChange = { target: BookmarkTarget; id: number; kind: BookmarkKind; active: boolean };

/**
 * The one bookmark call (issue 15 §4) of every screen: us_setBookmark or us_setLowestPriceAlarm with
 * the target. Member only: an anonymous caller gets UNAUTHENTICATED (the screen then sends them to log in).
 */
export async function setBookmarkState(
  client: ApiClient,
  { target, id, kind, active }: BookmarkChange
): Promise<BookmarkState> {
  if (kind === 'bookmark')
    return (await client.request('item', us_setBookmarkDocument, { target, id, active })).setBookmark;
  return (await client.request('item', us_setLowestPriceAlarmDocument, { target, id, active })).setLowestPriceAlarm;
}
