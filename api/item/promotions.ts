/** The promotion screens' operations (brand sale, brand page, card benefits, payment guides). */
import type { ApiClient } from '../client';
import {
  pb_brandModelsDocument,
  pb_brandPageDocument,
  pb_brandSaleListPageDocument,
  pb_brandSaleModelsDocument,
  pb_brandSalePageDocument,
  pb_cardBenefitPageDocument,
  pb_promotionGuidePageDocument,
  type BrandModelPageFieldsFragment,
  type BrandSaleModelPageFieldsFragment,
  type PromotionCardFieldsFragment,
  type PromotionSummaryFieldsFragment,
  type pb_brandPageQuery,
  type pb_brandSaleListPageQuery,
  type pb_brandSalePageQuery,
  type pb_cardBenefitPageQuery,
  type pb_cardInstalmentOptionsQuery,
  type pb_promotionGuidePageQuery,
} from './generated';

export type PromotionSummary = PromotionSummaryFieldsFragment;
export type PromotionCard = PromotionCardFieldsFragment;
export type BrandSalePageAnswer = pb_brandSalePageQuery;
export type BrandSale = pb_brandSalePageQuery['brandSale'];
export type BrandSaleModelPage = BrandSaleModelPageFieldsFragment;
export type PromotionGroupCount = BrandSaleModelPage['groups'][number];
export type BrandSaleListPageAnswer = pb_brandSaleListPageQuery;
export type BrandModelPage = BrandModelPageFieldsFragment;
export type BrandPageAnswer = pb_brandPageQuery;
export type BrandIntro = pb_brandPageQuery['brandIntro'];
export type CardBenefitPageAnswer = pb_cardBenefitPageQuery;
export type CardBenefit = pb_cardBenefitPageQuery['cardBenefits'][number];
export type CardInstalmentOptions = pb_cardInstalmentOptionsQuery['cardInstalmentOptions'][number];
export type PromotionGuidePageAnswer = pb_promotionGuidePageQuery;
export type LeaseExample = NonNullable<pb_promotionGuidePageQuery['leaseExample']>;

export async function fetchBrandSalePage(client: ApiClient): Promise<BrandSalePageAnswer> {
  return client.request('item', pb_brandSalePageDocument, {});
}

/** The list page: the first page of a group (null: every group) and the viewer. */
export async function fetchBrandSaleListPage(
  client: ApiClient,
  groupName: string | null
): Promise<BrandSaleListPageAnswer> {
  return client.request('item', pb_brandSaleListPageDocument, { groupName });
}

export async function fetchBrandSaleModels(
  client: ApiClient,
  groupName: string | null,
  searchAfter: string | null
): Promise<BrandSaleModelPage> {
  return (await client.request('item', pb_brandSaleModelsDocument, { groupName, searchAfter })).brandSaleModels;
}

export async function fetchBrandPage(client: ApiClient, brandKey: string): Promise<BrandPageAnswer> {
  return client.request('item', pb_brandPageDocument, { brandKey });
}

export async function fetchBrandModels(
  client: ApiClient,
  brandKey: string,
  searchAfter: string
): Promise<BrandModelPage> {
  return (await client.request('item', pb_brandModelsDocument, { brandKey, searchAfter })).brandModels;
}

export async function fetchCardBenefitPage(client: ApiClient): Promise<CardBenefitPageAnswer> {
  return client.request('item', pb_cardBenefitPageDocument, {});
}

/** A payment guide: the operator's text and, when asked (the lease guide), the worked example. */
export async function fetchPromotionGuidePage(
  client: ApiClient,
  key: string,
  withLeaseExample: boolean
): Promise<PromotionGuidePageAnswer> {
  return client.request('item', pb_promotionGuidePageDocument, { key, withLeaseExample });
}
