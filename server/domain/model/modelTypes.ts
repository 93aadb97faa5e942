import type { NearbyRange } from '../rentalRange/rangeArgs';
/** Shapes the item service answers for the model detail page (plain JSON: ids, ISO dates, integer won). */
import type { ItemCard } from '../item/itemCard';
import type { ModelCard } from './modelCard';
import type { BookmarkState } from '../member/bookmarks';
import type { ReviewHeader, ReviewWithPhotos } from '../review/reviewTypes';

export type SpecEntry = { name: string; value: string };

/**
 * The model's own columns, as the model query selects them (server/domain/model/modelSummary.ts) and
 * as ModelSummary carries them unchanged: a column added to that SQL and here reaches the summary,
 * and the API as soon as the Pothos type exposes it (README "adding a field").
 */
export type ModelColumns = {
  id: number;
  name: string;
  summaryInfo: string;
  imgWidth: number;
  imgHeight: number;
  imgAlt: string;
  /** The image row behind `img` (the 1200×630 link-preview picture is rendered from it). */
  imageId: number;
  /** The cheapest available item (new sale first, then used, then rental); null when none is. */
  itemId: number | null;
  modelYear: number;
  releasePrice: number;
  /** Lowest price of an available new sale item (a used one only when no new one is sold); null when nobody sells it. */
  lowestSellPrice: number | null;
  /** Lowest price of one rental day; null when nobody rents it. */
  lowestRentalPrice: number | null;
};

/** docs/product.md §3 Model summary, plus what the page needs to show the picture and the lowest price. */
export type ModelSummary = ModelColumns & {
  img: string;
  brand: { id: number; key: string; name: string };
  category: { id: number; key: string; name: string; code: 'BIKE' | 'SKI' };
  /** `평점 4.7 · 리뷰 132개`, or a sentence saying there is no review yet. */
  reviewSummary: string;
  /** `2026년형 · 출고가 1,290,000원 · 판매 5곳 · 렌탈 3곳`. */
  infoSummary: string;
};

export type DetailSpecInfo = {
  isShow: boolean;
  isShowGeometry: boolean;
  isShowDetailSpec: boolean;
  htmlDetailSpec: string;
  htmlGeometry: string;
};

export type MdReviewInfo = { isShow: boolean; title: string; reviews: ReviewWithPhotos[] };

export type TaggedPost = {
  id: number;
  boardCode: string;
  boardName: string;
  title: string;
  nickname: string;
  commentCount: number;
  likeCount: number;
  createdDatetime: string;
};

export type ModelDetail = {
  model: ModelSummary;
  specInfo: SpecEntry[];
  detailSpecInfo: DetailSpecInfo;
  totalHtmlContent: string;
  mdReviewInfo: MdReviewInfo;
  modelReviewHeader: ReviewHeader;
  bookmark: BookmarkState;
  posts: TaggedPost[];
  postCount: number;
};

/**
 * One offer of the price comparison: the one item card (server/domain/item/itemCard.ts) and what
 * only this list shows beside it (issue 27: page-specific fields hang off the page's row). The rating
 * here is the business's over all its items' reviews: the shopper is choosing a business, the product
 * is the same; the card's own rating stays the item's.
 */
export type PriceComparisonRow = {
  item: ItemCard;
  usedGrade: string | null;
  isOfficial: boolean;
  shippingFee: number;
  deliveryTypes: ('PICKUP' | 'DELIVERY' | 'PARCEL')[];
  businessRatingAvg: number | null;
  businessReviewCount: number;
};

export type PriceGroup = { itemCount: number; items: PriceComparisonRow[] };

/** docs/product.md §3 Price comparison: every available item of the model, rental and sale apart, cheapest first. */
export type PriceComparison = { itemCount: number; sell: PriceGroup; rental: PriceGroup };

export type SimilarModels = { sectionTitle: string; models: ModelCard[] };

/** One offer of the dated comparison: the comparison row and what the range adds. */
export type DatedOffer = {
  offer: PriceComparisonRow;
  /** Won for the whole range, one unit, insurance apart (server/domain/availability rangeTotal). */
  rangeTotal: number;
  /** Units one order could still book for the whole range. */
  unitsLeft: number;
  /** From the shopper's shared position, km; null when they shared none. */
  distanceKm: number | null;
  /** 최저 총액: at the lowest total of the list. */
  isCheapest: boolean;
};

/** docs/product.md §3 Price comparison by dates: the free rental offers, cheapest total first. */
export type DatedComparison = {
  range: { start: string; end: string };
  rangeDays: number;
  itemCount: number;
  items: DatedOffer[];
  /** Only when no offer is free: the nearest ranges (±3 days, same length) that have some. */
  nearbyRanges: NearbyRange[];
};
