import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { testDbKinds, testPostgresUrl, useTestDb } from '../../support/testDb';
import { gql } from '../../support/serviceFetch';
import type { Db } from '@/server/db/client';
import { queryRows } from '@/server/db/rows';
import { captureVisitPages } from '@/server/db/schema';
import { insertUser } from '../auth/authFixtures';
import { hasBrowsingHistory } from '@/server/domain/recommendation/visitorHistory';
import { lastAffinityRebuild } from '@/server/jobs/affinityRebuild';
import { anonIdIn, RECOMMENDATION_SEED_DAY, seedForRecommendations, yogaAs } from './recommendationHarness';

// The root field alone, every page (the first included) by the same variables the client sends.
const CATEGORY_RECOMMENDATION_DOCUMENT = `query pb_categoryRecommendation($category: String!, $searchAfter: String, $size: Int) {
  categoryRecommendation(category: $category, searchAfter: $searchAfter, size: $size) {
    categoryKey categoryName totalCount searchAfter isPersonalized recommendationItemList { itemId modelId categoryName }
  }
}`;

type Answer = {
  categoryKey: string;
  categoryName: string;
  totalCount: number;
  searchAfter: string | null;
  isPersonalized: boolean;
  recommendationItemList: { itemId: number; modelId: number | null; categoryName: string }[];
};

async function recommend(
  db: Db,
  who: { anonId: string | null; userId?: number | null },
  variables: Record<string, unknown>
) {
  const { body } = await gql<{ categoryRecommendation: Answer }>(yogaAs(db, who), {
    query: CATEGORY_RECOMMENDATION_DOCUMENT,
    variables,
  });
  return { answer: body?.data?.categoryRecommendation, code: body?.errors?.[0]?.extensions?.code };
}

async function allPages(
  db: Db,
  who: { anonId: string | null; userId?: number | null },
  category: string,
  size: number
) {
  const ids: number[] = [];
  let searchAfter: string | null = null;
  for (let page = 0; page < 10; page += 1) {
    const { answer } = await recommend(db, who, { category, size, searchAfter });
    ids.push(...(answer?.recommendationItemList.map((i) => i.itemId) ?? []));
    searchAfter = answer?.searchAfter ?? null;
    if (!searchAfter) break;
  }
  return ids;
}

