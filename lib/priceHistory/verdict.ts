import { formatWon } from '@/lib/money';

/**
 * The sentence beside 역대 최저가 (docs/product.md §3 Price history): is the current lowest a good
 * price? Null when there is nothing to compare (no offer now, or no history).
 */
export function lowestVerdict(current: number | null, lowest: number | null): string | null {
  if (current === null || lowest === null) return null;
  if (current <= lowest) return '지금이 역대 최저가예요';
  return `역대 최저가보다 ${formatWon(current - lowest)} 비싸요`;
}
