import { sql } from 'drizzle-orm';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { gql } from '../../support/serviceFetch';
import type { Db } from '@/server/db/client';
import { queryRows } from '@/server/db/rows';
import { INTERACTION_EVENT } from '@/lib/capture/interactionEvents';
import { captureYogaFor, ops } from '../capture/captureHarness';
import { anonIdIn, seedForRecommendations, yogaAs } from './recommendationHarness';

const DOCUMENT = `query pb_categoryRecommendation($category: String!, $size: Int) {
  categoryRecommendation(category: $category, size: $size) { isPersonalized recommendationItemList { itemId modelId } }
}`;

type Answer = { isPersonalized: boolean; recommendationItemList: { itemId: number; modelId: number | null }[] };

async function recommend(db: Db, anonId: string): Promise<Answer> {
  const { body } = await gql<{ categoryRecommendation: Answer }>(yogaAs(db, { anonId }), {
    query: DOCUMENT,
    variables: { category: 'snowboard', size: 30 },
  });
  expect(body?.errors).toBeUndefined();
  return body!.data!.categoryRecommendation;
}

/** What the model and item pages send, through the capture service as that visitor. */
async function interact(db: Db, anonyId: string, modelId: number, eventType: string, eventValue: number) {
  const { body } = await gql<{ createInteractionEvent: string }>(captureYogaFor(db, { anonId: anonyId }), {
    query: ops.interaction,
    variables: { command: { anonyId, modelId, eventType, eventValue } },
  });
  expect(body?.errors).toBeUndefined();
  expect(body?.data?.createInteractionEvent).toMatch(/^\d+$/);
}

// The recommender (variant B) weighs interaction events by kind and value: a long read, an opened
// spec and swipes are interest in the model; a bounce of a few seconds is not.
describe.each(testDbKinds())('interaction events as interest signals on %s', (kind) => {
  const db = useTestDb(kind);
  let target: { modelId: number; related: number[] };
  let popular: Answer;

  beforeAll(async () => {
    await seedForRecommendations(db());
    // The snowboard model with the most neighbours, as the affinity job left them.
    [target] = await queryRows<{ modelId: number; related: number[] }>(
      db(),
      sql`
      SELECT a.model_id AS "modelId", array_agg(a.related_model_id ORDER BY a.score DESC) AS related
      FROM model_affinities a JOIN models m ON m.id = a.model_id JOIN categories c ON c.id = m.category_id AND c.key = 'snowboard'
      JOIN models r ON r.id = a.related_model_id AND r.category_id = m.category_id
      GROUP BY a.model_id ORDER BY count(*) DESC, a.model_id LIMIT 1`
    );
    popular = await recommend(db(), anonIdIn('B', `${kind}i0`));
    expect(popular.isPersonalized).toBe(false);
  });

  it('the capture service takes the three event types the pages send', async () => {
    const visitor = anonIdIn('B', `${kind}i1`);
    await interact(db(), visitor, target.modelId, INTERACTION_EVENT.DWELL_SECONDS, 240);
    await interact(db(), visitor, target.modelId, INTERACTION_EVENT.GALLERY_SWIPE, 3);
    await interact(db(), visitor, target.modelId, INTERACTION_EVENT.SPEC_OPEN, 1);
    const [row] = await queryRows<{ types: string[] }>(
      db(),
      sql`
      SELECT array_agg(event_type ORDER BY event_type) AS types FROM interaction_events WHERE anony_id = ${visitor}`
    );
    expect(row.types).toEqual(['DWELL_SECONDS', 'GALLERY_SWIPE', 'SPEC_OPEN']);
  });

  it('a spec opened on a model, with no page view recorded, personalises the ranking toward it', async () => {
    const visitor = anonIdIn('B', `${kind}i2`);
    await interact(db(), visitor, target.modelId, INTERACTION_EVENT.SPEC_OPEN, 1);
    const answer = await recommend(db(), visitor);
    expect(answer.isPersonalized).toBe(true);
    const models = answer.recommendationItemList.map((i) => i.modelId);
    expect(models.slice(0, 4).some((m) => m === target.modelId || target.related.includes(m as number))).toBe(true);
    expect(models).not.toEqual(popular.recommendationItemList.map((i) => i.modelId));
  });

  it('a long read counts as interest, a bounce of a few seconds does not', async () => {
    const reader = anonIdIn('B', `${kind}i3`);
    await interact(db(), reader, target.modelId, INTERACTION_EVENT.DWELL_SECONDS, 300);
    expect((await recommend(db(), reader)).isPersonalized).toBe(true);

    const bouncer = anonIdIn('B', `${kind}i4`);
    await interact(db(), bouncer, target.modelId, INTERACTION_EVENT.DWELL_SECONDS, 3);
    const answer = await recommend(db(), bouncer);
    expect(answer.isPersonalized).toBe(false);
    expect(answer.recommendationItemList.map((i) => i.itemId)).toEqual(
      popular.recommendationItemList.map((i) => i.itemId)
    );
  });
});
