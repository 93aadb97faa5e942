import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { queryRows } from '@/server/db/rows';
import { captureEvents, captureVisitPages, interactionEvents } from '@/server/db/schema/capture';
import { seal } from '@/server/auth/cookieSeal';
import { resolveRequestIdentity } from '@/server/auth/identity';
import { createSession } from '@/server/auth/sessionService';
import { COOKIE_ANON, COOKIE_SESSION, HEADER_ANON } from '@/lib/identityNames';
import { captureSchema } from '@/server/graphql/capture/schema';
import { itemSchema } from '@/server/graphql/item/schema';
import { createServiceYoga, type ServiceYoga } from '@/server/graphql/createServiceYoga';
import { inProcessServerContext } from '@/server/graphql/inProcessTransport';
import { testDbKinds, useTestDb } from '@/tests/support/testDb';
import { gql, type GqlRequest, type GqlResponse } from '@/tests/support/serviceFetch';
import { ops } from '../capture/captureHarness';
import { anonIdIn, seedForRecommendations } from '../recommendation/recommendationHarness';
import { insertUser } from './authFixtures';

// Issue 26: a plain x-rm-anony-id header is anyone's to type. Over HTTP it must not make a requester
// the visitor it names: not for that visitor's recommendations, not for claiming their page views,
// not for capture records under their id. Only SSR's in-process transport names the id by header.
const secret = 'anon-header-trust-secret-'.padEnd(48, 'h');
const identity = { secret, secure: false };

function serviceYoga(db: Db, name: 'item' | 'capture'): ServiceYoga {
  return createServiceYoga({
    name,
    schema: name === 'item' ? itemSchema : captureSchema,
    getDb: async () => db,
    graphqlEndpoint: `/${name}/v1/graphql`,
    // The real resolver under a known secret; the service says which transport the request came by.
    resolveIdentity: (database, headers, transport) => resolveRequestIdentity(database, headers, identity, transport),
    production: false,
  });
}

