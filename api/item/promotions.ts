import { z } from 'zod';
import type { ApiClient } from '../client';
import { checkAnswer } from '../validate';

/** The promotion screens' operations (brand sale, brand page, card benefits, lease example). */

const PROMOTION_SUMMARY = 'key title subtitle startsAt endsAt';
const PROMOTION_CARD = 'id modelId name brandName brandKey categoryName groupName img imgWidth imgHeight salePrice releasePrice discountRate lowestPrice isFamous';
const BRAND_MODEL_PAGE = 'models { id name modelYear categoryName img imgWidth imgHeight releasePrice lowestPrice lowestRentalPrice itemCount } totalCount searchAfter';

export const BRAND_SALE_DOCUMENT = `query pb_brandSale { brandSale { isPossibleDeploy promotion { ${PROMOTION_SUMMARY} }
  famousPromotionModels { ${PROMOTION_CARD} } promotionModelGroups { groupName totalCount models { ${PROMOTION_CARD} } } } }`;

export const BRAND_SALE_MODELS_DOCUMENT = `query pb_brandSaleModels($groupName: String, $searchAfter: String) {
  brandSaleModels(groupName: $groupName, searchAfter: $searchAfter) { isPossibleDeploy promotion { ${PROMOTION_SUMMARY} }
    groups { groupName totalCount } groupName models { ${PROMOTION_CARD} } totalCount searchAfter } }`;

export const BRAND_INTRO_DOCUMENT = `query pb_brandIntro($brandKey: String!) { brandIntro(brandKey: $brandKey) {
  brand { key name nameEn country categoryCode description introHtml } models { ${BRAND_MODEL_PAGE} }
  saleModels { ${PROMOTION_CARD} } promotion { ${PROMOTION_SUMMARY} } } }`;

export const BRAND_MODELS_DOCUMENT = `query pb_brandModels($brandKey: String!, $searchAfter: String) {
  brandModels(brandKey: $brandKey, searchAfter: $searchAfter) { ${BRAND_MODEL_PAGE} } }`;

export const CARD_BENEFITS_DOCUMENT = `query pb_cardBenefits { cardBenefits { cardCode cardCompany freeMonths
  partialFreeMonths { months paidMonths } minAmount startsAt endsAt } }`;

export const CARD_INSTALMENT_OPTIONS_DOCUMENT = `query pb_cardInstalmentOptions($amount: Int!) {
  cardInstalmentOptions(amount: $amount) { cardCode cardCompany options { months kind paidMonths } } }`;

export const LEASE_EXAMPLE_DOCUMENT = `query pb_leaseExample($price: Int) { leaseExample(price: $price) {
  price feePerMillePerYear rewardRatePercent rows { months monthlyPrice totalPrice fee rewardPoint } } }`;

const won = z.number().int();

const promotionSummarySchema = z.object({
  key: z.string(), title: z.string(), subtitle: z.string(), startsAt: z.string(), endsAt: z.string(),
});

export const promotionCardSchema = z.object({
  id: z.number().int(), modelId: z.number().int(), name: z.string(), brandName: z.string(), brandKey: z.string(),
  categoryName: z.string(), groupName: z.string(), img: z.string(), imgWidth: z.number().int(), imgHeight: z.number().int(),
  salePrice: won, releasePrice: won, discountRate: z.number().int(), lowestPrice: won.nullable(), isFamous: z.boolean(),
});

const brandSaleSchema = z.object({
  isPossibleDeploy: z.boolean(),
  promotion: promotionSummarySchema.nullable(),
  famousPromotionModels: z.array(promotionCardSchema),
  promotionModelGroups: z.array(z.object({ groupName: z.string(), totalCount: z.number().int(), models: z.array(promotionCardSchema) })),
});

const groupCountSchema = z.object({ groupName: z.string(), totalCount: z.number().int() });

const brandSaleModelPageSchema = z.object({
  isPossibleDeploy: z.boolean(), promotion: promotionSummarySchema.nullable(), groups: z.array(groupCountSchema),
  groupName: z.string().nullable(), models: z.array(promotionCardSchema), totalCount: z.number().int(), searchAfter: z.string().nullable(),
});

const brandModelCardSchema = z.object({
  id: z.number().int(), name: z.string(), modelYear: z.number().int(), categoryName: z.string(), img: z.string(),
  imgWidth: z.number().int(), imgHeight: z.number().int(), releasePrice: won, lowestPrice: won.nullable(),
  lowestRentalPrice: won.nullable(), itemCount: z.number().int(),
});

const brandModelPageSchema = z.object({ models: z.array(brandModelCardSchema), totalCount: z.number().int(), searchAfter: z.string().nullable() });

const brandIntroSchema = z.object({
  brand: z.object({
    key: z.string(), name: z.string(), nameEn: z.string(), country: z.string(), categoryCode: z.enum(['BIKE', 'SKI']),
    description: z.string(), introHtml: z.string(),
  }),
  models: brandModelPageSchema,
  saleModels: z.array(promotionCardSchema),
  promotion: promotionSummarySchema.nullable(),
});

