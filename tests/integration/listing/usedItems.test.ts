import { testDbKinds, useTestDb } from '../../support/testDb';
import type { UsedItemsAnswer, UsedItemsPageAnswer } from '@/api/item/usedItems';
import { pb_usedItemsDocument, pb_usedItemsPageDocument } from '@/api/item/generated';
import { ask, errorCode, forge, rows, sql, tamper } from './listingHarness';

type FullData = { usedItems: UsedItemsAnswer };
type PageData = { usedItems: UsedItemsPageAnswer };

describe.each(testDbKinds())('item service pb_usedItems on %s', (kind) => {
  const db = useTestDb(kind, { seeded: true });
  const full = (input: Record<string, unknown>) =>
    ask<FullData>(db(), String(pb_usedItemsPageDocument), 'pb_usedItemsPage', { input });
  const page = (input: Record<string, unknown>) =>
    ask<PageData>(db(), String(pb_usedItemsDocument), 'pb_usedItems', { input });

  async function walk(input: Record<string, unknown>): Promise<number[]> {
    const ids: number[] = [];
    let searchAfter: string | null = null;
    for (let n = 0; n < 100; n += 1) {
      const response = await page({ ...input, searchAfter });
      expect(response.body?.errors).toBeUndefined();
      const answer: UsedItemsPageAnswer = response.body!.data!.usedItems;
      ids.push(...answer.usedItemList.map((row) => row.item.itemId));
      searchAfter = answer.searchAfter;
      if (searchAfter === null) break;
    }
    return ids;
  }

  it('answers the header 중고 상품 with the count of used items for sale', async () => {
    const answer = (await full({})).body!.data!.usedItems;
    const [truth] = await rows<{ n: number }>(
      db(),
      sql`
      SELECT count(*)::int AS n FROM items WHERE condition = 'USED' AND deal_type = 'SELL' AND status = 'AVAILABLE'`
    );
    expect(answer.usedItemListHeader).toEqual({ title: '중고 상품', itemCount: truth.n });
    expect(truth.n).toBeGreaterThan(50);
  });

  it('answers category templates led by 전체, each with its count and filter components (grade among them)', async () => {
    const { categoryTemplates, filterComponents } = (await full({})).body!.data!.usedItems;
    expect(categoryTemplates[0]).toMatchObject({ key: 'all', name: '전체' });
    const rest = categoryTemplates.slice(1);
    expect(rest.length).toBeGreaterThan(3);
    expect(rest.reduce((sum, t) => sum + t.itemCount, 0)).toBe(categoryTemplates[0].itemCount);
    for (const template of categoryTemplates) {
      // The tabs choose the category: no sheet repeats that control.
      expect(template.filterComponents.some((c) => c.key === 'category')).toBe(false);
    }
    const leaves = filterComponents.flatMap((c) => (c.type === 'group' ? c.children : [c]));
    expect(
      leaves
        .find((c) => c.key === 'grade')
        ?.options.map((o) => o.value)
        .sort()
    ).toEqual(['A급', 'B급', 'S급']);
  });

  it('lists only used items on sale, newest first, with grade, price, business and picture', async () => {
    const list = (await full({ size: 50 })).body!.data!.usedItems.usedItemList;
    expect(list).toHaveLength(50);
    const ids = list.map((row) => row.item.itemId);
    const truth = await rows<{ id: number; condition: string; status: string }>(
      db(),
      sql`
      SELECT id, condition, status FROM items WHERE id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `
      )})`
    );
    expect(truth.every((t) => t.condition === 'USED' && t.status === 'AVAILABLE')).toBe(true);
    const times = list.map((row) => Date.parse(row.listedAt));
    for (let i = 1; i < times.length; i += 1) expect(times[i - 1]).toBeGreaterThanOrEqual(times[i]);
    for (const { item, grade } of list) {
      expect(grade).toMatch(/^[SAB]급$/);
      expect(item.price).toBeLessThanOrEqual(item.originPrice);
      expect(item.businessName.length).toBeGreaterThan(0);
      expect(item.img).toMatch(/^\/app\/v4\/images\/\d+$/);
      expect(item.imgWidth).toBeGreaterThan(0);
    }
  });

  it('pages without duplicates or gaps', async () => {
    const small = await walk({ size: 17 });
    const large = await walk({ size: 50 });
    expect(small).toEqual(large);
    expect(new Set(small).size).toBe(small.length);
    const [truth] = await rows<{ n: number }>(
      db(),
      sql`
      SELECT count(*)::int AS n FROM items WHERE condition = 'USED' AND deal_type = 'SELL' AND status = 'AVAILABLE'`
    );
    expect(small).toHaveLength(truth.n);
  });

  it('filters by category and by grade, and counts what the filter leaves', async () => {
    const road = (await full({ categoryKey: 'road', filters: [{ key: 'grade', value: 'S급' }], size: 50 })).body!.data!
      .usedItems;
    expect(road.usedItemList.length).toBeGreaterThan(0);
    expect(road.usedItemList.every((row) => row.grade === 'S급')).toBe(true);
    const keys = await rows<{ key: string }>(
      db(),
      sql`
      SELECT DISTINCT c.key FROM items i JOIN categories c ON c.id = i.category_id
      WHERE i.id IN (${sql.join(
        road.usedItemList.map((row) => sql`${row.item.itemId}`),
        sql`, `
      )})`
    );
    expect(keys).toEqual([{ key: 'road' }]);
    expect(road.usedItemListHeader.itemCount).toBe(road.usedItemList.length);
    expect(road.filterComponents.length).toBeGreaterThan(0);
  });

  it.each([
    ['an unknown category', { categoryKey: 'unicycle' }],
    ['a size over 50', { size: 51 }],
    ['an unknown filter key', { filters: [{ key: 'colour', value: 'red' }] }],
    ['an empty filter value', { filters: [{ key: 'grade', value: ' ' }] }],
    ['a garbage cursor', { searchAfter: '%%%' }],
  ])('answers INVALID_INPUT for %s', async (_name, input) => {
    const response = await full(input);
    expect(errorCode(response)).toBe('INVALID_INPUT');
    expect(response.body?.data).toBeNull();
  });

  it('answers INVALID_INPUT for a tampered cursor, a forged one, and one of another category', async () => {
    const cursor = (await page({ size: 5 })).body!.data!.usedItems.searchAfter!;
    expect(errorCode(await page({ size: 5, searchAfter: tamper(cursor) }))).toBe('INVALID_INPUT');
    expect(errorCode(await page({ size: 5, searchAfter: forge(cursor, [0, 0]) }))).toBe('INVALID_INPUT');
    expect(errorCode(await page({ size: 5, categoryKey: 'road', searchAfter: cursor }))).toBe('INVALID_INPUT');
    expect((await page({ size: 5, searchAfter: cursor })).body?.errors).toBeUndefined();
  });

  it('answers an empty list for a category without used items', async () => {
    const answer = (await full({ categoryKey: 'helmet' })).body!.data!.usedItems;
    expect(answer.usedItemList).toEqual([]);
    expect(answer.usedItemListHeader.itemCount).toBe(0);
    expect(answer.searchAfter).toBeNull();
  });
});
