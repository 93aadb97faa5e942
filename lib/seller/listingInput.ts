import '@/lib/zodWithoutEval';
import { z } from 'zod';
import { PROFANITY_MESSAGE, containsProfanity } from '@/lib/text/profanity';
import { MAX_DEPOSIT_AMOUNT } from '@/lib/orders/timing';
import { RENTAL_DISCOUNT_LIMITS } from '@/lib/item/rentalDiscount';
import { isInsuranceOption } from '@/lib/item/insuranceOption';
import { groupDigits } from '@/lib/digits';

/**
 * A business's own listing as the seller writes it (docs/product.md §4 Listings): one schema for the
 * console's form and the item service, so a field is refused with the same Korean sentence on both
 * sides. The rules are those the seeded items already keep, so a listing can never make an item
 * page the seed could not (tests/unit/components/item/listingCombinations.test.tsx).
 */
export const LISTING_LIMITS = {
  titleMin: 2,
  titleMax: 60,
  descriptionMax: 3_000,
  maxPhotos: 15,
  maxOptions: 20,
  optionNameMax: 40,
  minPrice: 100,
  maxPrice: 100_000_000,
  maxOptionPrice: 10_000_000,
  maxStock: 999,
  maxShippingFee: 100_000,
  brandMax: 40,
  modelNameMax: 60,
} as const;

/** The grades the seeded used items carry; the item page explains each one. */
export const USED_GRADES = ['S급', 'A급', 'B급', 'C급'] as const;

// Control characters other than the line break and tab: pasted text carries them and they break layouts.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b\u2028\u2029]/g;
const clean = (text: string): string => text.replace(/\r\n?/g, '\n').replace(CONTROL, '').trim();

const decent = (schema: z.ZodString) =>
  z
    .string({ error: '글자로 입력해 주세요.' })
    .transform(clean)
    .pipe(schema.refine((value) => !containsProfanity(value), PROFANITY_MESSAGE));

const oneLine = (what: string, min: number, max: number) =>
  decent(
    z
      .string()
      .min(min, `${what}을 ${min}자 이상 입력해 주세요.`)
      .max(max, `${what}은 ${max}자까지 입력할 수 있어요.`)
      .refine((value) => !value.includes('\n'), `${what}은 한 줄로 입력해 주세요.`)
  );

const id = z.number().int().positive().max(2_147_483_647);

const won = (what: string, min: number, max: number) =>
  z
    .number({ error: `${what}을 숫자로 입력해 주세요.` })
    .int(`${what}은 원 단위 정수로 입력해 주세요.`)
    .min(min, `${what}은 ${groupDigits(min)}원 이상이어야 해요.`)
    .max(max, `${what}은 ${groupDigits(max)}원까지 입력할 수 있어요.`);

/** A multi-day discount in whole percent (lib/item/rentalDiscount.ts); absent = none. */
const discountPercent = (what: string) =>
  z
    .number({ error: `${what} 할인율을 숫자로 입력해 주세요.` })
    .int(`${what} 할인율은 정수(%)로 입력해 주세요.`)
    .min(RENTAL_DISCOUNT_LIMITS.minPercent, `${what} 할인율은 ${RENTAL_DISCOUNT_LIMITS.minPercent}% 이상이어야 해요.`)
    .max(
      RENTAL_DISCOUNT_LIMITS.maxPercent,
      `${what} 할인율은 ${RENTAL_DISCOUNT_LIMITS.maxPercent}%까지 입력할 수 있어요.`
    )
    .nullish();

const stock = z
  .number({ error: '재고를 숫자로 입력해 주세요.' })
  .int('재고는 정수로 입력해 주세요.')
  .min(0, '재고는 0개 이상이어야 해요.')
  .max(LISTING_LIMITS.maxStock, `재고는 ${LISTING_LIMITS.maxStock}개까지 입력할 수 있어요.`);

export const listingOptionInput = z.object({
  /** An option the listing already has (kept with its id, so orders of it stay linked); absent for a new one. */
  id: id.nullish(),
  kind: z.enum(['REQUIRED', 'ADDITIONAL'], { error: '필수 옵션인지 추가 옵션인지 골라 주세요.' }),
  name: oneLine('옵션 이름', 1, LISTING_LIMITS.optionNameMax),
  price: won('옵션 가격', 0, LISTING_LIMITS.maxOptionPrice),
  stock,
});

const modelRequest = z.object({
  brandName: oneLine('브랜드', 1, LISTING_LIMITS.brandMax),
  modelName: oneLine('모델 이름', 1, LISTING_LIMITS.modelNameMax),
  modelYear: z
    .number({ error: '연식을 숫자로 입력해 주세요.' })
    .int('연식은 네 자리 숫자로 입력해 주세요.')
    .min(1980, '연식은 1980년부터 입력할 수 있어요.')
    .max(2100, '연식을 다시 확인해 주세요.')
    .nullish(),
});

const insurance = z.object({
  name: oneLine('보험 이름', 2, LISTING_LIMITS.optionNameMax),
  price: won('보험료', 0, LISTING_LIMITS.maxOptionPrice),
});

