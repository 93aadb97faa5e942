import type { FilterComponent } from '../filters/filterTypes';
import type { ReviewEntry, ReviewHeader } from '../review/reviewTypes';

/** Answer shapes of the store screens (SPEC.md §3 Nearby store detail, lists, Business review). Plain JSON. */

export type StoreInfo = {
  businessId: number;
  isOfficial: boolean;
  businessName: string;
  businessAddress: string;
  region: string;
  /** `리뷰 1,234` (SPEC.md §3 reviewCountText). */
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

/** A text section of the profile; isShow is false when the store left it empty. */
export type StoreSection = { isShow: boolean; content: string };

/** One weekday row of the hours table, Monday first; open/close null on a closed day. */
export type OperationDay = { weekday: number; label: string; open: string | null; close: string | null };

export type OperationTime = StoreSection & {
  days: OperationDay[];
  /** Extra closed dates (holidays) from today on, YYYY-MM-DD, at most 5. */
  upcomingClosedDates: string[];
  /** Raw hours, so the screen can tell "open now" in Asia/Seoul with the shared rule. */
  hours: { weekday: number; open: string; close: string }[];
  closedDates: string[];
  /** Open now in Asia/Seoul at answer time, with '영업 중 · 20:00까지' style text (lib/stores/openNow). */
  isOpenNow: boolean;
  openStatusText: string;
};

export type StoreProfile = {
  info: StoreInfo;
  notice: StoreSection;
  introduction: StoreSection;
  operationTime: OperationTime;
  maintenance: StoreSection;
};

export type StoreItemCard = {
  id: number; name: string; brandName: string | null; categoryName: string;
  img: string; imgWidth: number; imgHeight: number;
  dealType: 'RENTAL' | 'SELL'; condition: 'NEW' | 'USED';
  price: number; originPrice: number; discountRate: number;
  ratingAvg: number | null; reviewCount: number;
  tag1: string | null;
};

export type StoreBrand = { key: string; name: string; itemCount: number };

export type StoreDetail = {
  businessProfile: StoreProfile;
  businessFamousItems: StoreItemCard[];
  businessFamousItemCount: number;
  /** SPEC.md §3 isShowLabel: the 공식 매장 label is shown. */
  isShowLabel: boolean;
  brands: StoreBrand[];
  reviewHeader: ReviewHeader;
  businessReviews: StoreReviewEntry[];
  reviewSearchAfter: string | null;
};

export type StoreListHeader = { businessName: string; itemCount: number };

export type StoreCategoryTemplate = { key: string; name: string; itemCount: number; filterComponents: FilterComponent[] };

export type StoreSortKey = 'RECOMMEND' | 'NEWEST' | 'PRICE_ASC' | 'PRICE_DESC' | 'REVIEW';

export type StoreItemsPage = {
  header: StoreListHeader;
  businessItems: StoreItemCard[];
  searchAfter: string | null;
  categoryTemplates: () => Promise<StoreCategoryTemplate[]>;
  filterComponents: () => Promise<FilterComponent[]>;
};

export type ReviewPhoto = { id: number; url: string; width: number; height: number; alt: string };

export type StoreReviewEntry = ReviewEntry & { photos: ReviewPhoto[] };

export type StoreReviewSort = 'NEWEST' | 'RATING_DESC' | 'RATING_ASC';

export type StoreReviewPage = {
  businessName: string;
  reviewHeader: ReviewHeader;
  photoReviewCount: number;
  businessReviews: StoreReviewEntry[];
  searchAfter: string | null;
};
