import type { ApiClient } from '../client';
import { toFilterView, type FilterComponentView } from './filterSchemas';
import {
  pb_businessItemsDocument, pb_businessItemsPageDocument, pb_nearbyStoreDocument, us_setStoreBookmarkDocument,
  type BusinessItemFieldsFragment, type BusinessItemsInput, type pb_businessItemsPageQuery, type pb_businessItemsQuery,
  type pb_nearbyStoreQuery, type us_setStoreBookmarkMutation,
} from './generated';

export type StoreItem = BusinessItemFieldsFragment;
export type BusinessDetail = pb_nearbyStoreQuery['nearbyStore'];
export type BusinessProfile = BusinessDetail['businessProfile'];

export async function fetchNearbyStore(client: ApiClient, id: number): Promise<BusinessDetail> {
  return (await client.request('item', pb_nearbyStoreDocument, { id })).nearbyStore;
}

type ItemsAnswer = pb_businessItemsQuery['businessItems'];
export type BusinessCategoryTemplate = Omit<ItemsAnswer['categoryTemplates'][number], 'filterComponents'> & { filterComponents: FilterComponentView[] };
export type BusinessItemsAnswer = Omit<ItemsAnswer, 'categoryTemplates' | 'filterComponents'> & {
  categoryTemplates: BusinessCategoryTemplate[];
  filterComponents: FilterComponentView[];
};
export type BusinessItemsPageAnswer = pb_businessItemsPageQuery['businessItems'];
export type BusinessItemsVariables = BusinessItemsInput;

export async function fetchBusinessItems(client: ApiClient, input: BusinessItemsVariables): Promise<BusinessItemsAnswer> {
  const answer = (await client.request('item', pb_businessItemsDocument, { input })).businessItems;
  return {
    ...answer,
    categoryTemplates: answer.categoryTemplates.map((t) => ({ ...t, filterComponents: t.filterComponents.map(toFilterView) })),
    filterComponents: answer.filterComponents.map(toFilterView),
  };
}

export async function fetchBusinessItemsPage(client: ApiClient, input: BusinessItemsVariables): Promise<BusinessItemsPageAnswer> {
  return (await client.request('item', pb_businessItemsPageDocument, { input })).businessItems;
}

export type StoreBookmarkState = us_setStoreBookmarkMutation['setStoreBookmark'];

/** Member only: an anonymous caller gets UNAUTHENTICATED (the screen then sends them to log in). */
export async function setStoreBookmark(client: ApiClient, storeId: number, active: boolean): Promise<StoreBookmarkState> {
  return (await client.request('item', us_setStoreBookmarkDocument, { storeId, active })).setStoreBookmark;
}
