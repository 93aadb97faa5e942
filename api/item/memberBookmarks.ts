import { z } from 'zod';
import type { ApiClient } from '../client';
import { checkAnswer } from '../validate';

const BOOKMARK_FIELDS = `id target targetId name brandName img price originPrice discountRate dealType lowestSeenPrice
  isEnableLowestPriceAlarm availability hasPriceDrop link createdAt`;

const BUSINESS_BOOKMARK_FIELDS = `id name address region isOfficial reviewCount reviewCountText reviewRatingText isOpenNow openStatusText
  newItemCount link createdAt`;

export const BOOKMARK_LIST_DOCUMENT = `query us_bookmarkList($searchAfter: String) {
  bookmarkList(searchAfter: $searchAfter) { bookmarks { ${BOOKMARK_FIELDS} } searchAfter }
}`;

export const BUSINESS_BOOKMARK_LIST_DOCUMENT = `query us_businessBookmarkList($searchAfter: String) {
  businessBookmarkList(searchAfter: $searchAfter) { businessBookmarks { ${BUSINESS_BOOKMARK_FIELDS} } searchAfter }
}`;

export const DELETE_BOOKMARK_DOCUMENT = 'mutation us_deleteBookmark($id: String!) { deleteBookmark(id: $id) { id } }';

export const DELETE_BUSINESS_BOOKMARK_DOCUMENT = 'mutation us_deleteBusinessBookmark($id: Int!) { deleteBusinessBookmark(id: $id) { id } }';

/** The existing bell of the detail pages (server/graphql/item/types/bookmark.ts), for items and models alike. */
export const SET_LOWEST_PRICE_ALARM_DOCUMENT = `mutation us_setLowestPriceAlarm($target: BookmarkTarget!, $id: Int!, $active: Boolean!) {
  setLowestPriceAlarm(target: $target, id: $id, active: $active) { isActiveBookmark isActiveAlarm }
}`;

export const memberBookmarkSchema = z.object({
  id: z.string(),
  target: z.enum(['ITEM', 'MODEL']),
  targetId: z.number().int(),
  name: z.string(),
  brandName: z.string().nullable(),
  img: z.string(),
  price: z.number().int().nullable(),
  originPrice: z.number().int().nullable(),
  discountRate: z.number().int(),
  dealType: z.enum(['RENTAL', 'SELL']),
  lowestSeenPrice: z.number().int().nullable(),
  isEnableLowestPriceAlarm: z.boolean(),
  availability: z.enum(['AVAILABLE', 'SOLD_OUT', 'UNAVAILABLE']),
  hasPriceDrop: z.boolean(),
  link: z.string().nullable(),
  createdAt: z.string(),
});

export type MemberBookmark = z.infer<typeof memberBookmarkSchema>;

export const businessBookmarkSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  region: z.string(),
  isOfficial: z.boolean(),
  reviewCount: z.number().int(),
  reviewCountText: z.string(),
  reviewRatingText: z.string(),
  isOpenNow: z.boolean(),
  openStatusText: z.string(),
  newItemCount: z.number().int(),
  link: z.string(),
  createdAt: z.string(),
});

export type BusinessBookmark = z.infer<typeof businessBookmarkSchema>;

const bookmarkPageSchema = z.object({ bookmarks: z.array(memberBookmarkSchema), searchAfter: z.string().nullable() });
const businessBookmarkPageSchema = z.object({ businessBookmarks: z.array(businessBookmarkSchema), searchAfter: z.string().nullable() });

export type MemberBookmarkPage = z.infer<typeof bookmarkPageSchema>;
export type BusinessBookmarkPage = z.infer<typeof businessBookmarkPageSchema>;

export async function fetchBookmarkList(client: ApiClient, searchAfter: string | null): Promise<MemberBookmarkPage> {
  const data = await client.request<unknown>('item', BOOKMARK_LIST_DOCUMENT, { searchAfter }, { operationName: 'us_bookmarkList' });
  return checkAnswer(z.object({ bookmarkList: bookmarkPageSchema }), data, 'us_bookmarkList').bookmarkList;
}

export async function fetchBusinessBookmarkList(client: ApiClient, searchAfter: string | null): Promise<BusinessBookmarkPage> {
  const data = await client.request<unknown>('item', BUSINESS_BOOKMARK_LIST_DOCUMENT, { searchAfter }, { operationName: 'us_businessBookmarkList' });
  return checkAnswer(z.object({ businessBookmarkList: businessBookmarkPageSchema }), data, 'us_businessBookmarkList').businessBookmarkList;
}

export async function deleteBookmark(client: ApiClient, id: string): Promise<string> {
  const data = await client.request<unknown>('item', DELETE_BOOKMARK_DOCUMENT, { id }, { operationName: 'us_deleteBookmark' });
  return checkAnswer(z.object({ deleteBookmark: z.object({ id: z.string() }) }), data, 'us_deleteBookmark').deleteBookmark.id;
}

export async function deleteBusinessBookmark(client: ApiClient, id: number): Promise<number> {
  const data = await client.request<unknown>('item', DELETE_BUSINESS_BOOKMARK_DOCUMENT, { id }, { operationName: 'us_deleteBusinessBookmark' });
  return checkAnswer(z.object({ deleteBusinessBookmark: z.object({ id: z.number().int() }) }), data, 'us_deleteBusinessBookmark').deleteBusinessBookmark.id;
}

export type LowestPriceAlarmChange = { target: 'ITEM' | 'MODEL'; targetId: number; active: boolean };

/** Switches a bookmark's lowest-price alarm; answers the state the server holds now. */
export async function setBookmarkLowestPriceAlarm(client: ApiClient, change: LowestPriceAlarmChange): Promise<LowestPriceAlarmChange> {
  const data = await client.request<unknown>('item', SET_LOWEST_PRICE_ALARM_DOCUMENT,
    { target: change.target, id: change.targetId, active: change.active }, { operationName: 'us_setLowestPriceAlarm' });
  const state = checkAnswer(z.object({ setLowestPriceAlarm: z.object({ isActiveBookmark: z.boolean(), isActiveAlarm: z.boolean() }) }),
    data, 'us_setLowestPriceAlarm').setLowestPriceAlarm;
  return { target: change.target, targetId: change.targetId, active: state.isActiveAlarm };
}
