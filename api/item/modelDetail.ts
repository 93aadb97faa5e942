import { z } from 'zod';
import type { ApiClient } from '../client';
import { checkAnswer } from '../validate';
import { REVIEW_FIELDS, REVIEW_HEADER_FIELDS, reviewHeaderSchema, reviewSchema } from './reviews';

export const MODEL_DETAIL_DOCUMENT = `query pb_modelDetail($id: Int!) {
  modelDetail(id: $id) {
    model {
      id name summaryInfo img imgWidth imgHeight imgAlt imageId itemId brandId brandKey brand categoryKey category categoryCode
      modelYear releasePrice lowestSellPrice lowestRentalPrice reviewSummary infoSummary
    }
    specInfo { name value }
    detailSpecInfo { isShow isShowGeometry isShowDetailSpec htmlDetailSpec htmlGeometry }
    totalHtmlContent
    mdReviewInfo { isShow title reviews { ${REVIEW_FIELDS} } }
    modelReviewHeader { ${REVIEW_HEADER_FIELDS} }
    bookmark { isActiveBookmark isActiveAlarm }
    posts { id boardCode title nickname commentCount likeCount createdDatetime }
    postCount
  }
}`;

const bookmarkSchema = z.object({ isActiveBookmark: z.boolean(), isActiveAlarm: z.boolean() });

export type ModelBookmark = z.infer<typeof bookmarkSchema>;

const modelSummarySchema = z.object({
  id: z.number().int(), name: z.string(), summaryInfo: z.string(), img: z.string(), imgWidth: z.number().int(), imgHeight: z.number().int(),
  imgAlt: z.string(), imageId: z.number().int(), itemId: z.number().int().nullable(), brandId: z.number().int(), brandKey: z.string(),
  brand: z.string(), categoryKey: z.string(), category: z.string(), categoryCode: z.enum(['BIKE', 'SKI']), modelYear: z.number().int(),
  releasePrice: z.number().int(), lowestSellPrice: z.number().int().nullable(), lowestRentalPrice: z.number().int().nullable(),
  reviewSummary: z.string(), infoSummary: z.string(),
});

const modelDetailSchema = z.object({
  model: modelSummarySchema,
  specInfo: z.array(z.object({ name: z.string(), value: z.string() })),
  detailSpecInfo: z.object({
    isShow: z.boolean(), isShowGeometry: z.boolean(), isShowDetailSpec: z.boolean(), htmlDetailSpec: z.string(), htmlGeometry: z.string(),
  }),
  totalHtmlContent: z.string(),
  mdReviewInfo: z.object({ isShow: z.boolean(), title: z.string(), reviews: z.array(reviewSchema) }),
  modelReviewHeader: reviewHeaderSchema,
  bookmark: bookmarkSchema,
  posts: z.array(z.object({
    id: z.number().int(), boardCode: z.string(), title: z.string(), nickname: z.string(), commentCount: z.number().int(),
    likeCount: z.number().int(), createdDatetime: z.string(),
  })),
  postCount: z.number().int(),
});

export type ModelSummary = z.infer<typeof modelSummarySchema>;
export type ModelDetailAnswer = z.infer<typeof modelDetailSchema>;
export type TaggedPost = ModelDetailAnswer['posts'][number];

export async function fetchModelDetail(client: ApiClient, id: number): Promise<ModelDetailAnswer> {
  const data = await client.request<unknown>('item', MODEL_DETAIL_DOCUMENT, { id }, { operationName: 'pb_modelDetail' });
  return checkAnswer(z.object({ modelDetail: modelDetailSchema }), data, 'pb_modelDetail').modelDetail;
}

const COMPARED_ITEM_FIELDS = `itemId itemName dealType condition usedGrade storeId storeName region isOfficial
  price originPrice discountRate shippingFee deliveryTypes ratingAvg reviewCount`;

export const PRICE_COMPARISON_DOCUMENT = `query pb_priceComparison($modelId: Int!) {
  priceComparison(modelId: $modelId) {
    itemCount
    sell { itemCount items { ${COMPARED_ITEM_FIELDS} } }
    rental { itemCount items { ${COMPARED_ITEM_FIELDS} } }
  }
}`;

