import { eq } from 'drizzle-orm';
import { SEEDED_SETUP_MS, createTestDb, testDbKinds } from '../../support/testDb';
import { gql } from '../../support/serviceFetch';
import type { DbHandle } from '@/server/db/client';
import { featureFlags } from '@/server/db/schema';
import { itemSchema } from '@/server/graphql/item/schema';
import { createServiceYoga } from '@/server/graphql/createServiceYoga';
import { pb_recommendationPageDocument } from '@/api/item/generated';
import type { RecommendationPageAnswer } from '@/api/item/recommendations';

type Answer = { experiment: { variant: string | null; isExclude: boolean } };

// Pages select `experiment` inside their own documents; this asks the one root field alone.
const EXPERIMENT = 'query pb_experiment($name: ExperimentName!) { experiment(name: $name) { variant isExclude } }';

describe.each(testDbKinds())('item service pb_experiment on %s', (kind) => {
  let handle: DbHandle;
  const yogaFor = (anonId: string | null, db?: unknown) =>
    createServiceYoga({
      name: 'item',
      schema: itemSchema,
      getDb: async () => (db ?? handle.db) as DbHandle['db'],
      graphqlEndpoint: '/item/v1/graphql',
      production: false,
      resolveIdentity: async () => ({ viewer: null, anonId, setCookies: [], responseHeaders: {} }),
    });
  const ask = (anonId: string | null, name: string, db?: unknown) =>
    gql<Answer>(yogaFor(anonId, db), { query: EXPERIMENT, variables: { name }, operationName: 'pb_experiment' });

  beforeAll(async () => {
    handle = await createTestDb(kind, { seeded: true });
    await handle.db
      .update(featureFlags)
      .set({ excludedAnonIds: ['staff-'] })
      .where(eq(featureFlags.key, 'item_detail_experiment'));
  }, SEEDED_SETUP_MS);
  afterAll(() => handle.close());

  it('keeps a visitor in one variant and uses both variants across visitors', async () => {
    const seen = new Set<string | null>();
    for (let i = 0; i < 12; i += 1) {
      const first = (await ask(`visitor-${i}`, 'modelList')).body!.data!.experiment;
      const again = (await ask(`visitor-${i}`, 'modelList')).body!.data!.experiment;
      expect(again).toEqual(first);
      seen.add(first.variant);
    }
    expect(seen).toEqual(new Set(['A', 'B']));
  });

  it('leaves excluded visitors and visitors without an id out of the experiment', async () => {
    expect((await ask('staff-kim', 'itemDetail')).body!.data!.experiment).toEqual({ variant: null, isExclude: true });
    expect((await ask(null, 'itemDetail')).body!.data!.experiment).toEqual({ variant: null, isExclude: false });
  });

  it('answers the control when the assignment cannot be read, so a page document that selects it still answers', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = {
      select: () => {
        throw new Error('database down');
      },
    };
    const response = await ask('visitor-1', 'recommender', broken);
    expect(response.body?.errors).toBeUndefined();
    expect(response.body!.data!.experiment).toEqual({ variant: null, isExclude: false });
    error.mockRestore();
  });

  it('a page document carries the assignment with the page data (pb_recommendationPage)', async () => {
    const { body } = await gql<RecommendationPageAnswer>(yogaFor('visitor-3'), {
      query: pb_recommendationPageDocument,
      variables: { category: 'road', size: 10 },
    });
    expect(body?.errors).toBeUndefined();
    const again = (await ask('visitor-3', 'recommender')).body!.data!.experiment;
    expect(body!.data!.experiment).toEqual(again);
    expect(['A', 'B']).toContain(again.variant);
    expect(body!.data!.me).toBeNull();
    expect(body!.data!.categoryRecommendation.categoryKey).toBe('road');
  });

  it('answers INVALID_INPUT-style errors for an unknown experiment name', async () => {
    const response = await ask('visitor-1', 'checkout');
    expect(response.body?.errors?.[0]).toBeDefined();
    expect(response.body?.data ?? null).toBeNull();
  });
});
