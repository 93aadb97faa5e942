import type { CardCode } from '@/server/domain/promotion/cardCompanies';

/**
 * Monthly interest-free instalment benefits as the card companies announce them to online shops
 * (무이자 할부 안내). Partial plans read "10개월 (1~3회차 고객 부담)": the shopper pays the interest
 * of the first instalments, the card company waives the rest. Every plan starts at 5만원.
 * One entry per company per month; months are 1-based calendar months in KST.
 */
export type BenefitPlan = {
  card: CardCode;
  free: readonly number[];
  partial: readonly (readonly [months: number, paidMonths: number])[];
  minAmount: number;
};

/** The regular plans (as announced for November). */
const november: readonly BenefitPlan[] = [
  {
    card: 'shinhan',
    free: [2, 3, 4, 5],
    partial: [
      [10, 3],
      [12, 4],
    ],
    minAmount: 50_000,
  },
  {
    card: 'samsung',
    free: [2, 3, 4, 5, 6],
    partial: [
      [10, 3],
      [12, 4],
    ],
    minAmount: 50_000,
  },
  {
    card: 'hyundai',
    free: [2, 3],
    partial: [
      [7, 2],
      [10, 3],
      [12, 4],
    ],
    minAmount: 50_000,
  },
  {
    card: 'kb',
    free: [2, 3, 4, 5],
    partial: [
      [10, 3],
      [12, 4],
    ],
    minAmount: 50_000,
  },
  { card: 'lotte', free: [2, 3, 4], partial: [[10, 3]], minAmount: 50_000 },
  {
    card: 'hana',
    free: [2, 3, 4, 5, 6],
    partial: [
      [10, 3],
      [12, 4],
    ],
    minAmount: 50_000,
  },
  {
    card: 'woori',
    free: [2, 3, 4, 5],
    partial: [
      [10, 3],
      [12, 4],
    ],
    minAmount: 50_000,
  },
  {
    card: 'nh',
    free: [2, 3, 4, 5, 6],
    partial: [
      [7, 2],
      [10, 3],
    ],
    minAmount: 50_000,
  },
  {
    card: 'bc',
    free: [2, 3, 4],
    partial: [
      [10, 3],
      [12, 4],
    ],
    minAmount: 50_000,
  },
];

/** December: year-end promotions lengthen a few plans. */
const december: readonly BenefitPlan[] = november.map((plan) => {
  if (plan.card === 'samsung' || plan.card === 'hana')
    return {
      ...plan,
      free: [2, 3, 4, 5, 6],
      partial: [
        [10, 3],
        [12, 3],
      ],
    };
  if (plan.card === 'lotte')
    return {
      ...plan,
      free: [2, 3, 4, 5],
      partial: [
        [10, 3],
        [12, 4],
      ],
    };
  if (plan.card === 'bc') return { ...plan, free: [2, 3, 4, 5] };
  return plan;
});

/** January: the new year's plans shrink back (card companies trim benefits after the year-end). */
const january: readonly BenefitPlan[] = november.map((plan) =>
  plan.card === 'hyundai' ? { ...plan, free: [2, 3], partial: [[10, 3]] } : plan
);

/**
 * The plans of a calendar month (1–12): December's year-end plans, January's and February's trimmed
 * ones, the regular plans the rest of the year.
 */
export function plansOfMonth(month: number): readonly BenefitPlan[] {
  if (month === 12) return december;
  if (month === 1 || month === 2) return january;
  return november;
}

/**
 * Months announced, counted from the seeding day's month: last month's (ended, kept for the record),
 * this month's and the next two, so the benefit table always has this month's plans.
 */
export const BENEFIT_MONTH_OFFSETS = [-1, 0, 1, 2] as const;
