import type { ApiClient } from '../client';
import type { RentalRange } from '@/lib/rentalRange/rentalRange';
import {
  pb_categoryRecommendationDocument,
  pb_recommendationPageDocument,
  type pb_categoryRecommendationQuery,
  type pb_recommendationPageQuery,
} from './generated';

export type RecommendationPageAnswer = pb_recommendationPageQuery;
export type CategoryRecommendationMore = pb_categoryRecommendationQuery['categoryRecommendation'];

/** The page's one operation: the first page of the category's ranking, the recommender variant and the viewer. */
export async function fetchRecommendationPage(
  client: ApiClient,
  category: string,
  size: number,
  range: RentalRange | null = null
): Promise<RecommendationPageAnswer> {
  return client.request('item', pb_recommendationPageDocument, { category, size, range });
}

/** The page after `searchAfter`. */
export async function fetchMoreRecommendations(
  client: ApiClient,
  request: { category: string; searchAfter: string; size: number; range: RentalRange | null }
): Promise<CategoryRecommendationMore> {
  return (await client.request('item', pb_categoryRecommendationDocument, request)).categoryRecommendation;
}
