import { priceSelection, unitPriceOf, type SelectionLine } from '@/server/domain/checkout/priceSelection';

const item = { price: 10_000, originPrice: 12_000, threeDayDiscountPercent: 0, sevenDayDiscountPercent: 0 };
const required = (price: number, amount: number): SelectionLine => ({
  kind: 'REQUIRED',
  price,
  amount,
  isInsurance: false,
});
const additional = (price: number, amount: number): SelectionLine => ({
  kind: 'ADDITIONAL',
  price,
  amount,
  isInsurance: false,
});
const insurance = (price: number, amount: number): SelectionLine => ({
  kind: 'ADDITIONAL',
  price,
  amount,
  isInsurance: true,
});

describe('priceSelection: the one subtotal and unit-price rule', () => {
  test.each([
    // name, lines, days, unit prices, goods, basic, insurance
    ['rental, 3 days, one unit', [required(0, 1)], 3, [10_000], 30_000, 36_000, 0],
    ['rental, 2 days, two units of a surcharged size', [required(2_000, 2)], 2, [12_000], 48_000, 56_000, 0],
    ['sale, one day, three units', [required(500, 3)], 1, [10_500], 31_500, 37_500, 0],
    ['required + additional', [required(0, 1), additional(3_000, 2)], 2, [10_000, 3_000], 32_000, 36_000, 0],
    [
      'insurance is priced but kept out of the goods',
      [required(0, 1), insurance(1_500, 1)],
      4,
      [10_000, 1_500],
      40_000,
      48_000,
      6_000,
    ],
  ] as const)('%s', (_name, lines, days, units, goods, basic, insurancePrice) => {
    const priced = priceSelection(item, lines, days);
    expect(priced.lines.map((l) => l.unitPrice)).toEqual(units);
    expect(priced.lines.map((l) => l.lineTotal)).toEqual(lines.map((l, i) => units[i] * l.amount * days));
    expect(priced.goodsPrice).toBe(goods);
    expect(priced.basicPrice).toBe(basic);
    expect(priced.insurancePrice).toBe(insurancePrice);
  });

  test('the unit rule: a required option is the item plus its surcharge, an additional one its own price', () => {
    expect(unitPriceOf(item, { kind: 'REQUIRED', price: 700 })).toEqual({ unitPrice: 10_700, unitOriginPrice: 12_700 });
    expect(unitPriceOf(item, { kind: 'ADDITIONAL', price: 700 })).toEqual({ unitPrice: 700, unitOriginPrice: 700 });
  });

  test('each line keeps its own fields and gets its option type', () => {
    const [line] = priceSelection(item, [{ ...additional(1_000, 1), optionId: 7 }], 1).lines;
    expect(line).toMatchObject({ optionId: 7, optionType: 2, unitPrice: 1_000 });
  });

  test.each([
    // days, linesPrice, discount: 10% from 3 days, 15% from 7 days, rounded down once on the goods total
    [2, 2 * 10_333, 0],
    [3, 3 * 10_333, 3_099],
    [6, 6 * 10_333, 6_199],
    [7, 7 * 10_333, 10_849],
    [30, 30 * 10_333, 46_498],
  ] as const)('the multi-day discount of %i days comes off the goods, never the insurance', (days, lines, discount) => {
    const discounted = { ...item, threeDayDiscountPercent: 10, sevenDayDiscountPercent: 15 };
    const priced = priceSelection(discounted, [required(333, 1), insurance(1_000, 1)], days);
    expect(priced.linesPrice).toBe(lines);
    expect(priced.longRentalDiscount).toBe(discount);
    expect(priced.goodsPrice).toBe(lines - discount);
    expect(priced.insurancePrice).toBe(1_000 * days);
  });
});
