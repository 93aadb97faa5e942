import { rentalDiscountAmount, rentalDiscountPercent, rentalDiscountText } from '@/lib/item/rentalDiscount';

const terms = { threeDayDiscountPercent: 10, sevenDayDiscountPercent: 15 };

describe('rentalDiscount: the multi-day rule', () => {
  test.each([
    [1, 0],
    [2, 0],
    [3, 10],
    [6, 10],
    [7, 15],
    [30, 15],
  ])('%i days earn %i%%', (days, percent) => {
    expect(rentalDiscountPercent(terms, days)).toBe(percent);
  });

  test('without a 7-day percent, a week keeps the 3-day one; without a 3-day one, a short week earns nothing', () => {
    expect(rentalDiscountPercent({ threeDayDiscountPercent: 10, sevenDayDiscountPercent: 0 }, 7)).toBe(10);
    expect(rentalDiscountPercent({ threeDayDiscountPercent: 0, sevenDayDiscountPercent: 20 }, 6)).toBe(0);
    expect(rentalDiscountPercent({ threeDayDiscountPercent: 0, sevenDayDiscountPercent: 20 }, 7)).toBe(20);
  });

  test('the amount is rounded down once, on the total', () => {
    // 3 × 10,333 = 30,999: 10% = 3,099.9 → 3,099 (line by line it would be 3 × 1,033 = 3,099 too; 7 days shows the gap)
    expect(rentalDiscountAmount(30_999, terms, 3)).toBe(3_099);
    // 7 × 10,333 = 72,331: 15% = 10,849.65 → 10,849, where per-day rounding would give 7 × 1,549 = 10,843
    expect(rentalDiscountAmount(72_331, terms, 7)).toBe(10_849);
    expect(rentalDiscountAmount(72_331, terms, 2)).toBe(0);
  });

  test('the text the item page and the seller list show', () => {
    expect(rentalDiscountText(terms)).toBe('3일 이상 10% · 7일 이상 15% 할인');
    expect(rentalDiscountText({ threeDayDiscountPercent: 0, sevenDayDiscountPercent: 15 })).toBe('7일 이상 15% 할인');
    expect(rentalDiscountText({ threeDayDiscountPercent: 0, sevenDayDiscountPercent: 0 })).toBeNull();
  });
});
