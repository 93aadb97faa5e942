/**
 * Shapes of the promotion screens (docs/product.md §3 Brand sale promotion: famousPromotionModels,
 * promotionModelGroups, isPossibleDeploy). Plain JSON: integer won, ISO dates.
 */
import type { ModelCard } from '../model/modelCard';

/** A model on sale in a campaign, with what it is compared against. */
/**
 * A model on sale in a campaign: the one model card (its list price and the lowest new price at our
 * businesses are the card's releasePrice and lowestPrice) and the campaign's own facts beside it.
 */
export type PromotionModelCard = {
  /** The promotion_models row: unique within a campaign (a list's id). */
  id: number;
  groupName: string;
  salePrice: number;
  /** Whole percent off the list price, rounded down (lib/money discountRate). */
  discountRate: number;
  isFamous: boolean;
  model: ModelCard;
};

export type PromotionSummary = { key: string; title: string; subtitle: string; startsAt: string; endsAt: string };

export type PromotionModelGroup = { groupName: string; totalCount: number; models: PromotionModelCard[] };

export type BrandSale = {
  /** False when no campaign is switched on with now inside its dates: the page shows its "no sale" state. */
  isPossibleDeploy: boolean;
  promotion: PromotionSummary | null;
  famousPromotionModels: PromotionModelCard[];
  promotionModelGroups: PromotionModelGroup[];
};

export type GroupCount = { groupName: string; totalCount: number };

export type BrandSaleModelPage = {
  isPossibleDeploy: boolean;
  promotion: PromotionSummary | null;
  groups: GroupCount[];
  /** The group this page is of; null for all groups. */
  groupName: string | null;
  models: PromotionModelCard[];
  totalCount: number;
  searchAfter: string | null;
};

export type BrandInfo = {
  key: string;
  name: string;
  nameEn: string;
  country: string;
  categoryCode: 'BIKE' | 'SKI';
  description: string;
  /** Sanitised on the server. */
  introHtml: string;
};

export type BrandModelPage = { models: ModelCard[]; totalCount: number; searchAfter: string | null };

export type BrandIntro = {
  brand: BrandInfo;
  models: BrandModelPage;
  /** The brand's models in the live campaign (empty when none is live). */
  saleModels: PromotionModelCard[];
  promotion: PromotionSummary | null;
};
