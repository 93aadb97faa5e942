import type { NearbyRange } from '../rentalRange/rangeArgs';
import type { FilterComponent } from '../filters/filterTypes';
import type { HomeMagazineCard } from '../home/homeTypes';
import type { ItemCard } from '../item/itemCard';
import type { SearchSort, SortOption } from './sorts';
import type { FitFilterAnswer } from '../fit/fitSearch';

/** Shapes of the search answers (plain JSON: ids, ISO dates, integer won). */

export type DealType = 'RENTAL' | 'SELL';

/**
 * What a dated rental search (issue 31 §1) tells about one card: the total for the range (per-day
 * price × days less the multi-day discount, insurance separate) and, when few are left, the units
 * one order could still book.
 */
export type RangeQuote = { itemId: number; total: number; days: number; unitsLeft: number | null };

/** A range of the same length nearby (±1…3 days) that does have results, with their count. */
export type { NearbyRange } from '../rentalRange/rangeArgs';

export type SearchInput = {
  keyword: string;
  dealType: DealType;
  sort: SearchSort;
  filters: { key: string; value: string }[];
  searchAfter: string | null;
  /** Page size, at most 40. */
  size: number;
  lat?: number | null;
  lng?: number | null;
  /** Rental dates (start, end included); the sale tab ignores them. */
  range?: { start: string; end: string } | null;
  /** 내 사이즈: only sizes that fit the viewer's fit profile. */
  fitsMe?: boolean;
};

export type { ItemCard } from '../item/itemCard';

/** A business with results for this search (businessSemiInfos), most results first. */
export type BusinessSemiInfo = {
  id: number;
  name: string;
  region: string;
  address: string;
  isOfficial: boolean;
  itemCount: number;
  distanceKm: number;
};

export type SearchMagazineSection = { sectionTitle: string; magazines: HomeMagazineCard[] };

export type SearchResult = {
  keyword: string;
  dealType: DealType;
  items: ItemCard[];
  totalCount: number;
  /** Cursor of the next page; null on the last one. */
  searchAfter: string | null;
  /** True when nothing matched exactly and these are the closest spellings (e.g. a typo). */
  isFuzzy: boolean;
  sorts: SortOption[];
  filterComponents: FilterComponent[];
  businessSemiInfos: BusinessSemiInfo[];
  searchMagazineSection: SearchMagazineSection;
  /** Keywords to try when there is no result (popular ones); empty otherwise. */
  suggestedKeywords: string[];
  /** The range the results are for (null: undated, or the sale tab). */
  range: { start: string; end: string } | null;
  /** One per item of `items` on a dated search, empty otherwise. */
  rangeQuotes: RangeQuote[];
  /** On a dated search with no result (first page): nearby ranges that have some, nearest first. */
  nearbyRanges: NearbyRange[];
  /** Asked for 내 사이즈: whether it applied and for what body; null when not asked. */
  fitFilter: FitFilterAnswer | null;
};
