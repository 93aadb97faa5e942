/**
 * What the call to action of the item page checks, and where it goes. Pure functions over the item
 * detail and calendar state, so the screen, the sticky bar and the tests agree on one answer.
 */
import { rangeDayCount } from '@/lib/calendar/calendarRange';
import type { DateRange } from '@/lib/calendar/types';
import type { ItemDetailAnswer } from '@/api/item/itemDetail';
import { isInsuranceOption } from '@/lib/item/insuranceOption';
import { rentalDiscountAmount } from '@/lib/item/rentalDiscount';
import { bucketUnitTotal, type BucketEntry } from './itemDetailBucket';
import type { DeliveryTypeCode, ItemDetailChoices } from './itemDetailSlice';

export type SelectionInput = {
  detail: ItemDetailAnswer;
  choices: Pick<ItemDetailChoices, 'bucket' | 'currentRequireOptionCount' | 'deliveryType'>;
  range: DateRange;
  /** Fewest free units on a day of the range (null while the range is incomplete). */
  rangeFreeUnits: number | null;
};

/** Where the shopper must look when the selection is not complete. */
export type SelectionProblem = 'SOLD_OUT' | 'DATES' | 'OPTIONS' | 'UNITS' | 'DELIVERY';

export type SelectionCheck =
  | { ok: true; paymentUrl: string; deliveryType: DeliveryTypeCode }
  | { ok: false; problem: SelectionProblem; message: string };

/** Rental days of the range (1 for a sale: the price is paid once). */
export function pricedDays(detail: ItemDetailAnswer, range: DateRange): number {
  return detail.item.dealType === 'RENTAL' ? rangeDayCount(range) : 1;
}

const isInsuranceEntry = (e: BucketEntry) =>
  isInsuranceOption({ kind: e.optionType === 1 ? 'REQUIRED' : 'ADDITIONAL', name: e.name });

export type PricePreview = { dayPrice: number; longRentalDiscount: number; total: number };

/**
 * The price of the chosen options (the item's own price before a choice) for `days`: per day, the
 * multi-day discount on the goods (every option but the insurance) by the rule the server charges
 * (lib/item/rentalDiscount.ts, as server/domain/checkout/priceSelection.ts applies it), and the sum.
 */
export function pricePreview(detail: ItemDetailAnswer, bucket: readonly BucketEntry[], days: number): PricePreview {
  const chosen = bucket.length > 0;
  const dayPrice = chosen ? bucketUnitTotal(bucket) : detail.item.discountedPrice;
  const goodsDayPrice = chosen
    ? bucket.filter((e) => !isInsuranceEntry(e)).reduce((sum, e) => sum + e.discountedPrice, 0)
    : dayPrice;
  const longRentalDiscount = rentalDiscountAmount(goodsDayPrice * days, detail.item, days);
  return { dayPrice, longRentalDiscount, total: dayPrice * days - longRentalDiscount };
}

/** The preview total: chosen options × rental days less the multi-day discount, plus the parcel fee when parcel is chosen. */
export function selectionPreview(input: Pick<SelectionInput, 'detail' | 'choices' | 'range'>): PricePreview {
  const fee = input.detail.shippingSetting.deliveryTypes.find((d) => d.type === input.choices.deliveryType)?.fee ?? 0;
  const preview = pricePreview(input.detail, input.choices.bucket, Math.max(1, pricedDays(input.detail, input.range)));
  return { ...preview, total: preview.total + fee };
}

/** The delivery type the order will use: the chosen one, or the only one the item offers. */
export function effectiveDeliveryType(
  detail: ItemDetailAnswer,
  chosen: DeliveryTypeCode | null
): DeliveryTypeCode | null {
  if (chosen) return chosen;
  const types = detail.shippingSetting.deliveryTypes;
  return types.length === 1 ? types[0].type : null;
}

/** `/services/12/payment?options=31:2,35:1&start=2026-12-02&end=2026-12-04&delivery=PICKUP` */
export function paymentUrlOf(
  detail: ItemDetailAnswer,
  choices: SelectionInput['choices'],
  range: DateRange,
  delivery: DeliveryTypeCode
): string {
  const params = new URLSearchParams();
  params.set('options', choices.bucket.map((e) => `${e.optionId}:${e.amount}`).join(','));
  if (detail.item.dealType === 'RENTAL' && range.startDate && range.endDate) {
    params.set('start', range.startDate);
    params.set('end', range.endDate);
  }
  params.set('delivery', delivery);
  return `/services/${detail.item.id}/payment?${params.toString()}`;
}

/**
 * Checks in the order the page asks for things: dates first for a rental, then at least one
 * required option, enough free units on every day, and how the item reaches the shopper.
 */
export function checkSelection({ detail, choices, range, rangeFreeUnits }: SelectionInput): SelectionCheck {
  const rental = detail.item.dealType === 'RENTAL';
  if (detail.dealInfo.isSoldOut) return { ok: false, problem: 'SOLD_OUT', message: '품절된 상품이에요.' };
  if (rental && rangeDayCount(range) === 0) {
    return {
      ok: false,
      problem: 'DATES',
      message: range.startDate ? '반납일을 선택해 주세요.' : '대여 날짜를 선택해 주세요.',
    };
  }
  const hasRequired = detail.options.some((o) => o.optionType === 1);
  if (hasRequired && choices.currentRequireOptionCount < 1)
    return { ok: false, problem: 'OPTIONS', message: '필수 옵션을 선택해 주세요.' };
  if (choices.bucket.length === 0) return { ok: false, problem: 'OPTIONS', message: '옵션을 선택해 주세요.' };
  if (rental && rangeFreeUnits !== null && choices.currentRequireOptionCount > rangeFreeUnits) {
    return { ok: false, problem: 'UNITS', message: `선택한 기간에는 ${rangeFreeUnits}대까지 빌릴 수 있어요.` };
  }
  const delivery = effectiveDeliveryType(detail, choices.deliveryType);
  if (!delivery) return { ok: false, problem: 'DELIVERY', message: '받는 방법을 선택해 주세요.' };
  return { ok: true, deliveryType: delivery, paymentUrl: paymentUrlOf(detail, choices, range, delivery) };
}
