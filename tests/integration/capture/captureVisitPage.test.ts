import { eq } from 'drizzle-orm';
import { captureVisitPages } from '@/server/db/schema/capture';
import { testDbKinds, useTestDb } from '@/tests/support/testDb';
import { gql } from '@/tests/support/serviceFetch';
import { asVisitor, captureYogaFor, expectServerTime, longUrl, ops, rowCount } from './captureHarness';

// PGlite's first open takes seconds, more on a busy 2-core machine; the jest default of 5 s is too short.
const viewer = { userId: 501, businessId: null, sessionId: 9001 };

// pb_createCaptureVisitPage (the page-view record) and us_updateCaptureVisitPage (a member claims
// the visits made anonymously).
describe.each(testDbKinds())('capture visit pages on %s', (kind) => {
  const db = useTestDb(kind);
  const savedHost = process.env.PRODUCTION_HOST;

  beforeAll(() => {
    process.env.PRODUCTION_HOST = 'www.ridemarket.kr';
  });
  afterAll(() => {
    if (savedHost === undefined) delete process.env.PRODUCTION_HOST;
    else process.env.PRODUCTION_HOST = savedHost;
  });

  // The request proves the anonymous id the command names with its sealed aid cookie, as a browser does.
  async function visit(
    command: Record<string, unknown>,
    options: Parameters<typeof captureYogaFor>[1] = {},
    headers: Record<string, string> = {}
  ) {
    const yoga = captureYogaFor(db(), options);
    const own = typeof command.anonyId === 'string' && command.anonyId ? asVisitor(command.anonyId) : {};
    return gql<{ createCaptureVisitPage: string }>(yoga, {
      query: ops.visitPage,
      variables: { command },
      headers: { ...own, ...headers },
    });
  }

  async function rowOf(id: string) {
    const [row] = await db()
      .select()
      .from(captureVisitPages)
      .where(eq(captureVisitPages.id, Number(id)));
    return row;
  }

  it('stores a page view with every field and server time, and answers its id', async () => {
    const command = {
      itemId: 12,
      modelId: 34,
      url: '/services/12',
      pageName: 'item_detail',
      prevUrl: '/search',
      anonyId: 'anon-v-1',
    };
    const { status, body } = await visit(command);
    expect(status).toBe(200);
    expect(body?.errors).toBeUndefined();
    const row = await rowOf(body!.data!.createCaptureVisitPage);
    expect(row).toMatchObject({ ...command, userId: null, isConversion: false });
    expectServerTime(row.createdAt);
  });

  it('falls back to the request anonymous id and records the signed-in member', async () => {
    const { body } = await visit({ url: '/', pageName: 'home' }, { anonId: 'anon-from-cookie', viewer });
    const row = await rowOf(body!.data!.createCaptureVisitPage);
    expect(row).toMatchObject({ anonyId: 'anon-from-cookie', userId: 501, itemId: null, modelId: null, prevUrl: null });
  });

  it('counts a conversion only for a conversion page on the production host', async () => {
    const onProduction = { host: 'www.ridemarket.kr' };
    const cases: [string, Record<string, string> | undefined, boolean][] = [
      ['/order/complete/991', onProduction, true],
      ['https://www.ridemarket.kr/pay/card/result?orderId=5', onProduction, true],
      ['/order/complete/991', { host: 'stage.ridemarket.kr' }, false],
      // Without TRUST_PROXY, X-Forwarded-Host is anyone's header: it cannot make a conversion.
      ['/order/complete/991', { 'x-forwarded-host': 'www.ridemarket.kr' }, false],
      ['/order/complete/991', undefined, false],
      ['/services/12', onProduction, false],
      ['/order/complete', onProduction, false],
    ];
    for (const [url, headers, expected] of cases) {
      const { body } = await visit({ url, pageName: 'p', anonyId: 'anon-conv' }, {}, headers);
      expect({ url, headers, isConversion: (await rowOf(body!.data!.createCaptureVisitPage)).isConversion }).toEqual({
        url,
        headers,
        isConversion: expected,
      });
    }
  });

  it('rejects a URL over 2,048 characters, an empty anonyId, a missing pageName and wrong types', async () => {
    const before = await rowCount(db(), captureVisitPages);
    const bad = [
      { url: longUrl, pageName: 'home' },
      { url: '/', pageName: 'home', prevUrl: longUrl },
      { url: '/', pageName: 'home', anonyId: '' },
      { url: '/', pageName: '' },
      { url: '/' },
      { url: '/', pageName: 'home', itemId: 'twelve' },
      { url: '/', pageName: 'home', modelId: -1 },
    ];
    for (const command of bad) {
      const { body } = await visit(command);
      expect({ command, code: body?.errors?.[0]?.extensions?.code }).toEqual({ command, code: 'INVALID_INPUT' });
    }
    expect(await rowCount(db(), captureVisitPages)).toBe(before);
  });

  describe('us_updateCaptureVisitPage', () => {
    it('is UNAUTHENTICATED without a session and claims nothing', async () => {
      await visit({ url: '/', pageName: 'home', anonyId: 'anon-claim-0' });
      const { body } = await gql(captureYogaFor(db()), {
        query: ops.claimVisits,
        variables: { anonyId: 'anon-claim-0' },
      });
      expect(body?.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect(body?.errors?.[0]?.message).toBe('로그인이 필요해요.');
      const rows = await db().select().from(captureVisitPages).where(eq(captureVisitPages.anonyId, 'anon-claim-0'));
      expect(rows.every((row) => row.userId === null)).toBe(true);
    });

    it('claims only the unclaimed visits of that anonymous id and answers the count', async () => {
      await visit({ url: '/', pageName: 'home', anonyId: 'anon-claim-1' });
      await visit({ url: '/search', pageName: 'search', anonyId: 'anon-claim-1' });
      await visit(
        { url: '/bikes/commerce', pageName: 'commerce', anonyId: 'anon-claim-1' },
        { viewer: { ...viewer, userId: 777 }, anonId: 'anon-claim-1' }
      );
      await visit({ url: '/', pageName: 'home', anonyId: 'anon-claim-other' });

      const member = captureYogaFor(db(), { viewer, anonId: 'anon-claim-1' });
      const first = await gql<{ updateCaptureVisitPage: string }>(member, {
        query: ops.claimVisits,
        variables: { anonyId: 'anon-claim-1' },
      });
      expect(first.body?.errors).toBeUndefined();
      expect(first.body?.data?.updateCaptureVisitPage).toBe('2');

      const rows = await db().select().from(captureVisitPages).where(eq(captureVisitPages.anonyId, 'anon-claim-1'));
      expect(rows.map((row) => row.userId).sort()).toEqual([501, 501, 777]);
      const [other] = await db()
        .select()
        .from(captureVisitPages)
        .where(eq(captureVisitPages.anonyId, 'anon-claim-other'));
      expect(other.userId).toBeNull();

      const again = await gql<{ updateCaptureVisitPage: string }>(member, {
        query: ops.claimVisits,
        variables: { anonyId: 'anon-claim-1' },
      });
      expect(again.body?.data?.updateCaptureVisitPage).toBe('0');
    });

    it('rejects an empty anonyId as INVALID_INPUT', async () => {
      const { body } = await gql(captureYogaFor(db(), { viewer, anonId: 'anon-claim-2' }), {
        query: ops.claimVisits,
        variables: { anonyId: '' },
      });
      expect(body?.errors?.[0]?.extensions?.code).toBe('INVALID_INPUT');
    });
  });
});
