import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { reviewHeader } from '../review/reviewQueries';
import { bookmarkState } from '../member/bookmarks';
import { countBusinessItems, listBusinessItems } from './businessItems';
import { listBusinessReviews } from './businessReviews';
import { loadBusiness, type BusinessRow } from './businessRow';
import { operationTime, reviewTexts, section } from './businessSections';
import { publicCache } from '../../cluster/publicCache';
import { registerForgetter } from '../../cluster/cacheBus';
import { itemPublicKey } from '../item/itemDetailService';
import { withViewerCardHearts, type ItemCard } from '../item/itemCard';
import { withViewerMarks } from '../review/viewerMarks';
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

/** What /nearby_store/{id} shows alike to every viewer, kept until a change forgets it. */
type BusinessPublic = {
  row: BusinessRow;
  header: Awaited<ReturnType<typeof reviewHeader>>;
  famous: ItemCard[];
  famousCount: number;
  brands: BusinessBrand[];
  reviews: Awaited<ReturnType<typeof listBusinessReviews>>;
};

async function loadBusinessPublic(db: Db, businessId: number): Promise<BusinessPublic> {
  const row = await loadBusiness(db, businessId);
  const famousScope = { businessId, categoryKey: 'all', filters: [], famousOnly: true };
  const [header, famous, famousCount, brands, reviews] = await Promise.all([
    reviewHeader(db, { kind: 'BUSINESS', businessId }),
    listBusinessItems(db, { ...famousScope, sort: 'RECOMMEND', searchAfter: null, size: FAMOUS_SHOWN }, null),
    countBusinessItems(db, famousScope),
    businessBrands(db, businessId),
    listBusinessReviews(
      db,
      { businessId, sort: 'NEWEST', photoOnly: false, searchAfter: null, size: PROFILE_REVIEWS },
      null
    ),
  ]);
  return { row, header, famous: famous.items, famousCount, brands, reviews };
}

/**
 * The business page's public part (docs/architecture.md §9), kept with the item pages' parts and
 * forgotten by the same bus: by its own key when one of the business's items changes (a listing, a
 * price, a review: server/cluster/pageChanges.ts itemChanged), by the business's tag when its profile
 * does, and by a model's tag when a model its famous items show does.
 */
const keptBusinessPages = publicCache<BusinessPublic>(60_000, 1000, (kept) => [
  itemPublicKey.business(kept.row.id),
  ...kept.famous.flatMap((card) => (card.modelId === null ? [] : [itemPublicKey.model(Number(card.modelId))])),
]);
registerForgetter('itemDetail', (db, key) => {
  if (db) keptBusinessPages.forget(db, key);
});

/**
 * Everything /nearby_store/{id} shows: the kept public part (an unknown id is NOT_FOUND, and is not
 * kept), and for a member their heart on the business, their hearts on its items and their marks on
 * its reviews, asked together (server/db/viewerFacts.ts). The opening status is worked out at `now`.
 * `viewerId` null is an anonymous visitor.
 */
export async function businessDetail(
  db: Db,
  businessId: number,
  viewerId: number | null,
  now: Date = new Date()
): Promise<BusinessDetail> {
  const kept = await keptBusinessPages(db, itemPublicKey.businessPage(businessId), () =>
    loadBusinessPublic(db, businessId)
  );
  const [isBookmarked, famous, reviews] = await Promise.all([
    bookmarkState(db, viewerId, 'BUSINESS', businessId).then((state) => state.isActiveBookmark),
    withViewerCardHearts(db, viewerId, kept.famous),
    withViewerMarks(db, viewerId, kept.reviews.reviews),
  ]);
  return {
    businessProfile: profileOf(kept.row, kept.header, isBookmarked, now),
    businessFamousItems: famous,
    businessFamousItemCount: kept.famousCount,
    isShowLabel: kept.row.isOfficial,
    brands: kept.brands,
    reviewHeader: kept.header,
    businessReviews: reviews,
    reviewSearchAfter: kept.reviews.searchAfter,
  };
}
