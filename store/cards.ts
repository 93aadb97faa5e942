/**
 * The card shapes lists show (home, search, recommendations). Plain JSON (convention 4): numeric
 * ids, integer won, ISO dates, image sizes so that cards reserve their space (no layout shift).
 */

export type CategoryCode = 'BIKE' | 'SKI';
export type DealType = 'RENTAL' | 'SELL';

/** A category entry point; `isElect` marks electric-bike categories (SPEC.md §3). */
export type CategoryEntry = {
  code: CategoryCode;
  key: string;
  name: string;
  groupName: string;
  isElect: boolean;
};

export type ItemCard = {
  id: number;
  name: string;
  brandName: string;
  img: string;
  imgWidth: number;
  imgHeight: number;
  dealType: DealType;
  condition: 'NEW' | 'USED';
  originPrice: number;
  price: number;
  /** Whole percent, computed by the server (0 when there is no discount). */
  discountRate: number;
  storeName: string;
  ratingAvg: number | null;
  reviewCount: number;
  tag1: string | null;
  tag2: string | null;
};

export type ModelCard = {
  id: number;
  name: string;
  brandName: string;
  img: string;
  imgWidth: number;
  imgHeight: number;
  categoryName: string;
  /** Lowest price among the model's items on sale (a model card is only shown when one is). */
  minPrice: number;
  /** Highest original price among those items: the "from" of the discount shown on the card. */
  maxOriginPrice: number;
  itemCount: number;
  ratingAvg: number | null;
  reviewCount: number;
};

export type StoreCard = {
  id: number;
  name: string;
  region: string;
  address: string;
  lat: number;
  lng: number;
  /** From the position the list was asked for (the default map position when none was given). */
  distanceKm: number;
  isOfficial: boolean;
  ratingAvg: number | null;
  reviewCount: number;
};

export type MagazineCard = {
  id: number;
  name: string;
  summary: string;
  img: string;
  imgWidth: number;
  imgHeight: number;
  publishedAt: string;
};

export type NoticeCard = {
  id: number;
  title: string;
  isImportant: boolean;
  publishedAt: string;
};
