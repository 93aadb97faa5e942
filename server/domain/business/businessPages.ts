import type { Db } from '../../db/client';
import { assertCategory } from '../listing/categoryCheck';
import { reviewHeader } from '../review/reviewQueries';
import { countBusinessItems, listBusinessItems, businessCategoryTemplates, businessFilterComponents } from './businessItems';
import { countPhotoReviews, listBusinessReviews } from './businessReviews';
import { loadBusiness } from './businessRow';
import type { BusinessItemsPage, BusinessReviewPage } from './businessTypes';
import type { BusinessItemsInput, BusinessReviewsInput } from './businessInput';

/**
 * /nearby_store/{id}/list and /famous_list. The rows load up front (they carry the input checks:
 * a bad category, filter or cursor fails the query); templates and the sheet only when selected,
 * so the next page of an infinite scroll costs the list query and the count.
 */
export async function businessItemsPage(db: Db, input: BusinessItemsInput): Promise<BusinessItemsPage> {
  const store = await loadBusiness(db, input.storeId);
  await assertCategory(db, input.categoryKey);
  const [list, itemCount] = await Promise.all([listBusinessItems(db, input), countBusinessItems(db, input)]);
  return {
    header: { businessName: store.name, itemCount },
    businessItems: list.items,
    searchAfter: list.searchAfter,
    categoryTemplates: () => businessCategoryTemplates(db, input.storeId, input.famousOnly),
    filterComponents: () => businessFilterComponents(db, input.storeId, input.categoryKey),
  };
}

/** /businesses/{businessId}/reviews: header (count, average, distribution) and one page of reviews. */
export async function businessReviewsPage(db: Db, input: BusinessReviewsInput, viewerId: number | null): Promise<BusinessReviewPage> {
  const store = await loadBusiness(db, input.storeId);
  const [list, header, photoReviewCount] = await Promise.all([
    listBusinessReviews(db, input, viewerId),
    reviewHeader(db, { kind: 'STORE', storeId: input.storeId }),
    countPhotoReviews(db, input.storeId),
  ]);
  return { businessName: store.name, reviewHeader: header, photoReviewCount, businessReviews: list.reviews, searchAfter: list.searchAfter };
}
