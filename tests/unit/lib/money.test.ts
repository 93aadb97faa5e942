import { discountRate, formatDiscountRate, formatWon } from '@/lib/money';

describe('lib/money', () => {
  it('formats integer won the Korean way', () => {
    expect(formatWon(12900)).toBe('12,900원');
    expect(formatWon(0)).toBe('0원');
    expect(formatWon(1_250_000)).toBe('1,250,000원');
    expect(formatWon(999.6)).toBe('1,000원');
    expect(formatWon(Number.NaN)).toBe('0원');
  });

  it('computes the discount rate rounded down, never overstating it', () => {
    expect(discountRate(15000, 12900)).toBe(14);
    expect(discountRate(10000, 6667)).toBe(33);
    expect(discountRate(10000, 10000)).toBe(0);
    expect(discountRate(10000, 12000)).toBe(0);
    expect(discountRate(0, 0)).toBe(0);
    expect(formatDiscountRate(14)).toBe('14%');
    expect(formatDiscountRate(0)).toBe('');
  });
});
