import { z } from 'zod';
import type { ApiClient } from '../client';
import { checkAnswer } from '../validate';
import { FILTER_COMPONENT_FIELDS, filterComponentSchema } from './filterSchemas';

const ITEM_FIELDS = `id name brandName categoryKey categoryName img imgWidth imgHeight grade description price originPrice
  discountRate storeId storeName region createdAt`;

/** The first page: header, category templates, the chosen category's sheet and the list. */
export const USED_ITEMS_DOCUMENT = `query pb_usedItems($input: UsedItemsInput) {
  usedItems(input: $input) {
    usedItemListHeader { title itemCount }
    categoryTemplates { key name itemCount filterComponents { ...FilterComponentFields } }
    filterComponents { ...FilterComponentFields }
    usedItemList { ${ITEM_FIELDS} }
    searchAfter
  }
}
${FILTER_COMPONENT_FIELDS}`;

/** A next page of the same list: only the rows (the same operation, a smaller selection). */
export const USED_ITEMS_PAGE_DOCUMENT = `query pb_usedItems($input: UsedItemsInput) {
  usedItems(input: $input) { usedItemList { ${ITEM_FIELDS} } searchAfter }
}`;

export const usedItemSchema = z.object({
  id: z.number().int(), name: z.string(), brandName: z.string().nullable(), categoryKey: z.string(), categoryName: z.string(),
  img: z.string(), imgWidth: z.number().int(), imgHeight: z.number().int(),
  grade: z.string().nullable(), description: z.string().nullable(),
  price: z.number().int(), originPrice: z.number().int(), discountRate: z.number().int(),
  storeId: z.number().int(), storeName: z.string(), region: z.string(), createdAt: z.string(),
});

export const usedCategoryTemplateSchema = z.object({
  key: z.string(), name: z.string(), itemCount: z.number().int(), filterComponents: z.array(filterComponentSchema),
});

const usedItemListHeaderSchema = z.object({ title: z.string(), itemCount: z.number().int() });

const usedItemsAnswer = z.object({
  usedItems: z.object({
    usedItemListHeader: usedItemListHeaderSchema,
    categoryTemplates: z.array(usedCategoryTemplateSchema),
    filterComponents: z.array(filterComponentSchema),
    usedItemList: z.array(usedItemSchema),
    searchAfter: z.string().nullable(),
  }),
});

const usedItemsPageAnswer = z.object({
  usedItems: z.object({ usedItemList: z.array(usedItemSchema), searchAfter: z.string().nullable() }),
});

export type UsedItem = z.infer<typeof usedItemSchema>;
export type UsedCategoryTemplate = z.infer<typeof usedCategoryTemplateSchema>;
export type UsedItemListHeader = z.infer<typeof usedItemListHeaderSchema>;
export type UsedItemsAnswer = z.infer<typeof usedItemsAnswer>['usedItems'];
export type UsedItemsPageAnswer = z.infer<typeof usedItemsPageAnswer>['usedItems'];

export type UsedItemsVariables = {
  categoryKey: string;
  filters: { key: string; value: string }[];
  searchAfter: string | null;
  size?: number;
};

export async function fetchUsedItems(client: ApiClient, input: Omit<UsedItemsVariables, 'searchAfter'>): Promise<UsedItemsAnswer> {
  const data = await client.request<unknown>('item', USED_ITEMS_DOCUMENT, { input: { ...input, searchAfter: null } }, { operationName: 'pb_usedItems' });
  return checkAnswer(usedItemsAnswer, data, 'pb_usedItems').usedItems;
}

export async function fetchUsedItemsPage(client: ApiClient, input: UsedItemsVariables): Promise<UsedItemsPageAnswer> {
  const data = await client.request<unknown>('item', USED_ITEMS_PAGE_DOCUMENT, { input }, { operationName: 'pb_usedItems' });
  return checkAnswer(usedItemsPageAnswer, data, 'pb_usedItems').usedItems;
}
