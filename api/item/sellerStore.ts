import type { ApiClient } from '../client';
import {
  bz_sellerStorePageDocument, bz_updateStoreProfileDocument,
  type bz_sellerStorePageQuery, type SellerStoreProfileFieldsFragment, type StoreProfileInput,
} from './generated';

export type SellerStoreProfile = SellerStoreProfileFieldsFragment;
export type SellerStorePage = bz_sellerStorePageQuery;
export type { StoreProfileInput };

/** /seller/store: the viewer and the store's profile as the console edits it. */
export async function fetchSellerStorePage(client: ApiClient): Promise<SellerStorePage> {
  return client.request('item', bz_sellerStorePageDocument, {});
}

export async function updateStoreProfile(client: ApiClient, input: StoreProfileInput): Promise<SellerStoreProfile> {
  return (await client.request('item', bz_updateStoreProfileDocument, { input })).updateStoreProfile;
}
