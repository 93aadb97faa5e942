import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Pool } from 'pg';
import { RATE_RULES } from '@/server/security/rateRules';
import {
  createRateLimits,
  databaseRateStore,
  rateLimitsOf,
  type RateLimits,
  type RateRule,
  type RateStore,
} from '@/server/security/sharedRateLimit';
import { queryRows } from '@/server/db/rows';
import { testDbKinds, testPostgresUrl, useTestDb } from '@/tests/support/testDb';
import { testRedis } from '@/tests/support/rateStores';

// Issue 28: every rate limit (login, sign-up, uploads, posting, checkout…) counts through
// rate-limiter-flexible in a store every instance shares (docs/operations.md §10). Two limit objects
// on one database stand for two app instances; they share nothing but the database (or Redis).

const RULES = Object.entries(RATE_RULES) as [string, RateRule][];

/** A subject no other test or run used: Redis keeps counts across runs for the window's length. */
const fresh = (label: string) => `${label}-${randomUUID()}`;

async function refusal(limits: RateLimits, rule: RateRule, subject: string) {
  return limits.enforce([{ rule, subject }]).then(
    () => null,
    (error: unknown) => error
  );
}

/** Hits `rule` for one subject `count` times in parallel, spread over the instances; how many passed. */
async function passedInParallel(
  instances: RateLimits[],
  rule: RateRule,
  subject: string,
  count: number
): Promise<number> {
  const verdicts = await Promise.all(
    Array.from({ length: count }, (_, i) => instances[i % instances.length].hit({ rule, subject }))
  );
  return verdicts.filter((v) => v.allowed).length;
}

function fakeClock(start: number) {
  // Only the clock is faked: the library reads Date.now(), everything else runs for real.
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
  jest.setSystemTime(start);
  return (ms: number) => jest.setSystemTime(start + ms);
}

describe.each(testDbKinds())('rate limits on %s', (kind) => {
  const db = useTestDb(kind);
  afterEach(() => jest.useRealTimers());

  it.each(RULES)('%s refuses the hit after its limit with RATE_LIMITED and a Korean sentence', async (_key, rule) => {
    const limits = rateLimitsOf(db());
    const subject = fresh('subject');
    for (let i = 0; i < rule.limit; i += 1) await limits.enforce([{ rule, subject }]);
    const error = await refusal(limits, rule, subject);
    expect(error).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^요청이 너무 많아요\. \d+분 후에 다시 시도해 주세요\.$/),
    });
    const retryAfter = Number((error as { details: Record<string, string> }).details.retryAfterSeconds);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(rule.windowSeconds);
    // Another subject is untouched.
    expect(await refusal(limits, rule, fresh('neighbour'))).toBeNull();
  });

  it('counts in the database table, shared by two instances on one database', async () => {
    const rule = RATE_RULES.signupMailPerAddress;
    const [a, b] = [createRateLimits(databaseRateStore(db())), createRateLimits(databaseRateStore(db()))];
    const subject = fresh('mail');
    const verdicts = [];
    for (let i = 0; i < 2 * rule.limit; i += 1) verdicts.push((await (i % 2 ? b : a).hit({ rule, subject })).allowed);
    expect(verdicts).toEqual([...Array(rule.limit).fill(true), ...Array(rule.limit).fill(false)]);
    // Either instance sees the other's count without counting.
    expect((await a.peek({ rule, subject })).allowed).toBe(false);
    const rows = await queryRows<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM rate_limiter_flexible WHERE key LIKE ${`rm:${rule.name}:%`}`
    );
    expect(rows[0].n).toBeGreaterThan(0);
  });

  it('lets exactly the limit through when many attempts arrive at once on two instances', async () => {
    const rule = RATE_RULES.checkoutPreparePerMember;
    const instances = [createRateLimits(databaseRateStore(db())), createRateLimits(databaseRateStore(db()))];
    expect(await passedInParallel(instances, rule, fresh('user'), 3 * rule.limit)).toBe(rule.limit);
  });

  it.each([
    ['10 minutes', RATE_RULES.uploadPerMember],
    ['an hour', RATE_RULES.signupPerIp],
    ['a day', RATE_RULES.postViewPerIp],
  ])('keeps a window of %s whole, and opens again when it ends', async (_label, rule) => {
    const later = fakeClock(1_900_000_000_000);
    const limits = createRateLimits(databaseRateStore(db()));
    const subject = fresh('window');
    for (let i = 0; i < rule.limit; i += 1) expect((await limits.hit({ rule, subject })).allowed).toBe(true);
    later(rule.windowSeconds * 1000 - 1000);
    const refused = await limits.hit({ rule, subject });
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 1 });
    later(rule.windowSeconds * 1000 + 1000);
    expect((await limits.hit({ rule, subject })).allowed).toBe(true);
  });

  it('peeks without counting, against the rule’s limit or a lower one', async () => {
    const rule = RATE_RULES.loginFailuresPerAccountIp;
    const limits = rateLimitsOf(db());
    const subject = fresh('login');
    expect(await limits.peek({ rule, subject }, 1)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    await limits.hit({ rule, subject });
    expect((await limits.peek({ rule, subject }, 1)).allowed).toBe(false);
    for (let i = 0; i < 5; i += 1) expect((await limits.peek({ rule, subject })).allowed).toBe(true);
    for (let i = 1; i < rule.limit; i += 1) await limits.hit({ rule, subject });
    expect((await limits.peek({ rule, subject })).allowed).toBe(false);
  });
});

describe('rate limits shared across instances', () => {
  const db = useTestDb('postgres');
  const redis = testRedis();
  afterAll(() => redis.disconnect());

  it('on PostgreSQL: two instances on two pools of their own let exactly the limit through, all at once', async () => {
    const [{ name }] = await queryRows<{ name: string }>(db(), sql`SELECT current_database() AS name`);
    const pools = [
      new Pool({ connectionString: testPostgresUrl(name), max: 4 }),
      new Pool({ connectionString: testPostgresUrl(name), max: 4 }),
    ];
    // As the app's own pool does (server/db/client.ts): an idle connection the server ends (the
    // suite's DROP DATABASE … WITH (FORCE) at teardown) is an event of the pool, not a crash of the run.
    for (const pool of pools) pool.on('error', () => undefined);
    try {
      const instances = pools.map((pool) => createRateLimits({ kind: 'postgres', pool }));
      const rule = RATE_RULES.uploadPerMember;
      expect(await passedInParallel(instances, rule, fresh('member'), 3 * rule.limit)).toBe(rule.limit);
    } finally {
      await Promise.all(pools.map((pool) => pool.end()));
    }
  });

  it('on Redis: two instances let exactly the limit through, all at once, and refuse with RATE_LIMITED', async () => {
    const rateStore: RateStore = { kind: 'redis', client: redis };
    const instances = [createRateLimits(rateStore), createRateLimits(rateStore)];
    const rule = RATE_RULES.postWritePerMember;
    const subject = fresh('writer');
    expect(await passedInParallel(instances, rule, subject, 4 * rule.limit)).toBe(rule.limit);
    expect(await refusal(instances[1], rule, subject)).toMatchObject({ code: 'RATE_LIMITED' });
  });
});
