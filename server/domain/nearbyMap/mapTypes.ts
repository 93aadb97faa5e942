/** What the nearby-business map answers (docs/product.md §3 Nearby business map: pins, businessList, searchAfter). */
export type MapPin = { id: number; name: string; lat: number; lng: number; isOfficial: boolean };

export type NearbyBusinessRow = {
  id: number;
  name: string;
  address: string;
  region: string;
  isOfficial: boolean;
  lat: number;
  lng: number;
  /** From my position (or the map centre when it is unknown), km. */
  distanceKm: number;
  /** '850m', '1.2km' */
  distanceText: string;
  /** Sum of the business's items' review counts, and their review-weighted average rating. */
  reviewCount: number;
  ratingAvg: number | null;
  isOpen: boolean;
  openText: string;
  /** Up to three categories the business offers most. */
  categories: string[];
  /** With a range: the business's rental items free on every day of it; null without one. */
  freeItemCount: number | null;
};

export type NearbyBusinessMap = {
  /** Only on the first page: later pages leave the map's pins as they are. */
  pins: MapPin[];
  businessList: NearbyBusinessRow[];
  searchAfter: string | null;
  /** Businesses in view (the list's length when paged to the end). */
  totalCount: number;
};

export type UserLocation = {
  id: number;
  userId: number;
  name: string | null;
  address1: string;
  lat: number;
  lng: number;
  isSelected: boolean;
};
