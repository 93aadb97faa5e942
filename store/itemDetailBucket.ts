/**
 * The option bucket of the item page (docs/product.md §3: optionId, optionType, amount, originPriceText,
 * discountedPriceText, discountedPrice) and the §4 "Required options" rules, as pure functions the
 * item detail slice applies. Prices are previews: the server prices the order again.
 */
import type { ItemOptionAnswer } from '@/api/item/itemDetail';
import { formatWon } from '@/lib/money';

/** docs/product.md §5, §9: option amount cap 99 (also the default maxSelectRequireOptionCount). */
export const MAX_OPTION_AMOUNT = 99;

export type BucketEntry = {
  optionId: number;
  /** 1 required, 2 additional (docs/product.md §3). */
  optionType: number;
  name: string;
  amount: number;
  originPriceText: string;
  discountedPriceText: string;
  /** unitPrice × amount, integer won (per day for rentals). */
  discountedPrice: number;
};

export type Bucket = { bucket: BucketEntry[]; currentRequireOptionCount: number; maxSelectRequireOptionCount: number };

/** The most of one option a shopper can take: the cap, and never more than the business has. */
export function maxAmountOf(option: Pick<ItemOptionAnswer, 'stock'>): number {
  return Math.max(0, Math.min(MAX_OPTION_AMOUNT, option.stock));
}

export function bucketEntry(option: ItemOptionAnswer, amount: number): BucketEntry {
  return {
    optionId: option.id,
    optionType: option.optionType,
    name: option.name,
    amount,
    originPriceText: formatWon(option.unitOriginPrice * amount),
    discountedPriceText: formatWon(option.unitPrice * amount),
    discountedPrice: option.unitPrice * amount,
  };
}

const requiredSum = (bucket: readonly BucketEntry[]) =>
  bucket.filter((e) => e.optionType === 1).reduce((sum, e) => sum + e.amount, 0);

/**
 * Adding an option: a new option goes in with amount 1, and a required one raises
 * currentRequireOptionCount by one, only if that option is not already in the bucket (then nothing
 * changes). A sold-out option, or a required one past the maximum, is refused.
 */
export function addToBucket(state: Bucket, option: ItemOptionAnswer): Bucket {
  if (state.bucket.some((e) => e.optionId === option.id) || maxAmountOf(option) < 1) return state;
  const required = option.optionType === 1;
  if (required && state.currentRequireOptionCount + 1 > state.maxSelectRequireOptionCount) return state;
  return {
    ...state,
    bucket: [...state.bucket, bucketEntry(option, 1)],
    currentRequireOptionCount: state.currentRequireOptionCount + (required ? 1 : 0),
  };
}

/** Removing an option lowers the count by that option's amount when it is required. */
export function removeFromBucket(state: Bucket, optionId: number): Bucket {
  const entry = state.bucket.find((e) => e.optionId === optionId);
  if (!entry) return state;
  return {
    ...state,
    bucket: state.bucket.filter((e) => e.optionId !== optionId),
    currentRequireOptionCount: Math.max(
      0,
      state.currentRequireOptionCount - (entry.optionType === 1 ? entry.amount : 0)
    ),
  };
}

/**
 * Setting an amount (the − / + stepper or a typed number): kept between 1 and the option's cap
 * (99 or its stock), required amounts together never past the maximum, and the count recomputed as
 * the sum of the required options' amounts.
 */
export function setBucketAmount(state: Bucket, option: ItemOptionAnswer, amount: number): Bucket {
  const index = state.bucket.findIndex((e) => e.optionId === option.id);
  if (index < 0 || !Number.isFinite(amount)) return state;
  let next = Math.max(1, Math.min(Math.floor(amount), maxAmountOf(option)));
  if (option.optionType === 1) {
    const others = requiredSum(state.bucket) - state.bucket[index].amount;
    next = Math.max(1, Math.min(next, state.maxSelectRequireOptionCount - others));
  }
  const bucket = state.bucket.map((e, i) => (i === index ? bucketEntry(option, next) : e));
  return { ...state, bucket, currentRequireOptionCount: requiredSum(bucket) };
}

/** What the chosen options cost for one day (rentals) or in all (sales), before coupons. */
export function bucketUnitTotal(bucket: readonly BucketEntry[]): number {
  return bucket.reduce((sum, e) => sum + e.discountedPrice, 0);
}
