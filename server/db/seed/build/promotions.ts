import type { PartialFreeMonths } from '../../schema/promotion';
import { CARD_COMPANIES } from '@/server/domain/promotion/cardCompanies';
import { BENEFIT_MONTH_OFFSETS, plansOfMonth } from '../data/promotions/cardBenefits';
import type { BrandIntroCopy } from '../data/promotions/brandIntros';
import { monthOf, type SeedDay } from '../time';

/**
 * A campaign price as a shop sets it: the discount off what a shopper pays today (the lowest business
 * price of a new one, or the list price when that is lower or nobody sells it), rounded down to
 * 10,000원 for bikes and skis over a million and to 1,000원 below, so it is always a real cut.
 */
export function campaignSalePrice(releasePrice: number, lowestPrice: number | null, percent: number): number {
  const reference = lowestPrice === null ? releasePrice : Math.min(lowestPrice, releasePrice);
  const unit = reference >= 1_000_000 ? 10_000 : 1_000;
  return Math.floor((reference * (100 - percent)) / 100 / unit) * unit;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The brand page's introduction: its story, the categories we carry, a buying tip. The one-line
 * description is not repeated here: the page shows it under the brand name.
 */
export function brandIntroHtml(
  brand: { name: string },
  copy: BrandIntroCopy,
  categories: readonly { name: string; models: number }[]
): string {
  const carried = categories.map((c) => `<li>${escapeHtml(c.name)} <small>${c.models}개 모델</small></li>`).join('');
  return [
    `<h2>${escapeHtml(brand.name)}, 이런 브랜드예요</h2>`,
    `<p>${escapeHtml(copy.story)}</p>`,
    carried ? `<h3>라이드마켓에서 만나는 ${escapeHtml(brand.name)}</h3><ul>${carried}</ul>` : '',
    `<h3>고를 때 참고하세요</h3>`,
    `<p>${escapeHtml(copy.tip)}</p>`,
  ].join('');
}

export type BenefitRowPlan = {
  cardCode: string;
  cardCompany: string;
  freeMonths: number[];
  partialFreeMonths: PartialFreeMonths[];
  minAmount: number;
  startsAt: Date;
  endsAt: Date;
  sortOrder: number;
};

const nameOf = new Map<string, string>(CARD_COMPANIES.map((c) => [c.code, c.name]));
const orderOf = new Map<string, number>(CARD_COMPANIES.map((c, i) => [c.code, i]));

/** One row per card company per announced month: [first of the month, first of the next) in KST. */
export function planCardBenefits(day: SeedDay): BenefitRowPlan[] {
  return BENEFIT_MONTH_OFFSETS.flatMap((offset) => {
    const startsAt = day.monthStart(offset);
    return plansOfMonth(monthOf(startsAt)).map((plan) => ({
      cardCode: plan.card,
      cardCompany: nameOf.get(plan.card) ?? plan.card,
      freeMonths: [...plan.free],
      partialFreeMonths: plan.partial.map(([months, paidMonths]) => ({ months, paidMonths })),
      minAmount: plan.minAmount,
      startsAt,
      endsAt: day.monthStart(offset + 1),
      sortOrder: orderOf.get(plan.card) ?? 99,
    }));
  });
}
