/**
 * The FAQ's categories, in the order the chips show them. A closed set: the seed writes only these,
 * and a query naming another category is bad input rather than an empty page.
 */
export const FAQ_CATEGORIES = [
  '예약·결제',
  '취소·환불',
  '대여·반납',
  '배송',
  '회원·계정',
  '구매·중고',
  '스키·보드',
] as const;

export type FaqCategory = (typeof FAQ_CATEGORIES)[number];
