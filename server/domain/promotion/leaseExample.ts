import { z } from 'zod';
import {
  LEASE_FEE_PER_MILLE_PER_YEAR,
  LEASE_REWARD_RATE_PERCENT,
  LEASE_TERMS,
  leasePrice,
  rewardPoints,
} from '../item/itemPrice';
import { parseInput } from '../parseInput';

/**
 * The worked example of /promotions/introduce_lease. Every figure comes from the lease pricing the
 * item page and the order use (item/itemPrice.ts), so the introduction can never promise a
 * different instalment from the one charged.
 */
export const LEASE_EXAMPLE_PRICE = 1_290_000;

export type LeaseExampleRow = {
  months: number;
  monthlyPrice: number;
  totalPrice: number;
  /** What the lease costs over buying outright: total instalments minus the item price. */
  fee: number;
  rewardPoint: number;
};

export type LeaseExample = {
  price: number;
  feePerMillePerYear: number;
  rewardRatePercent: number;
  rows: LeaseExampleRow[];
};

export const leaseExampleArgs = z.object({ price: z.number().int().min(100_000).max(30_000_000).nullish() });

export function leaseExample(price: number = LEASE_EXAMPLE_PRICE): LeaseExample {
  return {
    price,
    feePerMillePerYear: LEASE_FEE_PER_MILLE_PER_YEAR,
    rewardRatePercent: LEASE_REWARD_RATE_PERCENT,
    rows: LEASE_TERMS.map((months) => {
      const lease = leasePrice(price, months);
      return {
        months,
        monthlyPrice: lease.monthlyPrice,
        totalPrice: lease.totalPrice,
        fee: lease.totalPrice - price,
        rewardPoint: rewardPoints(price, LEASE_REWARD_RATE_PERCENT),
      };
    }),
  };
}

export function leaseExampleFor(rawArgs: unknown): LeaseExample {
  const { price } = parseInput(leaseExampleArgs, rawArgs);
  return leaseExample(price ?? LEASE_EXAMPLE_PRICE);
}
