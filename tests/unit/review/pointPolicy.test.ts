import { POINT_POLICY, photoReviewPoints, photoReviewRefKey } from '@/lib/points/pointPolicy';
import { POINT_MIN_USE, POINT_USE_UNIT, maxUsablePoints } from '@/server/domain/checkout/pointRules';
import { LEASE_REWARD_RATE_PERCENT, NORMAL_REWARD_RATE_PERCENT, rewardPoints } from '@/server/domain/item/itemPrice';

describe('the points policy table', () => {
  it('is where checkout and the price quote read their figures', () => {
    expect(POINT_MIN_USE).toBe(POINT_POLICY.minUse);
    expect(POINT_USE_UNIT).toBe(POINT_POLICY.useUnit);
    expect(NORMAL_REWARD_RATE_PERCENT).toBe(POINT_POLICY.orderRewardRatePercent);
    expect(LEASE_REWARD_RATE_PERCENT).toBe(POINT_POLICY.leaseRewardRatePercent);
  });

  it("keeps today's figures: 1% back, 2% on a lease, spent from 1,000 in tens, 500P for a photo review", () => {
    expect(POINT_POLICY).toEqual({
      orderRewardRatePercent: 1,
      leaseRewardRatePercent: 2,
      minUse: 1_000,
      useUnit: 10,
      photoReviewReward: 500,
    });
    expect(rewardPoints(129_000, NORMAL_REWARD_RATE_PERCENT)).toBe(1_290);
    expect(maxUsablePoints(5_555, 100_000)).toBe(5_550);
    expect(maxUsablePoints(999, 100_000)).toBe(0);
  });

  it('rewards a photo review only when it is verified and has a photo', () => {
    expect(photoReviewPoints(1, true)).toBe(500);
    expect(photoReviewPoints(5, true)).toBe(500);
    expect(photoReviewPoints(0, true)).toBe(0);
    expect(photoReviewPoints(3, false)).toBe(0);
  });

  it('keys the reward by order, so it is given once per order', () => {
    expect(photoReviewRefKey(42)).toBe('review-photo:order:42');
    expect(photoReviewRefKey(42)).not.toBe(photoReviewRefKey(43));
  });
});
