import type { ApiClient } from '../client';
import {
  bz_sellerBusinessPageDocument,
  bz_updateBusinessProfileDocument,
  type bz_sellerBusinessPageQuery,
  type SellerBusinessProfileFieldsFragment,
  type BusinessProfileInput,
} from './generated';

export type SellerBusinessProfile = SellerBusinessProfileFieldsFragment;
export type SellerBusinessPage = bz_sellerBusinessPageQuery;
export type { BusinessProfileInput };

/** /seller/store: the viewer and the business's profile as the console edits it. */
export async function fetchSellerBusinessPage(client: ApiClient): Promise<SellerBusinessPage> {
  return client.request('item', bz_sellerBusinessPageDocument, {});
}

export async function updateBusinessProfile(
  client: ApiClient,
  input: BusinessProfileInput
): Promise<SellerBusinessProfile> {
  return (await client.request('item', bz_updateBusinessProfileDocument, { input })).updateBusinessProfile;
}
