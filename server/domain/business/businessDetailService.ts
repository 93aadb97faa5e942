import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { reviewHeader } from '../review/reviewQueries';
import { isBusinessBookmarked } from './businessBookmark';
import { countBusinessItems, listBusinessItems } from './businessItems';
import { listBusinessReviews } from './businessReviews';
import { loadBusiness, type BusinessRow } from './businessRow';
import { operationTime, reviewTexts, section } from './businessSections';
import type { BusinessBrand, BusinessDetail, BusinessProfile } from './businessTypes';

/** The profile shows this many famous items and latest reviews; the rest are a tap away. */
export const FAMOUS_SHOWN = 10;
export const PROFILE_REVIEWS = 5;

/** Brands the business carries now, most items first (the profile's brand chips). */
async function businessBrands(db: Db, businessId: number): Promise<BusinessBrand[]> {
  return queryRows<BusinessBrand>(
    db,
    sql`
    SELECT b.key, b.name, count(*)::int AS "itemCount"
    FROM items i JOIN models m ON m.id = i.model_id JOIN brands b ON b.id = m.brand_id
    WHERE i.business_id = ${businessId} AND i.status = 'AVAILABLE'
    GROUP BY b.id ORDER BY count(*) DESC, b.name LIMIT 20`
  );
}

function profileOf(
  row: BusinessRow,
  header: { reviewCount: number; avgRating: number | null },
  isBookmarked: boolean,
  now: Date
): BusinessProfile {
  return {
    info: {
      businessId: row.id,
      isOfficial: row.isOfficial,
      businessName: row.name,
      businessAddress: row.address,
      region: row.region,
      ...reviewTexts(header.reviewCount, header.avgRating),
      reviewCount: header.reviewCount,
      ratingAvg: header.avgRating,
      isBookmarked,
      businessPhone: row.phone,
      lat: row.lat,
      lng: row.lng,
    },
    notice: section(row.notice),
    introduction: section(row.introduction),
    operationTime: operationTime(row, now),
    maintenance: section(row.maintenance),
  };
}

/**
 * Everything /nearby_store/{id} shows, in parallel after the business is known (an unknown id is
 * NOT_FOUND before any other query runs). `viewerId` null is an anonymous visitor.
 */
export async function businessDetail(
  db: Db,
  businessId: number,
  viewerId: number | null,
  now: Date = new Date()
): Promise<BusinessDetail> {
  const row = await loadBusiness(db, businessId);
  const famousScope = { businessId, categoryKey: 'all', filters: [], famousOnly: true };
  const [header, isBookmarked, famous, famousCount, brands, reviews] = await Promise.all([
    reviewHeader(db, { kind: 'BUSINESS', businessId }),
    isBusinessBookmarked(db, viewerId, businessId),
    listBusinessItems(db, { ...famousScope, sort: 'RECOMMEND', searchAfter: null, size: FAMOUS_SHOWN }, viewerId),
    countBusinessItems(db, famousScope),
    businessBrands(db, businessId),
    listBusinessReviews(
      db,
      { businessId, sort: 'NEWEST', photoOnly: false, searchAfter: null, size: PROFILE_REVIEWS },
      viewerId
    ),
  ]);
  return {
    businessProfile: profileOf(row, header, isBookmarked, now),
    businessFamousItems: famous.items,
    businessFamousItemCount: famousCount,
    isShowLabel: row.isOfficial,
    brands,
    reviewHeader: header,
    businessReviews: reviews.reviews,
    reviewSearchAfter: reviews.searchAfter,
  };
}
