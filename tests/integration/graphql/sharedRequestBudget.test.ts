import { createTestDb } from '@/tests/support/testDb';
import { freshAddress, rateStoreOf, testRedis } from '@/tests/support/rateStores';
import type { DbHandle } from '@/server/db/client';
import type { ServiceYoga } from '@/server/graphql/createServiceYoga';
import type { RateStore } from '@/server/security/sharedRateLimit';
import { testYoga } from './testService';

// Issue 28: several instances of the app draw on one request budget per address, not one each.
// Two Yoga instances stand for two app processes; they share only the rateStore.
const post = (yoga: ServiceYoga, socketAddress: string) =>
  yoga.fetch(
    'http://localhost/capture/v1/graphql',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ hello }' }),
    },
    { socketAddress }
  );

async function statusesSplitOverTwoInstances(rateStore: RateStore, limit: number): Promise<number[]> {
  const instances = [
    testYoga({ rateLimit: { burst: limit, windowSeconds: 60 }, rateStore: rateStore }),
    testYoga({ rateLimit: { burst: limit, windowSeconds: 60 }, rateStore: rateStore }),
  ];
  const address = freshAddress();
  const statuses: number[] = [];
  for (let i = 0; i < 2 * limit; i += 1) statuses.push((await post(instances[i % 2], address)).status);
  return statuses;
}

describe('the request budget shared by every instance', () => {
  let postgres: DbHandle;
  const redis = testRedis();
  beforeAll(async () => {
    postgres = await createTestDb('postgres');
  });
  afterAll(async () => {
    await postgres?.close();
    redis.disconnect();
  });

  it.each([
    ['PostgreSQL', () => rateStoreOf('postgres', postgres.db)],
    ['Redis', (): RateStore => ({ kind: 'redis', client: redis })],
  ])(
    'on %s: 2N requests from one address, alternating between two instances, get exactly N through',
    async (_name, rateStore) => {
      const statuses = await statusesSplitOverTwoInstances(rateStore(), 5);
      expect(statuses.filter((s) => s === 200)).toHaveLength(5);
      expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
      expect(statuses.slice(5)).toEqual([429, 429, 429, 429, 429]);
    }
  );

  it('answers 429 with the seconds left in the window as Retry-After, from either instance', async () => {
    const rateStore: RateStore = { kind: 'redis', client: redis };
    const a = testYoga({ rateLimit: { burst: 1, windowSeconds: 60 }, rateStore: rateStore });
    const b = testYoga({ rateLimit: { burst: 1, windowSeconds: 60 }, rateStore: rateStore });
    const address = freshAddress();
    expect((await post(a, address)).status).toBe(200);
    const refused = await post(b, address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(59);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect((await refused.json()).errors[0].extensions.code).toBe('RATE_LIMITED');
  });
});
