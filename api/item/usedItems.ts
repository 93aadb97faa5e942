import type { ApiClient } from '../client';
import { toFilterView, type FilterComponentView } from './filterSchemas';
import {
  pb_usedItemsDocument,
  pb_usedItemsPageDocument,
  type UsedItemRowFieldsFragment,
  type UsedItemsInput,
  type pb_usedItemsPageQuery,
  type pb_usedItemsQuery,
} from './generated';

type UsedItemsWire = pb_usedItemsPageQuery['usedItems'];

export type UsedItemRow = UsedItemRowFieldsFragment;
export type UsedItemListHeader = UsedItemsWire['usedItemListHeader'];
/** A category tab with its filter sheet as the screens use it (FilterComponentView). */
export type UsedCategoryTemplate = Omit<UsedItemsWire['categoryTemplates'][number], 'filterComponents'> & {
  filterComponents: FilterComponentView[];
};
export type UsedItemsAnswer = Omit<UsedItemsWire, 'categoryTemplates' | 'filterComponents'> & {
  categoryTemplates: UsedCategoryTemplate[];
  filterComponents: FilterComponentView[];
};
export type UsedItemsPageAnswer = pb_usedItemsQuery['usedItems'];
export type UsedItemsPage = Omit<pb_usedItemsPageQuery, 'usedItems'> & { usedItems: UsedItemsAnswer };

export type { UsedItemsInput };

/** The used list page's one operation: the viewer, header, category templates, sheets and page one. */
export async function fetchUsedItemsPage(
  client: ApiClient,
  input: Omit<UsedItemsInput, 'searchAfter'>
): Promise<UsedItemsPage> {
  const answer = await client.request('item', pb_usedItemsPageDocument, { input: { ...input, searchAfter: null } });
  const { categoryTemplates, filterComponents } = answer.usedItems;
  return {
    ...answer,
    usedItems: {
      ...answer.usedItems,
      categoryTemplates: categoryTemplates.map((t) => ({
        ...t,
        filterComponents: t.filterComponents.map(toFilterView),
      })),
      filterComponents: filterComponents.map(toFilterView),
    },
  };
}

/** The next page of the same list: only the rows. */
export async function fetchUsedItemsRows(client: ApiClient, input: UsedItemsInput): Promise<UsedItemsPageAnswer> {
  return (await client.request('item', pb_usedItemsDocument, { input })).usedItems;
}
