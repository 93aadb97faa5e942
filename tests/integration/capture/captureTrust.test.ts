import { Socket } from 'node:net';
import { IncomingMessage, ServerResponse } from 'node:http';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { queryRows } from '@/server/db/rows';
import {
  captureEvents,
  captureNaverEpVisits,
  captureSurveys,
  captureVisitPages,
  interactionEvents,
} from '@/server/db/schema/capture';
import { resolvePageIdentity } from '@/server/auth/pageIdentity';
import type { ServiceYoga } from '@/server/graphql/createServiceYoga';
import { testDbKinds, useTestDb } from '@/tests/support/testDb';
import { gql } from '@/tests/support/serviceFetch';
import { call, itemYogaAs } from '../search/searchHarness';
import { asVisitor, captureYogaFor, captureYogaWithRealIdentity, ops, rowCount } from './captureHarness';

// Issue 14: the anonymous id in a capture command is the requester's own (its sealed cookie), or the
// command is FORBIDDEN and nothing is written. So one requester is one visitor in 인기 검색어, and a
// member can claim only this device's visits.
const secret = 'capture-trust-secret-'.padEnd(48, 'z');
const viewer = { userId: 601, businessId: null, sessionId: 9101 };
const OWN = 'trust-own-0001';
const OTHER = 'trust-victim-01';

const captureYoga = (db: Db): ServiceYoga => captureYogaWithRealIdentity(db, secret);

/** Every capture command, each naming anonyId. */
const commandsFor = (anonyId: string) => [
  { query: ops.visitPage, variables: { command: { url: '/', pageName: 'home', anonyId } } },
  { query: ops.event, variables: { command: { anonyId, action: 'search_keyword', value1: '다혼 K3' } } },
  { query: ops.naverEp, variables: { command: { anonyId, referrer: 'https://shopping.naver.com/' } } },
  { query: ops.interaction, variables: { command: { anonyId, modelId: 3, eventType: 'view', eventValue: 1 } } },
  { query: ops.survey, variables: { command: { anonyId, surveyName: 'nps', value: '9' } } },
  { query: ops.existSurvey, variables: { surveyName: 'nps', anonyId } },
];

const tables = [captureVisitPages, captureEvents, captureNaverEpVisits, interactionEvents, captureSurveys];

const searchAliases = (ids: readonly string[], phrase: string) =>
  `mutation pb_createCaptureEvent { ${ids
    .map(
      (id, i) =>
        `e${i}: createCaptureEvent(command: { anonyId: "${id}", action: "search_keyword", value1: "${phrase}" })`
    )
    .join(' ')} }`;

