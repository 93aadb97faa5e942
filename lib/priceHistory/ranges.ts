/** The chart's choices (30일 / 90일 / 1년), carried in the URL as `?range=30|90|365`. */
export const PRICE_RANGES = [
  { days: 30, label: '30일' },
  { days: 90, label: '90일' },
  { days: 365, label: '1년' },
] as const;

export type PriceRangeDays = (typeof PRICE_RANGES)[number]['days'];

export const DEFAULT_PRICE_RANGE: PriceRangeDays = 90;

/** The range of a query value; anything else (absent, tampered) is the default. */
export function parsePriceRange(value: string | string[] | undefined): PriceRangeDays {
  const days = Number(Array.isArray(value) ? value[0] : value);
  return PRICE_RANGES.find((range) => range.days === days)?.days ?? DEFAULT_PRICE_RANGE;
}
