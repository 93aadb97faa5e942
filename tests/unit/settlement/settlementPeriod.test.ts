import { lastEndedPeriod, periodOfDay } from '@/lib/settlement/period';
import { commissionOf, journalSplit } from '@/lib/settlement/journalSplit';
import { toCsv } from '@/lib/settlement/csv';

describe('settlement periods (docs/product.md §10 Settlement statements)', () => {
  it('a week runs Monday to Sunday in Seoul and ends at midnight Seoul time', () => {
    expect(periodOfDay('2025-03-09')).toEqual({
      start: '2025-03-03',
      end: '2025-03-09',
      cutoff: new Date('2025-03-09T15:00:00Z'),
    });
    expect(periodOfDay('2025-03-10').start).toBe('2025-03-10');
  });

  it('the last ended period turns over at 00:00 Monday in Seoul, which is Sunday 15:00 UTC', () => {
    expect(lastEndedPeriod(new Date('2025-03-09T14:59:59Z')).start).toBe('2025-02-24');
    expect(lastEndedPeriod(new Date('2025-03-09T15:00:00Z')).start).toBe('2025-03-03');
  });

  it('two-week periods keep one anchor Monday', () => {
    expect(periodOfDay('2025-03-20', 2)).toMatchObject({ start: '2025-03-10', end: '2025-03-23' });
    expect(periodOfDay('2025-03-24', 2).start).toBe('2025-03-24');
  });
});

describe('the journal split', () => {
  it('rounds the commission down and every booking balances', () => {
    expect(commissionOf(903_000, 333)).toBe(30_069);
    const charge = journalSplit({
      kind: 'CHARGE',
      amount: 903_000,
      rateBp: 333,
      netBefore: 0,
      commissionBefore: 0,
      fee: 100,
    });
    expect(charge.reduce((s, p) => s + p.amount, 0)).toBe(0);
    expect(charge).toContainEqual({ account: 'BUSINESS_PAYABLE', amount: -872_931 });
    const refund = journalSplit({
      kind: 'REFUND',
      amount: 903_000,
      rateBp: 333,
      netBefore: 903_000,
      commissionBefore: 30_069,
      fee: 100,
    });
    expect(refund).toEqual([
      { account: 'PROVIDER_CLEARING', amount: -903_000 },
      { account: 'COMMISSION_REVENUE', amount: 30_069 },
      { account: 'BUSINESS_PAYABLE', amount: 872_931 },
    ]);
  });
});

describe('CSV for Excel', () => {
  it('starts with a BOM, quotes what needs it and defuses formulas', () => {
    expect(toCsv(['상품명', '금액'], [['=SUM(A1), "a"', 1000]])).toBe(
      '\uFEFF상품명,금액\r\n"\'=SUM(A1), ""a""",1000\r\n'
    );
  });
});
