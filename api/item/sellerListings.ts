import type { ApiClient } from '../client';
import {
  bz_createListingDocument,
  bz_listingEditPageDocument,
  bz_listingNewPageDocument,
  bz_publishListingDocument,
  bz_unpublishListingDocument,
  bz_updateListingDocument,
  type bz_listingEditPageQuery,
  type bz_listingNewPageQuery,
  type ListingCategoryFieldsFragment,
  type ListingInput,
  type SellerListingFieldsFragment,
} from './generated';

/** A business's own listing as the editor shows it (docs/product.md §4 Listings). */
export type SellerListing = SellerListingFieldsFragment;
export type ListingCategory = ListingCategoryFieldsFragment;
export type ListingNewPage = bz_listingNewPageQuery;
export type ListingEditPage = bz_listingEditPageQuery;
export type ListingWrite = ListingInput;

/** /seller/items/new: the viewer and the categories a listing without a model may take. */
export async function fetchListingNewPage(client: ApiClient): Promise<ListingNewPage> {
  return client.request('item', bz_listingNewPageDocument, {});
}

/** /seller/items/[id]/listing: the viewer, the categories and the listing. */
export async function fetchListingEditPage(client: ApiClient, itemId: number): Promise<ListingEditPage> {
  return client.request('item', bz_listingEditPageDocument, { itemId });
}

/** 임시저장 of a new listing. */
export async function createListing(client: ApiClient, input: ListingWrite): Promise<SellerListing> {
  return (await client.request('item', bz_createListingDocument, { input })).createListing;
}

/** 저장 of an existing listing (a published one shows the change at once). */
export async function updateListing(client: ApiClient, itemId: number, input: ListingWrite): Promise<SellerListing> {
  return (await client.request('item', bz_updateListingDocument, { itemId, input })).updateListing;
}

/** 게시하기. */
export async function publishListing(client: ApiClient, itemId: number): Promise<SellerListing> {
  return (await client.request('item', bz_publishListingDocument, { itemId })).publishListing;
}

/** 게시 중지. */
export async function unpublishListing(client: ApiClient, itemId: number): Promise<SellerListing> {
  return (await client.request('item', bz_unpublishListingDocument, { itemId })).unpublishListing;
}
