import type { ApiClient } from '../client';
import {
  us_morePopularRecommendationDocument,
  us_orderCompleteDocument,
  us_popularRecommendationDocument,
  type us_orderCompleteQuery,
  type us_popularRecommendationQuery,
} from './generated';

export type OrderCompletePage = us_orderCompleteQuery;
export type OrderComplete = us_orderCompleteQuery['orderComplete'];
export type PopularRecommendationPage = us_popularRecommendationQuery;
export type PopularRecommendation = us_popularRecommendationQuery['popularRecommendation'];

/** /order/complete/{id}'s one operation: the viewer, the breakdown and the recommendations. */
export async function fetchOrderCompletePage(client: ApiClient, id: number): Promise<OrderCompletePage> {
  return client.request('order', us_orderCompleteDocument, { id });
}

/** /recommendations/popular/{paymentId}'s one operation: the viewer and the first page. */
export async function fetchPopularRecommendationPage(
  client: ApiClient,
  paymentId: number
): Promise<PopularRecommendationPage> {
  return client.request('order', us_popularRecommendationDocument, { paymentId });
}

export async function fetchMorePopularRecommendation(
  client: ApiClient,
  paymentId: number,
  searchAfter: string
): Promise<PopularRecommendation> {
  return (await client.request('order', us_morePopularRecommendationDocument, { paymentId, searchAfter }))
    .popularRecommendation;
}
