import type { Db } from '../../db/client';
import { todayInSeoul } from '@/lib/dates';
import { rangeArg } from '../rentalRange/rangeArgs';
import { rangeDays } from '@/lib/rentalRange/rentalRange';
import { assertCategory } from '../listing/categoryCheck';
import { reviewHeader } from '../review/reviewQueries';
import {
  countBusinessItems,
  listBusinessItems,
  businessCategoryTemplates,
  businessFilterComponents,
} from './businessItems';
import { countPhotoReviews, listBusinessReviews } from './businessReviews';
import { loadBusiness } from './businessRow';
import type { BusinessItemsPage, BusinessReviewPage } from './businessTypes';
import type { BusinessItemsInput, BusinessReviewsInput } from './businessInput';

/**
 * /nearby_store/{id}/list and /famous_list. The rows load up front (they carry the input checks:
 * a bad category, filter or cursor fails the query); templates and the sheet only when selected,
 * so the next page of an infinite scroll costs the list query and the count.
 */
export async function businessItemsPage(
  db: Db,
  input: BusinessItemsInput,
  viewerId: number | null
): Promise<BusinessItemsPage> {
  const today = todayInSeoul();
  const range = rangeArg(input.range, today);
  const scoped = { ...input, dated: range ? { range, today } : null };
  const business = await loadBusiness(db, input.businessId);
  await assertCategory(db, input.categoryKey);
  const [list, itemCount] = await Promise.all([
    listBusinessItems(db, scoped, viewerId),
    countBusinessItems(db, scoped),
  ]);
  return {
    header: { businessName: business.name, itemCount },
    businessItems: list.items,
    range: range ? { ...range, rangeDays: rangeDays(range) } : null,
    rangeFacts: list.rangeFacts,
    searchAfter: list.searchAfter,
    categoryTemplates: () => businessCategoryTemplates(db, input.businessId, input.famousOnly),
    filterComponents: () => businessFilterComponents(db, input.businessId, input.categoryKey),
  };
}

/** /businesses/{businessId}/reviews: header (count, average, distribution) and one page of reviews. */
export async function businessReviewsPage(
  db: Db,
  input: BusinessReviewsInput,
  viewerId: number | null
): Promise<BusinessReviewPage> {
  const business = await loadBusiness(db, input.businessId);
  const [list, header, photoReviewCount] = await Promise.all([
    listBusinessReviews(db, input, viewerId),
    reviewHeader(db, { kind: 'BUSINESS', businessId: input.businessId }),
    countPhotoReviews(db, input.businessId),
  ]);
  return {
    businessName: business.name,
    reviewHeader: header,
    photoReviewCount,
    businessReviews: list.reviews,
    searchAfter: list.searchAfter,
  };
}
