import { discountRate, formatDiscountRate, formatWon } from '@/lib/money';
import { POINT_POLICY } from '@/lib/points/pointPolicy';
import type { ItemPrice, LeasePriceInfo } from './itemDetailTypes';

/**
 * The price block of an item (docs/product.md §3 Item detail itemPrice), in integer won, computed here once so the page
 * only shows it (docs/architecture.md §7).
 */

/** Points a member earns on a normal purchase or rental: 1% of what they pay (the points policy). */
export const NORMAL_REWARD_RATE_PERCENT = POINT_POLICY.orderRewardRatePercent;
/** Ownership-transfer rental (lease) earns more: 2% of the item price, to reward the commitment. */
export const LEASE_REWARD_RATE_PERCENT = POINT_POLICY.leaseRewardRatePercent;
/** Terms offered for a lease, in months (issue 4: 12/24/36 when isLeaseAvailable). */
export const LEASE_TERMS = [12, 24, 36] as const;
/** Yearly lease fee in per-mille of the price (4.9%), charged for every started year of the term. */
export const LEASE_FEE_PER_MILLE_PER_YEAR = 49;

/** Rounds up to 100 won: a monthly instalment is billed in whole hundreds, the last one included. */
const ceil100 = (won: number) => Math.ceil(won / 100) * 100;

export function leasePrice(price: number, months: number): LeasePriceInfo {
  const fee = Math.round((price * LEASE_FEE_PER_MILLE_PER_YEAR * months) / 12 / 1000);
  const monthlyPrice = ceil100((price + fee) / months);
  return {
    months,
    monthlyPrice,
    totalPrice: monthlyPrice * months,
    text: `월 ${formatWon(monthlyPrice)} · ${months}개월`,
  };
}

export function rewardPoints(paid: number, ratePercent: number): number {
  return Math.floor((paid * ratePercent) / 100);
}

/**
 * `expectedPrice` is what the shopper pays with the best coupon; the reward points follow what is
 * actually paid, so they are counted after the coupon.
 */
export function itemPrice(input: {
  price: number;
  originPrice: number;
  isLeaseAvailable: boolean;
  expectedPrice: number;
}): ItemPrice {
  const leases = input.isLeaseAvailable ? LEASE_TERMS.map((months) => leasePrice(input.price, months)) : [];
  return {
    expectedNormalRewardPoint: rewardPoints(input.expectedPrice, NORMAL_REWARD_RATE_PERCENT),
    expectedLeaseRewardPoint: leases.length > 0 ? rewardPoints(input.price, LEASE_REWARD_RATE_PERCENT) : 0,
    normalPriceInfo: {
      discountedPrice: input.price,
      discountText: formatDiscountRate(discountRate(input.originPrice, input.price)),
      originPrice: input.originPrice,
      expectedPrice: input.expectedPrice,
    },
    leasePriceInfoList: leases,
  };
}
