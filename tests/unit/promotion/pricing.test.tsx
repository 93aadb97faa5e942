import { render, screen, within } from '@testing-library/react';
import { LeaseExampleTable } from '@/components/promotion/LeaseExampleTable';
import { daysLeft, periodText, untilText } from '@/components/promotion/period';
import { campaignSalePrice } from '@/server/db/seed/build/promotions';
import { LEASE_REWARD_RATE_PERCENT, LEASE_TERMS, leasePrice, rewardPoints } from '@/server/domain/item/itemPrice';
import { LEASE_EXAMPLE_PRICE, leaseExample, leaseExampleFor } from '@/server/domain/promotion/leaseExample';
import { formatWon } from '@/lib/money';

describe('lease worked example', () => {
  it('is the order pricing itself: every row equals leasePrice and the lease reward points', () => {
    const example = leaseExample();
    expect(example.price).toBe(1_290_000);
    expect(example.rows.map((r) => r.months)).toEqual([...LEASE_TERMS]);
    for (const row of example.rows) {
      const lease = leasePrice(LEASE_EXAMPLE_PRICE, row.months);
      expect(row.monthlyPrice).toBe(lease.monthlyPrice);
      expect(row.totalPrice).toBe(lease.totalPrice);
      expect(row.fee).toBe(lease.totalPrice - LEASE_EXAMPLE_PRICE);
      expect(row.rewardPoint).toBe(rewardPoints(LEASE_EXAMPLE_PRICE, LEASE_REWARD_RATE_PERCENT));
    }
  });

  it('the page shows exactly the figures of the function', () => {
    render(<LeaseExampleTable example={leaseExample()} />);
    for (const months of LEASE_TERMS) {
      const lease = leasePrice(LEASE_EXAMPLE_PRICE, months);
      const term = screen.getByRole('listitem', { name: `${months}개월` });
      expect(within(term).getByText(formatWon(lease.monthlyPrice)).dataset.field).toBe('monthly');
      expect(within(term).getByText(formatWon(lease.totalPrice)).dataset.field).toBe('total');
      expect(within(term).getByText(formatWon(lease.totalPrice - LEASE_EXAMPLE_PRICE)).dataset.field).toBe('fee');
    }
    expect(screen.getByRole('heading', { name: '1,290,000원 자전거라면 이렇게 내요' })).toBeTruthy();
  });

  it('refuses a price outside what a lease is offered for', () => {
    expect(() => leaseExampleFor({ price: 5_000 })).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }));
    expect(leaseExampleFor({ price: null }).price).toBe(LEASE_EXAMPLE_PRICE);
  });
});

describe('brand sale prices (seed)', () => {
  it('are below both the lowest business price and the list price, in whole 만원 or 천원', () => {
    expect(campaignSalePrice(2_890_000, 2_601_000, 12)).toBe(2_280_000);
    expect(campaignSalePrice(390_000, null, 15)).toBe(331_000);
    // A business already selling above the list price: the list price is the reference.
    expect(campaignSalePrice(1_000_000, 1_200_000, 10)).toBe(900_000);
  });
});

describe('campaign periods (Asia/Seoul)', () => {
  // The winter sale ends at the start of 2027-01-01 KST (exclusive).
  const endsAt = '2026-12-31T15:00:00.000Z';

  it('read as the last day in Seoul', () => {
    expect(untilText(endsAt)).toBe('12월 31일까지');
    expect(periodText('2026-11-15T15:00:00.000Z', endsAt)).toBe('11월 16일(월) ~ 12월 31일(목)');
  });

  it('count the days left in Seoul, 0 on the last day', () => {
    expect(daysLeft(endsAt, '2026-12-31T05:00:00.000Z')).toBe(0);
    expect(daysLeft(endsAt, '2026-12-30T15:30:00.000Z')).toBe(0);
    expect(daysLeft(endsAt, '2026-12-28T01:00:00.000Z')).toBe(3);
  });
});
