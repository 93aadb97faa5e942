import type { FilterComponent } from '../filters/filterTypes';
import type { HomeMagazineCard } from '../home/homeTypes';
import type { ItemCard } from '../item/itemCard';
import type { SearchSort, SortOption } from './sorts';

/** Shapes of the search answers (plain JSON: ids, ISO dates, integer won). */

export type DealType = 'RENTAL' | 'SELL';

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
};
