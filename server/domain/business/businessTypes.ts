import type { ItemCard } from '../item/itemCard';
import type { ItemRangeFact } from './businessItems';
import type { FilterComponent } from '../filters/filterTypes';
import type { ReviewHeader, ReviewWithPhotos } from '../review/reviewTypes';

/** Answer shapes of the business screens (docs/product.md §3 Nearby business detail, lists, Business review). Plain JSON. */

export type BusinessInfo = {
  businessId: number;
  isOfficial: boolean;
  businessName: string;
  businessAddress: string;
  region: string;
  /** `리뷰 1,234` (docs/product.md §3 Nearby business detail: reviewCountText). */
  reviewCountText: string;
  /** `4.7`, or an empty string before the first review. */
  reviewRatingText: string;
  reviewCount: number;
  ratingAvg: number | null;
  isBookmarked: boolean;
  businessPhone: string;
  lat: number;
  lng: number;
};

/** A text section of the profile; isShow is false when the business left it empty. */
export type BusinessSection = { isShow: boolean; content: string };

/** One weekday row of the hours table, Monday first; open/close null on a closed day. */
export type OperationDay = { weekday: number; label: string; open: string | null; close: string | null };

export type OperationTime = BusinessSection & {
  days: OperationDay[];
  /** Extra closed dates (holidays) from today on, YYYY-MM-DD, at most 5. */
  upcomingClosedDates: string[];
  /** Raw hours, so the screen can tell "open now" in Asia/Seoul with the shared rule. */
  hours: { weekday: number; open: string; close: string }[];
  closedDates: string[];
  /** Open now in Asia/Seoul at answer time, with '영업 중 · 20:00까지' style text (lib/businesses/openNow). */
  isOpenNow: boolean;
  openStatusText: string;
};

export type BusinessProfile = {
  info: BusinessInfo;
  notice: BusinessSection;
  introduction: BusinessSection;
  operationTime: OperationTime;
  maintenance: BusinessSection;
};

export type BusinessBrand = { key: string; name: string; itemCount: number };

export type BusinessDetail = {
  businessProfile: BusinessProfile;
  businessFamousItems: ItemCard[];
  businessFamousItemCount: number;
  /** docs/product.md §3 Nearby business detail, isShowLabel: the 공식 매장 label is shown. */
  isShowLabel: boolean;
  brands: BusinessBrand[];
  reviewHeader: ReviewHeader;
  businessReviews: BusinessReviewEntry[];
  reviewSearchAfter: string | null;
};

export type BusinessListHeader = { businessName: string; itemCount: number };

export type BusinessCategoryTemplate = {
  key: string;
  name: string;
  itemCount: number;
  filterComponents: FilterComponent[];
};

export type BusinessSortKey = 'RECOMMEND' | 'NEWEST' | 'PRICE_ASC' | 'PRICE_DESC' | 'REVIEW';

export type BusinessItemsPage = {
  header: BusinessListHeader;
  businessItems: ItemCard[];
  /** The range the list is filtered by (issue 31 §1), or null. */
  range: { start: string; end: string; rangeDays: number } | null;
  /** With a range: each listed item's total and units left for it (empty without one). */
  rangeFacts: ItemRangeFact[];
  searchAfter: string | null;
  categoryTemplates: () => Promise<BusinessCategoryTemplate[]>;
  filterComponents: () => Promise<FilterComponent[]>;
};

export type BusinessReviewEntry = ReviewWithPhotos;

export type BusinessReviewSort = 'NEWEST' | 'RATING_DESC' | 'RATING_ASC';

export type BusinessReviewPage = {
  businessName: string;
  reviewHeader: ReviewHeader;
  photoReviewCount: number;
  businessReviews: BusinessReviewEntry[];
  searchAfter: string | null;
};
