import { sql } from 'drizzle-orm';
import type { DbHandle } from '@/server/db/client';
import { queryRows } from '@/server/db/rows';
import { SEARCH_COUNT_CAP } from '@/lib/searchCount';
import { SEEDED_SETUP_MS, createTestDb, testDbKinds } from '../../support/testDb';
import { call, itemYogaAs } from './searchHarness';

// The fields these tests read, written here so that they do not follow the screens' documents.
const SEARCH = `query pb_search($input: SearchInput!) {
  search(input: $input) { totalCount searchAfter isFuzzy items { itemId name brandName businessName price } }
}`;
type SearchAnswer = {
  totalCount: number;
  searchAfter: string | null;
  isFuzzy: boolean;
  items: { itemId: number; name: string; brandName: string | null; businessName: string; price: number }[];
};
type Input = {
  keyword: string;
  dealType: 'RENTAL' | 'SELL';
  sort?: string;
  filters?: { key: string; value: string }[];
  size?: number;
};

/** Issue 15 §8: the typo vocabulary without business names, the narrow rows of broad searches, the capped count. */
describe.each(testDbKinds())('search at scale: vocabulary, broad words and the count on %s', (kind) => {
  let handle: DbHandle;
  const ok = async (input: Input & { searchAfter?: string | null }) => {
    const answer = await call<{ search: SearchAnswer }>(itemYogaAs(handle.db, null), SEARCH, 'pb_search', { input });
    expect(answer.code).toBeNull();
    return answer.data!.search;
  };
  /** A copy of an available road bike for sale, `count` times, at `price`; answers the first new id. */
  const listRoadBikes = async (count: number, price: number) => {
    const [row] = await queryRows<{ id: number }>(
      handle.db,
      sql`
      INSERT INTO items (model_id, business_id, category_id, deal_type, condition, status, name, origin_price, price, stock,
        delivery_types, search_text, search_chosung, review_count, rating_avg)
      SELECT i.model_id, i.business_id, i.category_id, i.deal_type, i.condition, i.status, i.name, ${price}, ${price}, 1,
        i.delivery_types, i.search_text, i.search_chosung, 0, NULL
      FROM (SELECT i.* FROM items i JOIN categories c ON c.id = i.category_id
            WHERE c.key = 'road' AND i.deal_type = 'SELL' AND i.status = 'AVAILABLE' AND i.model_id IS NOT NULL
            ORDER BY i.id LIMIT 1) i, generate_series(1, ${count})
      RETURNING id`
    );
    return Number(row.id);
  };

  beforeAll(async () => {
    handle = await createTestDb(kind, { seeded: true });
  }, SEEDED_SETUP_MS);
  afterAll(() => handle.close());

  it('never corrects a word into a business’s name: a misspelt business name finds nothing', async () => {
    // The business exists and its name finds its items …
    const exact = await ok({ keyword: '라이드웍스성수', dealType: 'RENTAL' });
    expect(exact.isFuzzy).toBe(false);
    expect(exact.items.length).toBeGreaterThan(0);
    expect(exact.items.every((item) => item.businessName === '라이드웍스 성수')).toBe(true);
    // … but one wrong consonant is no longer "corrected" into it (it used to be: the business's items, as a fuzzy match).
    const typo = await ok({ keyword: '라이드웍쓰성수', dealType: 'RENTAL' });
    expect(typo.items.some((item) => item.businessName === '라이드웍스 성수')).toBe(false);
    expect(typo.totalCount).toBe(0);
  });

  it('still corrects a misspelt brand or a word of a model’s name (자이언뜨 → 자이언트, 아팔란티아 → 아팔란치아)', async () => {
    const brand = await ok({ keyword: '자이언뜨', dealType: 'SELL' });
    expect(brand.isFuzzy).toBe(true);
    expect(brand.items.length).toBeGreaterThan(0);
    for (const item of brand.items) expect(item.brandName).toBe('자이언트');
    const model = await ok({ keyword: '아팔란티아', dealType: 'SELL' });
    expect(model.isFuzzy).toBe(true);
    expect(model.items.length).toBeGreaterThan(0);
    for (const item of model.items) expect(item.name).toContain('아팔란치아');
  });

  it('finds nothing, without a look-alike pass, when every word is real but the filters leave nothing', async () => {
    // 브롬톤 means the brand; the Tern bikes of the business 브롬톤 라운지 only look like it.
    for (const dealType of ['SELL', 'RENTAL'] as const) {
      const result = await ok({ keyword: '브롬톤', dealType, filters: [{ key: 'brand', value: 'tern' }] });
      expect(result.isFuzzy).toBe(false);
      expect(result.totalCount).toBe(0);
    }
  });

  it('shows a new listing, a price change and a sale at once on a broad word (the rows it reads follow items)', async () => {
    const top = async () => (await ok({ keyword: '로드', dealType: 'SELL', sort: 'PRICE_DESC', size: 5 })).items[0];
    const id = await listRoadBikes(1, 98_765_000);
    expect(await top()).toMatchObject({ itemId: id, price: 98_765_000 });
    await handle.db.execute(sql`UPDATE items SET price = ${97_000_000}, origin_price = ${97_000_000} WHERE id = ${id}`);
    expect(await top()).toMatchObject({ itemId: id, price: 97_000_000 });
    await handle.db.execute(sql`UPDATE items SET status = 'SOLD_OUT' WHERE id = ${id}`);
    expect((await top()).itemId).not.toBe(id);
  });

  it(`stops counting at ${SEARCH_COUNT_CAP.toLocaleString('en-US')} and still pages through; smaller counts stay exact`, async () => {
    const rentals = await ok({ keyword: '로드', dealType: 'RENTAL' });
    const before = await ok({ keyword: '로드', dealType: 'SELL' });
    expect(before.totalCount).toBeLessThan(SEARCH_COUNT_CAP);
    await listRoadBikes(SEARCH_COUNT_CAP, 1_111_000);
    const after = await ok({ keyword: '로드', dealType: 'SELL' });
    expect(after.totalCount).toBe(SEARCH_COUNT_CAP);
    expect(after.items).toHaveLength(20);
    expect(after.searchAfter).not.toBeNull();
    const next = await ok({ keyword: '로드', dealType: 'SELL', searchAfter: after.searchAfter });
    expect(next.items).toHaveLength(20);
    expect(next.items.map((i) => i.itemId)).not.toContain(after.items[0].itemId);
    // The same word for rent did not grow: its count is exact as before.
    expect((await ok({ keyword: '로드', dealType: 'RENTAL' })).totalCount).toBe(rentals.totalCount);
  });
});