const listingFields = z.object({
  dealType: z.enum(['RENTAL', 'SELL'], { error: '렌탈인지 판매인지 골라 주세요.' }),
  /** A catalogue model, or null with a modelRequest ("모델 없음"). */
  modelId: id.nullish(),
  modelRequest: modelRequest.nullish(),
  /** The category of an item without a model; an item with one takes the model's. */
  categoryId: id.nullish(),
  title: oneLine('상품 이름', LISTING_LIMITS.titleMin, LISTING_LIMITS.titleMax),
  condition: z.enum(['NEW', 'USED'], { error: '새 상품인지 중고인지 골라 주세요.' }),
  usedGrade: z.enum(USED_GRADES, { error: '중고 상태 등급을 골라 주세요.' }).nullish(),
  description: decent(
    z
      .string()
      .max(LISTING_LIMITS.descriptionMax, `설명은 ${groupDigits(LISTING_LIMITS.descriptionMax)}자까지 쓸 수 있어요.`)
  ),
  imageIds: z
    .array(id, { error: '사진을 다시 올려 주세요.' })
    .max(LISTING_LIMITS.maxPhotos, `사진은 ${LISTING_LIMITS.maxPhotos}장까지 올릴 수 있어요.`)
    .refine((ids) => new Set(ids).size === ids.length, '같은 사진을 두 번 올릴 수 없어요.'),
  options: z
    .array(listingOptionInput)
    .max(LISTING_LIMITS.maxOptions, `옵션은 ${LISTING_LIMITS.maxOptions}개까지 만들 수 있어요.`),
  /** Units on the shelf when the listing has no required option; with them, their stock adds up instead. */
  stock,
  /** A rental's price of one day, or the sale price. */
  price: won('가격', LISTING_LIMITS.minPrice, LISTING_LIMITS.maxPrice),
  /** The list price (정가) a discount is shown against; absent = no discount. */
  originPrice: won('정가', LISTING_LIMITS.minPrice, LISTING_LIMITS.maxPrice).nullish(),
  pickup: z.boolean({ error: '매장 픽업 여부를 골라 주세요.' }),
  parcel: z.boolean({ error: '택배 여부를 골라 주세요.' }),
  shippingFee: won('배송비', 0, LISTING_LIMITS.maxShippingFee),
  insurance: insurance.nullish(),
  depositAmount: won('보증금', 0, MAX_DEPOSIT_AMOUNT),
  /** 장기 대여 할인: percent off a rental of 3 days or more, and of 7 days or more; absent = none. */
  threeDayDiscountPercent: discountPercent('3일 이상'),
  sevenDayDiscountPercent: discountPercent('7일 이상'),
});

type Fields = z.output<typeof listingFields>;

/** The rules between fields, each reported on the field the seller has to change. */
function crossFieldIssues(v: Fields, ctx: z.core.$RefinementCtx<Fields>): void {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (!v.modelId && !v.modelRequest) issue('modelId', '모델을 고르거나 "모델 없음"을 눌러 모델 정보를 적어 주세요.');
  if (!v.modelId && !v.categoryId) issue('categoryId', '모델이 없는 상품은 종류를 골라 주세요.');
  if (!v.modelId && v.imageIds.length === 0) issue('imageIds', '모델이 없는 상품은 사진을 한 장 이상 올려 주세요.');
  if (v.condition === 'USED' && !v.usedGrade) issue('usedGrade', '중고 상품은 상태 등급을 골라 주세요.');
  if (v.condition === 'USED' && v.dealType === 'RENTAL') issue('condition', '중고 표시는 판매 상품에만 할 수 있어요.');
  if (v.originPrice != null && v.price > v.originPrice) issue('price', '가격은 정가보다 높을 수 없어요.');
  if (!v.pickup && !v.parcel) issue('pickup', '매장 픽업이나 택배 중 하나는 골라 주세요.');
  if (!v.parcel && v.shippingFee > 0) issue('shippingFee', '택배를 고르지 않으면 배송비를 받을 수 없어요.');
  if (v.dealType === 'SELL' && v.depositAmount > 0) issue('depositAmount', '보증금은 렌탈 상품에만 받을 수 있어요.');
  if (v.dealType === 'SELL' && v.insurance) issue('insurance', '보험은 렌탈 상품에만 붙일 수 있어요.');
  const longRental = '장기 대여 할인은 렌탈 상품에만 줄 수 있어요.';
  if (v.dealType === 'SELL' && v.threeDayDiscountPercent != null) issue('threeDayDiscountPercent', longRental);
  if (v.dealType === 'SELL' && v.sevenDayDiscountPercent != null) issue('sevenDayDiscountPercent', longRental);
  // A longer rental may not cost more a day than a shorter one (docs/product.md §4 Listings).
  if (
    v.threeDayDiscountPercent != null &&
    v.sevenDayDiscountPercent != null &&
    v.sevenDayDiscountPercent < v.threeDayDiscountPercent
  )
    issue('sevenDayDiscountPercent', '7일 이상 할인율은 3일 이상 할인율보다 작을 수 없어요.');
  const names = v.options.map((o) => o.name);
  v.options.forEach((o, index) => {
    if (names.indexOf(o.name) !== index) issue(`options.${index}.name`, '같은 이름의 옵션이 이미 있어요.');
    // The payment page finds the insurance by this word; an add-on may not pose as it.
    if (isInsuranceOption(o)) issue(`options.${index}.name`, '보험은 아래 보험 항목에 입력해 주세요.');
  });
}

export const listingInput = listingFields.superRefine(crossFieldIssues);

export type ListingInput = z.output<typeof listingInput>;

/** The stock a listing keeps on items.stock: its required options' total, as the seed keeps it, or the plain figure. */
export function listingStock(input: Pick<ListingInput, 'options' | 'stock'>): number {
  const required = input.options.filter((o) => o.kind === 'REQUIRED');
  return required.length === 0
    ? input.stock
    : Math.min(
        LISTING_LIMITS.maxStock,
        required.reduce((sum, o) => sum + o.stock, 0)
      );
}
