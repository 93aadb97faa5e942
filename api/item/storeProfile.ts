import { z } from 'zod';
import type { ApiClient } from '../client';
import { checkAnswer } from '../validate';
import { FILTER_COMPONENT_FIELDS, filterComponentSchema } from './filterSchemas';
import { REVIEW_HEADER_FIELDS, reviewHeaderSchema } from './reviews';
import { STORE_REVIEW_FIELDS, storeReviewSchema } from './storeReviews';

const section = z.object({ isShow: z.boolean(), content: z.string() });

const infoSchema = z.object({
  businessId: z.number().int(), isOfficial: z.boolean(), businessName: z.string(), businessAddress: z.string(), region: z.string(),
  reviewCountText: z.string(), reviewRatingText: z.string(), reviewCount: z.number().int(), ratingAvg: z.number().nullable(),
  isBookmarked: z.boolean(), businessPhone: z.string(), lat: z.number(), lng: z.number(),
});

const operationTimeSchema = section.extend({
  days: z.array(z.object({ weekday: z.number().int(), label: z.string(), open: z.string().nullable(), close: z.string().nullable() })),
  upcomingClosedDates: z.array(z.string()),
  hours: z.array(z.object({ weekday: z.number().int(), open: z.string(), close: z.string() })),
  closedDates: z.array(z.string()),
  isOpenNow: z.boolean(),
  openStatusText: z.string(),
});

export const storeItemSchema = z.object({
  id: z.number().int(), name: z.string(), brandName: z.string().nullable(), categoryName: z.string(),
  img: z.string(), imgWidth: z.number().int(), imgHeight: z.number().int(),
  dealType: z.enum(['RENTAL', 'SELL']), condition: z.enum(['NEW', 'USED']),
  price: z.number().int(), originPrice: z.number().int(), discountRate: z.number().int(),
  ratingAvg: z.number().nullable(), reviewCount: z.number().int(), tag1: z.string().nullable(),
});

export type StoreItem = z.infer<typeof storeItemSchema>;

const ITEM_FIELDS = 'id name brandName categoryName img imgWidth imgHeight dealType condition price originPrice discountRate ratingAvg reviewCount tag1';

export const NEARBY_STORE_DOCUMENT = `query pb_nearbyStore($id: Int!) {
  nearbyStore(id: $id) {
    businessProfile {
      info { businessId isOfficial businessName businessAddress region reviewCountText reviewRatingText reviewCount ratingAvg isBookmarked businessPhone lat lng }
      notice { isShow content } introduction { isShow content } maintenance { isShow content }
      operationTime { isShow content days { weekday label open close } upcomingClosedDates hours { weekday open close } closedDates isOpenNow openStatusText }
    }
    isBookmarked isShowLabel businessFamousItemCount
    businessFamousItems { ${ITEM_FIELDS} }
    brands { key name itemCount }
    reviewHeader { ${REVIEW_HEADER_FIELDS} }
    businessReviews { ${STORE_REVIEW_FIELDS} }
    reviewSearchAfter
  }
}`;

const storeDetailSchema = z.object({
  businessProfile: z.object({ info: infoSchema, notice: section, introduction: section, maintenance: section, operationTime: operationTimeSchema }),
  isBookmarked: z.boolean(), isShowLabel: z.boolean(), businessFamousItemCount: z.number().int(),
  businessFamousItems: z.array(storeItemSchema),
  brands: z.array(z.object({ key: z.string(), name: z.string(), itemCount: z.number().int() })),
  reviewHeader: reviewHeaderSchema,
  businessReviews: z.array(storeReviewSchema),
  reviewSearchAfter: z.string().nullable(),
});

export type BusinessDetail = z.infer<typeof storeDetailSchema>;
export type BusinessProfile = BusinessDetail['businessProfile'];

