import { eq } from 'drizzle-orm';
import { createTestDb, testDbKinds } from '../../support/testDb';
import { gql } from '../../support/serviceFetch';
import { seedDatabase } from '@/server/db/seed';
import type { DbHandle } from '@/server/db/client';
import { featureFlags } from '@/server/db/schema';
import { itemSchema } from '@/server/graphql/item/schema';
import { createServiceYoga } from '@/server/graphql/createServiceYoga';
import { EXPERIMENT_DOCUMENT } from '@/api/item/experiment';

type Answer = { experiment: { variant: string | null; isExclude: boolean } };

describe.each(testDbKinds())('item service pb_experiment on %s', (kind) => {
  let handle: DbHandle;
  const ask = async (anonId: string | null, name: string) => {
    const yoga = createServiceYoga({
      name: 'item', schema: itemSchema, getDb: async () => handle.db, graphqlEndpoint: '/item/v1/graphql', production: false,
      resolveIdentity: async () => ({ viewer: null, anonId, setCookies: [], responseHeaders: {} }),
    });
    return gql<Answer>(yoga, { query: EXPERIMENT_DOCUMENT, variables: { name }, operationName: 'pb_experiment' });
  };

  beforeAll(async () => {
    handle = await createTestDb(kind);
    await seedDatabase(handle.db);
    await handle.db.update(featureFlags).set({ excludedAnonIds: ['staff-'] }).where(eq(featureFlags.key, 'item_detail_experiment'));
  });
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

  it('answers INVALID_INPUT-style errors for an unknown experiment name', async () => {
    const response = await ask('visitor-1', 'checkout');
    expect(response.body?.errors?.[0]).toBeDefined();
    expect(response.body?.data ?? null).toBeNull();
  });
});
