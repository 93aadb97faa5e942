import { z } from 'zod';
import type { ApiClient } from '../client';
import { checkAnswer } from '../validate';
import { FILTER_COMPONENT_FIELDS, filterComponentSchema } from './filterSchemas';

const IMAGE = 'img imgWidth imgHeight';
const GROUP_PICTURE = 'activeImg inActiveImg imgWidth imgHeight';

export const BIKE_COMMERCE_FILTER_DOCUMENT = `query pb_bikeCommerceFilter {
  bikeCommerceFilter {
    originSorts { key name }
    originGroups { name ${GROUP_PICTURE} categories { key name isElect filterComponents { ...FilterComponentFields } } }
    categoryGroups { name ${GROUP_PICTURE} }
    filterComponents { ...FilterComponentFields }
  }
}
${FILTER_COMPONENT_FIELDS}`;

export const COMMERCE_MODELS_DOCUMENT = `query pb_commerceModels($input: CommerceModelsInput) {
  commerceModels(input: $input) {
    totalCount searchAfter
    models { id name brandName categoryName isElect ${IMAGE} minPrice maxOriginPrice storeCount ratingAvg reviewCount }
  }
}`;

const groupPicture = {
  activeImg: z.string().nullable(), inActiveImg: z.string().nullable(), imgWidth: z.number().int(), imgHeight: z.number().int(),
};

export const commerceSortSchema = z.object({ key: z.string(), name: z.string() });

export const commerceCategorySchema = z.object({
  key: z.string(), name: z.string(), isElect: z.boolean(), filterComponents: z.array(filterComponentSchema),
});

export const commerceCategoryGroupSchema = z.object({ name: z.string(), ...groupPicture, categories: z.array(commerceCategorySchema) });

export const categoryGroupTabSchema = z.object({ name: z.string(), ...groupPicture });

const bikeCommerceFilterAnswer = z.object({
  bikeCommerceFilter: z.object({
    originSorts: z.array(commerceSortSchema),
    originGroups: z.array(commerceCategoryGroupSchema),
    categoryGroups: z.array(categoryGroupTabSchema),
    filterComponents: z.array(filterComponentSchema),
  }),
});

export type BikeCommerceFilterAnswer = z.infer<typeof bikeCommerceFilterAnswer>['bikeCommerceFilter'];
export type CommerceSort = z.infer<typeof commerceSortSchema>;
export type CommerceCategory = z.infer<typeof commerceCategorySchema>;
export type CommerceCategoryGroup = z.infer<typeof commerceCategoryGroupSchema>;
export type CategoryGroupTab = z.infer<typeof categoryGroupTabSchema>;

export const commerceModelSchema = z.object({
  id: z.number().int(), name: z.string(), brandName: z.string(), categoryName: z.string(), isElect: z.boolean(),
  img: z.string(), imgWidth: z.number().int(), imgHeight: z.number().int(),
  minPrice: z.number().int(), maxOriginPrice: z.number().int(), storeCount: z.number().int(),
  ratingAvg: z.number().nullable(), reviewCount: z.number().int(),
});

export type CommerceModel = z.infer<typeof commerceModelSchema>;

const commerceModelsAnswer = z.object({
  commerceModels: z.object({
    totalCount: z.number().int(), searchAfter: z.string().nullable(), models: z.array(commerceModelSchema),
  }),
});

export type CommerceModelsAnswer = z.infer<typeof commerceModelsAnswer>['commerceModels'];

export type CommerceModelsVariables = {
  categoryKey: string;
  sort: string;
  filters: { key: string; value: string }[];
  searchAfter: string | null;
  size?: number;
};

export async function fetchBikeCommerceFilter(client: ApiClient): Promise<BikeCommerceFilterAnswer> {
  const data = await client.request<unknown>('item', BIKE_COMMERCE_FILTER_DOCUMENT, {}, { operationName: 'pb_bikeCommerceFilter' });
  return checkAnswer(bikeCommerceFilterAnswer, data, 'pb_bikeCommerceFilter').bikeCommerceFilter;
}

export async function fetchCommerceModels(client: ApiClient, input: CommerceModelsVariables): Promise<CommerceModelsAnswer> {
  const data = await client.request<unknown>('item', COMMERCE_MODELS_DOCUMENT, { input }, { operationName: 'pb_commerceModels' });
  return checkAnswer(commerceModelsAnswer, data, 'pb_commerceModels').commerceModels;
}
