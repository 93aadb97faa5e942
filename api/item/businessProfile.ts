import type { ApiClient } from '../client';
import { toFilterView, type FilterComponentView } from './filterSchemas';
import {
  pb_businessItemsMoreDocument,
  pb_businessItemsPageDocument,
  pb_nearbyBusinessPageDocument,
  type BusinessItemsInput,
  type pb_businessItemsMoreQuery,
  type pb_businessItemsPageQuery,
  type pb_nearbyBusinessPageQuery,
} from './generated';

export type NearbyBusinessPageAnswer = pb_nearbyBusinessPageQuery;
export type BusinessDetail = pb_nearbyBusinessPageQuery['nearbyBusiness'];
export type BusinessProfile = BusinessDetail['businessProfile'];

/** The business profile's one operation: every section and the viewer. */
export async function fetchNearbyBusinessPage(client: ApiClient, id: number): Promise<NearbyBusinessPageAnswer> {
  return client.request('item', pb_nearbyBusinessPageDocument, { id });
}

type ItemsAnswer = pb_businessItemsPageQuery['businessItems'];
export type BusinessCategoryTemplate = Omit<ItemsAnswer['categoryTemplates'][number], 'filterComponents'> & {
  filterComponents: FilterComponentView[];
};
export type BusinessItemsAnswer = Omit<ItemsAnswer, 'categoryTemplates' | 'filterComponents'> & {
  categoryTemplates: BusinessCategoryTemplate[];
  filterComponents: FilterComponentView[];
};
export type BusinessItemsPageAnswer = Omit<pb_businessItemsPageQuery, 'businessItems'> & {
  businessItems: BusinessItemsAnswer;
};
export type BusinessItemsMoreAnswer = pb_businessItemsMoreQuery['businessItems'];
export type BusinessItemsVariables = BusinessItemsInput;

/** A business list's page one (header, templates, the filter sheet as views, sorts, rows) and the viewer. */
export async function fetchBusinessItemsPage(
  client: ApiClient,
  input: BusinessItemsVariables
): Promise<BusinessItemsPageAnswer> {
  const { me, businessItems } = await client.request('item', pb_businessItemsPageDocument, { input });
  return {
    me,
    businessItems: {
      ...businessItems,
      categoryTemplates: businessItems.categoryTemplates.map((t) => ({
        ...t,
        filterComponents: t.filterComponents.map(toFilterView),
      })),
      filterComponents: businessItems.filterComponents.map(toFilterView),
    },
  };
}

/** "더 보기": the rows after the cursor. */
export async function fetchBusinessItemsMore(
  client: ApiClient,
  input: BusinessItemsVariables
): Promise<BusinessItemsMoreAnswer> {
  return (await client.request('item', pb_businessItemsMoreDocument, { input })).businessItems;
}
