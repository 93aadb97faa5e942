import { z } from 'zod';
import type { ApiClient } from '../client';
import { checkAnswer } from '../validate';
import { searchItemSchema } from './search';

const ITEM_FIELDS = `itemId modelId name brandName categoryName img imgWidth imgHeight dealType condition price originPrice discount
  storeId storeName storeRegion distanceKm ratingAvg reviewCount tag1 isMarked`;

export const CATEGORY_RECOMMENDATION_DOCUMENT = `query pb_categoryRecommendation($category: String!, $searchAfter: String, $size: Int) {
  categoryRecommendation(category: $category, searchAfter: $searchAfter, size: $size) {
    categoryKey categoryName totalCount searchAfter isPersonalized
    recommendationItemList { ${ITEM_FIELDS} }
  }
}`;

const categoryRecommendationSchema = z.object({
  categoryKey: z.string(), categoryName: z.string(), totalCount: z.number().int().min(0).max(30),
  searchAfter: z.string().nullable(), isPersonalized: z.boolean(), recommendationItemList: z.array(searchItemSchema),
});

export type CategoryRecommendationAnswer = z.infer<typeof categoryRecommendationSchema>;

export type CategoryRecommendationRequest = { category: string; searchAfter?: string | null; size?: number };

export async function fetchCategoryRecommendation(client: ApiClient, request: CategoryRecommendationRequest): Promise<CategoryRecommendationAnswer> {
  const variables = { category: request.category, searchAfter: request.searchAfter ?? null, size: request.size ?? null };
  const data = await client.request<unknown>('item', CATEGORY_RECOMMENDATION_DOCUMENT, variables, { operationName: 'pb_categoryRecommendation' });
  return checkAnswer(z.object({ categoryRecommendation: categoryRecommendationSchema }), data, 'pb_categoryRecommendation').categoryRecommendation;
}
