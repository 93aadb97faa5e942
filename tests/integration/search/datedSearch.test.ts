import { sql } from 'drizzle-orm';
import { pb_recommendationPageDocument, pb_searchPageDocument } from '@/api/item/generated';
import type { SearchAnswer } from '@/api/item/search';
import type { RecommendationPageAnswer } from '@/api/item/recommendations';
import type { DbHandle } from '@/server/db/client';
import { queryRows } from '@/server/db/rows';
import { rentalBookings } from '@/server/db/schema';
import { itemFreeForRangeSql, rangeTotal } from '@/server/domain/availability/rangeAvailability';
import { addDays } from '@/lib/calendar/dateKeys';
import { todayInSeoul } from '@/lib/dates';
import type { RentalRange } from '@/lib/rentalRange/rentalRange';
import { SEEDED_SETUP_MS, createTestDb, testDbKinds } from '../../support/testDb';
import { call, itemYogaAs } from './searchHarness';

type Input = {
  keyword: string;
  dealType: 'RENTAL' | 'SELL';
  sort?: string;
  searchAfter?: string | null;
  size?: number;
  range?: RentalRange | null;
};

/** Days from today (Seoul): the seed's dates are relative to the seeding day, so are these. */
const ahead = (from: number, to: number): RentalRange => ({
  start: addDays(todayInSeoul(), from),
  end: addDays(todayInSeoul(), to),
});

const KEYWORD = '스키';

