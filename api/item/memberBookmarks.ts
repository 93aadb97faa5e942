import type { ApiClient } from '../client';
import {
  pb_bookmarkPageDocument,
  pb_businessBookmarkPageDocument,
  us_bookmarkListDocument,
  us_businessBookmarkListDocument,
  us_deleteBookmarkDocument,
  us_deleteBusinessBookmarkDocument,
  us_setModelAlarmModeDocument,
  type BusinessBookmarkFieldsFragment,
  type BusinessBookmarkPageFieldsFragment,
  type MemberBookmarkFieldsFragment,
  type MemberBookmarkPageFieldsFragment,
  type pb_bookmarkPageQuery,
  type pb_businessBookmarkPageQuery,
} from './generated';

export type MemberBookmark = MemberBookmarkFieldsFragment;
export type BusinessBookmark = BusinessBookmarkFieldsFragment;
export type MemberBookmarkPage = MemberBookmarkPageFieldsFragment;
export type BusinessBookmarkPage = BusinessBookmarkPageFieldsFragment;
export type BookmarkPageAnswer = pb_bookmarkPageQuery;
export type BusinessBookmarkPageAnswer = pb_businessBookmarkPageQuery;

/** /user/bookmark opened on 상품·모델: the first page and the viewer, in one operation. */
export async function fetchBookmarkPage(client: ApiClient): Promise<BookmarkPageAnswer> {
  return client.request('item', pb_bookmarkPageDocument, {});
}

/** /user/bookmark opened on 매장 (?tab=business). */
export async function fetchBusinessBookmarkPage(client: ApiClient): Promise<BusinessBookmarkPageAnswer> {
  return client.request('item', pb_businessBookmarkPageDocument, {});
}

export async function fetchMoreBookmarks(client: ApiClient, searchAfter: string): Promise<MemberBookmarkPage> {
  return (await client.request('item', us_bookmarkListDocument, { searchAfter })).bookmarkList;
}

export async function fetchMoreBusinessBookmarks(
  client: ApiClient,
  searchAfter: string
): Promise<BusinessBookmarkPage> {
  return (await client.request('item', us_businessBookmarkListDocument, { searchAfter })).businessBookmarkList;
}

export async function deleteBookmark(client: ApiClient, id: string): Promise<string> {
  return (await client.request('item', us_deleteBookmarkDocument, { id })).deleteBookmark.id;
}

export async function deleteBusinessBookmark(client: ApiClient, id: number): Promise<number> {
  return (await client.request('item', us_deleteBusinessBookmarkDocument, { id })).deleteBusinessBookmark.id;
}

export type ModelAlarmMode = MemberBookmark['alarmMode'];

/** 알림 조건 of a saved model; NOT_FOUND when the member has not saved it. */
export async function setModelAlarmMode(client: ApiClient, modelId: number, alarmMode: ModelAlarmMode) {
  return (await client.request('item', us_setModelAlarmModeDocument, { modelId, alarmMode })).setModelAlarmMode;
}