describe.each(testDbKinds())('category recommendations on %s', (kind) => {
  const db = useTestDb(kind);
  const newcomerA = anonIdIn('A', `${kind}1`);
  const newcomerB = anonIdIn('B', `${kind}2`);

  beforeAll(async () => {
    await seedForRecommendations(db());
  });

  it('the seed fills model_affinities from its traffic: cosine scores, at most 20 per model, rebuilt identically', async () => {
    const stats = async () =>
      (
        await queryRows<{ n: number; top: number; lo: number; hi: number; h: string }>(
          db(),
          sql`
      SELECT count(*)::int AS n, coalesce(max(c), 0)::int AS top, min(score) AS lo, max(score) AS hi,
        md5(string_agg(model_id || ':' || related_model_id || ':' || round(score::numeric, 9), ',' ORDER BY model_id, related_model_id)) AS h
      FROM model_affinities, LATERAL (SELECT count(*) AS c FROM model_affinities x WHERE x.model_id = model_affinities.model_id) k`
        )
      )[0];
    const first = await stats();
    expect(first.n).toBeGreaterThan(100);
    expect(first.top).toBeLessThanOrEqual(20);
    expect(first.lo).toBeGreaterThan(0);
    expect(first.hi).toBeLessThanOrEqual(1 + 1e-9);
    const visits = async () =>
      (await queryRows<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM capture_visit_pages`))[0].n;
    const before = await visits();
    const { writeRecommendationData } = await import('@/server/db/seed/write/recommendations');
    await writeRecommendationData(db(), RECOMMENDATION_SEED_DAY);
    expect(await visits()).toBe(before);
    expect((await stats()).h).toBe(first.h);
  });

  it('the same rebuild counts each model’s page views of the last 14 days into model_popularity', async () => {
    const counted = await queryRows<{ modelId: number; views: number }>(
      db(),
      sql`
      SELECT model_id AS "modelId", views FROM model_popularity ORDER BY model_id`
    );
    const expected = await queryRows<{ modelId: number; views: number }>(
      db(),
      sql`
      SELECT model_id AS "modelId", count(*)::int AS views FROM capture_visit_pages
      WHERE model_id IS NOT NULL AND created_at >= now() - interval '14 days' GROUP BY model_id ORDER BY model_id`
    );
    expect(counted.length).toBeGreaterThan(10);
    expect(counted).toEqual(expected);
    expect(await lastAffinityRebuild(db())).toEqual(expect.any(Date));
  });

  it('a new visitor gets the category’s popular items: at most 30, one per model, all of the category', async () => {
    const { answer } = await recommend(db(), { anonId: newcomerB }, { category: 'road', size: 30 });
    expect(answer).toMatchObject({ categoryKey: 'road', categoryName: '로드', isPersonalized: false });
    const items = answer?.recommendationItemList ?? [];
    expect(answer?.totalCount).toBe(items.length);
    expect(items.length).toBeGreaterThan(5);
    expect(items.length).toBeLessThanOrEqual(30);
    expect(new Set(items.map((i) => i.modelId)).size).toBe(items.length);
    expect(items.every((i) => i.categoryName === '로드')).toBe(true);
    const a = await recommend(db(), { anonId: newcomerA }, { category: 'road', size: 30 });
    expect(a.answer?.recommendationItemList.map((i) => i.itemId)).toEqual(items.map((i) => i.itemId));
  });

  it('pages by searchAfter without repeating or skipping (the pages put together are the whole ranking)', async () => {
    const whole = (await recommend(db(), { anonId: newcomerB }, { category: 'ski', size: 30 })).answer;
    expect(whole?.categoryName).toBe('스키·스노보드');
    const paged = await allPages(db(), { anonId: newcomerB }, 'ski', 7);
    expect(paged).toEqual(whole?.recommendationItemList.map((i) => i.itemId));
    expect(new Set(paged).size).toBe(paged.length);
  });

  it('recently viewed models bring their items and the models viewed together with them (variant B)', async () => {
    const [target] = await queryRows<{ modelId: number; related: number[] }>(
      db(),
      sql`
      SELECT a.model_id AS "modelId", array_agg(a.related_model_id ORDER BY a.score DESC) AS related
      FROM model_affinities a JOIN models m ON m.id = a.model_id JOIN categories c ON c.id = m.category_id AND c.key = 'snowboard'
      JOIN models r ON r.id = a.related_model_id AND r.category_id = m.category_id
      GROUP BY a.model_id ORDER BY count(*) DESC, a.model_id LIMIT 1`
    );
    const viewer = anonIdIn('B', `${kind}3`);
    const control = anonIdIn('A', `${kind}4`);
    for (const anonyId of [viewer, control]) {
      await db()
        .insert(captureVisitPages)
        .values(
          [0, 1].map(() => ({
            anonyId,
            modelId: target.modelId,
            url: `/models/${target.modelId}`,
            pageName: 'model_detail',
          }))
        );
    }
    const popular = (await recommend(db(), { anonId: newcomerB }, { category: 'snowboard', size: 30 })).answer;
    const personal = (await recommend(db(), { anonId: viewer }, { category: 'snowboard', size: 30 })).answer;
    expect(personal?.isPersonalized).toBe(true);
    const models = personal?.recommendationItemList.map((i) => i.modelId) ?? [];
    expect(models.slice(0, 4).some((m) => m === target.modelId || target.related.includes(m as number))).toBe(true);
    expect(models).not.toEqual(popular?.recommendationItemList.map((i) => i.modelId));
    const a = (await recommend(db(), { anonId: control }, { category: 'snowboard', size: 30 })).answer;
    expect(a?.isPersonalized).toBe(false);
    expect(a?.recommendationItemList.map((i) => i.itemId)).toEqual(
      popular?.recommendationItemList.map((i) => i.itemId)
    );
  });

  it('an item opened three times is not recommended again', async () => {
    const viewer = anonIdIn('B', `${kind}5`);
    const first = (await recommend(db(), { anonId: viewer }, { category: 'folding', size: 30 })).answer
      ?.recommendationItemList[0];
    await db()
      .insert(captureVisitPages)
      .values(
        [0, 1, 2].map(() => ({
          anonyId: viewer,
          itemId: first!.itemId,
          url: `/services/${first!.itemId}`,
          pageName: 'item_detail',
        }))
      );
    const again = (await recommend(db(), { anonId: viewer }, { category: 'folding', size: 30 })).answer;
    expect(again?.recommendationItemList.map((i) => i.itemId)).not.toContain(first!.itemId);
  });

  it('a member’s claimed visits count on another device', async () => {
    const member = await insertUser(db());
    const [model] = await queryRows<{ id: number }>(
      db(),
      sql`
      SELECT m.id FROM models m JOIN categories c ON c.id = m.category_id AND c.key = 'road'
      JOIN items i ON i.model_id = m.id AND i.status = 'AVAILABLE' GROUP BY m.id ORDER BY m.id DESC LIMIT 1`
    );
    await db()
      .insert(captureVisitPages)
      .values({
        anonyId: anonIdIn('B', `${kind}6`),
        userId: member,
        modelId: model.id,
        url: `/models/${model.id}`,
        pageName: 'model_detail',
      });
    const phone = anonIdIn('B', `${kind}7`);
    const answer = (await recommend(db(), { anonId: phone, userId: member }, { category: 'road', size: 30 })).answer;
    expect(answer?.isPersonalized).toBe(true);
    expect(answer?.recommendationItemList.map((i) => i.modelId)).toContain(model.id);
  });

  it('refuses a personal ranking’s cursor to another visitor, and any cursor of another category or edited (INVALID_INPUT)', async () => {
    const viewer = anonIdIn('B', `${kind}8`);
    const [model] = await queryRows<{ id: number }>(
      db(),
      sql`
      SELECT m.id FROM models m JOIN categories c ON c.id = m.category_id AND c.key = 'road'
      JOIN items i ON i.model_id = m.id AND i.status = 'AVAILABLE' GROUP BY m.id ORDER BY m.id LIMIT 1`
    );
    await db()
      .insert(captureVisitPages)
      .values({ anonyId: viewer, modelId: model.id, url: `/models/${model.id}`, pageName: 'model_detail' });
    const personal = (await recommend(db(), { anonId: viewer }, { category: 'road', size: 5 })).answer;
    expect(personal?.isPersonalized).toBe(true);
    const mine = personal?.searchAfter as string;
    expect(mine).toEqual(expect.any(String));
    expect(
      (await recommend(db(), { anonId: viewer }, { category: 'road', size: 5, searchAfter: mine })).code
    ).toBeUndefined();
    expect((await recommend(db(), { anonId: newcomerB }, { category: 'road', size: 5, searchAfter: mine })).code).toBe(
      'INVALID_INPUT'
    );
    expect((await recommend(db(), { anonId: viewer }, { category: 'gravel', size: 5, searchAfter: mine })).code).toBe(
      'INVALID_INPUT'
    );
    expect(
      (await recommend(db(), { anonId: viewer }, { category: 'road', size: 5, searchAfter: `x${mine}` })).code
    ).toBe('INVALID_INPUT');
  });

  it('a newcomer’s cursor (the shared popularity order) continues for every newcomer of the same variant, not another variant', async () => {
    const first = (await recommend(db(), { anonId: newcomerB }, { category: 'road', size: 5 })).answer;
    expect(first?.isPersonalized).toBe(false);
    const otherNewcomer = anonIdIn('B', `${kind}9`);
    const next = (
      await recommend(db(), { anonId: otherNewcomer }, { category: 'road', size: 5, searchAfter: first?.searchAfter })
    ).answer;
    const whole = (await recommend(db(), { anonId: otherNewcomer }, { category: 'road', size: 10 })).answer;
    expect([...first!.recommendationItemList, ...next!.recommendationItemList].map((i) => i.itemId)).toEqual(
      whole?.recommendationItemList.map((i) => i.itemId)
    );
    expect(
      (await recommend(db(), { anonId: newcomerA }, { category: 'road', size: 5, searchAfter: first?.searchAfter }))
        .code
    ).toBe('INVALID_INPUT');
  });

  it('tells a newcomer from a visitor who has browsed (only a newcomer’s page is rendered once for all)', async () => {
    expect(await hasBrowsingHistory(db(), anonIdIn('B', `${kind}10`))).toBe(false);
    expect(await hasBrowsingHistory(db(), anonIdIn('B', `${kind}8`))).toBe(true);
  });

  it('answers NOT_FOUND for an unknown category and INVALID_INPUT for a malformed one or a bad size', async () => {
    expect((await recommend(db(), { anonId: newcomerB }, { category: 'unicycle' })).code).toBe('NOT_FOUND');
    expect((await recommend(db(), { anonId: newcomerB }, { category: 'road; drop' })).code).toBe('INVALID_INPUT');
    expect((await recommend(db(), { anonId: newcomerB }, { category: 'road', size: 31 })).code).toBe('INVALID_INPUT');
    expect((await recommend(db(), { anonId: newcomerB }, { category: 'road', size: 0 })).code).toBe('INVALID_INPUT');
    expect((await recommend(db(), { anonId: null }, { category: 'ROAD', size: 3 })).answer?.categoryKey).toBe('road');
  });

  if (kind === 'postgres') {
    it('a second rebuild skips while another process holds the affinity lock', async () => {
      const { rebuildModelAffinities, AFFINITY_LOCK_KEY } = await import('@/server/jobs/affinityRebuild');
      const [{ name }] = await queryRows<{ name: string }>(db(), sql`SELECT current_database() AS name`);
      const other = new Client({ connectionString: testPostgresUrl(name) });
      await other.connect();
      try {
        await other.query('SELECT pg_advisory_lock($1)', [AFFINITY_LOCK_KEY]);
        expect(await rebuildModelAffinities(db())).toMatchObject({ rebuilt: false });
        await other.query('SELECT pg_advisory_unlock($1)', [AFFINITY_LOCK_KEY]);
        expect(await rebuildModelAffinities(db())).toMatchObject({ rebuilt: true });
      } finally {
        await other.end();
      }
    });
  }
});
