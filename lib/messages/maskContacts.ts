/**
 * Masking of phone and bank account numbers in messages typed before an order exists between the
 * two parties (docs/product.md §3 Message masking): taking the deal off the platform, to be paid by
 * transfer, is the classic marketplace fraud. The rule, in full:
 *
 * 1. A run is a sequence of digits (ASCII or full-width) or Korean digit words (공·영 0, 일 1, 이 2,
 *    삼 3, 사 4, 오 5, 육·륙 6, 칠 7, 팔 8, 구 9), joined by at most three separators each: spaces,
 *    hyphens and dashes (-, ‐, –, —, ㅡ), dots, `·`, `~`, `_`, `/`, parentheses and `+`.
 * 2. Its digits (a leading country code 82 read as the 0 it replaces) are a phone number when they
 *    start with 0 and have 9 to 11 digits (010-1234-5678, 02-123-4567, 0505-123-4567,
 *    +82 10 1234 5678), or are a representative number 15xx/16xx/18xx-xxxx; they are an account
 *    number when they have 10 to 16 digits (110-123-456789, 3333-01-1234567, 352-1234-5678-93).
 * 3. Such a run has every digit replaced by `*`, separators kept; anything else (prices, dates,
 *    sizes, a run followed by 원) is left as typed.
 */
const DIGIT_WORDS: Record<string, string> = {
  공: '0',
  영: '0',
  일: '1',
  이: '2',
  삼: '3',
  사: '4',
  오: '5',
  육: '6',
  륙: '6',
  칠: '7',
  팔: '8',
  구: '9',
};

const DIGIT = '[0-9０-９공영일이삼사오육륙칠팔구]';
const SEPARATOR = '[\\s\\-‐‑–—ㅡ.·~_/()+]';
const RUN = new RegExp(`${DIGIT}(?:${SEPARATOR}{0,3}${DIGIT})*`, 'gu');
const IS_DIGIT = new RegExp(`^${DIGIT}$`, 'u');

function digitOf(char: string): string {
  const code = char.charCodeAt(0);
  if (code >= 0xff10 && code <= 0xff19) return String(code - 0xff10);
  return DIGIT_WORDS[char] ?? char;
}

function isContactNumber(digits: string): boolean {
  const national = digits.startsWith('82') && digits.length >= 11 ? `0${digits.slice(2).replace(/^0/, '')}` : digits;
  if (/^0\d{8,10}$/.test(national)) return true;
  if (/^1[568]\d{6}$/.test(digits)) return true;
  return digits.length >= 10 && digits.length <= 16;
}

export type MaskResult = { text: string; masked: boolean };

export function maskContacts(text: string): MaskResult {
  let masked = false;
  const result = text.replace(RUN, (run, offset: number) => {
    const chars = [...run];
    const digits = chars
      .filter((c) => IS_DIGIT.test(c))
      .map(digitOf)
      .join('');
    const after = text.slice(offset + run.length).trimStart();
    if (after.startsWith('원') || !isContactNumber(digits)) return run;
    masked = true;
    return chars.map((c) => (IS_DIGIT.test(c) ? '*' : c)).join('');
  });
  return { text: result, masked };
}
