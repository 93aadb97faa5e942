import type { Db } from '../../db/client';
import type { FilterComponent } from '../filters/filterTypes';
import { assertCategory } from './categoryCheck';
import type { UsedItemsInput } from './listingInput';
import type { UsedCategoryTemplate, UsedItemRow } from './listingTypes';
import {
  countUsedItems,
  listUsedItems,
  USED_LIST_TITLE,
  usedCategoryTemplates,
  usedFilterComponents,
} from './usedItems';

/**
 * One answer of /used_item/list. The list is loaded up front (it carries the input checks: a bad
 * category, filter or cursor fails the whole query); header, templates and the sheet load only when
 * asked for, so the next page of an infinite scroll costs the list query alone.
 */
export type UsedItemsPage = {
  usedItemList: UsedItemRow[];
  searchAfter: string | null;
  usedItemListHeader: () => Promise<{ title: string; itemCount: number }>;
  categoryTemplates: () => Promise<UsedCategoryTemplate[]>;
  filterComponents: () => Promise<FilterComponent[]>;
};

export async function usedItemsPage(
  db: Db,
  input: UsedItemsInput,
  viewerUserId: number | null
): Promise<UsedItemsPage> {
  await assertCategory(db, input.categoryKey);
  const list = await listUsedItems(db, input, viewerUserId);
  return {
    usedItemList: list.items,
    searchAfter: list.searchAfter,
    usedItemListHeader: async () => ({ title: USED_LIST_TITLE, itemCount: await countUsedItems(db, input) }),
    categoryTemplates: () => usedCategoryTemplates(db),
    filterComponents: () => usedFilterComponents(db, input.categoryKey),
  };
}
