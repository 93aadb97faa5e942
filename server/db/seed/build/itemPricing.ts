import { Rng, roundWon } from '../random';
import type { ModelPlan } from './models';

/**
 * Prices in integer won. A rental item's price is one day. Rental rates rise with the model's list
 * price inside a band per category (a Han river city bike ~13,000원, a carbon road bike ~80,000원);
 * sale prices start at the list price; about a third of items carry a 5–30% discount.
 */
const RENTAL_BANDS: Record<string, [minRate: number, maxRate: number, lowPrice: number, highPrice: number]> = {
  city: [12000, 18000, 150000, 400000],
  kids: [10000, 15000, 120000, 600000],
  hybrid: [15000, 30000, 400000, 2000000],
  folding: [25000, 60000, 400000, 7000000],
  minivelo: [20000, 35000, 400000, 2000000],
  ebike: [35000, 70000, 800000, 7600000],
  road: [40000, 80000, 1000000, 12000000],
  gravel: [40000, 70000, 1500000, 6000000],
  mtb_hardtail: [30000, 60000, 400000, 5000000],
  mtb_full: [50000, 80000, 3000000, 8000000],
  emtb: [60000, 80000, 2000000, 9500000],
  ski_race: [35000, 60000, 800000, 1600000],
  ski_allmountain: [25000, 45000, 600000, 1300000],
  ski_freestyle: [30000, 45000, 600000, 1200000],
  snowboard: [25000, 45000, 450000, 1200000],
  ski_boots: [12000, 25000, 500000, 1200000],
  board_boots: [12000, 20000, 300000, 700000],
  helmet: [8000, 12000, 150000, 500000],
  goggles: [8000, 12000, 150000, 450000],
};

export function rentalDayRate(model: ModelPlan): number {
  const [minRate, maxRate, low, high] = RENTAL_BANDS[model.category.key] ?? [20000, 50000, 500000, 3000000];
  const t = Math.min(1, Math.max(0, (model.releasePrice - low) / (high - low)));
  return roundWon(minRate + (maxRate - minRate) * t, 1000);
}

const DISCOUNTS = [5, 7, 10, 10, 10, 12, 15, 15, 15, 18, 20, 20, 25, 30] as const;

export type Priced = { originPrice: number; price: number; discountPct: number };

/** Applies a discount with probability p; rentals round to 100원 (12,900원), sales to 1,000원. */
export function withDiscount(originPrice: number, rng: Rng, p: number, unit: 100 | 1000): Priced {
  if (!rng.chance(p)) return { originPrice, price: originPrice, discountPct: 0 };
  const pct = rng.pick(DISCOUNTS);
  let price = roundWon((originPrice * (100 - pct)) / 100, unit);
  if (unit === 100 && price % 1000 === 0) price -= 100;
  price = Math.min(price, originPrice - unit);
  return { originPrice, price, discountPct: pct };
}

/** Used prices: a share of the list price by grade, rounded to 10,000원 as sellers quote. */
export function usedOrigin(model: ModelPlan, grade: string, rng: Rng): number {
  const share =
    grade === 'S급' ? rng.float(0.68, 0.8) : grade === 'A급' ? rng.float(0.52, 0.68) : rng.float(0.38, 0.52);
  return roundWon(model.releasePrice * share, 10000);
}

/**
 * 장기 대여 할인 of the seeded rentals (docs/product.md §4 Listings): about one rental in five offers
 * it, by its place in the plan (no draw from the random stream, so every other seeded figure stays as
 * it was): 10 % from 3 days and 15 % from 7, or 5 % and 10 %.
 */
export function seedRentalDiscount(
  index: number,
  dealType: 'RENTAL' | 'SELL'
): { threeDayDiscountPercent: number; sevenDayDiscountPercent: number } {
  if (dealType !== 'RENTAL' || index % 5 !== 0) return { threeDayDiscountPercent: 0, sevenDayDiscountPercent: 0 };
  return index % 10 === 0
    ? { threeDayDiscountPercent: 10, sevenDayDiscountPercent: 15 }
    : { threeDayDiscountPercent: 5, sevenDayDiscountPercent: 10 };
}
