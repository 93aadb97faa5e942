/**
 * Money is integer won (docs/architecture.md §7). The server computes prices; these helpers only
 * display them the way Korean shoppers read prices: `12,900원`.
 */
import { groupDigits } from './digits';

export function formatWon(amount: number): string {
  if (!Number.isFinite(amount)) return '0원';
  return `${groupDigits(amount)}원`;
}

/**
 * Discount rate in whole percent from the original and the selling price. Rounded down: showing a
 * larger discount than the real one is misleading advertising, a smaller one is not.
 */
export function discountRate(originPrice: number, price: number): number {
  if (!(originPrice > 0) || !(price >= 0) || price >= originPrice) return 0;
  return Math.floor(((originPrice - price) / originPrice) * 100);
}

/** `14%`, or an empty string when there is no discount to show. */
export function formatDiscountRate(rate: number): string {
  return rate > 0 ? `${Math.floor(rate)}%` : '';
}
