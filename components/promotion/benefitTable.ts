import type { CardBenefit } from '@/api/item/promotions';
import { formatWon } from '@/lib/money';

/**
 * The card benefit rows turned into the table the page shows: one column per month count that any
 * card offers (interest-free or partly), one row per card company.
 */
export type BenefitCell = { months: number; kind: 'FREE' | 'PARTIAL' | 'NONE'; paidMonths: number | null };

export type BenefitRow = {
  cardCode: string;
  cardCompany: string;
  minAmount: number;
  cells: BenefitCell[];
  benefit: CardBenefit;
};

export function benefitMatrix(benefits: readonly CardBenefit[]): { months: number[]; rows: BenefitRow[] } {
  const months = [
    ...new Set(benefits.flatMap((b) => [...b.freeMonths, ...b.partialFreeMonths.map((p) => p.months)])),
  ].sort((a, c) => a - c);
  const rows = benefits.map((benefit) => ({
    cardCode: benefit.cardCode,
    cardCompany: benefit.cardCompany,
    minAmount: benefit.minAmount,
    benefit,
    cells: months.map((m): BenefitCell => {
      if (benefit.freeMonths.includes(m)) return { months: m, kind: 'FREE', paidMonths: null };
      const partial = benefit.partialFreeMonths.find((p) => p.months === m);
      return partial
        ? { months: m, kind: 'PARTIAL', paidMonths: partial.paidMonths }
        : { months: m, kind: 'NONE', paidMonths: null };
    }),
  }));
  return { months, rows };
}

/** `2~5개월` for a run of months, `2·3·6개월` otherwise. */
export function monthsText(months: readonly number[]): string {
  if (months.length === 0) return '없음';
  const sorted = [...months].sort((a, b) => a - b);
  const consecutive = sorted.every((m, i) => i === 0 || m === sorted[i - 1] + 1);
  if (consecutive && sorted.length > 2) return `${sorted[0]}~${sorted[sorted.length - 1]}개월`;
  return `${sorted.join('·')}개월`;
}

/** `10개월 (1~3회차 고객 부담)`: the shopper pays the interest of the first instalments. */
export function partialText(months: number, paidMonths: number): string {
  return `${months}개월 (${paidMonths === 1 ? '1회차' : `1~${paidMonths}회차`} 고객 부담)`;
}

/** `5만원 이상`, or the exact won when it is not whole 만원. */
export function minAmountText(amount: number): string {
  return amount % 10_000 === 0 ? `${amount / 10_000}만원 이상` : `${formatWon(amount)} 이상`;
}

/** The period every row shares, or null when the card companies' periods differ. */
export function sharedPeriod(benefits: readonly CardBenefit[]): { startsAt: string; endsAt: string } | null {
  if (benefits.length === 0) return null;
  const [first] = benefits;
  return benefits.every((b) => b.startsAt === first.startsAt && b.endsAt === first.endsAt)
    ? { startsAt: first.startsAt, endsAt: first.endsAt }
    : null;
}
