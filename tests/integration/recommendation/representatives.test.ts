import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { testDbKinds, testPostgresUrl, useTestDb } from '../../support/testDb';
import { gql } from '../../support/serviceFetch';
import type { Db } from '@/server/db/client';
import { queryRows } from '@/server/db/rows';
import { popularityScore } from '@/server/domain/recommendation/ranking';
import { forgetPopularCandidates } from '@/server/domain/recommendation/candidates';
import { refreshCategoryRepresentatives, REPRESENTATIVES_LOCK_KEY } from '@/server/jobs/recommendationRepresentatives';
import { anonIdIn, seedForRecommendations, yogaAs } from './recommendationHarness';

const DOCUMENT = `query pb_categoryRecommendation($category: String!, $size: Int) {
  categoryRecommendation(category: $category, size: $size) { totalCount recommendationItemList { itemId modelId } }
}`;

type Row = {
  categoryId: number;
  position: number;
  itemId: number;
  modelId: number | null;
  reviewCount: number;
  ratingAvg: number | null;
  views: number;
  score: number;
};

/** The popularity order a newcomer of variant A gets for `category` (ids, best first). */
async function newcomerList(db: Db, anonId: string, category: string): Promise<number[]> {
  const { body } = await gql<{ categoryRecommendation: { recommendationItemList: { itemId: number }[] } }>(
    yogaAs(db, { anonId }),
    { query: DOCUMENT, variables: { category, size: 30 } }
  );
  return body!.data!.categoryRecommendation.recommendationItemList.map((item) => item.itemId);
}

/** Issue 15 §8: /recommendations/{category} reads each category's ranking from a table a job refreshes. */
describe.each(testDbKinds())('category representatives on %s', (kind) => {
  const db = useTestDb(kind);
  const newcomer = anonIdIn('A', `${kind}rep`);

  beforeAll(async () => {
    await seedForRecommendations(db());
  });

  it('the seed ranks every category: one available item per model, best first by popularity, numbered from 1', async () => {
    const rows = await queryRows<Row>(
      db(),
      sql`
      SELECT r.category_id AS "categoryId", r.position, r.item_id AS "itemId", r.model_id AS "modelId", r.review_count AS "reviewCount",
        r.rating_avg AS "ratingAvg", r.views, r.score
      FROM category_representatives r JOIN items i ON i.id = r.item_id
      WHERE i.status = 'AVAILABLE' AND i.category_id = r.category_id
      ORDER BY r.category_id, r.position`
    );
    const [{ n }] = await queryRows<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM category_representatives`);
    expect(rows.length).toBe(n);
    const byCategory = new Map<number, Row[]>();
    for (const row of rows) byCategory.set(row.categoryId, [...(byCategory.get(row.categoryId) ?? []), row]);
    expect(byCategory.size).toBeGreaterThan(5);
    for (const list of byCategory.values()) {
      expect(list.map((row) => row.position)).toEqual(list.map((_, index) => index + 1));
      const models = list.filter((row) => row.modelId !== null).map((row) => row.modelId);
      expect(new Set(models).size).toBe(models.length);
      for (const row of list) expect(row.score).toBeCloseTo(popularityScore(row), 9);
      const scores = list.map((row) => row.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
    }
  });

  it('a newcomer’s page follows the table: a new best seller shows after the next refresh, not before', async () => {
    const before = await newcomerList(db(), newcomer, 'road');
    expect(before.length).toBeGreaterThan(5);
    // A fitting service with ten million five-star reviews: the live ranking would put it first at once.
    const [{ id }] = await queryRows<{ id: number }>(
      db(),
      sql`
      INSERT INTO items (model_id, business_id, category_id, deal_type, condition, status, name, origin_price, price, stock,
        delivery_types, search_text, search_chosung, review_count, rating_avg, image_id)
      SELECT NULL, i.business_id, i.category_id, i.deal_type, i.condition, 'AVAILABLE', '로드 피팅 프리미엄', i.origin_price, i.price, 1,
        i.delivery_types, i.search_text, i.search_chosung, 10000000, 5, coalesce(i.image_id, m.image_id)
      FROM items i JOIN categories c ON c.id = i.category_id LEFT JOIN models m ON m.id = i.model_id
      WHERE c.key = 'road' AND i.status = 'AVAILABLE' ORDER BY i.id LIMIT 1
      RETURNING id`
    );
    // As another process sees it (its minute-long copy gone): the ranking it reads was made before the listing.
    forgetPopularCandidates(db());
    expect(await newcomerList(db(), newcomer, 'road')).toEqual(before);
    expect(await refreshCategoryRepresentatives(db())).toMatchObject({ refreshed: true });
    const after = await newcomerList(db(), newcomer, 'road');
    expect(after[0]).toBe(Number(id));
    // Sold out: gone from the page at once, without waiting for the next refresh.
    await db().execute(sql`UPDATE items SET status = 'SOLD_OUT' WHERE id = ${id}`);
    forgetPopularCandidates(db());
    expect(await newcomerList(db(), newcomer, 'road')).not.toContain(Number(id));
  });

  it('before the first refresh (a database just migrated) the page ranks the category itself', async () => {
    const ranked = await newcomerList(db(), newcomer, 'ski');
    await db().execute(sql`DELETE FROM category_representatives`);
    forgetPopularCandidates(db());
    expect(await newcomerList(db(), newcomer, 'ski')).toEqual(ranked);
    await refreshCategoryRepresentatives(db());
  });

  if (kind === 'postgres') {
    it('a second refresh skips while another process holds the lock', async () => {
      const [{ name }] = await queryRows<{ name: string }>(db(), sql`SELECT current_database() AS name`);
      const other = new Client({ connectionString: testPostgresUrl(name) });
      await other.connect();
      try {
        await other.query('SELECT pg_advisory_lock($1)', [REPRESENTATIVES_LOCK_KEY]);
        expect(await refreshCategoryRepresentatives(db())).toMatchObject({ refreshed: false });
        await other.query('SELECT pg_advisory_unlock($1)', [REPRESENTATIVES_LOCK_KEY]);
        expect(await refreshCategoryRepresentatives(db())).toMatchObject({ refreshed: true });
      } finally {
        await other.end();
      }
    });
  }
});
