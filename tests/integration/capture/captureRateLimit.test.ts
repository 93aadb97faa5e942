import { eq } from 'drizzle-orm';
import { captureEvents } from '@/server/db/schema/capture';
import { testDbKinds, useTestDb } from '@/tests/support/testDb';
import { gql } from '@/tests/support/serviceFetch';
import { asVisitor, captureYogaFor, gqlFrom, ops } from './captureHarness';

// Issue 14: capture has a per-address limit that a real phone never reaches (120 commands, then 2 a
// second), answered RATE_LIMITED with Retry-After. Aliased commands count one each.
process.env.SESSION_SECRET ??= 'capture-rate-limit-secret-'.padEnd(48, 'z');

const aliased = (count: number, anonyId: string) =>
  `mutation pb_createCaptureEvent { ${Array.from({ length: count }, (_, i) => `e${i}: createCaptureEvent(command: { anonyId: "${anonyId}", action: "scroll" })`).join(' ')} }`;

describe.each(testDbKinds())('capture rate limit on %s', (kind) => {
  const db = useTestDb(kind);
  // The buckets live in this test file's process for both database kinds: one address per kind.
  const address = kind === 'pglite' ? '203.0.113.7' : '203.0.113.8';
  const neighbour = kind === 'pglite' ? '198.51.100.7' : '198.51.100.8';

  const written = async (anonyId: string) => (await db().select().from(captureEvents).where(eq(captureEvents.anonyId, anonyId))).length;

  it('lets a phone’s pace through and answers a flood from one address with RATE_LIMITED and Retry-After', async () => {
    const yoga = captureYogaFor(db());
    // The limit's clock stands still unless the test moves it.
    let at = 1_800_000_000_000;
    const clock = () => at;
    const send = (anonyId: string, commands: number, from: string) =>
      gqlFrom(yoga, { query: aliased(commands, anonyId), headers: asVisitor(anonyId) }, from, clock);
    const isLimited = (answer: Awaited<ReturnType<typeof send>>) => answer.body?.errors?.some((e) => e.extensions?.code === 'RATE_LIMITED') ?? false;

    // A busy phone: three commands a screen, a screen every two seconds, 60 screens (180 commands,
    // more than the burst): the bucket refills faster than a person reads.
    const phone = `rl-phone-${kind}`;
    const paced = [];
    for (let screen = 0; screen < 60; screen += 1) {
      paced.push(await send(phone, 3, neighbour));
      at += 2_000;
    }
    expect(paced.filter(isLimited)).toHaveLength(0);
    expect(await written(phone)).toBe(180);

    // A script from one address, all at one instant: 120 commands in four requests pass, the 121st is refused.
    const flooder = `rl-flood-${kind}`;
    const burst = [];
    for (let i = 0; i < 4; i += 1) burst.push(await send(flooder, 30, address));
    expect(burst.map((answer) => answer.body?.errors)).toEqual([undefined, undefined, undefined, undefined]);
    const refused = await send(flooder, 1, address);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(refused.body?.errors?.[0]).toMatchObject({ extensions: { code: 'RATE_LIMITED' }, message: expect.stringMatching(/요청이 너무 많아요/) });

    // Then 2 a second: half a second later one more command passes, and only one.
    at += 500;
    expect(isLimited(await send(flooder, 1, address))).toBe(false);
    expect(isLimited(await send(flooder, 1, address))).toBe(true);
    expect(await written(flooder)).toBe(121);

    // Another address and in-process callers (SSR's yoga.fetch, no socket) are not held back.
    expect((await gqlFrom(yoga, { query: ops.event, variables: { command: { anonyId: phone, action: 'view' } }, headers: asVisitor(phone) }, neighbour, clock)).body?.errors).toBeUndefined();
    expect((await gql(yoga, { query: ops.event, variables: { command: { anonyId: flooder, action: 'view' } }, headers: asVisitor(flooder) })).body?.errors).toBeUndefined();
  });
});