const cardBenefitSchema = z.object({
  cardCode: z.string(), cardCompany: z.string(), freeMonths: z.array(z.number().int()),
  partialFreeMonths: z.array(z.object({ months: z.number().int(), paidMonths: z.number().int() })),
  minAmount: won, startsAt: z.string(), endsAt: z.string(),
});

const instalmentOptionsSchema = z.object({
  cardCode: z.string(), cardCompany: z.string(),
  options: z.array(z.object({ months: z.number().int(), kind: z.enum(['FREE', 'PARTIAL', 'INTEREST']), paidMonths: z.number().int().nullable() })),
});

const leaseExampleSchema = z.object({
  price: won, feePerMillePerYear: z.number().int(), rewardRatePercent: z.number().int(),
  rows: z.array(z.object({ months: z.number().int(), monthlyPrice: won, totalPrice: won, fee: won, rewardPoint: z.number().int() })),
});

export type PromotionSummary = z.infer<typeof promotionSummarySchema>;
export type PromotionCard = z.infer<typeof promotionCardSchema>;
export type BrandSale = z.infer<typeof brandSaleSchema>;
export type PromotionGroupCount = z.infer<typeof groupCountSchema>;
export type BrandSaleModelPage = z.infer<typeof brandSaleModelPageSchema>;
export type BrandModelCard = z.infer<typeof brandModelCardSchema>;
export type BrandModelPage = z.infer<typeof brandModelPageSchema>;
export type BrandIntro = z.infer<typeof brandIntroSchema>;
export type CardBenefit = z.infer<typeof cardBenefitSchema>;
export type CardInstalmentOptions = z.infer<typeof instalmentOptionsSchema>;
export type LeaseExample = z.infer<typeof leaseExampleSchema>;

export async function fetchBrandSale(client: ApiClient): Promise<BrandSale> {
  const data = await client.request<unknown>('item', BRAND_SALE_DOCUMENT, {}, { operationName: 'pb_brandSale' });
  return checkAnswer(z.object({ brandSale: brandSaleSchema }), data, 'pb_brandSale').brandSale;
}

export async function fetchBrandSaleModels(client: ApiClient, groupName: string | null, searchAfter: string | null): Promise<BrandSaleModelPage> {
  const data = await client.request<unknown>('item', BRAND_SALE_MODELS_DOCUMENT, { groupName, searchAfter }, { operationName: 'pb_brandSaleModels' });
  return checkAnswer(z.object({ brandSaleModels: brandSaleModelPageSchema }), data, 'pb_brandSaleModels').brandSaleModels;
}

export async function fetchBrandIntro(client: ApiClient, brandKey: string): Promise<BrandIntro> {
  const data = await client.request<unknown>('item', BRAND_INTRO_DOCUMENT, { brandKey }, { operationName: 'pb_brandIntro' });
  return checkAnswer(z.object({ brandIntro: brandIntroSchema }), data, 'pb_brandIntro').brandIntro;
}

export async function fetchBrandModels(client: ApiClient, brandKey: string, searchAfter: string): Promise<BrandModelPage> {
  const data = await client.request<unknown>('item', BRAND_MODELS_DOCUMENT, { brandKey, searchAfter }, { operationName: 'pb_brandModels' });
  return checkAnswer(z.object({ brandModels: brandModelPageSchema }), data, 'pb_brandModels').brandModels;
}

export async function fetchCardBenefits(client: ApiClient): Promise<CardBenefit[]> {
  const data = await client.request<unknown>('item', CARD_BENEFITS_DOCUMENT, {}, { operationName: 'pb_cardBenefits' });
  return checkAnswer(z.object({ cardBenefits: z.array(cardBenefitSchema) }), data, 'pb_cardBenefits').cardBenefits;
}

/** For the payment screen (order issue): what each card offers for this amount now. */
export async function fetchCardInstalmentOptions(client: ApiClient, amount: number): Promise<CardInstalmentOptions[]> {
  const data = await client.request<unknown>('item', CARD_INSTALMENT_OPTIONS_DOCUMENT, { amount }, { operationName: 'pb_cardInstalmentOptions' });
  return checkAnswer(z.object({ cardInstalmentOptions: z.array(instalmentOptionsSchema) }), data, 'pb_cardInstalmentOptions').cardInstalmentOptions;
}

export async function fetchLeaseExample(client: ApiClient, price: number | null = null): Promise<LeaseExample> {
  const data = await client.request<unknown>('item', LEASE_EXAMPLE_DOCUMENT, { price }, { operationName: 'pb_leaseExample' });
  return checkAnswer(z.object({ leaseExample: leaseExampleSchema }), data, 'pb_leaseExample').leaseExample;
}
