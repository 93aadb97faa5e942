import { eq } from 'drizzle-orm';
import { captureEvents, captureNaverEpVisits, interactionEvents } from '@/server/db/schema/capture';
import { testDbKinds, useTestDb } from '@/tests/support/testDb';
import { gql } from '@/tests/support/serviceFetch';
import type { ServiceYoga } from '@/server/graphql/createServiceYoga';
import { asVisitor, captureYogaFor, expectServerTime, longName, longUrl, ops, rowCount } from './captureHarness';

// PGlite's first open takes seconds, more on a busy 2-core machine; the jest default of 5 s is too short.
// pb_createCaptureEvent, pb_createCaptureNaverEpVisit and pb_createInteractionEvent: good input is
// stored with server time and answered with its id; bad input is INVALID_INPUT and writes nothing.
// Each request proves the anonymous id its command names (its sealed aid cookie); captureTrust.test.ts
// covers commands that name someone else's.
describe.each(testDbKinds())('capture events on %s', (kind) => {
  const db = useTestDb(kind);
  let yoga: ServiceYoga;
  beforeAll(() => {
    yoga = captureYogaFor(db());
  });

  async function expectRejected(
    query: string,
    command: Record<string, unknown>,
    table: Parameters<typeof rowCount>[1],
    field?: string
  ) {
    const before = await rowCount(db(), table);
    const anonyId = typeof command.anonyId === 'string' && command.anonyId.trim() ? command.anonyId : 'anon-rejected';
    const { body } = await gql(yoga, { query, variables: { command }, headers: asVisitor(anonyId) });
    expect(body?.data?.[Object.keys(body?.data ?? {})[0]] ?? null).toBeNull();
    const error = body?.errors?.[0];
    expect(error?.extensions?.code).toBe('INVALID_INPUT');
    expect(error?.message).toMatch(/[가-힣]/);
    if (field) expect(Object.keys((error?.extensions?.details ?? {}) as object)).toContain(field);
    expect(await rowCount(db(), table)).toBe(before);
  }

  describe('pb_createCaptureEvent', () => {
    const good = {
      anonyId: 'anon-event-1',
      action: 'click_rental_button',
      value1: '1234',
      url: 'https://www.ridemarket.kr/services/1234',
      externalVisitReferrer: {
        referrer: 'https://search.naver.com/',
        referrerHost: 'search.naver.com',
        url: null,
        info: null,
      },
      internalVisitReferrer: { referrer: '/', referrerHost: null, url: '/services/1234', info: { itemId: 1234 } },
    };

    it('stores the event with both referrers and server time, and answers its id', async () => {
      const { status, body } = await gql<{ createCaptureEvent: string }>(yoga, {
        query: ops.event,
        variables: { command: good },
        headers: asVisitor(good.anonyId),
      });
      expect(status).toBe(200);
      expect(body?.errors).toBeUndefined();
      const id = body!.data!.createCaptureEvent;
      expect(id).toMatch(/^\d+$/);
      const [row] = await db()
        .select()
        .from(captureEvents)
        .where(eq(captureEvents.id, Number(id)));
      expect(row).toMatchObject({
        anonyId: 'anon-event-1',
        action: 'click_rental_button',
        value1: '1234',
        url: good.url,
      });
      expect(row.externalVisitReferrer).toEqual({
        referrer: 'https://search.naver.com/',
        referrerHost: 'search.naver.com',
        url: null,
        info: null,
      });
      expect(row.internalVisitReferrer).toEqual({
        referrer: '/',
        referrerHost: null,
        url: '/services/1234',
        info: { itemId: 1234 },
      });
      expectServerTime(row.createdAt);
    });

    it('accepts the nullable fields left out', async () => {
      const { body } = await gql(yoga, {
        query: ops.event,
        variables: { command: { anonyId: 'anon-event-2', action: 'view' } },
        headers: asVisitor('anon-event-2'),
      });
      expect(body?.errors).toBeUndefined();
      const [row] = await db().select().from(captureEvents).where(eq(captureEvents.anonyId, 'anon-event-2'));
      expect(row).toMatchObject({ value1: null, url: null, externalVisitReferrer: null, internalVisitReferrer: null });
    });

    it('rejects an empty anonyId, an action over 40 characters and a URL over 2,048', async () => {
      await expectRejected(ops.event, { ...good, anonyId: '' }, captureEvents, 'anonyId');
      await expectRejected(ops.event, { ...good, anonyId: '   ' }, captureEvents, 'anonyId');
      await expectRejected(ops.event, { ...good, action: longName }, captureEvents, 'action');
      await expectRejected(ops.event, { ...good, url: longUrl }, captureEvents, 'url');
    });

    it('rejects wrong types and unknown fields', async () => {
      await expectRejected(ops.event, { ...good, action: 42 }, captureEvents);
      await expectRejected(ops.event, { ...good, internalVisitReferrer: { info: { itemId: 'x' } } }, captureEvents);
      await expectRejected(ops.event, { ...good, createdAt: '2020-01-01T00:00:00Z' }, captureEvents);
    });
  });

  describe('pb_createCaptureNaverEpVisit', () => {
    it('stores the portal visit and answers its id', async () => {
      const command = { anonyId: 'anon-ep-1', itemId: 77, referrer: 'https://shopping.naver.com/' };
      const { body } = await gql<{ createCaptureNaverEpVisit: string }>(yoga, {
        query: ops.naverEp,
        variables: { command },
        headers: asVisitor(command.anonyId),
      });
      expect(body?.errors).toBeUndefined();
      const id = Number(body!.data!.createCaptureNaverEpVisit);
      const [row] = await db().select().from(captureNaverEpVisits).where(eq(captureNaverEpVisits.id, id));
      expect(row).toMatchObject(command);
      expectServerTime(row.createdAt);
    });

    it('rejects an empty anonyId, a missing referrer and a negative itemId', async () => {
      await expectRejected(
        ops.naverEp,
        { anonyId: '', referrer: 'https://shopping.naver.com/' },
        captureNaverEpVisits,
        'anonyId'
      );
      await expectRejected(ops.naverEp, { anonyId: 'anon-ep-2' }, captureNaverEpVisits);
      await expectRejected(
        ops.naverEp,
        { anonyId: 'anon-ep-2', referrer: 'x', itemId: -3 },
        captureNaverEpVisits,
        'itemId'
      );
      await expectRejected(ops.naverEp, { anonyId: 'anon-ep-2', referrer: longUrl }, captureNaverEpVisits, 'referrer');
    });
  });

  describe('pb_createInteractionEvent', () => {
    const good = { anonyId: 'anon-int-1', modelId: 301, eventType: 'detail_view_seconds', eventValue: 12.5 };

    it('stores the interaction with its float value and answers its id', async () => {
      const { body } = await gql<{ createInteractionEvent: string }>(yoga, {
        query: ops.interaction,
        variables: { command: good },
        headers: asVisitor(good.anonyId),
      });
      expect(body?.errors).toBeUndefined();
      const id = Number(body!.data!.createInteractionEvent);
      const [row] = await db().select().from(interactionEvents).where(eq(interactionEvents.id, id));
      expect(row).toMatchObject(good);
      expectServerTime(row.createdAt);
    });

    it('accepts zero as an event value', async () => {
      const { body } = await gql(yoga, {
        query: ops.interaction,
        variables: { command: { ...good, eventValue: 0 } },
        headers: asVisitor(good.anonyId),
      });
      expect(body?.errors).toBeUndefined();
    });

    it('rejects a negative eventValue, an empty anonyId and an eventType over 40 characters', async () => {
      await expectRejected(ops.interaction, { ...good, eventValue: -0.5 }, interactionEvents, 'eventValue');
      await expectRejected(ops.interaction, { ...good, anonyId: '' }, interactionEvents, 'anonyId');
      await expectRejected(ops.interaction, { ...good, eventType: longName }, interactionEvents, 'eventType');
    });

    it('rejects wrong types: a string modelId, a non-integer modelId, a string eventValue, a missing field', async () => {
      await expectRejected(ops.interaction, { ...good, modelId: 'abc' }, interactionEvents, 'modelId');
      await expectRejected(ops.interaction, { ...good, modelId: 1.5 }, interactionEvents, 'modelId');
      await expectRejected(ops.interaction, { ...good, eventValue: 'much' }, interactionEvents, 'eventValue');
      await expectRejected(
        ops.interaction,
        { anonyId: good.anonyId, modelId: 301, eventType: 'view' },
        interactionEvents
      );
    });
  });
});
