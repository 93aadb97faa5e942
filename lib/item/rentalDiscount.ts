/**
 * The multi-day rental discount (장기 대여 할인, docs/product.md §4 Listings and docs/architecture.md
 * §7): a business may take a whole percent off a rental of 3 days or more, and another (at least as
 * large) off one of 7 days or more. One pure rule, asked by the server's price of a selection
 * (server/domain/checkout/priceSelection.ts) and by the item page's preview, so what is shown and what
 * is charged cannot disagree. 0 = no discount at that length.
 */

export type RentalDiscountTerms = {
  /** Percent off a rental of 3 days or more, 0 = none. */
  threeDayDiscountPercent: number;
  /** Percent off a rental of 7 days or more, 0 = none (then the 3-day percent still applies). */
  sevenDayDiscountPercent: number;
};

export const RENTAL_DISCOUNT_LIMITS = { minPercent: 1, maxPercent: 90, threeDays: 3, sevenDays: 7 } as const;

/** The percent a rental of `days` days (end exclusive) earns: the 7-day one from 7 days, else the 3-day one from 3. */
export function rentalDiscountPercent(terms: RentalDiscountTerms, days: number): number {
  if (days >= RENTAL_DISCOUNT_LIMITS.sevenDays && terms.sevenDayDiscountPercent > 0)
    return terms.sevenDayDiscountPercent;
  if (days >= RENTAL_DISCOUNT_LIMITS.threeDays) return terms.threeDayDiscountPercent;
  return 0;
}

/**
 * The won taken off the goods of a rental: percent of the goods subtotal (every line but the
 * insurance, all days), rounded down once on that total, so the discount never exceeds its percent
 * and a line-by-line rounding cannot drift from the total the customer sees.
 */
export function rentalDiscountAmount(goods: number, terms: RentalDiscountTerms, days: number): number {
  const percent = rentalDiscountPercent(terms, days);
  return percent > 0 ? Math.floor((goods * percent) / 100) : 0;
}

/** `3일 이상 10% · 7일 이상 15% 할인`, or null when the item has none. */
export function rentalDiscountText(terms: RentalDiscountTerms): string | null {
  const parts = [
    terms.threeDayDiscountPercent > 0 ? `3일 이상 ${terms.threeDayDiscountPercent}%` : null,
    terms.sevenDayDiscountPercent > 0 ? `7일 이상 ${terms.sevenDayDiscountPercent}%` : null,
  ].filter((p): p is string => p !== null);
  return parts.length > 0 ? `${parts.join(' · ')} 할인` : null;
}
