/** Shapes the item service answers for reviews (plain JSON: ids, ISO dates). */

/**
 * Which reviews a listing covers: every review of the items of one model (model detail), or of one
 * business's items (the business-review screen). Reviews are written on items and rolled up from there.
 */
export type ReviewScope = { kind: 'MODEL'; modelId: number } | { kind: 'BUSINESS'; businessId: number };

export type ReviewEntry = {
  id: number;
  rating: number;
  content: string;
  nickname: string;
  createdDatetime: string;
  /** The item the review was written on, and where it was bought or rented. */
  itemId: number;
  itemName: string;
  dealType: 'RENTAL' | 'SELL';
  businessName: string;
  /** docs/product.md §3: the viewer marked this review helpful. */
  isActiveAssistance: boolean;
  /** docs/product.md §3: how many members found it helpful. */
  activeAssistanceCount: number;
  /** The viewer wrote it (one can't mark one's own review helpful). */
  isMine: boolean;
  /** Written from a paid order (구매 인증 / 대여 인증): only the member who paid can write one. */
  isVerified: boolean;
  /** 사장님 답글: the business's one reply, shown under the review. */
  reply: ReviewReplyView | null;
};

/** A review photo: the full picture, its thumbnail (`?w=480`) and its size so thumbnails don't shift the page. */
export type ReviewPhoto = { id: number; url: string; thumbUrl: string; width: number; height: number; alt: string };

/** A review as every screen shows it: with its photos, loaded for the whole page at once. */
export type ReviewWithPhotos = ReviewEntry & { photos: ReviewPhoto[] };

export type ReviewReplyView = { content: string; repliedDatetime: string; businessName: string };

export type ReviewPage = { reviews: ReviewWithPhotos[]; searchAfter: string | null; totalCount: number };

export type RatingRatio = { rating: number; count: number; ratio: number };

export type ReviewHeader = { reviewCount: number; avgRating: number | null; ratingRatioList: RatingRatio[] };

export type ReviewHelpfulState = { reviewId: number; isActiveAssistance: boolean; activeAssistanceCount: number };
