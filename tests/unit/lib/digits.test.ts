import { groupDigits } from '@/lib/digits';

describe('groupDigits', () => {
  it('groups whole numbers by thousands as Korean shoppers read them', () => {
    expect(groupDigits(0)).toBe('0');
    expect(groupDigits(7)).toBe('7');
    expect(groupDigits(999)).toBe('999');
    expect(groupDigits(1000)).toBe('1,000');
    expect(groupDigits(12900)).toBe('12,900');
    expect(groupDigits(1234567)).toBe('1,234,567');
    expect(groupDigits(-45000)).toBe('-45,000');
  });

  it('answers what Intl writes for ko-KR, for every length of number', () => {
    for (let digits = 1; digits <= 15; digits += 1) {
      const value = Number('9'.repeat(digits)) - digits;
      expect(groupDigits(value)).toBe(value.toLocaleString('ko-KR'));
      expect(groupDigits(-value)).toBe((-value).toLocaleString('ko-KR'));
    }
  });

  it('rounds a fraction and writes a non-number as 0', () => {
    expect(groupDigits(1234.5)).toBe('1,235');
    expect(groupDigits(Number.NaN)).toBe('0');
    expect(groupDigits(Number.POSITIVE_INFINITY)).toBe('0');
  });
});
