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
    const phone = `rl-phone-${kind}`;
    // A busy phone: a page view and a few events per screen, 40 screens in a row.
    for (let screen = 0; screen < 40; screen += 1) {
      const { body } = await gqlFrom(yoga, { query: aliased(2, phone), headers: asVisitor(phone) }, neighbour);
      expect(body?.errors).toBeUndefined();
    }

    const flooder = `rl-flood-${kind}`;
    const started = Date.now();
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push(await gqlFrom(yoga, { query: aliased(30, flooder), headers: asVisitor(flooder) }, address));
    const elapsedSeconds = (Date.now() - started) / 1000;

    const limited = answers.filter((a) => a.body?.errors?.some((e) => e.extensions?.code === 'RATE_LIMITED'));
    expect(limited.length).toBeGreaterThan(0);
    for (const answer of limited) {
      expect(answer.status).toBe(429);
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(answer.body?.errors?.[0]?.message).toMatch(/요청이 너무 많아요/);
    }
    // 120 at once, then 2 a second: never the 180 that were sent.
    expect(await written(flooder)).toBeLessThanOrEqual(120 + Math.ceil(elapsedSeconds * 2) + 1);

    // Another address and in-process callers (SSR's yoga.fetch, no socket) are not held back.
    expect((await gqlFrom(yoga, { query: ops.event, variables: { command: { anonyId: phone, action: 'view' } }, headers: asVisitor(phone) }, neighbour)).body?.errors).toBeUndefined();
    expect((await gql(yoga, { query: ops.event, variables: { command: { anonyId: flooder, action: 'view' } }, headers: asVisitor(flooder) })).body?.errors).toBeUndefined();
  });
});