export async function fetchNearbyStore(client: ApiClient, id: number): Promise<BusinessDetail> {
  const data = await client.request<unknown>('item', NEARBY_STORE_DOCUMENT, { id }, { operationName: 'pb_nearbyStore' });
  return checkAnswer(z.object({ nearbyStore: storeDetailSchema }), data, 'pb_nearbyStore').nearbyStore;
}

export const BUSINESS_ITEMS_DOCUMENT = `query pb_businessItems($input: BusinessItemsInput!) {
  businessItems(input: $input) {
    header { businessName itemCount }
    categoryTemplates { key name itemCount filterComponents { ...FilterComponentFields } }
    filterComponents { ...FilterComponentFields }
    sorts { key name }
    businessItems { ${ITEM_FIELDS} }
    searchAfter
  }
}
${FILTER_COMPONENT_FIELDS}`;

export const BUSINESS_ITEMS_PAGE_DOCUMENT = `query pb_businessItems($input: BusinessItemsInput!) {
  businessItems(input: $input) { businessItems { ${ITEM_FIELDS} } searchAfter }
}`;

const itemsPageSchema = z.object({ businessItems: z.array(storeItemSchema), searchAfter: z.string().nullable() });

const storeCategoryTemplateSchema = z.object({ key: z.string(), name: z.string(), itemCount: z.number().int(), filterComponents: z.array(filterComponentSchema) });

const itemsFirstSchema = itemsPageSchema.extend({
  header: z.object({ businessName: z.string(), itemCount: z.number().int() }),
  categoryTemplates: z.array(storeCategoryTemplateSchema),
  filterComponents: z.array(filterComponentSchema),
  sorts: z.array(z.object({ key: z.string(), name: z.string() })),
});

export type BusinessItemsAnswer = z.infer<typeof itemsFirstSchema>;
export type BusinessItemsPageAnswer = z.infer<typeof itemsPageSchema>;
export type BusinessCategoryTemplate = z.infer<typeof storeCategoryTemplateSchema>;

export type BusinessItemsVariables = {
  storeId: number; categoryKey: string; sort: string; famousOnly: boolean;
  filters: { key: string; value: string }[]; searchAfter: string | null; size?: number;
};

export async function fetchBusinessItems(client: ApiClient, input: BusinessItemsVariables): Promise<BusinessItemsAnswer> {
  const data = await client.request<unknown>('item', BUSINESS_ITEMS_DOCUMENT, { input }, { operationName: 'pb_businessItems' });
  return checkAnswer(z.object({ businessItems: itemsFirstSchema }), data, 'pb_businessItems').businessItems;
}

export async function fetchBusinessItemsPage(client: ApiClient, input: BusinessItemsVariables): Promise<BusinessItemsPageAnswer> {
  const data = await client.request<unknown>('item', BUSINESS_ITEMS_PAGE_DOCUMENT, { input }, { operationName: 'pb_businessItems' });
  return checkAnswer(z.object({ businessItems: itemsPageSchema }), data, 'pb_businessItems').businessItems;
}

export const SET_STORE_BOOKMARK_DOCUMENT = `mutation us_setStoreBookmark($storeId: Int!, $active: Boolean!) {
  setStoreBookmark(storeId: $storeId, active: $active) { storeId isBookmarked }
}`;

const bookmarkSchema = z.object({ storeId: z.number().int(), isBookmarked: z.boolean() });

export type StoreBookmarkState = z.infer<typeof bookmarkSchema>;

/** Member only: an anonymous caller gets UNAUTHENTICATED (the screen then sends them to log in). */
export async function setStoreBookmark(client: ApiClient, storeId: number, active: boolean): Promise<StoreBookmarkState> {
  const data = await client.request<unknown>('item', SET_STORE_BOOKMARK_DOCUMENT, { storeId, active }, { operationName: 'us_setStoreBookmark' });
  return checkAnswer(z.object({ setStoreBookmark: bookmarkSchema }), data, 'us_setStoreBookmark').setStoreBookmark;
}
