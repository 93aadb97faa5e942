import type { ApiClient } from '../client';
import {
  bz_importListingsDocument,
  bz_previewListingImportDocument,
  type bz_importListingsMutation,
  type ListingImportRowFieldsFragment,
} from './generated';

/** One line of the listing CSV as it would be listed, with its errors per column (docs/product.md §4 Listings). */
export type ListingImportRow = ListingImportRowFieldsFragment;
export type ListingImportPreview = { rows: ListingImportRow[]; errorCount: number };
export type ListingImportResult = bz_importListingsMutation['importListings'];

/** 미리 보기: the server reads the file and checks every row; nothing is saved. */
export async function previewListingImport(client: ApiClient, fileBase64: string): Promise<ListingImportPreview> {
  return (await client.request('item', bz_previewListingImportDocument, { fileBase64 })).previewListingImport;
}

/** 등록하기: every row in one transaction, as drafts or published. */
export async function importListings(
  client: ApiClient,
  fileBase64: string,
  publish: boolean
): Promise<ListingImportResult> {
  return (await client.request('item', bz_importListingsDocument, { fileBase64, publish })).importListings;
}
