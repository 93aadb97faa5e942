/**
 * The card companies whose instalments the payment screen offers, in the order Korean payment
 * windows list them. Codes are ours (stable identifiers), names as the companies write them.
 */
export const CARD_COMPANIES = [
  { code: 'shinhan', name: '신한카드' },
  { code: 'samsung', name: '삼성카드' },
  { code: 'hyundai', name: '현대카드' },
  { code: 'kb', name: 'KB국민카드' },
  { code: 'lotte', name: '롯데카드' },
  { code: 'hana', name: '하나카드' },
  { code: 'woori', name: '우리카드' },
  { code: 'nh', name: 'NH농협카드' },
  { code: 'bc', name: 'BC카드' },
] as const;

export type CardCode = (typeof CARD_COMPANIES)[number]['code'];

/** Card instalments in Korea start at 50,000원 (below it a card payment is 일시불 only). */
export const INSTALMENT_MIN_AMOUNT = 50_000;

/** Instalment counts a card payment may be split into (2–12개월), besides 일시불. */
export const INSTALMENT_MONTHS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
