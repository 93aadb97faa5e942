import { sql } from 'drizzle-orm';
import { SEEDED_SETUP_MS, createTestDb, testDbKinds } from '../../support/testDb';
import type { DbHandle } from '@/server/db/client';
import { queryRows } from '@/server/db/rows';
import { filterComponentsFor } from '@/server/domain/filters/filterComponents';
import { filterConditions } from '@/server/domain/filters/filterSql';

describe.each(testDbKinds())('filter components and conditions on %s', (kind) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb(kind, { seeded: true });
  }, SEEDED_SETUP_MS);
  afterAll(() => handle.close());

  const countWith = async (values: unknown) => {
    const where = [sql`i.status = 'AVAILABLE'`, sql`i.deal_type = 'SELL'`, ...filterConditions(values)];
    const [row] = await queryRows<{ n: number }>(
      handle.db,
      sql`SELECT count(*)::int AS n FROM items i
      JOIN categories c ON c.id = i.category_id JOIN businesses s ON s.id = i.business_id
      LEFT JOIN models m ON m.id = i.model_id LEFT JOIN brands b ON b.id = m.brand_id WHERE ${sql.join(where, sql` AND `)}`
    );
    return row.n;
  };

  it('counts each brand option exactly as the brand filter finds it', async () => {
    const components = await filterComponentsFor(handle.db, { dealType: 'SELL' });
    const brand = components.find((c) => c.key === 'brand')!;
    expect(brand.options.length).toBeGreaterThan(5);
    for (const option of brand.options.slice(0, 3)) {
      expect(await countWith([{ key: 'brand', value: option.value }])).toBe(option.count);
    }
  });

  it('keeps a price range inside the data and the 1e7 limit', async () => {
    const [price] = (await filterComponentsFor(handle.db, { dealType: 'RENTAL', code: 'SKI' })).filter(
      (c) => c.key === 'price'
    );
    expect(price.type).toBe('range');
    expect(price.max).toBeLessThanOrEqual(10_000_000);
    expect(await countWith([{ key: 'price', value: `0~${price.max}` }])).toBeGreaterThan(0);
  });

  it('gives used items a grade filter and bike sale items an e-bike box', async () => {
    const used = await filterComponentsFor(handle.db, { condition: 'USED' });
    expect(used.find((c) => c.type === 'group')!.children.map((c) => c.key)).toContain('grade');
    const bikes = await filterComponentsFor(handle.db, { dealType: 'SELL', code: 'BIKE' });
    expect(bikes.find((c) => c.type === 'group')!.children.map((c) => c.key)).toContain('elect');
    const electOnly = await countWith([{ key: 'elect', value: 'true' }]);
    expect(electOnly).toBeGreaterThan(0);
    expect(electOnly).toBeLessThan(await countWith([]));
  });
});
