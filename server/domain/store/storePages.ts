import type { Db } from '../../db/client';
import { assertCategory } from '../listing/categoryCheck';
import { reviewHeader } from '../review/reviewQueries';
import { countStoreItems, listStoreItems, storeCategoryTemplates, storeFilterComponents } from './storeItems';
import { countPhotoReviews, listStoreReviews } from './storeReviews';
import { loadStore } from './storeRow';
import type { StoreItemsPage, StoreReviewPage } from './storeTypes';
import type { StoreItemsInput, StoreReviewsInput } from './storeInput';

/**
 * /nearby_store/{id}/list and /famous_list. The rows load up front (they carry the input checks:
 * a bad category, filter or cursor fails the query); templates and the sheet only when selected,
 * so the next page of an infinite scroll costs the list query and the count.
 */
export async function storeItemsPage(db: Db, input: StoreItemsInput): Promise<StoreItemsPage> {
  const store = await loadStore(db, input.storeId);
  await assertCategory(db, input.categoryKey);
  const [list, itemCount] = await Promise.all([listStoreItems(db, input), countStoreItems(db, input)]);
  return {
    header: { businessName: store.name, itemCount },
    businessItems: list.items,
    searchAfter: list.searchAfter,
    categoryTemplates: () => storeCategoryTemplates(db, input.storeId, input.famousOnly),
    filterComponents: () => storeFilterComponents(db, input.storeId, input.categoryKey),
  };
}

/** /businesses/{businessId}/reviews: header (count, average, distribution) and one page of reviews. */
export async function storeReviewsPage(db: Db, input: StoreReviewsInput, viewerId: number | null): Promise<StoreReviewPage> {
  const store = await loadStore(db, input.storeId);
  const [list, header, photoReviewCount] = await Promise.all([
    listStoreReviews(db, input, viewerId),
    reviewHeader(db, { kind: 'STORE', storeId: input.storeId }),
    countPhotoReviews(db, input.storeId),
  ]);
  return { businessName: store.name, reviewHeader: header, photoReviewCount, businessReviews: list.reviews, searchAfter: list.searchAfter };
}
