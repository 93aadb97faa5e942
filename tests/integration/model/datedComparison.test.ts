/**
 * The model's comparison by dates (issue 31 §1, docs/product.md §3 Price comparison by dates): only
 * the rental offers checkout would accept for every day of the range, with totals, units and
 * distance, the cheapest marked; the nearest ranges when none is free; bad ranges refused.
 */
import type { Db } from '@/server/db/client';
import { prepareCheckout } from '@/server/domain/checkout/prepareCheckout';
import { quoteCheckout } from '@/server/domain/checkout/quoteCheckout';
import { rangeTotal } from '@/server/domain/availability/rangeAvailability';
import { addDays, BOOKING_DAYS_AHEAD } from '@/lib/calendar/dateKeys';
import { todayInSeoul } from '@/lib/dates';
import { isDomainError } from '@/lib/errors';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { gql } from '../../support/serviceFetch';
import { key, rentalInput, sandbox, SITE, verifiedMember } from '../../support/checkoutFixture';
import { itemYogaFor } from '../item/itemHarness';
import { seedDatedFixture, SHOPPER, type DatedFixture } from './datedFixture';

const DATED = `query pb_datedComparison($modelId: Int!, $range: RentalRangeInput, $lat: Float, $lng: Float) {
  datedComparison(modelId: $modelId, range: $range, lat: $lat, lng: $lng) {
    start end rangeDays itemCount
    items { offer { item { itemId businessId price } } rangeTotal unitsLeft distanceKm isCheapest }
    nearbyRanges { start end count }
  }
}`;

type Answer = {
  datedComparison: null | {
    start: string;
    end: string;
    rangeDays: number;
    itemCount: number;
    items: {
      offer: { item: { itemId: number; businessId: number; price: number } };
      rangeTotal: number;
      unitsLeft: number;
      distanceKm: number | null;
      isCheapest: boolean;
    }[];
    nearbyRanges: { start: string; end: string; count: number }[];
  };
};

const today = todayInSeoul();
const noDiscount = { threeDayDiscountPercent: 0, sevenDayDiscountPercent: 0 };

describe.each(testDbKinds())('the dated comparison on %s', (kind) => {
  const db = useTestDb(kind);
  let d: DatedFixture;

  beforeAll(async () => {
    d = await seedDatedFixture(db());
  });

  const ask = (variables: Record<string, unknown>) =>
    gql<Answer>(itemYogaFor(db()), { query: DATED, variables: { modelId: d.modelId, ...variables } });

  it('lists only the offers free on every day, cheapest total first, the cheapest marked, with units left', async () => {
    const { body } = await ask({ range: d.range });
    expect(body?.errors).toBeUndefined();
    const answer = body!.data!.datedComparison!;
    expect(answer).toMatchObject({ start: d.range.start, end: d.range.end, rangeDays: 4, itemCount: 2 });
    // r2 is taken on the third day: one unit, so not free for the whole range.
    expect(answer.items.map((o) => [o.offer.item.itemId, o.rangeTotal, o.unitsLeft, o.isCheapest])).toEqual([
      [d.r1, rangeTotal(30_000, { threeDayDiscountPercent: 10, sevenDayDiscountPercent: 0 }, 4), 3, true],
      [d.r0, rangeTotal(40_000, noDiscount, 4), 1, false],
    ]);
    expect(answer.items[0].rangeTotal).toBe(108_000);
    expect(answer.items.every((o) => o.distanceKm === null)).toBe(true);
    expect(answer.nearbyRanges).toEqual([]);
  });

  it('measures the distance from the position the shopper shared', async () => {
    const { body } = await ask({ range: d.range, ...SHOPPER });
    const [near, far] = body!.data!.datedComparison!.items;
    expect(near.distanceKm).toBeGreaterThan(0);
    expect(near.distanceKm).toBeLessThan(1);
    expect(far.distanceKm).toBeGreaterThan(100);
  });

  it('agrees with checkout: a unit held by a payment in progress is no longer offered, and checkout refuses it too', async () => {
    // A fresh range, so the other tests' answers stand.
    const range = { start: addDays(today, 30), end: addDays(today, 31) };
    const before = await ask({ range });
    expect(before.body!.data!.datedComparison!.items.map((o) => o.offer.item.itemId)).toContain(d.r0);
    const member = await verifiedMember(db());
    const input = rentalInput(d.f, 30, 31);
    await prepareCheckout(
      db() as Db,
      sandbox(db()),
      member,
      { ...input, expectedAmount: 80_000, idempotencyKey: key() },
      SITE
    );
    const after = await ask({ range });
    expect(after.body!.data!.datedComparison!.items.map((o) => o.offer.item.itemId)).toEqual([d.r1, d.r2]);
    const other = await verifiedMember(db());
    const refusal = await quoteCheckout(db(), other, input.selection, input.choices).then(
      () => null,
      (e: unknown) => (isDomainError(e) ? e.code : e)
    );
    expect(refusal).toBe('UNAVAILABLE_DATES');
  });

  it('offers the nearest ranges of the same length that have offers when none is free', async () => {
    const { body } = await ask({ range: d.fullRange });
    const answer = body!.data!.datedComparison!;
    expect(answer.items).toEqual([]);
    expect(answer.itemCount).toBe(0);
    // The taken days are the range itself: moved by one day it still overlaps them.
    const shifted = (days: number) => ({
      start: addDays(d.fullRange.start, days),
      end: addDays(d.fullRange.end, days),
      count: 3,
    });
    expect(answer.nearbyRanges).toEqual([shifted(-2), shifted(2), shifted(-3), shifted(3)]);
  });

  it.each([
    ['end before start', () => ({ start: addDays(today, 5), end: addDays(today, 3) })],
    ['a past start', () => ({ start: addDays(today, -1), end: addDays(today, 2) })],
    ['beyond the window', () => ({ start: addDays(today, 80), end: addDays(today, BOOKING_DAYS_AHEAD + 1) })],
    ['more than 60 days', () => ({ start: addDays(today, 1), end: addDays(today, 61) })],
    ['not a date', () => ({ start: '2026-02-30', end: addDays(today, 2) })],
  ])('refuses %s as INVALID_INPUT with a Korean message', async (_label, range) => {
    const { body } = await ask({ range: range() });
    expect(body?.data?.datedComparison ?? null).toBeNull();
    expect(body?.errors?.[0]?.extensions?.code).toBe('INVALID_INPUT');
    expect(body?.errors?.[0]?.message).toMatch(/[가-힣]/);
  });

  it('answers null without a range', async () => {
    const { body } = await ask({ range: null });
    expect(body?.data?.datedComparison).toBeNull();
  });

  it('answers NOT_FOUND for an unknown model', async () => {
    const { body } = await ask({ modelId: 2_000_000_000, range: d.range });
    expect(body?.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
