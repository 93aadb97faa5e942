/**
 * What a business is decides what it stocks: Han river kiosks rent city bikes, city shops sell new and
 * used bikes and service them, trail shops along the Gyeonggi bike paths rent and sell, resort shops
 * rent snow gear, city snow shops sell it.
 */
export type BusinessKind = 'river' | 'bikeShop' | 'folding' | 'trail' | 'resort' | 'skiShop';

/** Short region names as Koreans say them (the base seed uses the first four; scale data all). */
export type Region =
  | '서울'
  | '경기'
  | '강원'
  | '전북'
  | '인천'
  | '부산'
  | '대구'
  | '광주'
  | '대전'
  | '울산'
  | '세종'
  | '충북'
  | '충남'
  | '전남'
  | '경북'
  | '경남'
  | '제주';

export type BusinessDef = {
  name: string;
  kind: BusinessKind;
  region: Region;
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
