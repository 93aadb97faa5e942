import type { ApiClient } from '../client';
import {
  bz_replyReviewDocument,
  bz_sellerReviewsMoreDocument,
  bz_sellerReviewsPageDocument,
  type bz_replyReviewMutation,
  type bz_sellerReviewsMoreQuery,
  type bz_sellerReviewsPageQuery,
  type SellerReviewFieldsFragment,
} from './generated';

export type SellerReview = SellerReviewFieldsFragment;
export type SellerReviewFilter = 'UNANSWERED' | 'ALL';
export type SellerReviewsPage = bz_sellerReviewsPageQuery;
export type SellerReviewsMore = bz_sellerReviewsMoreQuery['sellerReviews'];
export type ReviewReplyAnswer = bz_replyReviewMutation['replyReview'];

/** /seller/reviews's one operation: the viewer and the business's first reviews under the filter. */
export async function fetchSellerReviewsPage(
  client: ApiClient,
  filter: SellerReviewFilter
): Promise<SellerReviewsPage> {
  return client.request('item', bz_sellerReviewsPageDocument, { filter });
}

export async function fetchSellerReviewsMore(
  client: ApiClient,
  filter: SellerReviewFilter,
  searchAfter: string
): Promise<SellerReviewsMore> {
  return (await client.request('item', bz_sellerReviewsMoreDocument, { filter, searchAfter })).sellerReviews;
}

/** 등록/수정 of the business's reply. */
export async function replyReview(client: ApiClient, reviewId: number, content: string): Promise<ReviewReplyAnswer> {
  return (await client.request('item', bz_replyReviewDocument, { reviewId, content })).replyReview;
}
