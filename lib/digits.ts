/**
 * Korean digit grouping written out: 12900 → "12,900" (the same as `toLocaleString('ko-KR')` for
 * whole numbers). The browser's Intl.NumberFormat loads its ko-KR data on first use, 55–100 ms of a
 * slowed phone's main thread at start (docs/operations.md §Client start-up); every price and count
 * on every page goes through here instead. Fractions are rounded to the nearest whole number.
 */
export function groupDigits(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const whole = Math.round(value);
  const digits = String(Math.abs(whole));
  // Past 1e21 String() writes an exponent: no price or count here comes near it.
  if (!/^\d+$/.test(digits)) return String(whole);
  let grouped = '';
  for (let i = 0; i < digits.length; i += 1) {
    if (i > 0 && (digits.length - i) % 3 === 0) grouped += ',';
    grouped += digits[i];
  }
  return whole < 0 ? `-${grouped}` : grouped;
}
