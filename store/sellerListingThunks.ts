import {
  createListing,
  fetchListingEditPage,
  fetchListingNewPage,
  publishListing,
  unpublishListing,
  updateListing,
  type ListingWrite,
} from '@/api/item/sellerListings';
import { createPageThunk } from './pageThunk';
import { createApiThunk } from './thunk';

/** /seller/items/new's loader: the viewer and the categories. */
export const loadListingNewPage = createPageThunk('sellerListing/loadNew', (_: void, { extra }) =>
  fetchListingNewPage(extra.client)
);

/** /seller/items/[id]/listing's loader: the viewer, the categories and the listing. */
export const loadListingEditPage = createPageThunk('sellerListing/loadEdit', (itemId: number, { extra }) =>
  fetchListingEditPage(extra.client, itemId)
);

/** 임시저장 (itemId null: a new draft) or 저장. */
export const saveListing = createApiThunk(
  'sellerListing/save',
  ({ itemId, input }: { itemId: number | null; input: ListingWrite }, { extra }) =>
    itemId === null ? createListing(extra.client, input) : updateListing(extra.client, itemId, input)
);

/** 게시하기 or 게시 중지. */
export const setListingPublished = createApiThunk(
  'sellerListing/publish',
  ({ itemId, published }: { itemId: number; published: boolean }, { extra }) =>
    published ? publishListing(extra.client, itemId) : unpublishListing(extra.client, itemId)
);