/** The same operation as SSR sends it: yoga.fetch with the in-process transport's mark. */
async function inProcess<T>(yoga: ServiceYoga, request: GqlRequest): Promise<GqlResponse<T>['body']> {
  const response = await yoga.fetch(
    `http://internal${yoga.graphqlEndpoint}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...request.headers },
      body: JSON.stringify({ query: request.query, variables: request.variables }),
    },
    inProcessServerContext()
  );
  return (await response.json()) as GqlResponse<T>['body'];
}

const RECOMMENDATION = `query pb_categoryRecommendation($category: String!, $size: Int) {
  categoryRecommendation(category: $category, size: $size) { isPersonalized recommendationItemList { itemId modelId } }
}`;
type Recommendation = {
  categoryRecommendation: {
    isPersonalized: boolean;
    recommendationItemList: { itemId: number; modelId: number | null }[];
  };
};

const aidCookie = (anonId: string) => `${COOKIE_ANON}=${seal(anonId, secret)}`;
const naming = (anonId: string) => ({ [HEADER_ANON]: anonId });

describe.each(testDbKinds())('the plain anonymous-id header over HTTP on %s', (kind) => {
  const db = useTestDb(kind);
  // Both in the personalised arm of the recommender experiment; only the victim has browsed.
  const victim = anonIdIn('B', `${kind}t1`);
  const stranger = anonIdIn('B', `${kind}t2`);
  let browsedModel: number;

  beforeAll(async () => {
    await seedForRecommendations(db());
    const [model] = await queryRows<{ id: number }>(
      db(),
      sql`
      SELECT m.id FROM models m JOIN categories c ON c.id = m.category_id AND c.key = 'road'
      JOIN items i ON i.model_id = m.id AND i.status = 'AVAILABLE' GROUP BY m.id ORDER BY m.id LIMIT 1`
    );
    browsedModel = model.id;
    await db()
      .insert(captureVisitPages)
      .values(
        [0, 1].map(() => ({
          anonyId: victim,
          modelId: browsedModel,
          url: `/models/${browsedModel}`,
          pageName: 'model_detail',
        }))
      );
  });

  const recommend = async (headers: Record<string, string>) =>
    (
      await gql<Recommendation>(serviceYoga(db(), 'item'), {
        query: RECOMMENDATION,
        variables: { category: 'road', size: 5 },
        headers,
      })
    ).body?.data?.categoryRecommendation;

  it('does not show the visitor’s recommendations to whoever names their id', async () => {
    // The visitor themselves, with their own sealed cookie: rankings built from their browsing.
    expect((await recommend({ cookie: aidCookie(victim) }))?.isPersonalized).toBe(true);

    for (const headers of [naming(victim), { ...naming(victim), cookie: aidCookie(stranger) }]) {
      const answer = await recommend(headers);
      expect(answer?.isPersonalized).toBe(false);
      expect(answer?.recommendationItemList.length).toBeGreaterThan(0);
    }
  });

  it('does not let a member claim the visitor’s page views by naming their id', async () => {
    const member = await createSession(db(), await insertUser(db()), null, new Date());
    const cookie = `${COOKIE_SESSION}=${seal(member.sessionToken, secret)}; ${aidCookie(stranger)}`;
    const { body } = await gql(serviceYoga(db(), 'capture'), {
      query: ops.claimVisits,
      variables: { anonyId: victim },
      headers: { cookie, ...naming(victim) },
    });
    expect(body?.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const rows = await db()
      .select({ userId: captureVisitPages.userId })
      .from(captureVisitPages)
      .where(eq(captureVisitPages.anonyId, victim));
    expect(rows.map((row) => row.userId)).toEqual([null, null]);
  });

  it('refuses capture commands that name the visitor’s id and writes nothing under it', async () => {
    const commands = [
      { query: ops.visitPage, variables: { command: { url: '/', pageName: 'home', anonyId: victim } } },
      {
        query: ops.event,
        variables: { command: { anonyId: victim, action: 'search_keyword', value1: '남의 아이디' } },
      },
      {
        query: ops.interaction,
        variables: { command: { anonyId: victim, modelId: browsedModel, eventType: 'view', eventValue: 1 } },
      },
    ];
    for (const headers of [naming(victim), { ...naming(victim), cookie: aidCookie(stranger) }]) {
      for (const command of commands) {
        const { body } = await gql(serviceYoga(db(), 'capture'), { ...command, headers });
        expect({ query: command.query, code: body?.errors?.[0]?.extensions?.code }).toEqual({
          query: command.query,
          code: 'FORBIDDEN',
        });
      }
    }
    const visits = await db().select().from(captureVisitPages).where(eq(captureVisitPages.anonyId, victim));
    expect(visits).toHaveLength(2);
    expect(await db().select().from(captureEvents).where(eq(captureEvents.anonyId, victim))).toEqual([]);
    expect(await db().select().from(interactionEvents).where(eq(interactionEvents.anonyId, victim))).toEqual([]);
  });

  it('still takes the id from SSR’s in-process transport, which read it from the visitor’s own cookie', async () => {
    const answer = await inProcess<Recommendation>(serviceYoga(db(), 'item'), {
      query: RECOMMENDATION,
      variables: { category: 'road', size: 5 },
      headers: naming(victim),
    });
    expect(answer?.data?.categoryRecommendation.isPersonalized).toBe(true);

    const written = await inProcess<{ createCaptureEvent: string }>(serviceYoga(db(), 'capture'), {
      query: ops.event,
      variables: { command: { anonyId: victim, action: 'item_detail_view' } },
      headers: naming(victim),
    });
    expect(written?.errors).toBeUndefined();
    const [row] = await db()
      .select()
      .from(captureEvents)
      .where(eq(captureEvents.id, Number(written!.data!.createCaptureEvent)));
    expect(row.anonyId).toBe(victim);
  });
});
