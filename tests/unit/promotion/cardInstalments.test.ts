import { optionsFor, type CardBenefit } from '@/server/domain/promotion/cardBenefits';
import { INSTALMENT_MIN_AMOUNT } from '@/server/domain/promotion/cardCompanies';
import {
  benefitMatrix,
  minAmountText,
  monthsText,
  partialText,
  sharedPeriod,
} from '@/components/promotion/benefitTable';

const shinhan: CardBenefit = {
  cardCode: 'shinhan',
  cardCompany: '신한카드',
  freeMonths: [2, 3, 4, 5],
  partialFreeMonths: [
    { months: 10, paidMonths: 3 },
    { months: 12, paidMonths: 4 },
  ],
  minAmount: 50_000,
  startsAt: '2026-10-31T15:00:00.000Z',
  endsAt: '2026-11-30T15:00:00.000Z',
};

describe('card instalment options (the payment screen reads them)', () => {
  it('below the card instalment minimum (5만원) a card payment is 일시불 only', () => {
    expect(optionsFor(INSTALMENT_MIN_AMOUNT - 1, shinhan)).toEqual([]);
    expect(optionsFor(0, undefined)).toEqual([]);
  });

  it('below the benefit minimum amount no month is interest-free', () => {
    const dearer = { ...shinhan, minAmount: 100_000 };
    const options = optionsFor(70_000, dearer);
    expect(options.map((o) => o.months)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(options.every((o) => o.kind === 'INTEREST')).toBe(true);
  });

  it('outside the benefit period (no benefit in force) every month bears interest', () => {
    const options = optionsFor(1_290_000, undefined);
    expect(options).toHaveLength(11);
    expect(options.filter((o) => o.kind !== 'INTEREST')).toEqual([]);
  });

  it('inside the period from the minimum: free months, partial months with who pays, the rest at interest', () => {
    const options = optionsFor(50_000, shinhan);
    expect(options.filter((o) => o.kind === 'FREE').map((o) => o.months)).toEqual([2, 3, 4, 5]);
    expect(options.find((o) => o.months === 10)).toEqual({ months: 10, kind: 'PARTIAL', paidMonths: 3 });
    expect(options.find((o) => o.months === 12)).toEqual({ months: 12, kind: 'PARTIAL', paidMonths: 4 });
    expect(options.find((o) => o.months === 6)).toEqual({ months: 6, kind: 'INTEREST', paidMonths: null });
  });
});

describe('card benefit table', () => {
  const hyundai: CardBenefit = {
    ...shinhan,
    cardCode: 'hyundai',
    cardCompany: '현대카드',
    freeMonths: [2, 3],
    partialFreeMonths: [{ months: 7, paidMonths: 2 }],
  };

  it('has one column per month any card offers and one row per card', () => {
    const { months, rows } = benefitMatrix([shinhan, hyundai]);
    expect(months).toEqual([2, 3, 4, 5, 7, 10, 12]);
    expect(rows.map((r) => r.cardCompany)).toEqual(['신한카드', '현대카드']);
    expect(rows[1].cells.map((c) => c.kind)).toEqual(['FREE', 'FREE', 'NONE', 'NONE', 'PARTIAL', 'NONE', 'NONE']);
  });

  it('writes the months, partial plans and minimum as Korean shops do', () => {
    expect(monthsText([5, 2, 3, 4])).toBe('2~5개월');
    expect(monthsText([2, 3, 6])).toBe('2·3·6개월');
    expect(partialText(10, 3)).toBe('10개월 (1~3회차 고객 부담)');
    expect(partialText(7, 1)).toBe('7개월 (1회차 고객 부담)');
    expect(minAmountText(50_000)).toBe('5만원 이상');
    expect(minAmountText(55_500)).toBe('55,500원 이상');
  });

  it('shows one shared period only when every card has the same', () => {
    expect(sharedPeriod([shinhan, hyundai])).toEqual({ startsAt: shinhan.startsAt, endsAt: shinhan.endsAt });
    expect(sharedPeriod([shinhan, { ...hyundai, endsAt: '2026-12-31T15:00:00.000Z' }])).toBeNull();
  });
});
