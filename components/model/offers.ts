import type { ComparedOffer, PriceComparison } from '@/api/item/modelDetail';

/**
 * The offers the page advertises to search engines: new sale items when there are any (that is the
 * product's price), else used sale items, else rentals (the price of one day). Mixing them would put
 * a used bike's or a day's rental price next to a new bike's price in one range.
 */
export function advertisedOffers(comparison: PriceComparison): ComparedOffer[] {
  const sell = comparison.sell.items;
  const fresh = sell.filter((offer) => offer.item.condition === 'NEW');
  if (fresh.length > 0) return fresh;
  if (sell.length > 0) return sell;
  return comparison.rental.items;
}

/** The offer the 최저가 badge marks: the cheapest new one (a used bike is cheaper, but it is not the same purchase). */
export function lowestNewId(items: readonly ComparedOffer[]): number | null {
  return (items.find((offer) => offer.item.condition === 'NEW') ?? items[0])?.item.itemId ?? null;
}

/** Distinct businesses across both tabs (a business may rent and sell the same model). */
export function businessCount(comparison: PriceComparison): number {
  return new Set([...comparison.sell.items, ...comparison.rental.items].map((offer) => offer.item.businessId)).size;
}
