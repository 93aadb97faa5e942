import type { ApiClient } from '../client';
import { toFilterView, type FilterComponentView } from './filterSchemas';
import {
  pb_commerceModelsDocument,
  pb_commercePageDocument,
  type CommerceModelPageFieldsFragment,
  type CommerceModelsInput,
  type pb_commercePageQuery,
} from './generated';

export type { CommerceModelsInput };

type FilterAnswer = pb_commercePageQuery['bikeCommerceFilter'];
type GroupAnswer = FilterAnswer['originGroups'][number];

export type CommerceSort = FilterAnswer['originSorts'][number];
export type CategoryGroupTab = FilterAnswer['categoryGroups'][number];
/** A category with its filter sheet as the screens use it (FilterComponentView). */
export type CommerceCategory = Omit<GroupAnswer['categories'][number], 'filterComponents'> & {
  filterComponents: FilterComponentView[];
};
export type CommerceCategoryGroup = Omit<GroupAnswer, 'categories'> & { categories: CommerceCategory[] };
export type BikeCommerceFilterAnswer = Omit<FilterAnswer, 'originGroups' | 'filterComponents'> & {
  originGroups: CommerceCategoryGroup[];
  filterComponents: FilterComponentView[];
};
export type CommerceModelsAnswer = CommerceModelPageFieldsFragment;
/** A row of the purchase list: the model card and the figures of the offers matching the filters. */
export type CommerceModel = CommerceModelsAnswer['models'][number];
export type CommercePageAnswer = Omit<pb_commercePageQuery, 'bikeCommerceFilter'> & {
  bikeCommerceFilter: BikeCommerceFilterAnswer;
};

/** The filter controls' type is a string on the wire; the screens work with FilterComponentView. */
function toFilterAnswer(filter: FilterAnswer): BikeCommerceFilterAnswer {
  return {
    ...filter,
    originGroups: filter.originGroups.map((group) => ({
      ...group,
      categories: group.categories.map((category) => ({
        ...category,
        filterComponents: category.filterComponents.map(toFilterView),
      })),
    })),
    filterComponents: filter.filterComponents.map(toFilterView),
  };
}

/** The commerce page's one operation: viewer, experiment, sorts and categories, page one of the list. */
export async function fetchCommercePage(client: ApiClient, input: CommerceModelsInput): Promise<CommercePageAnswer> {
  const answer = await client.request('item', pb_commercePageDocument, { input });
  return { ...answer, bikeCommerceFilter: toFilterAnswer(answer.bikeCommerceFilter) };
}

export async function fetchCommerceModels(
  client: ApiClient,
  input: CommerceModelsInput
): Promise<CommerceModelsAnswer> {
  return (await client.request('item', pb_commerceModelsDocument, { input })).commerceModels;
}
