/**
 * What a store is decides what it stocks: Han river kiosks rent city bikes, city shops sell new and
 * used bikes and service them, trail shops along the Gyeonggi bike paths rent and sell, resort shops
 * rent snow gear, city snow shops sell it.
 */
export type StoreKind = 'river' | 'bikeShop' | 'folding' | 'trail' | 'resort' | 'skiShop';

export type StoreDef = {
  name: string;
  kind: StoreKind;
  region: '서울' | '경기' | '강원' | '전북';
  address: string;
  lat: number;
  lng: number;
  /** Short place name used in introductions and reviews ("여의도", "용평"). */
  area: string;
  /** A nearby landmark for the introduction text. */
  landmark: string;
  /** Official dealer: its own brands first, and the official badge. */
  official?: boolean;
  brands?: string[];
};