describe.each(testDbKinds())('capture trusts only the requester’s own anonymous id on %s', (kind) => {
  const db = useTestDb(kind);
  const counts = () => Promise.all(tables.map((table) => rowCount(db(), table)));

  it('refuses every command that names another visitor’s id with FORBIDDEN and writes nothing', async () => {
    const before = await counts();
    for (const request of commandsFor(OTHER)) {
      const { body } = await gql(captureYoga(db()), { ...request, headers: asVisitor(OWN, secret) });
      const error = body?.errors?.[0];
      expect({ query: request.query, code: error?.extensions?.code }).toEqual({
        query: request.query,
        code: 'FORBIDDEN',
      });
      expect(error?.message).toMatch(/[가-힣]/);
      expect(body?.data ?? null).toBeNull();
    }
    expect(await counts()).toEqual(before);
  });

  it('accepts the requester’s own id, and uses it when the command leaves it out', async () => {
    for (const request of [...commandsFor(OWN)]) {
      const { body } = await gql(captureYoga(db()), { ...request, headers: asVisitor(OWN, secret) });
      expect({ query: request.query, errors: body?.errors }).toEqual({ query: request.query, errors: undefined });
    }
    const { body } = await gql<{ createCaptureEvent: string }>(captureYoga(db()), {
      query: ops.event,
      variables: { command: { action: 'view' } },
      headers: asVisitor(OWN, secret),
    });
    const [row] = await db()
      .select()
      .from(captureEvents)
      .where(eq(captureEvents.id, Number(body!.data!.createCaptureEvent)));
    expect(row.anonyId).toBe(OWN);
  });

  it('lets a first page’s browser calls through: the page mints the id, the cookie proves it', async () => {
    // What prepareShell does on a first visit (no cookie): mint the id, set the sealed cookie on the page.
    const req = new IncomingMessage(new Socket());
    const res = new ServerResponse(req);
    const identity = await resolvePageIdentity(db(), req, res, { secret, secure: false });
    const shellAnonId = identity.anonId!;
    const cookie = ((res.getHeader('set-cookie') as string[]) ?? []).map((c) => c.split(';')[0]).join('; ');
    expect(cookie).not.toBe('');

    // The browser sends the cookie by itself (credentials: 'include') and the page's shell.anonId in the body.
    const browser = { cookie };
    const ok = await gql<{ createCaptureEvent: string }>(captureYoga(db()), {
      query: ops.event,
      variables: { command: { anonyId: shellAnonId, action: 'item_detail_view' } },
      headers: browser,
    });
    expect(ok.body?.errors).toBeUndefined();
    const [row] = await db()
      .select()
      .from(captureEvents)
      .where(eq(captureEvents.id, Number(ok.body!.data!.createCaptureEvent)));
    expect(row.anonyId).toBe(shellAnonId);

    const forged = await gql(captureYoga(db()), {
      query: ops.event,
      variables: { command: { anonyId: OTHER, action: 'view' } },
      headers: browser,
    });
    expect(forged.body?.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('counts 30 aliased searches with 30 ids from one requester as at most one visitor in 인기 검색어', async () => {
    const planted = '가짜 인기 검색어';
    const ids = [OWN, ...Array.from({ length: 29 }, (_, i) => `planted-id-${String(i).padStart(3, '0')}`)];
    const flood = await gql(captureYoga(db()), { query: searchAliases(ids, planted), headers: asVisitor(OWN, secret) });
    // Root mutation fields are non-null: the first refusal ends the request (graphql-js runs them serially).
    const codes = flood.body?.errors?.map((e) => e.extensions?.code) ?? [];
    expect(codes.length).toBeGreaterThan(0);
    expect(new Set(codes)).toEqual(new Set(['FORBIDDEN']));
    const [{ n }] = await queryRows<{ n: number }>(
      db(),
      sql`
      SELECT count(DISTINCT anony_id)::int AS n FROM capture_events WHERE value1 = ${planted}`
    );
    expect(n).toBeLessThanOrEqual(1);

    // One visitor repeating a spelling 30 times has one vote on the form shown, as on the count.
    // Visitors holding the server's sealed cookie: only verified ids vote (popularKeywordsVerified.test.ts).
    await gql(captureYoga(db()), {
      query: searchAliases(Array(30).fill('trust-repeat-01'), '다혼 k3'),
      headers: asVisitor('trust-repeat-01', secret),
    });
    for (const id of ['trust-real-0001', 'trust-real-0002']) {
      const { body } = await gql(captureYoga(db()), {
        query: searchAliases([id], '다혼 K3'),
        headers: asVisitor(id, secret),
      });
      expect(body?.errors).toBeUndefined();
    }

    const answer = await call<{ popularKeywords: { keyword: string; count: number }[] }>(
      itemYogaAs(db(), null),
      'query pb_popularKeywords { popularKeywords { rank keyword count } }',
      'pb_popularKeywords'
    );
    const list = answer.data!.popularKeywords;
    expect(list.map((p) => p.keyword)).not.toContain(planted);
    // OWN searched '다혼 K3' in an earlier test too, with its own sealed cookie: it votes as well.
    expect(list[0]).toMatchObject({ keyword: '다혼 K3', count: 4 });
  });

  describe('us_updateCaptureVisitPage', () => {
    const visitsOf = (anonyId: string) =>
      db().select().from(captureVisitPages).where(eq(captureVisitPages.anonyId, anonyId));

    it('refuses to claim someone else’s visits and leaves them unclaimed', async () => {
      await gql(captureYoga(db()), {
        query: ops.visitPage,
        variables: { command: { url: '/a', pageName: 'a', anonyId: 'trust-claim-v1' } },
        headers: asVisitor('trust-claim-v1', secret),
      });
      const member = captureYogaFor(db(), { viewer, anonId: 'trust-claim-m1' });
      const { body } = await gql(member, { query: ops.claimVisits, variables: { anonyId: 'trust-claim-v1' } });
      expect(body?.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await visitsOf('trust-claim-v1')).map((row) => row.userId)).toEqual([null]);

      // Signed in by header with no anonymous id at all: nothing proves the claim either.
      const bare = captureYogaFor(db(), { viewer });
      expect(
        (await gql(bare, { query: ops.claimVisits, variables: { anonyId: 'trust-claim-v1' } })).body?.errors?.[0]
          ?.extensions?.code
      ).toBe('FORBIDDEN');
      expect((await visitsOf('trust-claim-v1')).map((row) => row.userId)).toEqual([null]);
    });

    it('claims this device’s own visits, named or left out', async () => {
      await gql(captureYoga(db()), {
        query: ops.visitPage,
        variables: { command: { url: '/b', pageName: 'b' } },
        headers: asVisitor('trust-claim-m2', secret),
      });
      const member = captureYogaFor(db(), { viewer, anonId: 'trust-claim-m2' });
      const claim = 'mutation us_updateCaptureVisitPage { updateCaptureVisitPage }';
      const { body } = await gql<{ updateCaptureVisitPage: string }>(member, { query: claim });
      expect(body?.errors).toBeUndefined();
      expect(body?.data?.updateCaptureVisitPage).toBe('1');
      expect((await visitsOf('trust-claim-m2')).map((row) => row.userId)).toEqual([viewer.userId]);
    });
  });
});
