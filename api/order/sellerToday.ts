import type { ApiClient } from '../client';
import {
  bz_sellerTodayPageDocument,
  type bz_sellerTodayPageQuery,
  type SellerTodayEntryFieldsFragment,
} from './generated';

export type SellerTodayEntry = SellerTodayEntryFieldsFragment;
export type SellerTodayPage = bz_sellerTodayPageQuery;
export type SellerTodayData = bz_sellerTodayPageQuery['sellerToday'];

/** /seller's one operation: the viewer and the business's day (null date: today in Seoul, the server decides). */
export async function fetchSellerTodayPage(client: ApiClient, date: string | null): Promise<SellerTodayPage> {
  return client.request('order', bz_sellerTodayPageDocument, { date });
}
