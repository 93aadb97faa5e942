import type { ApiClient } from '../client';
import {
  bz_sellerItemsDocument, bz_updateItemPriceDocument, us_devLinkSellerDocument, us_devStoresDocument,
  type bz_sellerItemsQuery, type DevStoreFieldsFragment, type SellerItemFieldsFragment,
} from './generated';

export type SellerItem = SellerItemFieldsFragment;
export type SellerItemPage = bz_sellerItemsQuery['sellerItems'];
export type DevStore = DevStoreFieldsFragment;

export async function fetchSellerItems(client: ApiClient, keyword: string, searchAfter: string | null): Promise<SellerItemPage> {
  return (await client.request('item', bz_sellerItemsDocument, { keyword, searchAfter })).sellerItems;
}

export async function updateItemPrice(client: ApiClient, input: { itemId: number; price: number; originPrice?: number | null }): Promise<SellerItem> {
  return (await client.request('item', bz_updateItemPriceDocument, input)).updateItemPrice;
}

/** Developer tool (/dev/seller): stores by name. */
export async function fetchDevStores(client: ApiClient, keyword: string): Promise<DevStore[]> {
  return (await client.request('item', us_devStoresDocument, { keyword })).devStores;
}

/** Developer tool (/dev/seller): links the account to a store (null unlinks). */
export async function devLinkSeller(client: ApiClient, storeId: number | null): Promise<DevStore | null> {
  return (await client.request('item', us_devLinkSellerDocument, { storeId })).devLinkSeller;
}