describe.each(testDbKinds())('dated search on %s', (kind) => {
  let handle: DbHandle;
  const search = (input: Input) =>
    call<{ search: SearchAnswer }>(itemYogaAs(handle.db, null), String(pb_searchPageDocument), 'pb_searchPage', {
      input,
      hasRequest: true,
    });
  const ok = async (input: Input) => {
    const answer = await search(input);
    expect(answer.message).toBeNull();
    return answer.data!.search;
  };
  const allPages = async (input: Input) => {
    const ids: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: SearchAnswer = await ok({ ...input, searchAfter: cursor });
      ids.push(...page.items.map((item) => item.itemId));
      cursor = page.searchAfter;
      pages += 1;
    } while (cursor && pages < 200);
    return ids;
  };
  /** Of `ids`, those the availability rule calls free for the range (rangeAvailability.ts). */
  const freeOf = async (ids: number[], range: RentalRange) => {
    const rows = await queryRows<{ id: number }>(
      handle.db,
      sql`SELECT i.id FROM items i WHERE i.id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `
      )}) AND ${itemFreeForRangeSql(sql`i.id`, range, todayInSeoul())}`
    );
    return rows.map((row) => row.id).sort((a, b) => a - b);
  };
  /** Every unit of the items under maintenance over the range (a seller's block, as the product stores it). */
  const blockAll = async (ids: number[], range: RentalRange) => {
    const stock = await queryRows<{ id: number; stock: number }>(
      handle.db,
      sql`SELECT id, stock FROM items WHERE id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `
      )})`
    );
    const rows = stock.flatMap((item) =>
      Array.from({ length: item.stock }, (_, unit) => ({
        itemId: item.id,
        unitNo: unit + 1,
        period: `[${range.start},${addDays(range.end, 1)})`,
        status: 'MAINTENANCE' as const,
        note: '테스트 정비',
      }))
    );
    if (rows.length) await handle.db.insert(rentalBookings).values(rows);
  };

  beforeAll(async () => {
    handle = await createTestDb(kind, { seeded: true });
  }, SEEDED_SETUP_MS);
  afterAll(() => handle.close());

  it('shows only items free on every day, each with the total of rangeTotal and the range it is for', async () => {
    const range = ahead(20, 23);
    const undated = await allPages({ keyword: KEYWORD, dealType: 'RENTAL', size: 40 });
    expect(undated.length).toBeGreaterThan(3);
    // One matching item fully booked for the dates: it must drop out of the dated results.
    const [gone] = undated;
    await blockAll([gone], ahead(21, 21));
    const dated = await allPages({ keyword: KEYWORD, dealType: 'RENTAL', size: 40, range });
    expect(dated).not.toContain(gone);
    expect([...dated].sort((a, b) => a - b)).toEqual(await freeOf(undated, range));

    const first = await ok({ keyword: KEYWORD, dealType: 'RENTAL', range });
    expect(first.range).toEqual(range);
    expect(first.rangeQuotes.map((q) => q.itemId)).toEqual(first.items.map((i) => i.itemId));
    const terms = await queryRows<{ id: number; price: number; three: number; seven: number }>(
      handle.db,
      sql`SELECT id, price, three_day_discount_percent AS three, seven_day_discount_percent AS seven FROM items
        WHERE id IN (${sql.join(
          first.items.map((i) => sql`${i.itemId}`),
          sql`, `
        )})`
    );
    for (const quote of first.rangeQuotes) {
      const t = terms.find((row) => row.id === quote.itemId)!;
      expect(quote.days).toBe(4);
      expect(quote.total).toBe(
        rangeTotal(t.price, { threeDayDiscountPercent: t.three, sevenDayDiscountPercent: t.seven }, 4)
      );
      // 남은 수량 is told only when few are left.
      expect([null, 1, 2]).toContain(quote.unitsLeft);
    }
  });

  it('offers 총액 낮은순 only with dates, sorted by the total; without dates it is 낮은 가격순', async () => {
    const range = ahead(30, 37);
    const undated = await ok({ keyword: KEYWORD, dealType: 'RENTAL' });
    expect(undated.sorts.map((s) => s.key)).not.toContain('TOTAL_ASC');
    const dated = await ok({ keyword: KEYWORD, dealType: 'RENTAL', range, sort: 'TOTAL_ASC', size: 40 });
    expect(dated.sorts.find((s) => s.isSelected)).toEqual({ key: 'TOTAL_ASC', label: '총액 낮은순', isSelected: true });
    const totals = dated.rangeQuotes.map((q) => q.total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const priceSorted = await ok({ keyword: KEYWORD, dealType: 'RENTAL', sort: 'TOTAL_ASC' });
    expect(priceSorted.sorts.find((s) => s.isSelected)?.key).toBe('PRICE_ASC');
  });

  it('counts and pages the dated results; a cursor of one range is refused for another', async () => {
    const range = ahead(40, 42);
    const first = await ok({ keyword: KEYWORD, dealType: 'RENTAL', range, size: 5 });
    const ids = await allPages({ keyword: KEYWORD, dealType: 'RENTAL', range, size: 5 });
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(first.totalCount);
    expect(first.businessSemiInfos.reduce((n, b) => n + b.itemCount, 0)).toBeLessThanOrEqual(first.totalCount);
    expect(first.searchAfter).not.toBeNull();
    const other = await search({
      keyword: KEYWORD,
      dealType: 'RENTAL',
      range: ahead(41, 43),
      size: 5,
      searchAfter: first.searchAfter,
    });
    expect(other.code).toBe('INVALID_INPUT');
  });

  it('refuses bad ranges with a Korean message', async () => {
    const bad = [
      ahead(-1, 2),
      { start: addDays(todayInSeoul(), 5), end: addDays(todayInSeoul(), 3) },
      ahead(1, 61),
      ahead(85, 95),
      { start: '2026-02-30', end: '2026-03-02' },
    ];
    for (const range of bad) {
      const answer = await search({ keyword: KEYWORD, dealType: 'RENTAL', range });
      expect(answer.code).toBe('INVALID_INPUT');
      expect(answer.message).toMatch(/[가-힣]/);
    }
  });

  it('ignores the dates on the sale tab and says nothing about them', async () => {
    const plain = await ok({ keyword: '자전거', dealType: 'SELL' });
    const withDates = await ok({ keyword: '자전거', dealType: 'SELL', range: ahead(10, 12) });
    expect(withDates.range).toBeNull();
    expect(withDates.rangeQuotes).toEqual([]);
    expect(withDates.items.map((i) => i.itemId)).toEqual(plain.items.map((i) => i.itemId));
    expect(withDates.totalCount).toBe(plain.totalCount);
  });

  it('when nothing is free, offers the nearest ranges of the same length that have results', async () => {
    const keyword = '브롬톤';
    const all = await allPages({ keyword, dealType: 'RENTAL', size: 40 });
    expect(all.length).toBeGreaterThan(0);
    await blockAll(all, ahead(60, 61));
    const empty = await ok({ keyword, dealType: 'RENTAL', range: ahead(60, 61) });
    expect(empty.totalCount).toBe(0);
    expect(empty.items).toEqual([]);
    expect(empty.nearbyRanges.length).toBeGreaterThan(0);
    const distances = empty.nearbyRanges.map((r) => {
      const shift = Math.round((Date.parse(r.start) - Date.parse(ahead(60, 60).start)) / 86_400_000);
      expect(Math.round((Date.parse(r.end) - Date.parse(r.start)) / 86_400_000)).toBe(1);
      expect(Math.abs(shift)).toBeGreaterThanOrEqual(1);
      expect(Math.abs(shift)).toBeLessThanOrEqual(3);
      return Math.abs(shift);
    });
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const nearby of empty.nearbyRanges) {
      const again = await ok({ keyword, dealType: 'RENTAL', range: { start: nearby.start, end: nearby.end } });
      expect(again.totalCount).toBe(nearby.count);
    }
    const some = await ok({ keyword, dealType: 'RENTAL', range: ahead(70, 71) });
    expect(some.nearbyRanges).toEqual([]);
  });

  it('narrows a category recommendation to what is free on the dates, with totals', async () => {
    const recommend = (range: RentalRange | null) =>
      call<RecommendationPageAnswer>(
        itemYogaAs(handle.db, null),
        String(pb_recommendationPageDocument),
        'pb_recommendationPage',
        { category: 'ski', size: 30, range }
      );
    const undated = (await recommend(null)).data!.categoryRecommendation;
    expect(undated.range).toBeNull();
    expect(undated.rangeQuotes).toEqual([]);
    const ids = undated.recommendationItemList.map((i) => i.itemId);
    expect(ids.length).toBeGreaterThan(1);
    const range = ahead(50, 53);
    await blockAll([ids[0]], range);
    const dated = (await recommend(range)).data!.categoryRecommendation;
    const datedIds = dated.recommendationItemList.map((i) => i.itemId);
    expect(datedIds).toEqual(ids.filter((id) => datedIds.includes(id)));
    expect(datedIds).not.toContain(ids[0]);
    expect([...datedIds].sort((a, b) => a - b)).toEqual(await freeOf(ids, range));
    expect(dated.totalCount).toBe(datedIds.length);
    expect(dated.rangeQuotes.map((q) => q.itemId)).toEqual(datedIds);
    const bad = await recommend(ahead(-2, 1));
    expect(bad.code).toBe('INVALID_INPUT');
  });
});
