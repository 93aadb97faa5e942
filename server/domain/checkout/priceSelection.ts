import { rentalDiscountAmount, type RentalDiscountTerms } from '@/lib/item/rentalDiscount';

/**
 * The price rule of a selection, written once (docs/architecture.md §7): a required option is a unit
 * of the item (the item's price plus the option's surcharge), an additional option costs its own
 * price; a line costs its unit price × amount × days; the goods subtotal is every line but the
 * insurance, less the multi-day rental discount (lib/item/rentalDiscount.ts: percent of that
 * subtotal, rounded down once). The insurance is never discounted. The payment page, the live quote, prepare and the item page all ask this function, so
 * the amount shown, the coupon's base and the amount charged cannot disagree. Pure.
 */

export type PricedItem = { price: number; originPrice: number };

/** An item as a selection is priced: its prices and its multi-day discount (0 and 0 for a sale). */
export type SelectionItem = PricedItem & RentalDiscountTerms;

export type SelectionLine = { kind: 'REQUIRED' | 'ADDITIONAL'; price: number; amount: number; isInsurance: boolean };

/** What one option costs per unit (per day for a rental): now, and before the business's discount. */
export function unitPriceOf(
  item: PricedItem,
  line: Pick<SelectionLine, 'kind' | 'price'>
): { unitPrice: number; unitOriginPrice: number } {
  const required = line.kind === 'REQUIRED';
  return {
    unitPrice: required ? item.price + line.price : line.price,
    unitOriginPrice: required ? item.originPrice + line.price : line.price,
  };
}

export type PricedSelectionLine<L> = L & {
  optionType: 1 | 2;
  unitPrice: number;
  unitOriginPrice: number;
  lineTotal: number;
};

export type PricedSelection<L> = {
  lines: PricedSelectionLine<L>[];
  /**
   * The goods: every line but the insurance, after the multi-day discount; what a coupon discounts
   * (so a coupon applies after it) and points are earned on.
   */
  goodsPrice: number;
  /** The goods' lines before the multi-day discount (after the business's own price discount). */
  linesPrice: number;
  /** 장기 대여 할인: won taken off the goods for a rental of 3 or 7 days or more. */
  longRentalDiscount: number;
  /** The goods before the business's discount (origin prices). */
  basicPrice: number;
  insurancePrice: number;
};

/** Prices each line and sums the subtotals. `days` is the rental days (end exclusive); 1 for a sale. */
export function priceSelection<L extends SelectionLine>(
  item: SelectionItem,
  lines: readonly L[],
  days: number
): PricedSelection<L> {
  const priced = lines.map((line): PricedSelectionLine<L> => {
    const { unitPrice, unitOriginPrice } = unitPriceOf(item, line);
    return {
      ...line,
      optionType: line.kind === 'REQUIRED' ? 1 : 2,
      unitPrice,
      unitOriginPrice,
      lineTotal: unitPrice * line.amount * days,
    };
  });
  const goods = priced.filter((l) => !l.isInsurance);
  const linesPrice = goods.reduce((sum, l) => sum + l.lineTotal, 0);
  const longRentalDiscount = rentalDiscountAmount(linesPrice, item, days);
  return {
    lines: priced,
    goodsPrice: linesPrice - longRentalDiscount,
    linesPrice,
    longRentalDiscount,
    basicPrice: goods.reduce((sum, l) => sum + l.unitOriginPrice * l.amount * days, 0),
    insurancePrice: priced.filter((l) => l.isInsurance).reduce((sum, l) => sum + l.lineTotal, 0),
  };
}
