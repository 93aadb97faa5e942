/**
 * The points policy, one table (issue 17 §3): what an order earns, how points are spent at checkout,
 * and what a photo review earns. One point is one won. Checkout (server/domain/checkout/pointRules.ts),
 * the price quote (server/domain/item/itemPrice.ts) and reviews read their figures from here, so a
 * change of policy is one edit and every screen that promises points says the same.
 */
export const POINT_POLICY = {
  /** A paid order earns this share of what was paid after coupon and points (percent). */
  orderRewardRatePercent: 1,
  /** An ownership-transfer rental (lease) earns more, on the item price, to reward the commitment. */
  leaseRewardRatePercent: 2,
  /** Points are spent from this many at once… */
  minUse: 1_000,
  /** …in units of this many. */
  useUnit: 10,
  /**
   * A verified review (written from a paid order) with at least one photo earns this once per order,
   * whatever edits follow: photos help the next shopper more than stars do.
   */
  photoReviewReward: 500,
} as const;

/** The photo review reward for a review of `photoCount` photos on a verified order (0 = none due). */
export function photoReviewPoints(photoCount: number, verified: boolean): number {
  return verified && photoCount >= 1 ? POINT_POLICY.photoReviewReward : 0;
}

/** The once-per-order key of the photo review reward in the point ledger. */
export const photoReviewRefKey = (orderId: number): string => `review-photo:order:${orderId}`;
