/** Shapes the item service answers for the home page (plain JSON: ids, ISO dates, integer won). */
import type { ItemCard } from '../item/itemCard';
import type { ModelCard } from '../model/modelCard';
export type HomeCategory = { code: 'BIKE' | 'SKI'; key: string; name: string; groupName: string; isElect: boolean };

export type HomeBusinessCard = {
  id: number;
  name: string;
  region: string;
  address: string;
  lat: number;
  lng: number;
  distanceKm: number;
  isOfficial: boolean;
  ratingAvg: number | null;
  reviewCount: number;
};

export type HomeMagazineCard = {
  id: number;
  name: string;
  summary: string;
  img: string;
  imgWidth: number;
  imgHeight: number;
  publishedAt: string;
};
export type HomeNoticeCard = { id: number; title: string; isImportant: boolean; publishedAt: string };
export type HomeLineBanner = { id: number; text: string; linkUrl: string; tone: string };

export type HomeData = {
  lineBanners: HomeLineBanner[];
  categories: HomeCategory[];
  rentalItems: ItemCard[];
  saleModels: ModelCard[];
  businesses: HomeBusinessCard[];
  magazines: HomeMagazineCard[];
  notices: HomeNoticeCard[];
};