const comparedItemSchema = z.object({
  itemId: z.number().int(), itemName: z.string(), dealType: z.enum(['RENTAL', 'SELL']), condition: z.enum(['NEW', 'USED']),
  usedGrade: z.string().nullable(), storeId: z.number().int(), storeName: z.string(), region: z.string(), isOfficial: z.boolean(),
  price: z.number().int(), originPrice: z.number().int(), discountRate: z.number().int(), shippingFee: z.number().int(),
  deliveryTypes: z.array(z.enum(['PICKUP', 'DELIVERY', 'PARCEL'])), ratingAvg: z.number().nullable(), reviewCount: z.number().int(),
});

const priceGroupSchema = z.object({ itemCount: z.number().int(), items: z.array(comparedItemSchema) });
const priceComparisonSchema = z.object({ itemCount: z.number().int(), sell: priceGroupSchema, rental: priceGroupSchema });

export type ComparedItem = z.infer<typeof comparedItemSchema>;
export type PriceComparison = z.infer<typeof priceComparisonSchema>;

export async function fetchPriceComparison(client: ApiClient, modelId: number): Promise<PriceComparison> {
  const data = await client.request<unknown>('item', PRICE_COMPARISON_DOCUMENT, { modelId }, { operationName: 'pb_priceComparison' });
  return checkAnswer(z.object({ priceComparison: priceComparisonSchema }), data, 'pb_priceComparison').priceComparison;
}

export const SIMILAR_MODELS_DOCUMENT = `query pb_similarModels($modelId: Int!) {
  similarModels(modelId: $modelId) {
    sectionTitle
    models { id name brandName img imgWidth imgHeight lowestPrice lowestPriceDealType ratingAvg reviewCount }
  }
}`;

const similarModelsSchema = z.object({
  sectionTitle: z.string(),
  models: z.array(z.object({
    id: z.number().int(), name: z.string(), brandName: z.string(), img: z.string(), imgWidth: z.number().int(), imgHeight: z.number().int(),
    lowestPrice: z.number().int(), lowestPriceDealType: z.enum(['RENTAL', 'SELL']), ratingAvg: z.number().nullable(), reviewCount: z.number().int(),
  })),
});

export type SimilarModels = z.infer<typeof similarModelsSchema>;
export type SimilarModel = SimilarModels['models'][number];

export async function fetchSimilarModels(client: ApiClient, modelId: number): Promise<SimilarModels> {
  const data = await client.request<unknown>('item', SIMILAR_MODELS_DOCUMENT, { modelId }, { operationName: 'pb_similarModels' });
  return checkAnswer(z.object({ similarModels: similarModelsSchema }), data, 'pb_similarModels').similarModels;
}

// The heart and the bell of the model page: the existing member mutations with target MODEL.
export const SET_MODEL_BOOKMARK_DOCUMENT = `mutation us_setBookmark($id: Int!, $active: Boolean!) {
  setBookmark(target: MODEL, id: $id, active: $active) { isActiveBookmark isActiveAlarm }
}`;

export const SET_MODEL_ALARM_DOCUMENT = `mutation us_setLowestPriceAlarm($id: Int!, $active: Boolean!) {
  setLowestPriceAlarm(target: MODEL, id: $id, active: $active) { isActiveBookmark isActiveAlarm }
}`;

export async function setModelBookmark(client: ApiClient, id: number, active: boolean): Promise<ModelBookmark> {
  const data = await client.request<unknown>('item', SET_MODEL_BOOKMARK_DOCUMENT, { id, active }, { operationName: 'us_setBookmark' });
  return checkAnswer(z.object({ setBookmark: bookmarkSchema }), data, 'us_setBookmark').setBookmark;
}

export async function setModelLowestPriceAlarm(client: ApiClient, id: number, active: boolean): Promise<ModelBookmark> {
  const data = await client.request<unknown>('item', SET_MODEL_ALARM_DOCUMENT, { id, active }, { operationName: 'us_setLowestPriceAlarm' });
  return checkAnswer(z.object({ setLowestPriceAlarm: bookmarkSchema }), data, 'us_setLowestPriceAlarm').setLowestPriceAlarm;
}
