/**
 * A business's item list by dates (issue 31 §1): with a range only its rental items free on every day
 * of it, counted and paged as the list; a sale item never matches a range; bad ranges are refused.
 */
import { eq } from 'drizzle-orm';
import { pb_businessItemsMoreDocument, pb_businessItemsPageDocument } from '@/api/item/generated';
import type { BusinessItemsAnswer } from '@/api/item/businessProfile';
import { items } from '@/server/db/schema';
import { addDays } from '@/lib/calendar/dateKeys';
import { todayInSeoul } from '@/lib/dates';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { gql } from '../../support/serviceFetch';
import { itemYogaFor } from '../item/itemHarness';
import { seedDatedFixture, takeUnit, type DatedFixture } from '../model/datedFixture';

describe.each(testDbKinds())('a business item list by dates on %s', (kind) => {
  const db = useTestDb(kind);
  let d: DatedFixture;
  let taken: number;
  let sale: number;

  beforeAll(async () => {
    d = await seedDatedFixture(db());
    // At b1 besides r1: a second rental taken on the range's first day, and a sale item.
    const [{ categoryId }] = await db().select({ categoryId: items.categoryId }).from(items).where(eq(items.id, d.r1));
    const base = { modelId: d.modelId, businessId: d.b1, categoryId, deliveryTypes: ['PICKUP' as const] };
    const rows = await db()
      .insert(items)
      .values([
        { ...base, dealType: 'RENTAL', name: '예비 스키 대여', price: 20_000, originPrice: 20_000, stock: 1 },
        { ...base, dealType: 'SELL', name: '스키 새 상품', price: 500_000, originPrice: 500_000, stock: 2 },
      ])
      .returning({ id: items.id });
    [taken, sale] = rows.map((r) => r.id);
    await takeUnit(db(), taken, d.range.start, d.range.start);
  });

  const list = (input: Record<string, unknown>, first = true) =>
    gql<{ businessItems: BusinessItemsAnswer }>(itemYogaFor(db()), {
      query: first ? pb_businessItemsPageDocument : pb_businessItemsMoreDocument,
      variables: { input: { businessId: d.b1, ...input } },
    });

  it('without a range lists every item of the business', async () => {
    const page = (await list({ sort: 'PRICE_ASC' })).body!.data!.businessItems;
    expect(page.businessItems.map((i) => i.itemId)).toEqual([taken, d.r1, sale]);
    expect(page.header.itemCount).toBe(3);
  });

  it('with a range lists and counts only the rental items free on every day of it', async () => {
    const page = (await list({ sort: 'PRICE_ASC', range: d.range })).body!.data!.businessItems;
    expect(page.businessItems.map((i) => i.itemId)).toEqual([d.r1]);
    expect(page.header.itemCount).toBe(1);
  });

  it('pages with the range: a cursor of the undated list is refused for the dated one', async () => {
    const first = (await list({ sort: 'PRICE_ASC', size: 1 })).body!.data!.businessItems;
    expect(first.searchAfter).toEqual(expect.any(String));
    const { body } = await list({ sort: 'PRICE_ASC', size: 1, range: d.range, searchAfter: first.searchAfter }, false);
    expect(body?.errors?.[0]?.extensions?.code).toBe('INVALID_INPUT');
  });

  it('on the days r1 is fully taken, lists the other rental, free then', async () => {
    const page = (await list({ range: d.fullRange })).body!.data!.businessItems;
    expect(page.businessItems.map((i) => i.itemId)).toEqual([taken]);
  });

  it('refuses a bad range as INVALID_INPUT with a Korean message', async () => {
    const today = todayInSeoul();
    const { body } = await list({ range: { start: addDays(today, -2), end: addDays(today, 1) } });
    expect(body?.errors?.[0]?.extensions?.code).toBe('INVALID_INPUT');
    expect(body?.errors?.[0]?.message).toMatch(/[가-힣]/);
  });
});
