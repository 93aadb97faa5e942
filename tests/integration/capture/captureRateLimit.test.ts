import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createSharedLimiter } from '@/server/security/sharedRateLimit';
import { rateStoreOf } from '@/tests/support/rateStores';
import { captureEvents } from '@/server/db/schema/capture';
import { testDbKinds, useTestDb } from '@/tests/support/testDb';
import { gql } from '@/tests/support/serviceFetch';
import { asVisitor, captureYogaFor, gqlFrom, ops } from './captureHarness';

// Issue 14: capture has a per-address limit that a real phone never reaches (120 commands a minute),
// answered RATE_LIMITED with Retry-After. Aliased commands count one each. Issue 28: the count lives in
// the store every instance shares (PostgreSQL here; memory on the embedded database).
process.env.SESSION_SECRET ??= 'capture-rate-limit-secret-'.padEnd(48, 'z');

const aliased = (count: number, anonyId: string) =>
  `mutation pb_createCaptureEvent { ${Array.from({ length: count }, (_, i) => `e${i}: createCaptureEvent(command: { anonyId: "${anonyId}", action: "scroll" })`).join(' ')} }`;

describe.each(testDbKinds())('capture rate limit on %s', (kind) => {
  const db = useTestDb(kind);
  const address = '203.0.113.7';
  const neighbour = '198.51.100.7';

  const written = async (anonyId: string) =>
    (await db().select().from(captureEvents).where(eq(captureEvents.anonyId, anonyId))).length;

  beforeEach(() => {
    // Only the clock is faked: the limit reads Date.now(), everything else runs for real.
    jest.useFakeTimers({
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
  });
  afterEach(() => jest.useRealTimers());

  it('lets a phone’s pace through and answers a flood from one address with RATE_LIMITED and Retry-After', async () => {
    const yoga = captureYogaFor(db());
    const limiter = createSharedLimiter(
      `capture:${randomUUID()}`,
      { burst: 120, windowSeconds: 60 },
      rateStoreOf(kind, db())
    );
    let at = 1_800_000_000_000;
    jest.setSystemTime(at);
    const send = (anonyId: string, commands: number, from: string) =>
      gqlFrom(yoga, { query: aliased(commands, anonyId), headers: asVisitor(anonyId) }, from, limiter);
    const isLimited = (answer: Awaited<ReturnType<typeof send>>) =>
      answer.body?.errors?.some((e) => e.extensions?.code === 'RATE_LIMITED') ?? false;

    // A busy phone: three commands a screen, a screen every two seconds, 60 screens (180 commands,
    // more than one window's 120): 90 a minute stays within it.
    const phone = `rl-phone-${kind}`;
    const paced = [];
    for (let screen = 0; screen < 60; screen += 1) {
      paced.push(await send(phone, 3, neighbour));
      at += 2_000;
      jest.setSystemTime(at);
    }
    expect(paced.filter(isLimited)).toHaveLength(0);
    expect(await written(phone)).toBe(180);

    // A script from one address, all at one instant: 120 commands in four requests pass, the 121st is refused.
    const flooder = `rl-flood-${kind}`;
    const burst = [];
    for (let i = 0; i < 4; i += 1) burst.push(await send(flooder, 30, address));
    expect(burst.map((answer) => answer.body?.errors)).toEqual([undefined, undefined, undefined, undefined]);
    jest.setSystemTime(at + 15_000);
    const refused = await send(flooder, 1, address);
    expect(refused.status).toBe(429);
    // The minute that began with the flood's first command has 45 s left.
    expect(refused.headers.get('retry-after')).toBe('45');
    expect(refused.body?.errors?.[0]).toMatchObject({
      extensions: { code: 'RATE_LIMITED' },
      message: expect.stringMatching(/요청이 너무 많아요/),
    });

    // The next minute lets commands through again.
    jest.setSystemTime(at + 60_000);
    expect(isLimited(await send(flooder, 1, address))).toBe(false);
    expect(await written(flooder)).toBe(121);

    // Another address and in-process callers (SSR's yoga.fetch, no socket) are not held back.
    jest.setSystemTime(at + 15_000);
    expect(
      (
        await gqlFrom(
          yoga,
          { query: ops.event, variables: { command: { anonyId: phone, action: 'view' } }, headers: asVisitor(phone) },
          neighbour,
          limiter
        )
      ).body?.errors
    ).toBeUndefined();
    expect(
      (
        await gql(yoga, {
          query: ops.event,
          variables: { command: { anonyId: flooder, action: 'view' } },
          headers: asVisitor(flooder),
        })
      ).body?.errors
    ).toBeUndefined();
  });
});
